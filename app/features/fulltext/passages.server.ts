/**
 * Writes the full-text index (text_passages): one row per paragraph of a work's readable text,
 * in the same transaction as the text itself (an imported edition, an uploaded article or paper).
 * A work that is unpublished keeps its rows; every search reads only published works.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  articles,
  chapters,
  journalIssues,
  publications,
  readerChapters,
  readerEditions,
  textParts,
  textPassages,
  type TextSource,
} from '#app/lib/db/schema.ts';
import { chapterBlocks, fullTextBlocks } from './blocks.ts';
import { searchConfig } from './search-config.ts';
import { workTitle } from '#app/lib/multilingual.ts';

type Writer = Pick<Db, 'insert' | 'delete'>;

/** A paragraph longer than this is cut: search reads the start of it (a table flattened, say). */
const PASSAGE_MAX = 20_000;
/** A part is read up to this many characters for its words (PostgreSQL's tsvector holds at most 1 MB). */
const PART_MAX = 2_000_000;
const BATCH = 500;

interface Passage {
  publicationId: number;
  source: TextSource;
  partId: number;
  partKey: string;
  partTitle: string;
  anchor: string;
  position: number;
  config: string;
  text: string;
}

async function insertPassages(db: Writer, rows: Passage[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(textPassages).values(
      rows.slice(i, i + BATCH).map((row) => {
        const text = row.text.slice(0, PASSAGE_MAX);
        return { ...row, text, search: sql`to_tsvector(${row.config}::regconfig, ${text})` };
      }),
    );
  }
}

/** A part's words, no positions: what the catalog matches works with (textParts). */
async function insertPart(db: Writer, part: { publicationId: number; source: TextSource; partId: number; config: string; text: string }): Promise<void> {
  if (!part.text.trim()) return;
  await db.insert(textParts).values({ ...part, search: sql`strip(to_tsvector(${part.config}::regconfig, ${part.text.slice(0, PART_MAX)}))` });
}

/** A reader edition's chapters replace the work's previous edition in the index. */
export async function indexEdition(
  db: Writer,
  publicationId: number,
  language: string,
  editionChapters: { slug: string; title: string; html: string; text: string; position: number }[],
): Promise<number> {
  await db.delete(textPassages).where(and(eq(textPassages.publicationId, publicationId), eq(textPassages.source, 'edition')));
  await db.delete(textParts).where(and(eq(textParts.publicationId, publicationId), eq(textParts.source, 'edition')));
  const config = searchConfig(language);
  for (const chapter of editionChapters) await insertPart(db, { publicationId, source: 'edition', partId: chapter.position, config, text: chapter.text });
  const rows = editionChapters.flatMap((chapter) =>
    chapterBlocks(chapter.html, chapter.text).map((block, i) => ({
      publicationId,
      source: 'edition' as const,
      partId: chapter.position,
      partKey: chapter.slug,
      partTitle: chapter.title,
      anchor: block.anchor,
      position: i,
      config,
      text: block.text,
    })),
  );
  await insertPassages(db, rows);
  return rows.length;
}

/** An article's or a paper's full text (null: removed) replaces its previous paragraphs. */
export async function indexFullText(
  db: Writer,
  part: { publicationId: number; source: 'article' | 'paper'; partId: number; title: string; language: string; html: string | null },
): Promise<number> {
  await db.delete(textPassages).where(and(eq(textPassages.source, part.source), eq(textPassages.partId, part.partId)));
  await db.delete(textParts).where(and(eq(textParts.source, part.source), eq(textParts.partId, part.partId)));
  if (!part.html) return 0;
  const config = searchConfig(part.language);
  const blocks = fullTextBlocks(part.html);
  await insertPart(db, {
    publicationId: part.publicationId,
    source: part.source,
    partId: part.partId,
    config,
    text: blocks.map((block) => block.text).join('\n'),
  });
  const rows = blocks.map((block, i) => ({
    publicationId: part.publicationId,
    source: part.source,
    partId: part.partId,
    partKey: String(part.partId),
    partTitle: part.title,
    anchor: block.anchor,
    position: i,
    config,
    text: block.text,
  }));
  await insertPassages(db, rows);
  return rows.length;
}

/**
 * A journal's articles (of published issues) or a proceedings volume's papers, indexed afresh:
 * called in the transaction of any change to the work's parts, so the index follows what the
 * pages show. Returns the paragraphs written.
 */
export async function syncWorkTexts(db: Db, workId: number): Promise<number> {
  await db.delete(textPassages).where(and(eq(textPassages.publicationId, workId), inArray(textPassages.source, ['article', 'paper'])));
  await db.delete(textParts).where(and(eq(textParts.publicationId, workId), inArray(textParts.source, ['article', 'paper'])));
  const [work] = await db.select({ type: publications.type, language: publications.language }).from(publications).where(eq(publications.id, workId));
  let passages = 0;
  if (work?.type === 'proceedings') {
    const papers = await db
      .select({ id: chapters.id, titlePt: chapters.titlePt, titleEn: chapters.titleEn, titleOriginal: chapters.titleOriginal, html: chapters.fullText })
      .from(chapters)
      .where(and(eq(chapters.publicationId, workId), isNotNull(chapters.fullText)));
    const language = work.language ?? 'pt';
    for (const paper of papers)
      passages += await indexFullText(db, {
        publicationId: workId,
        source: 'paper',
        partId: paper.id,
        title: workTitle({ ...paper, language }, 'pt').text,
        language,
        html: paper.html,
      });
  } else if (work?.type === 'journal') {
    const texts = await db
      .select({
        id: articles.id,
        titlePt: articles.titlePt,
        titleEn: articles.titleEn,
        titleOriginal: articles.titleOriginal,
        language: articles.language,
        html: articles.fullText,
      })
      .from(articles)
      .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
      .where(and(eq(journalIssues.journalId, workId), eq(journalIssues.status, 'published'), isNotNull(articles.fullText)));
    for (const article of texts)
      passages += await indexFullText(db, {
        publicationId: workId,
        source: 'article',
        partId: article.id,
        title: workTitle(article, 'pt').text,
        language: article.language,
        html: article.html,
      });
  }
  return passages;
}

/** Rebuilds the whole index from the texts (the operators' `reindex-fulltext` command); returns the paragraphs written. */
export async function reindexFullText(db: Db): Promise<{ passages: number; ms: number }> {
  const began = performance.now();
  let passages = 0;
  await db.transaction(async (tx) => {
    await tx.delete(textPassages);
    await tx.delete(textParts);
    const editions = await tx
      .select({ publicationId: readerEditions.publicationId, editionId: readerEditions.id, language: readerEditions.language })
      .from(readerEditions)
      .where(eq(readerEditions.current, true));
    for (const edition of editions) {
      const parts = await tx
        .select({
          slug: readerChapters.slug,
          title: readerChapters.title,
          html: readerChapters.html,
          text: readerChapters.text,
          position: readerChapters.position,
        })
        .from(readerChapters)
        .where(eq(readerChapters.editionId, edition.editionId));
      passages += await indexEdition(tx, edition.publicationId, edition.language, parts);
    }
    const works = await tx
      .select({ id: publications.id })
      .from(publications)
      .where(inArray(publications.type, ['journal', 'proceedings']));
    for (const work of works) passages += await syncWorkTexts(tx, work.id);
  });
  return { passages, ms: performance.now() - began };
}

/**
 * Whether some readable text is not in the index yet (a database from before the index, or
 * restored from an old backup): the server rebuilds it at start when so.
 */
export async function fullTextIndexMissing(db: Db): Promise<boolean> {
  const [missing] = await db
    .select({ id: readerEditions.publicationId })
    .from(readerEditions)
    .where(
      and(
        eq(readerEditions.current, true),
        sql`not exists (select 1 from text_passages t where t.publication_id = ${readerEditions.publicationId} and t.source = 'edition')`,
      ),
    )
    .limit(1);
  return Boolean(missing);
}
