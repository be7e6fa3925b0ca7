import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { articles, chapters, events, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { deleteEvent, saveEvent } from './events.server.ts';
import { deleteArticle, deleteIssue, loadArticleEditor, moveArticle, saveArticle, saveIssue } from './issues.server.ts';
import { worksMatchingText } from '#app/features/fulltext/api.server.ts';
import { deletePart, loadPartEditor, movePart, savePart } from './parts.server.ts';
import { createAdmin, imageFile, noFile, pdfFile, removeTemporaryDataDir, storedFiles, useTemporaryDataDir } from './test-support.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let admin: string;
let bookId: number;
let journalId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAdmin(database.db);
  const works = await database.db
    .insert(publications)
    .values([
      { type: 'book', slug: 'cidades-que-educam', titlePt: 'Cidades que educam', status: 'published' },
      { type: 'journal', slug: 'revista-ipe', titlePt: 'Revista Ipê', status: 'published' },
    ])
    .returning({ id: publications.id });
  [bookId, journalId] = works.map((w) => w.id) as [number, number];
  await database.db.insert(journals).values({ publicationId: journalId });
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

const found = async (query: string, config: 'ipe_pt' | 'ipe_en' = 'ipe_pt') =>
  (
    await database.db
      .select({ id: publications.id })
      .from(publications)
      .where(sql`${publications.search} @@ websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${query})`)
  ).map((r) => r.id);

const part = (title: string, overrides: Record<string, string> = {}) => ({
  titlePt: title,
  titleEn: '',
  abstractPt: '',
  abstractEn: '',
  keywordsPt: '',
  keywordsEn: '',
  firstPage: '',
  lastPage: '',
  doi: '',
  contributorsRows: '2',
  'contributors.0.given': 'Marta',
  'contributors.0.family': 'Quilombola',
  'contributors.0.role': 'author',
  ...overrides,
});

const chapterTitles = async () =>
  (
    await database.db
      .select({ title: chapters.titlePt, position: chapters.position })
      .from(chapters)
      .where(eq(chapters.publicationId, bookId))
      .orderBy(asc(chapters.position))
  ).map((c) => `${c.position}:${c.title}`);

describe('chapters', () => {
  const ids: number[] = [];

  it('adds chapters in order, with contributors, pages and DOI; their titles become searchable', async () => {
    for (const title of ['Escolas abertas', 'Bairros educadores', 'Praças e bibliotecas']) {
      const saved = await savePart(database.db, admin, bookId, null, part(title, { firstPage: '11', lastPage: '34', doi: '10.99999/ipe.cap' }));
      expect(saved).toMatchObject({ ok: true });
      ids.push((saved as { id: number }).id);
    }
    expect(await chapterTitles()).toEqual(['1:Escolas abertas', '2:Bairros educadores', '3:Praças e bibliotecas']);
    const [first] = await database.db.select().from(chapters).where(eq(chapters.id, ids[0]!));
    expect(first).toMatchObject({
      firstPage: 11,
      lastPage: 34,
      doi: '10.99999/ipe.cap',
      contributors: [{ given: 'Marta', family: 'Quilombola', role: 'author' }],
    });
    expect(await found('biblioteca')).toEqual([bookId]);
  });

  it('refuses a chapter without a title or with pages out of order', async () => {
    expect(await savePart(database.db, admin, bookId, null, part('', { firstPage: '40', lastPage: '12' }))).toEqual({
      ok: false,
      errors: { titlePt: 'titleRequired', lastPage: 'lastPageBeforeFirst' },
    });
    expect(await savePart(database.db, admin, journalId, null, part('Fora do lugar'))).toEqual({ ok: false, notFound: true });
  });

  it('moves chapters up and down, and renumbers after a deletion', async () => {
    expect(await movePart(database.db, admin, bookId, ids[2]!, 'up')).toBe(true);
    expect(await chapterTitles()).toEqual(['1:Escolas abertas', '2:Praças e bibliotecas', '3:Bairros educadores']);
    expect(await movePart(database.db, admin, bookId, ids[0]!, 'up')).toBe(true); // already first: unchanged
    expect(await movePart(database.db, admin, bookId, ids[0]!, 'down')).toBe(true);
    expect(await chapterTitles()).toEqual(['1:Praças e bibliotecas', '2:Escolas abertas', '3:Bairros educadores']);
    expect(await deletePart(database.db, admin, bookId, ids[1]!)).toBe(true);
    expect(await chapterTitles()).toEqual(['1:Praças e bibliotecas', '2:Escolas abertas']);
    expect(await found('bairro')).toEqual([]);
    expect(await movePart(database.db, admin, journalId, ids[0]!, 'up')).toBe(false); // another work's chapter
  });
});

describe('journal issues and articles', () => {
  let issueId: number;
  let articleIds: number[] = [];

  it('creates an issue with a cover; a second issue with the same volume and number is refused', async () => {
    const values = { volume: '3', number: '1', year: '2025', titlePt: 'Cidades e cuidado', titleEn: '', publishedOn: '2025-06-30', status: 'draft' };
    const saved = await saveIssue(database.db, admin, journalId, null, values, await imageFile('jpeg'));
    expect(saved).toMatchObject({ ok: true });
    issueId = (saved as { id: number }).id;
    const [row] = await database.db.select().from(journalIssues).where(eq(journalIssues.id, issueId));
    expect(row).toMatchObject({ volume: 3, number: 1, year: 2025, status: 'draft' });
    expect(row!.cover).toMatch(/^covers\/revista-ipe-v3n1-[0-9a-f]{12}\.jpg$/);
    const before = storedFiles(dataDir, 'covers');
    expect(await saveIssue(database.db, admin, journalId, null, values, await imageFile())).toEqual({ ok: false, errors: { number: 'issueTaken' } });
    expect(storedFiles(dataDir, 'covers')).toEqual(before);
    expect(await saveIssue(database.db, admin, journalId, null, { ...values, number: 'x', year: '1800', status: 'open' }, noFile())).toEqual({
      ok: false,
      errors: { number: 'numberInvalid', year: 'numberRange', status: 'choiceInvalid' },
    });
  });

  it('adds articles with a checked PDF; they are searchable once the issue is published', async () => {
    const article = (title: string) => ({ ...part(title), section: 'Artigos', language: 'pt' });
    for (const title of ['Hortas comunitárias', 'Mobilidade escolar']) {
      const saved = await saveArticle(database.db, admin, { workId: journalId, issueId, articleId: null }, article(title), pdfFile());
      expect(saved).toMatchObject({ ok: true });
      articleIds.push((saved as { id: number }).id);
    }
    const [first] = await database.db.select().from(articles).where(eq(articles.id, articleIds[0]!));
    expect(first).toMatchObject({ section: 'Artigos', position: 1, language: 'pt' });
    expect(first!.pdfFile).toMatch(/^articles\/revista-ipe-\d+-[0-9a-f]{12}\.pdf$/);
    // What the uploaded PDF states of its accessibility, read as it came (the article's page says it): this one, nothing.
    expect(first!.pdfAccessibility).toEqual({ tagged: false, lang: null, title: null, images: false, figuresDescribed: false });
    expect(storedFiles(dataDir, 'articles')).toHaveLength(2);
    expect(await saveArticle(database.db, admin, { workId: journalId, issueId, articleId: null }, article('Falso'), new File(['<html>'], 'a.pdf'))).toEqual({
      ok: false,
      errors: { pdf: 'pdfInvalid' },
    });
    expect(await found('horta')).toEqual([]); // the issue is still a draft
    const published = await saveIssue(database.db, admin, journalId, issueId, { volume: '3', number: '1', year: '2025', status: 'published' }, noFile());
    expect(published).toEqual({ ok: true, id: issueId });
    expect(await found('horta comunitaria')).toEqual([journalId]);
    // Its full text goes into the full-text search with the save, and leaves with its removal or the issue's.
    const text = new File(['# Hortas\n\nAs cooperativas de moradores regam os canteiros aos domingos.\n'], 'hortas.md', { type: 'text/markdown' });
    const withText = await saveArticle(
      database.db,
      admin,
      { workId: journalId, issueId, articleId: articleIds[0]! },
      article('Hortas comunitárias'),
      noFile(),
      text,
    );
    expect(withText).toMatchObject({ ok: true });
    expect([...(await worksMatchingText(database.db, 'cooperativa canteiros')).keys()]).toEqual([journalId]);
    await saveIssue(database.db, admin, journalId, issueId, { volume: '3', number: '1', year: '2025', status: 'draft' }, noFile());
    expect((await worksMatchingText(database.db, 'cooperativa canteiros')).size).toBe(0);
    await saveIssue(database.db, admin, journalId, issueId, { volume: '3', number: '1', year: '2025', status: 'published' }, noFile());
    expect((await worksMatchingText(database.db, 'cooperativa canteiros')).size).toBe(1);
    await saveArticle(
      database.db,
      admin,
      { workId: journalId, issueId, articleId: articleIds[0]! },
      { ...article('Hortas comunitárias'), removeFullText: 'on' },
      noFile(),
    );
    expect((await worksMatchingText(database.db, 'cooperativa canteiros')).size).toBe(0);
  });

  it('keeps a translated full text with its own DOI when the journal gives translations one, and removes it', async () => {
    const ids = { workId: journalId, issueId, articleId: articleIds[1]! };
    const values = { ...part('Mobilidade escolar'), section: 'Artigos', language: 'pt', doi: '10.99999/ipe.2025.2' };
    const english = () => new File(['# School mobility\n\nChildren walk to school in groups.\n'], 'mobility.en.md', { type: 'text/markdown' });
    const stored = async () => (await database.db.select().from(articles).where(eq(articles.id, ids.articleId)))[0]!;
    // The journal's setting off: the translation is kept, its DOI is not.
    expect(await saveArticle(database.db, admin, ids, { ...values, doiTranslation: '10.99999/ipe.2025.2.en' }, noFile(), null, english())).toMatchObject({
      ok: true,
    });
    expect(await stored()).toMatchObject({ fullTextTranslation: expect.stringContaining('Children walk to school'), doiTranslation: null });
    expect((await loadArticleEditor(database.db, journalId, issueId, ids.articleId, 'en'))!).toMatchObject({
      translationDois: false,
      article: { hasTranslation: true },
    });
    await database.db.update(journals).set({ translationDois: true }).where(eq(journals.publicationId, journalId));
    // The translation's DOI may not be the article's.
    expect(await saveArticle(database.db, admin, ids, { ...values, doiTranslation: 'https://doi.org/10.99999/IPE.2025.2' }, noFile())).toEqual({
      ok: false,
      errors: { doiTranslation: 'doiTranslationSame' },
    });
    expect(await saveArticle(database.db, admin, ids, { ...values, doiTranslation: '10.99999/ipe.2025.2.en' }, noFile())).toMatchObject({ ok: true });
    expect(await stored()).toMatchObject({ doiTranslation: '10.99999/ipe.2025.2.en', fullTextTranslation: expect.stringContaining('Children') });
    expect((await loadArticleEditor(database.db, journalId, issueId, ids.articleId, 'en'))!.values).toMatchObject({ doiTranslation: '10.99999/ipe.2025.2.en' });
    // A file that is no full text is refused under its field.
    expect(await saveArticle(database.db, admin, ids, values, noFile(), null, new File([new Uint8Array([0, 1, 2])], 'x.pdf'))).toMatchObject({
      ok: false,
      errors: { fullTextTranslation: expect.stringMatching(/^fullText/) },
    });
    expect(await saveArticle(database.db, admin, ids, { ...values, removeFullTextTranslation: 'on' }, noFile())).toMatchObject({ ok: true });
    expect(await stored()).toMatchObject({ fullTextTranslation: null, doiTranslation: null });
    await database.db.update(journals).set({ translationDois: false }).where(eq(journals.publicationId, journalId));
  });

  it('reorders and deletes articles (their PDFs too); deleting the issue removes the rest of its files', async () => {
    expect(await moveArticle(database.db, admin, journalId, issueId, articleIds[1]!, 'up')).toBe(true);
    const order = await database.db.select({ id: articles.id }).from(articles).where(eq(articles.issueId, issueId)).orderBy(asc(articles.position));
    expect(order.map((a) => a.id)).toEqual([articleIds[1], articleIds[0]]);
    expect(await deleteArticle(database.db, admin, journalId, issueId, articleIds[0]!)).toBe(true);
    expect(storedFiles(dataDir, 'articles')).toHaveLength(1);
    expect(await deleteArticle(database.db, admin, bookId, issueId, articleIds[1]!)).toBe(false); // not that work's issue
    expect(await deleteIssue(database.db, admin, journalId, issueId)).toBe(true);
    expect(storedFiles(dataDir, 'articles')).toEqual([]);
    expect(storedFiles(dataDir, 'covers')).toEqual([]);
    expect(await found('mobilidade')).toEqual([]);
    articleIds = [];
  });
});

describe('events', () => {
  it('creates an event with a slug from its name and year; refuses an end before the start and a slug in use', async () => {
    const values = {
      slug: '',
      namePt: 'Encontro de Design e Sociedade',
      nameEn: 'Design and Society Meeting',
      startsOn: '2025-09-10',
      endsOn: '2025-09-12',
      place: 'Recife',
      aboutPt: '',
      aboutEn: '',
    };
    const saved = await saveEvent(database.db, admin, null, values);
    expect(saved).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(events);
    expect(row).toMatchObject({ slug: 'encontro-de-design-e-sociedade-2025', place: 'Recife' });
    expect(await saveEvent(database.db, admin, null, { ...values, endsOn: '2025-09-01' })).toEqual({ ok: false, errors: { endsOn: 'endsBeforeStart' } });
    expect(await saveEvent(database.db, admin, null, values)).toEqual({ ok: false, errors: { slug: 'slugTaken' } });
    expect(await saveEvent(database.db, admin, null, { ...values, namePt: '', startsOn: '2025-02-30' })).toEqual({
      ok: false,
      errors: { namePt: 'required', startsOn: 'dateInvalid' },
    });
    expect(await deleteEvent(database.db, admin, row!.id)).toBe(true);
  });
});

describe('texts in the work’s own language (neither Portuguese nor English)', () => {
  const original = {
    titleOriginal: 'Diseño y cuidados',
    abstractOriginal: 'Las redes de cuidado diseñan sus servicios.',
    keywordsOriginal: 'cuidados, diseño situado',
  };

  it('an article in Spanish keeps its Spanish title, abstract and keywords, and the form gives them back', async () => {
    const issue = await saveIssue(database.db, admin, journalId, null, { volume: '5', number: '1', year: '2025', status: 'draft' }, noFile());
    const issueId = (issue as { id: number }).id;
    const saved = await saveArticle(
      database.db,
      admin,
      { workId: journalId, issueId, articleId: null },
      { ...part('Design e cuidados'), language: 'es', ...original },
      noFile(),
    );
    expect(saved).toMatchObject({ ok: true });
    const articleId = (saved as { id: number }).id;
    const [row] = await database.db.select().from(articles).where(eq(articles.id, articleId));
    expect(row).toMatchObject({
      language: 'es',
      titlePt: 'Design e cuidados',
      titleOriginal: 'Diseño y cuidados',
      abstractOriginal: 'Las redes de cuidado diseñan sus servicios.',
      keywordsOriginal: ['cuidados', 'diseño situado'],
    });
    const editor = await loadArticleEditor(database.db, journalId, issueId, articleId, 'pt');
    expect(editor?.values).toMatchObject({ language: 'es', ...original });
    // Without its Spanish title it is refused; in Portuguese the Spanish fields are refused.
    expect(
      await saveArticle(
        database.db,
        admin,
        { workId: journalId, issueId, articleId },
        { ...part('Design e cuidados'), language: 'es', ...original, titleOriginal: '' },
        noFile(),
      ),
    ).toEqual({
      ok: false,
      errors: { titleOriginal: 'originalTitleRequired' },
    });
    expect(
      await saveArticle(
        database.db,
        admin,
        { workId: journalId, issueId, articleId },
        { ...part('Design e cuidados'), language: 'pt', ...original, titleOriginal: '' },
        noFile(),
      ),
    ).toEqual({
      ok: false,
      errors: { abstractOriginal: 'originalNotForLanguage' },
    });
    await deleteIssue(database.db, admin, journalId, issueId);
  });

  it('a chapter follows its book’s language, whatever the post says', async () => {
    const [spanishBook] = await database.db
      .insert(publications)
      .values({ type: 'book', slug: 'cuidados', titlePt: 'Cuidados', language: 'es', status: 'published' })
      .returning({ id: publications.id });
    const saved = await savePart(database.db, admin, spanishBook!.id, null, { ...part('Cuidar do comum'), ...original });
    expect(saved).toMatchObject({ ok: true });
    const partId = (saved as { id: number }).id;
    expect((await loadPartEditor(database.db, spanishBook!.id, partId, 'pt'))?.values).toMatchObject(original);
    expect(await savePart(database.db, admin, spanishBook!.id, partId, { ...part('Cuidar do comum'), language: 'pt' })).toEqual({
      ok: false,
      errors: { titleOriginal: 'originalTitleRequired' },
    });
    // The Portuguese book's chapters have no Spanish texts.
    expect(await savePart(database.db, admin, bookId, null, { ...part('Escolas'), language: 'es', ...original })).toEqual({
      ok: false,
      errors: { titleOriginal: 'originalNotForLanguage' },
    });
  });
});
