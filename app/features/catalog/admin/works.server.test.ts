import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, collections, journals, publications, publicationSubjects, subjects } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { action as workAction } from '#app/routes/admin/catalog/work.tsx';
import { unwrap } from '#app/test/route-args.ts';
import { readValues } from '#app/lib/form-values.ts';
import { createAdmin, form, imageFile, noFile, postArgs, removeTemporaryDataDir, storedFiles, thrownRedirect, useTemporaryDataDir } from './test-support.ts';
import { listWorks, parseWorkFilters, saveWork } from './works.server.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let admin: string;
let subjectIds: number[];
let collectionId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAdmin(database.db);
  subjectIds = (
    await database.db
      .insert(subjects)
      .values([
        { slug: 'design', namePt: 'Design', nameEn: 'Design' },
        { slug: 'educacao', namePt: 'Educação', nameEn: 'Education' },
      ])
      .returning({ id: subjects.id })
  ).map((s) => s.id);
  const [collection] = await database.db
    .insert(collections)
    .values({ slug: 'fundamentos-design-servicos', namePt: 'Fundamentos do Design de Serviços', nameEn: 'Service Design Fundamentals' })
    .returning({ id: collections.id });
  collectionId = collection!.id;
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

/** What the work form posts for a book, with some rows left empty as the form shows them. */
const bookValues = (overrides: Record<string, string> = {}) => ({
  titlePt: 'Serviços em Movimento',
  titleEn: 'Services in Motion',
  subtitlePt: 'Da pesquisa à implementação',
  abstractPt: 'Um percurso pelos métodos de pesquisa, prototipação e implementação de serviços.',
  keywordsPt: 'design de serviços, pesquisa, prototipação',
  keywordsEn: 'service design, research',
  slug: '',
  language: 'pt',
  collectionId: String(collectionId),
  publishedOn: '2024-03-15',
  edition: '2',
  pages: '248',
  doi: 'https://doi.org/10.99999/ipe.2024.001',
  license: 'CC-BY-4.0',
  openAccess: 'on',
  contributorsRows: '3',
  'contributors.0.given': 'Ana',
  'contributors.0.family': 'Souza',
  'contributors.0.role': 'author',
  'contributors.0.orcid': '0000-0002-1825-0097',
  'contributors.0.affiliation': 'Universidade Federal de Pernambuco',
  'contributors.1.given': '',
  'contributors.1.family': '',
  'contributors.1.role': 'author',
  'contributors.2.given': 'Bruno',
  'contributors.2.family': 'Lima',
  'contributors.2.role': 'editor',
  ...overrides,
});

const found = async (query: string, config: 'ipe_pt' | 'ipe_en' = 'ipe_pt') =>
  (
    await database.db
      .select({ id: publications.id })
      .from(publications)
      .where(sql`${publications.search} @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${query})`)
  ).map((r) => r.id);

describe('saving a work', () => {
  let bookId: number;

  it('creates a draft book with its contributors, subjects, cover and audit entry, and indexes it for search', async () => {
    const saved = await saveWork(database.db, admin, {
      id: null,
      type: 'book',
      values: { ...bookValues(), subjects: subjectIds.join(',') },
      cover: await imageFile('png'),
    });
    expect(saved).toMatchObject({ ok: true });
    bookId = (saved as { id: number }).id;
    const [row] = await database.db.select().from(publications).where(eq(publications.id, bookId));
    expect(row).toMatchObject({
      type: 'book',
      slug: 'servicos-em-movimento',
      status: 'draft',
      keywordsPt: ['design de serviços', 'pesquisa', 'prototipação'],
      doi: '10.99999/ipe.2024.001',
      edition: 2,
      license: 'CC-BY-4.0',
      openAccess: true,
      coverWidth: 600,
      coverHeight: 900,
      year: 2024,
    });
    expect(row!.contributors).toEqual([
      { given: 'Ana', family: 'Souza', role: 'author', orcid: '0000-0002-1825-0097', affiliation: 'Universidade Federal de Pernambuco' },
      { given: 'Bruno', family: 'Lima', role: 'editor' },
    ]);
    expect(row!.cover).toMatch(/^covers\/servicos-em-movimento-[0-9a-f]{12}\.jpg$/);
    expect(storedFiles(dataDir, 'covers')).toEqual([row!.cover!.slice('covers/'.length)]);
    expect((await database.db.select().from(publicationSubjects).where(eq(publicationSubjects.publicationId, bookId))).length).toBe(2);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'publication'), eq(auditLog.targetId, String(bookId))));
    expect(entry).toMatchObject({ actorId: admin, action: 'publication.create' });
    // Stemming and accents: "servico" finds "Serviços"; the English title through ipe_en.
    expect(await found('servico movimento')).toEqual([bookId]);
    expect(await found('motion', 'ipe_en')).toEqual([bookId]);
  });

  it('edits and publishes: the new title is searchable, the old is not, the old cover file is removed', async () => {
    const [before] = await database.db.select({ cover: publications.cover }).from(publications).where(eq(publications.id, bookId));
    const saved = await saveWork(database.db, admin, {
      id: bookId,
      type: 'book',
      values: bookValues({ slug: 'servicos-em-movimento', titlePt: 'Cartografias da Hospitalidade', titleEn: '', subtitlePt: '' }),
      cover: await imageFile('webp'),
      status: 'published',
    });
    expect(saved).toEqual({ ok: true, id: bookId });
    const [row] = await database.db.select().from(publications).where(eq(publications.id, bookId));
    expect(row).toMatchObject({ titlePt: 'Cartografias da Hospitalidade', titleEn: null, status: 'published' });
    expect(await found('cartografia hospitalidade')).toEqual([bookId]);
    expect(await found('movimento')).toEqual([]);
    expect(storedFiles(dataDir, 'covers')).toEqual([row!.cover!.slice('covers/'.length)]);
    expect(row!.cover).not.toBe(before!.cover);
    const actions = (
      await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(bookId)))
    ).map((a) => a.action);
    expect(actions).toEqual(['publication.create', 'publication.update', 'publication.publish']);
  });

  it('refuses a slug another work of the same type has, as a field error; another type may use it', async () => {
    const duplicate = await saveWork(database.db, admin, { id: null, type: 'book', values: bookValues({ slug: 'servicos-em-movimento' }), cover: noFile() });
    expect(duplicate).toEqual({ ok: false, errors: { slug: 'slugTaken' } });
    const journal = await saveWork(database.db, admin, {
      id: null,
      type: 'proceedings',
      values: bookValues({ slug: 'servicos-em-movimento', eventId: '', volume: '1' }),
      cover: noFile(),
    });
    expect(journal).toMatchObject({ ok: true });
  });

  it('a failed transaction removes the cover it had stored', async () => {
    const before = storedFiles(dataDir, 'covers');
    // The slug is checked inside the transaction, after the file is written.
    const taken = await saveWork(database.db, admin, {
      id: null,
      type: 'book',
      values: bookValues({ slug: 'servicos-em-movimento' }),
      cover: await imageFile(),
    });
    expect(taken).toEqual({ ok: false, errors: { slug: 'slugTaken' } });
    // A collection that does not exist: the database refuses the row (foreign key).
    const missing = await saveWork(database.db, admin, {
      id: null,
      type: 'book',
      values: bookValues({ slug: 'outra-obra', collectionId: '987654' }),
      cover: await imageFile(),
    });
    expect(missing).toEqual({ ok: false, errors: { collectionId: 'choiceInvalid' } });
    expect(storedFiles(dataDir, 'covers')).toEqual(before);
    expect(await database.db.select().from(publications).where(eq(publications.slug, 'outra-obra'))).toEqual([]);
  });

  it('validates every field on the server: titles, identifiers, ORCID check digit, cover content', async () => {
    const result = await saveWork(database.db, admin, {
      id: null,
      type: 'book',
      values: bookValues({
        titlePt: ' ',
        titleEn: '',
        slug: 'Com Espaço',
        doi: '11.1/x',
        edition: 'dois',
        'contributors.0.orcid': '0000-0002-1825-0098',
        'contributors.2.family': '',
      }),
      cover: noFile(),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        titlePt: 'titleRequired',
        slug: 'slugInvalid',
        doi: 'doiInvalid',
        edition: 'numberInvalid',
        'contributors.0.orcid': 'orcidInvalid',
        'contributors.2.family': 'familyRequired',
      },
    });
    const notImage = await saveWork(database.db, admin, {
      id: null,
      type: 'book',
      values: bookValues({ slug: 'capa-falsa' }),
      cover: new File(['GIF89a'], 'capa.png', { type: 'image/png' }),
    });
    expect(notImage).toEqual({ ok: false, errors: { cover: 'coverInvalid' } });
  });

  it('saves a journal with its own row: ISSN check digits, https submission address, fees typed as money', async () => {
    const values = {
      titlePt: 'Revista Ipê de Design e Sociedade',
      language: 'pt',
      edition: '1',
      license: 'CC-BY-4.0',
      issn: '0317-8472',
      eissn: '2049-3630',
      submissionUrl: 'http://submissoes.example.org/rds',
      issuesPerYear: '2',
      wordsMin: '5000',
      wordsMax: '4000',
      abstractWordsMin: '150',
      abstractWordsMax: '250',
      keywordsMin: '3',
      keywordsMax: '5',
      feeUsd: '50.00',
      feeBrl: '250,00',
      languageReviewBrl: '220',
      translationBrlPerWord: '0,30',
      feedbackDays: '60',
      reviewers: '2',
      guidelinesPt: 'Artigos inéditos.',
      guidelinesEn: 'Original articles.',
      callForPapersOpen: 'on',
      translationDois: 'on',
      teamRows: '2',
      'team.0.name': 'Helena Prado',
      'team.0.role': 'editor',
      'team.0.orcid': '0000-0001-5109-3700',
    };
    const refused = await saveWork(database.db, admin, { id: null, type: 'journal', values, cover: null });
    expect(refused).toEqual({ ok: false, errors: { issn: 'issnInvalid', submissionUrl: 'urlHttps' } });
    const rangeRefused = await saveWork(database.db, admin, {
      id: null,
      type: 'journal',
      values: { ...values, issn: '0317-8471', submissionUrl: 'https://submissoes.example.org/rds' },
      cover: null,
    });
    expect(rangeRefused).toEqual({ ok: false, errors: { wordsMax: 'maxBelowMin' } });
    const saved = await saveWork(database.db, admin, {
      id: null,
      type: 'journal',
      values: { ...values, issn: '03178471', submissionUrl: 'https://submissoes.example.org/rds', wordsMax: '7000' },
      cover: null,
    });
    expect(saved).toMatchObject({ ok: true });
    const [journal] = await database.db
      .select()
      .from(journals)
      .where(eq(journals.publicationId, (saved as { id: number }).id));
    expect(journal).toMatchObject({
      issn: '0317-8471',
      eissn: '2049-3630',
      feeUsd: 5000,
      feeBrl: 25000,
      languageReviewBrl: 22000,
      translationBrlPerWord: 30,
      callForPapersOpen: true,
      translationDois: true,
      submissionUrl: 'https://submissoes.example.org/rds',
      team: [{ name: 'Helena Prado', role: 'editor', orcid: '0000-0001-5109-3700' }],
    });
    expect(await found('0317-8471')).toContain((saved as { id: number }).id);
  });
});

describe('the work page action', () => {
  it('answers bad input with 400, the field errors and what was typed; saves nothing', async () => {
    const data = form({ ...bookValues({ titlePt: '', titleEn: '', doi: 'nope' }), type: 'book', intent: 'save' }, { cover: noFile() });
    const { status, body } = unwrap<{ errors: Record<string, string>; values: Record<string, string>; message: string }>(
      await workAction(postArgs('/admin/catalog/new', data, {}, { userId: admin, roles: ['user', 'admin'] })),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('fixErrors');
    expect(body.errors).toEqual({ titlePt: 'titleRequired', doi: 'doiInvalid' });
    expect(body.values).toMatchObject({ doi: 'nope', 'contributors.0.family': 'Souza', subtitlePt: 'Da pesquisa à implementação' });
  });

  it('"add a row" shows the form again with one more contributor row and saves nothing', async () => {
    const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(publications))[0]!.n;
    const before = await count();
    const data = form({ ...bookValues(), type: 'book', intent: 'add-contributors' });
    const { status, body } = unwrap<{ values: Record<string, string>; focus: string }>(
      await workAction(postArgs('/admin/catalog/new', data, {}, { userId: admin, roles: ['user', 'admin'] })),
    );
    expect(status).toBe(200);
    expect(body.values.contributorsRows).toBe('4');
    expect(body.focus).toBe('contributors.3.given');
    const removed = unwrap<{ values: Record<string, string> }>(
      await workAction(
        postArgs(
          '/admin/catalog/new',
          form({ ...bookValues(), type: 'book', intent: 'remove-contributors:0' }),
          {},
          { userId: admin, roles: ['user', 'admin'] },
        ),
      ),
    );
    expect(removed.body.values).toMatchObject({ contributorsRows: '2', 'contributors.1.family': 'Lima' });
    expect(await count()).toBe(before);
  });

  it('creates and redirects to the new work; refuses people who are not admins', async () => {
    const data = form({ ...bookValues({ slug: 'obra-pela-rota', titlePt: 'Obra pela rota' }), type: 'book', intent: 'publish' });
    const outcome = await thrownRedirect(() => workAction(postArgs('/en/admin/catalog/new', data, {}, { userId: admin, roles: ['user', 'admin'] })));
    const [row] = await database.db.select().from(publications).where(eq(publications.slug, 'obra-pela-rota'));
    expect(row?.status).toBe('published');
    expect(outcome).toEqual({ status: 302, location: `/en/admin/catalog/${row!.id}?done=published` });
    let refusedStatus = 0;
    try {
      await workAction(
        postArgs('/admin/catalog/new', form({ ...bookValues({ slug: 'intrusa' }), type: 'book' }), {}, { userId: admin, roles: ['user', 'author'] }),
      );
    } catch (error) {
      refusedStatus = unwrap(error).status;
    }
    expect(refusedStatus).toBe(403);
    expect(await database.db.select().from(publications).where(eq(publications.slug, 'intrusa'))).toEqual([]);
  });

  it('reads checkbox groups and rows from a posted form', () => {
    expect(readValues(form({ subjects: ['3', '5'], titlePt: 'X', intent: 'save' }))).toEqual({ subjects: '3,5', titlePt: 'X' });
  });
});

describe('the list of works', () => {
  it('searches titles without accents, and ISBNs without hyphens; filters by type and status; pages', async () => {
    const list = (query: string) => listWorks(database.db, parseWorkFilters(new URLSearchParams(query)), 'pt');
    expect((await list('q=cartografias')).works.map((w) => w.title)).toEqual(['Cartografias da Hospitalidade']);
    expect((await list('q=HOSPITALIDADE&type=book&status=published')).total).toBe(1);
    expect((await list('q=hospitalidade&status=draft')).total).toBe(0);
    expect((await list('type=journal')).works.map((w) => w.type)).toEqual(['journal']);
    expect((await list('q=revista ipe')).total).toBe(1); // "Ipê" typed without the accent
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect((await list('page=2')).works).toEqual([]);
    expect(parseWorkFilters(new URLSearchParams('type=magazine&status=x&page=-3'))).toEqual({ q: '', type: '', status: '', page: 1 });
  });
});
