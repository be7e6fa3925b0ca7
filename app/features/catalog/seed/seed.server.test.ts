import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  chapters,
  collections,
  events,
  formats,
  journalIssues,
  journals,
  publications,
  publicationSubjects,
  subjects,
  type Contributor,
} from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage } from '#app/lib/storage/storage.server.ts';
import { seeders } from '#app/seed/seed.server.ts';
import { isValidIsbn13, isValidIssn, isValidOrcid } from '#app/lib/identifiers.ts';
import { bookSeeds } from './books.ts';
import { DEMO_JOURNAL_CLOSED_CALL, DEMO_JOURNAL_OPEN_CALL } from './journals.ts';
import { DEMO_PROCEEDINGS } from './proceedings.ts';
import { doiPrefix, setDoiPrefix } from '../crossref/crossref.server.ts';
import { seedCatalog } from './seed-catalog.server.ts';

let database: TestDatabase;
let uploads: string;
const seed = () => seedCatalog(database.db, { files: localStorage(uploads) });

async function counts() {
  const { db } = database;
  const tables = { publications, formats, chapters, journals, journalIssues, articles, subjects, collections, events, publicationSubjects };
  return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)])));
}

/** Ids by natural key: a re-seed must update rows in place (URLs carry these ids). */
async function ids() {
  const { db } = database;
  return {
    works: await db.select({ id: publications.id, slug: publications.slug }).from(publications).orderBy(asc(publications.id)),
    chapters: await db.select({ id: chapters.id, p: chapters.publicationId, pos: chapters.position }).from(chapters).orderBy(asc(chapters.id)),
    articles: await db.select({ id: articles.id, issue: articles.issueId, pos: articles.position }).from(articles).orderBy(asc(articles.id)),
  };
}

const words = (text: string | null) => (text ?? '').split(/\s+/).filter(Boolean).length;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-seed-'));
  await seed();
});
afterAll(async () => {
  await database.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

describe('the demo catalog seed', () => {
  it('is registered with the app seed', () => {
    expect(seeders.map((s) => s.name)).toContain('catalog');
  });

  it('sets the DOI prefix its DOIs use, and never replaces a press’s own', async () => {
    expect(await doiPrefix(database.db)).toBe('10.99999');
    await setDoiPrefix(database.db, '10.12345');
    await seed();
    expect(await doiPrefix(database.db)).toBe('10.12345');
    await setDoiPrefix(database.db, '10.99999');
  });

  it('is idempotent: a second run keeps the counts and the ids', async () => {
    const before = { counts: await counts(), ids: await ids() };
    // An edit made by hand is put back, not duplicated.
    await database.db.update(publications).set({ titlePt: 'Título alterado' }).where(eq(publications.slug, 'educacao-e-autonomia'));
    await seed();
    expect(await counts()).toEqual(before.counts);
    expect(await ids()).toEqual(before.ids);
    const [work] = await database.db.select().from(publications).where(eq(publications.slug, 'educacao-e-autonomia'));
    expect(work?.titlePt).toBe('Educação e Autonomia');
  });

  it('takes away a chapter list the catalog no longer has (a print-only book seeded before issue 53)', async () => {
    const [work] = await database.db.select({ id: publications.id }).from(publications).where(eq(publications.slug, 'periferias-em-movimento'));
    await database.db
      .insert(chapters)
      .values({ publicationId: work!.id, position: 1, titlePt: 'A periferia como centro', contributors: [], firstPage: 11, lastPage: 40 });
    await seed();
    expect(await database.db.$count(chapters, eq(chapters.publicationId, work!.id))).toBe(0);
  });

  it('fills at least 12 published works across all three types', async () => {
    const rows = await database.db.select({ type: publications.type, status: publications.status }).from(publications);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['book', 'journal', 'proceedings']));
    expect(rows.every((r) => r.status === 'published')).toBe(true);
    expect(rows.filter((r) => r.type === 'book').length).toBeGreaterThanOrEqual(14);
  });

  it('has books with real metadata: abstracts of 150–250 words, 3–5 keywords; 3–8 chapters with authors and pages where there is a text, none where there is not', async () => {
    const books = await database.db.select().from(publications).where(eq(publications.type, 'book'));
    for (const book of books) {
      for (const [abstract, keywords] of [
        [book.abstractPt, book.keywordsPt],
        [book.abstractEn, book.keywordsEn],
      ] as const) {
        if (!abstract) continue;
        expect(words(abstract), `${book.slug} abstract`).toBeGreaterThanOrEqual(150);
        expect(words(abstract), `${book.slug} abstract`).toBeLessThanOrEqual(250);
        expect(keywords.length, `${book.slug} keywords`).toBeGreaterThanOrEqual(3);
        expect(keywords.length, `${book.slug} keywords`).toBeLessThanOrEqual(5);
      }
      expect(book.titlePt || book.titleEn).toBeTruthy();
      expect(book.contributors.length).toBeGreaterThan(0);
      expect(book.doi).toMatch(/^10\.99999\/ipe\./);
      expect(book.cover).toMatch(new RegExp(`^covers/${book.slug}-[0-9a-f]{16}\\.jpg$`));
      const parts = await database.db.select().from(chapters).where(eq(chapters.publicationId, book.id)).orderBy(asc(chapters.position));
      // A print-only book has no text to read or sample, so no chapter list (issue 53).
      const readable = book.openAccess || (await database.db.$count(formats, and(eq(formats.publicationId, book.id), eq(formats.kind, 'ebook')))) > 0;
      if (!readable) expect(parts, book.slug).toEqual([]);
      else {
        expect(parts.length, book.slug).toBeGreaterThanOrEqual(3);
        expect(parts.length, book.slug).toBeLessThanOrEqual(8);
      }
      let previousLast = 0;
      for (const chapter of parts) {
        expect(chapter.contributors.length).toBeGreaterThan(0);
        expect(chapter.titlePt || chapter.titleEn).toBeTruthy();
        expect(chapter.firstPage!).toBeGreaterThan(previousLast);
        expect(chapter.lastPage!).toBeGreaterThan(chapter.firstPage!);
        expect(chapter.lastPage!).toBeLessThanOrEqual(book.pages!);
        previousLast = chapter.lastPage!;
      }
    }
    const years = new Set(books.map((b) => Number(b.publishedOn!.slice(0, 4))));
    expect(Math.min(...years)).toBe(2019);
    expect(Math.max(...years)).toBe(2026);
    // Mostly bilingual, a few in one language only.
    const single = books.filter((b) => !b.titlePt || !b.titleEn);
    expect(single.length).toBeGreaterThanOrEqual(2);
    expect(single.length).toBeLessThanOrEqual(4);
  });

  it('puts at least two works in the service-design fundamentals collection', async () => {
    const rows = await database.db
      .select({ slug: publications.slug })
      .from(publications)
      .innerJoin(collections, eq(collections.id, publications.collectionId))
      .where(eq(collections.slug, 'fundamentos-design-servicos'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [collection] = await database.db.select().from(collections).where(eq(collections.slug, 'fundamentos-design-servicos'));
    expect(collection).toMatchObject({ namePt: 'Fundamentos do Design de Serviços', nameEn: 'Service Design Fundamentals' });
    expect(await database.db.$count(subjects)).toBeGreaterThanOrEqual(8);
  });

  it('has two journals with published issues, articles and the call-for-papers states', async () => {
    const rows = await database.db.select().from(journals).innerJoin(publications, eq(publications.id, journals.publicationId));
    expect(rows.map((r) => r.publications.slug).sort()).toEqual([DEMO_JOURNAL_CLOSED_CALL, DEMO_JOURNAL_OPEN_CALL].sort());
    for (const { journals: journal, publications: work } of rows) {
      expect(journal.callForPapersOpen).toBe(work.slug === DEMO_JOURNAL_OPEN_CALL);
      // Both demo journals take submissions through our own workflow (/journal/{slug}/submit).
      expect(journal.submissionUrl).toBeNull();
      expect(journal.guidelinesPt).not.toBe('');
      expect(journal.guidelinesEn).not.toBe('');
      expect(new Set(journal.team.map((m) => m.role))).toEqual(new Set(['editor', 'assistant-editor', 'reviewer']));
      expect(journal.team.filter((m) => m.role === 'reviewer')).toHaveLength(2);
      // The spec's numbers come from the column defaults.
      expect(journal).toMatchObject({ wordsMin: 5000, wordsMax: 7000, feeUsd: 5000, feeBrl: 25000, feedbackDays: 60, reviewers: 2, issuesPerYear: 2 });
      const issues = await database.db.select().from(journalIssues).where(eq(journalIssues.journalId, journal.publicationId));
      expect(issues.length).toBeGreaterThanOrEqual(3);
      expect(issues.length).toBeLessThanOrEqual(4);
      expect(issues.some((i) => i.titlePt && i.titleEn)).toBe(true);
      for (const issue of issues) {
        expect(issue.status).toBe('published');
        expect(issue.cover).toMatch(/^covers\/.+\.jpg$/);
        const list = await database.db.select().from(articles).where(eq(articles.issueId, issue.id));
        expect(list.length).toBeGreaterThanOrEqual(3);
        expect(list.length).toBeLessThanOrEqual(5);
        for (const article of list) {
          expect(article.titlePt && article.titleEn && article.abstractPt && article.abstractEn).toBeTruthy();
          expect(article.keywordsPt.length).toBeGreaterThanOrEqual(3);
          expect(article.doi).toMatch(/^10\.99999\/ipe\./);
          expect(article.contributors.every((c) => c.affiliation)).toBe(true);
        }
      }
    }
  });

  it('gives the Spanish article its Spanish title, abstract and keywords from its source, beside the Portuguese and English ones', async () => {
    const spanish = await database.db.select().from(articles).where(eq(articles.language, 'es'));
    expect(spanish).toHaveLength(1);
    const [article] = spanish;
    expect(article).toMatchObject({
      titleOriginal: 'Diseño y cuidados en los barrios populares de Buenos Aires',
      titlePt: 'Design e cuidados nos bairros populares de Buenos Aires',
      titleEn: 'Design and care in the working-class neighbourhoods of Buenos Aires',
      keywordsOriginal: ['cuidados', 'economía popular', 'diseño situado', 'América Latina'],
      keywordsPt: ['cuidados', 'economia popular', 'design situado', 'América Latina'],
    });
    expect(article!.abstractOriginal).toMatch(/^En los barrios populares de Buenos Aires, redes de cuidado/);
    expect(words(article!.abstractOriginal)).toBeGreaterThanOrEqual(150);
    expect(article!.abstractPt).toMatch(/^Nos bairros populares/);
    // Its Spanish title finds its journal.
    const found = await database.db
      .select({ slug: publications.slug })
      .from(publications)
      .where(sql`${publications.search} @@ websearch_to_tsquery('ipe_simple', 'diseño barrios')`);
    expect(found.map((r) => r.slug)).toEqual(['revista-ipe-design-sociedade']);
    // Texts in Portuguese or English keep nothing in the original-language columns.
    const others = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(
        and(
          sql`${articles.language} in ('pt', 'en')`,
          sql`(${articles.titleOriginal} is not null or ${articles.abstractOriginal} is not null or cardinality(${articles.keywordsOriginal}) > 0)`,
        ),
      );
    expect(others[0]!.n).toBe(0);
  });

  it('has one proceedings volume of an event, with 6–10 papers', async () => {
    const rows = await database.db
      .select()
      .from(publications)
      .innerJoin(events, eq(events.id, publications.eventId))
      .where(eq(publications.type, 'proceedings'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publications).toMatchObject({ slug: DEMO_PROCEEDINGS, volume: 1 });
    expect(rows[0]!.events.startsOn <= rows[0]!.events.endsOn).toBe(true);
    const papers = await database.db.$count(chapters, eq(chapters.publicationId, rows[0]!.publications.id));
    expect(papers).toBeGreaterThanOrEqual(6);
    expect(papers).toBeLessThanOrEqual(10);
  });

  it('sells printed and ebook formats, exactly one printed format out of stock', async () => {
    const rows = await database.db.select().from(formats).innerJoin(publications, eq(publications.id, formats.publicationId));
    const print = rows.filter((r) => r.formats.kind === 'print');
    expect(print.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.formats.kind === 'ebook')).toBe(true);
    expect(print.filter((r) => r.formats.stock === 0).map((r) => r.formats.slug)).toEqual(['pesquisa-com-pessoas-usuarias-impresso']);
    for (const { formats: format, publications: work } of rows) {
      expect(format.slug).toBe(`${work.slug}-${format.kind === 'print' ? 'impresso' : 'ebook'}`);
      if (format.kind === 'print') {
        expect(format.priceBrl).toBeGreaterThan(0);
        expect(format.priceUsd).toBeGreaterThan(0);
        expect(format.weightGrams! * format.widthMm! * format.heightMm! * format.depthMm!).toBeGreaterThan(0);
      } else {
        expect(format.stock).toBeNull();
        if (work.openAccess) expect([format.priceBrl, format.priceUsd]).toEqual([0, 0]);
        else expect(format.priceBrl).toBeGreaterThan(0);
      }
    }
  });

  it('has at least five open-access works, each with a CC licence', async () => {
    const open = await database.db.select().from(publications).where(eq(publications.openAccess, true));
    expect(open.filter((w) => w.type !== 'journal').length).toBeGreaterThanOrEqual(5);
    expect(open.every((w) => w.license === 'CC-BY-4.0' || w.license === 'CC-BY-NC-4.0')).toBe(true);
  });

  it('prints only identifiers with valid check digits (ISBN-13, ISSN, ORCID iD)', async () => {
    const isbns = (await database.db.select({ isbn: formats.isbn }).from(formats)).map((r) => r.isbn!);
    expect(isbns.length).toBeGreaterThan(20);
    for (const isbn of isbns) expect(isValidIsbn13(isbn), isbn).toBe(true);
    for (const journal of await database.db.select().from(journals)) {
      expect(isValidIssn(journal.issn!), journal.issn!).toBe(true);
      expect(isValidIssn(journal.eissn!), journal.eissn!).toBe(true);
      for (const member of journal.team) if (member.orcid) expect(isValidOrcid(member.orcid), member.orcid).toBe(true);
    }
    const people: Contributor[] = [
      ...(await database.db.select({ c: publications.contributors }).from(publications)).flatMap((r) => r.c),
      ...(await database.db.select({ c: chapters.contributors }).from(chapters)).flatMap((r) => r.c),
      ...(await database.db.select({ c: articles.contributors }).from(articles)).flatMap((r) => r.c),
    ];
    const orcids = people.flatMap((p) => (p.orcid ? [p.orcid] : []));
    expect(orcids.length).toBeGreaterThan(10);
    for (const orcid of orcids) expect(isValidOrcid(orcid), orcid).toBe(true);
    expect(new Set(people.map((p) => p.role))).toEqual(new Set(['author', 'editor', 'organizer', 'translator']));
  });

  it('indexes every published work for search, in both languages and without accents', async () => {
    expect(await database.db.$count(publications, and(eq(publications.status, 'published'), isNull(publications.search)))).toBe(0);
    const find = async (config: 'ipe_pt' | 'ipe_en', query: string) =>
      (
        await database.db
          .select({ slug: publications.slug })
          .from(publications)
          .where(sql`${publications.search} @@ websearch_to_tsquery(${config}::regconfig, ${query})`)
      ).map((r) => r.slug);
    expect(await find('ipe_pt', 'memoria fabricas')).toContain('a-memoria-das-fabricas');
    expect(await find('ipe_en', 'factories')).toContain('a-memoria-das-fabricas');
    expect(await find('ipe_pt', 'serviço')).toContain('design-de-servicos-na-pratica');
    expect(await find('ipe_pt', 'Margaret Ellison')).toEqual(['etica-do-cuidado-e-vida-publica']);
    // A journal is found by its articles' titles.
    expect(await find('ipe_pt', 'tipografia vernacular')).toContain(DEMO_JOURNAL_OPEN_CALL);
    const [work] = await database.db.select().from(publications).where(eq(publications.slug, 'pesquisa-com-pessoas-usuarias'));
    const ebook = bookSeeds.find((b) => b.slug === 'pesquisa-com-pessoas-usuarias')!.formats.find((f) => f.kind === 'ebook')!;
    expect(work).toMatchObject({ year: 2023, hasPrint: true, hasEbook: true, available: true, minPriceBrl: ebook.priceBrl });
  });

  it('writes an 800×1200 JPEG cover for every work and journal issue, named by its content (served immutable)', async () => {
    const keys = [
      ...(await database.db.select({ cover: publications.cover }).from(publications)).map((r) => r.cover),
      ...(await database.db.select({ cover: journalIssues.cover }).from(journalIssues)).map((r) => r.cover),
    ];
    for (const key of keys) {
      const image = await fs.readFile(path.join(uploads, key!));
      expect(key).toBe(key!.replace(/-[0-9a-f]{16}\.jpg$/, `-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.jpg`));
      expect(key).toMatch(/^covers\/[a-z0-9-]+-[0-9a-f]{16}\.jpg$/);
      const meta = await sharp(image).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    }
    const [work] = await database.db.select().from(publications).where(eq(publications.slug, 'vozes-impressas'));
    expect(work).toMatchObject({ coverWidth: 800, coverHeight: 1200 });
  });
});
