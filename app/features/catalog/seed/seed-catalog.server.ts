/**
 * Writes the demo catalog (data in books.ts, journals.ts, proceedings.ts, subjects.ts). Idempotent:
 * every row is upserted by its natural key — slugs, ISBNs (format slugs), (journal, volume,
 * number), (publication, position) — so ids, and the URLs built from them, survive a re-seed.
 * Files an admin attached later (ebook files, article PDFs) are never overwritten.
 */
import { and, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { writeSettingIfAbsent } from '#app/lib/db/settings.server.ts';
import { PRESS_KEY } from '#app/lib/press/press.server.ts';
import { DEMO_PRESS } from '#app/lib/press/press.ts';
import { config } from '#app/lib/config.server.ts';
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
import { contentKey } from '#app/lib/storage/file-storage.server.ts';
import { storage as defaultStorage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { creditedNames, fullName } from '#app/features/scholarly/api.ts';
import { syncWorkTexts } from '#app/features/fulltext/api.server.ts';
import { refreshAllPublicationIndexes } from '../search-index.server.ts';
import { sanitizeFullText } from '#app/features/fulltext/api.server.ts';
import { articleSource, sourceTexts, translationSource } from '#app/seed/texts.server.ts';
import { translationLanguage } from '#app/lib/multilingual.ts';
import { bookSeeds, DEMO_DOI_PREFIX } from './books.ts';
import { COVER_HEIGHT, COVER_WIDTH, renderCover, type CoverText } from './cover.server.ts';
import { journalSeeds } from './journals.ts';
import { withDemoCredit } from './people.ts';
import { proceedingsSeeds } from './proceedings.ts';
import { collectionSeeds, subjectSeeds } from './subjects.ts';
import type { ArticleSeed, ChapterSeed, FormatSeed, JournalSeed, WorkSeed } from './types.ts';

type WorkKind = (typeof publications.$inferInsert)['type'];

export interface SeedCatalogOptions {
  /** Where covers go (tests pass a temporary folder). */
  files?: FileStorage;
}

/**
 * A cover's file is named by its content (covers/<name>-<sha-256 prefix>.jpg): the address an
 * image is served at never shows other bytes, so browsers and CDNs keep it a year (server/images.ts),
 * and a cover drawn differently gets a new address.
 */
const coverKey = (name: string, image: Uint8Array) => contentKey('covers', name, image, 'jpg');
/** Each cover's file, by the name it is drawn for (a work's slug, an issue's name). */
type CoverKeys = Map<string, string>;
const coverOf = (covers: CoverKeys, name: string) => {
  const key = covers.get(name);
  if (!key) throw new Error(`no cover drawn for ${name}`);
  return key;
};

const issueCoverName = (journalSlug: string, volume: number, number: number) => `${journalSlug}-v${volume}n${number}`;

function colorOf(work: { collection?: string; subjects: string[] }): string {
  const collection = collectionSeeds.find((c) => c.slug === work.collection);
  const subject = subjectSeeds.find((s) => s.slug === work.subjects[0]);
  return collection?.color ?? subject?.color ?? '#333333';
}

/** What each cover shows: the work's own title (Portuguese when it has one) and who it is by. */
function coverTexts(): { name: string; text: CoverText }[] {
  const people = (contributors: Contributor[]) => creditedNames(contributors).map(fullName);
  const works: { name: string; text: CoverText }[] = [...bookSeeds, ...proceedingsSeeds].map((work) => ({
    name: work.slug,
    text: {
      slug: work.slug,
      title: work.titlePt ?? work.titleEn ?? work.slug,
      subtitle: work.subtitlePt ?? work.subtitleEn,
      people: people(work.contributors),
      label: collectionSeeds.find((c) => c.slug === work.collection)?.[work.titlePt ? 'namePt' : 'nameEn'],
      color: colorOf(work),
    },
  }));
  for (const journal of journalSeeds) {
    const title = journal.titlePt ?? journal.titleEn ?? journal.slug;
    works.push({
      name: journal.slug,
      text: { slug: journal.slug, title, subtitle: `ISSN ${journal.issn} · e-ISSN ${journal.eissn}`, people: [], color: journal.color },
    });
    for (const issue of journal.issues) {
      const name = issueCoverName(journal.slug, issue.volume, issue.number);
      const edition = `v. ${issue.volume}, n. ${issue.number}, ${issue.year}`;
      works.push({ name, text: { slug: name, title, subtitle: issue.titlePt ? `${edition} — ${issue.titlePt}` : edition, people: [], color: journal.color } });
    }
  }
  return works;
}

/** Renders and stores every cover (in parallel: sharp works on its own threads); returns their files by name. */
async function writeCovers(files: FileStorage): Promise<CoverKeys> {
  const written = await Promise.all(
    coverTexts().map(async ({ name, text }) => {
      const image = await renderCover(text);
      const key = coverKey(name, image);
      await files.put(key, image);
      return [name, key] as const;
    }),
  );
  return new Map(written);
}

async function upsertTaxonomy(tx: Db) {
  const subjectIds = new Map<string, number>();
  for (const s of subjectSeeds) {
    const [row] = await tx
      .insert(subjects)
      .values({ slug: s.slug, namePt: s.namePt, nameEn: s.nameEn })
      .onConflictDoUpdate({ target: subjects.slug, set: { namePt: s.namePt, nameEn: s.nameEn } })
      .returning({ id: subjects.id });
    subjectIds.set(s.slug, row!.id);
  }
  const collectionIds = new Map<string, number>();
  for (const c of collectionSeeds) {
    const values = { namePt: c.namePt, nameEn: c.nameEn, descriptionPt: c.descriptionPt, descriptionEn: c.descriptionEn };
    const [row] = await tx
      .insert(collections)
      .values({ slug: c.slug, ...values })
      .onConflictDoUpdate({ target: collections.slug, set: values })
      .returning({ id: collections.id });
    collectionIds.set(c.slug, row!.id);
  }
  return { subjectIds, collectionIds };
}

function lookup(ids: Map<string, number>, slug: string, what: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed data names an unknown ${what} "${slug}"`);
  return id;
}

type PublicationFields = Omit<WorkSeed, 'chapters' | 'formats' | 'collection' | 'subjects' | 'pages' | 'edition'> & { pages?: number; edition?: number };

async function upsertPublication(
  tx: Db,
  type: WorkKind,
  work: PublicationFields,
  covers: CoverKeys,
  extra: { collectionId?: number | null; eventId?: number | null; volume?: number | null; seriesIssn?: string | null },
): Promise<number> {
  const values = {
    status: 'published' as const,
    titlePt: work.titlePt ?? null,
    titleEn: work.titleEn ?? null,
    subtitlePt: work.subtitlePt ?? null,
    subtitleEn: work.subtitleEn ?? null,
    abstractPt: work.abstractPt ?? null,
    abstractEn: work.abstractEn ?? null,
    keywordsPt: work.keywordsPt ?? [],
    keywordsEn: work.keywordsEn ?? [],
    contributors: work.contributors,
    language: work.language,
    collectionId: extra.collectionId ?? null,
    eventId: extra.eventId ?? null,
    volume: extra.volume ?? null,
    seriesIssn: extra.seriesIssn ?? null,
    publishedOn: work.publishedOn,
    edition: work.edition ?? 1,
    pages: work.pages ?? null,
    doi: work.doi ?? null,
    license: work.license,
    openAccess: work.openAccess,
    cover: coverOf(covers, work.slug),
    coverWidth: COVER_WIDTH,
    coverHeight: COVER_HEIGHT,
  };
  const [row] = await tx
    .insert(publications)
    .values({ type, slug: work.slug, ...values })
    .onConflictDoUpdate({ target: [publications.type, publications.slug], set: values })
    .returning({ id: publications.id });
  return row!.id;
}

async function setSubjects(tx: Db, publicationId: number, subjectIds: number[]): Promise<void> {
  await tx.delete(publicationSubjects).where(and(eq(publicationSubjects.publicationId, publicationId), notInArray(publicationSubjects.subjectId, subjectIds)));
  await tx
    .insert(publicationSubjects)
    .values(subjectIds.map((subjectId) => ({ publicationId, subjectId })))
    .onConflictDoNothing();
}

async function upsertFormats(tx: Db, publicationId: number, slug: string, list: FormatSeed[]): Promise<void> {
  for (const format of list) {
    const values = {
      publicationId,
      kind: format.kind,
      isbn: format.isbn,
      priceBrl: format.priceBrl,
      priceUsd: format.priceUsd,
      stock: format.kind === 'print' ? format.stock : null,
      weightGrams: format.kind === 'print' ? format.weightGrams : null,
      widthMm: format.kind === 'print' ? format.widthMm : null,
      heightMm: format.kind === 'print' ? format.heightMm : null,
      depthMm: format.kind === 'print' ? format.depthMm : null,
    };
    await tx
      .insert(formats)
      .values({ slug: `${slug}-${format.kind === 'print' ? 'impresso' : 'ebook'}`, ...values })
      .onConflictDoUpdate({ target: formats.slug, set: values });
  }
}

const textFields = (item: ChapterSeed | ArticleSeed) => ({
  titlePt: item.titlePt ?? null,
  titleEn: item.titleEn ?? null,
  contributors: item.contributors,
  abstractPt: item.abstractPt ?? null,
  abstractEn: item.abstractEn ?? null,
  keywordsPt: item.keywordsPt ?? [],
  keywordsEn: item.keywordsEn ?? [],
  titleOriginal: item.titleOriginal ?? null,
  abstractOriginal: item.abstractOriginal ?? null,
  keywordsOriginal: item.keywordsOriginal ?? [],
  firstPage: item.firstPage,
  lastPage: item.lastPage,
  doi: item.doi ?? null,
});

/**
 * An article's or a proceedings paper's own text, from its source in app/seed/content (its
 * abstracts, keywords, body and references). Without a source the work shows its abstracts and
 * offers no full text and no PDF: the demo never makes a text up from its metadata.
 */
function sourcedText(where: Parameters<typeof articleSource>[0], language: string) {
  const source = articleSource(where, language);
  if (!source) return { fullText: null };
  return {
    // Through the same allowlist as an uploaded full text.
    fullText: sanitizeFullText(source.html),
    ...sourceTexts(source, language),
    references: source.references,
  };
}

/** A PDF written from an older text is written again from the new one (an uploaded PDF stays). */
const staleGeneratedPdf = (row: { fullText: string | null; pdfGenerated: boolean }, values: object & { fullText?: string | null }) =>
  row.pdfGenerated && 'fullText' in values && row.fullText !== values.fullText ? { pdfFile: null, pdfGenerated: false } : {};

/** Chapters by (publication, position): update in place so their ids (and links) stay. */
async function syncChapters(tx: Db, publicationId: number, list: ChapterSeed[], papers: { slug: string; language: string } | null = null): Promise<void> {
  const existing = await tx
    .select({ id: chapters.id, position: chapters.position, fullText: chapters.fullText, pdfGenerated: chapters.pdfGenerated })
    .from(chapters)
    .where(eq(chapters.publicationId, publicationId));
  const byPosition = new Map(existing.map((row) => [row.position, row]));
  const inserts = [];
  for (const [index, chapter] of list.entries()) {
    const position = index + 1;
    // A proceedings volume's papers have their own text (a book's chapters are read in the reader).
    // A paper's references come with its text (deposited, tagged and in its JATS); a book chapter's are left as they are.
    const paper = papers ? { references: [], ...sourcedText({ proceedings: papers.slug, position }, papers.language) } : {};
    const values = { ...textFields(chapter), ...paper, ...(papers ? { contributors: withDemoCredit(chapter.contributors) } : {}) };
    const row = byPosition.get(position);
    if (row === undefined) inserts.push({ publicationId, position, ...values });
    else
      await tx
        .update(chapters)
        .set({ ...values, ...staleGeneratedPdf(row, values) })
        .where(eq(chapters.id, row.id));
  }
  if (inserts.length) await tx.insert(chapters).values(inserts);
  await tx.delete(chapters).where(and(eq(chapters.publicationId, publicationId), gt(chapters.position, list.length)));
}

async function syncArticles(tx: Db, issueId: number, list: ArticleSeed[], where: { journal: string; volume: number; number: number }): Promise<void> {
  const existing = await tx
    .select({ id: articles.id, position: articles.position, fullText: articles.fullText, pdfGenerated: articles.pdfGenerated })
    .from(articles)
    .where(eq(articles.issueId, issueId));
  const byPosition = new Map(existing.map((row) => [row.position, row]));
  const inserts = [];
  for (const [index, article] of list.entries()) {
    const position = index + 1;
    const translation = translationSource({ ...where, position }, translationLanguage(article.language));
    const values = {
      ...textFields(article),
      contributors: withDemoCredit(article.contributors),
      language: article.language,
      references: [],
      ...sourcedText({ ...where, position }, article.language),
      funding: article.funding ?? [],
      fullTextTranslation: translation ? sanitizeFullText(translation.html) : null,
      doiTranslation: article.doiTranslation ?? null,
    };
    const row = byPosition.get(position);
    if (row === undefined) inserts.push({ issueId, position, ...values });
    else
      await tx
        .update(articles)
        .set({ ...values, ...staleGeneratedPdf(row, values) })
        .where(eq(articles.id, row.id));
  }
  if (inserts.length) await tx.insert(articles).values(inserts);
  await tx.delete(articles).where(and(eq(articles.issueId, issueId), gt(articles.position, list.length)));
}

async function upsertJournal(tx: Db, journal: JournalSeed, subjectIds: Map<string, number>, covers: CoverKeys): Promise<void> {
  const id = await upsertPublication(tx, 'journal', journal, covers, {});
  await setSubjects(
    tx,
    id,
    journal.subjects.map((s) => lookup(subjectIds, s, 'subject')),
  );
  // The guideline numbers keep their column defaults (the spec's); only the texts are seeded.
  const details = {
    issn: journal.issn,
    eissn: journal.eissn,
    team: journal.team,
    guidelinesPt: journal.guidelinesPt,
    guidelinesEn: journal.guidelinesEn,
    callForPapersOpen: journal.callForPapersOpen,
    translationDois: journal.translationDois ?? false,
    submissionUrl: journal.submissionUrl || null,
  };
  await tx
    .insert(journals)
    .values({ publicationId: id, ...details })
    .onConflictDoUpdate({ target: journals.publicationId, set: details });
  for (const issue of journal.issues) {
    const values = {
      year: issue.year,
      titlePt: issue.titlePt ?? null,
      titleEn: issue.titleEn ?? null,
      cover: coverOf(covers, issueCoverName(journal.slug, issue.volume, issue.number)),
      publishedOn: issue.publishedOn,
      status: 'published' as const,
    };
    const [row] = await tx
      .insert(journalIssues)
      .values({ journalId: id, volume: issue.volume, number: issue.number, ...values })
      .onConflictDoUpdate({ target: [journalIssues.journalId, journalIssues.volume, journalIssues.number], set: values })
      .returning({ id: journalIssues.id });
    await syncArticles(tx, row!.id, issue.articles, { journal: journal.slug, volume: issue.volume, number: issue.number });
  }
}

export async function seedCatalog(db: Db, { files = defaultStorage() }: SeedCatalogOptions = {}): Promise<void> {
  // Files first: a failed transaction leaves only covers that the next run overwrites.
  const covers = await writeCovers(files);
  await db.transaction(async (tx) => {
    const { subjectIds, collectionIds } = await upsertTaxonomy(tx);
    const work = async (type: WorkKind, seed: WorkSeed, extra: { eventId?: number; volume?: number; seriesIssn?: string } = {}) => {
      const id = await upsertPublication(tx, type, seed, covers, {
        ...extra,
        collectionId: seed.collection ? lookup(collectionIds, seed.collection, 'collection') : null,
      });
      await setSubjects(
        tx,
        id,
        seed.subjects.map((s) => lookup(subjectIds, s, 'subject')),
      );
      await upsertFormats(tx, id, seed.slug, seed.formats);
      await syncChapters(tx, id, seed.chapters, type === 'proceedings' ? { slug: seed.slug, language: seed.language } : null);
    };
    for (const book of bookSeeds) await work('book', book);
    for (const proceedings of proceedingsSeeds) {
      const { event } = proceedings;
      const values = {
        namePt: event.namePt,
        nameEn: event.nameEn,
        startsOn: event.startsOn,
        endsOn: event.endsOn,
        place: event.place,
        aboutPt: event.aboutPt,
        aboutEn: event.aboutEn,
      };
      const [row] = await tx
        .insert(events)
        .values({ slug: event.slug, ...values })
        .onConflictDoUpdate({ target: events.slug, set: values })
        .returning({ id: events.id });
      await work('proceedings', proceedings, { eventId: row!.id, volume: proceedings.volume, seriesIssn: proceedings.seriesIssn });
    }
    for (const journal of journalSeeds) await upsertJournal(tx, journal, subjectIds, covers);
    // Articles' and papers' full texts in the search index.
    for (const texts of await tx
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.type, ['journal', 'proceedings'])))
      await syncWorkTexts(tx, texts.id);
    await refreshAllPublicationIndexes(tx);
    // The prefix every demo DOI uses, so the Crossref deposit is offered at once; a press's own is never replaced.
    // The demo press (its DOI prefix is the demo works'), never over what staff set.
    await writeSettingIfAbsent(tx, PRESS_KEY, JSON.stringify({ ...DEMO_PRESS, doiPrefix: DEMO_DOI_PREFIX, email: config().contactTo }));
  });
}

/** For app/seed/seed.server.ts's list of seeders. */
export const catalogSeeder = { name: 'catalog', run: (db: Db) => seedCatalog(db) };
