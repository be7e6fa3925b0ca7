/**
 * Finding words in every work's text (issue 40): which published works hold them, how well, and
 * the paragraphs to show, with the terms marked. One engine for the catalog and the reader.
 * A paragraph matches in its own language's analysis (stemming and accents per language), with
 * websearch syntax: words, "phrases" and -exclusions.
 *
 * Rights: snippets only from text the visitor may read (the caller says which: open access,
 * articles and papers, a book they may read, a book's free preview chapter); elsewhere a hit names
 * the part and nothing of its text. Nothing else of the text leaves this module (decision 0040).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { textPassages, type TextSource } from '#app/lib/db/schema.ts';
import { searchConfig } from './search-config.ts';

export const HITS_PER_WORK = 3;
/** A query is read up to this many characters. */
export const QUERY_MAX = 200;

import { MARK_START, MARK_STOP, unmarked } from './snippet.ts';

/** The paragraphs matching the words, each in its own language (the OR lets each configuration use the index). */
function matching(q: string): SQL {
  return sql`((${textPassages.config} = 'ipe_pt' and ${textPassages.search} @@ websearch_to_tsquery('ipe_pt', ${q}))
    or (${textPassages.config} = 'ipe_en' and ${textPassages.search} @@ websearch_to_tsquery('ipe_en', ${q}))
    or (${textPassages.config} = 'ipe_simple' and ${textPassages.search} @@ websearch_to_tsquery('ipe_simple', ${q})))`;
}

const rowQuery = (q: string) => sql`websearch_to_tsquery(${textPassages.config}::regconfig, ${q})`;

export const cleanQuery = (q: string) => q.trim().slice(0, QUERY_MAX);

/** The words of the query for a whole part: phrases become "all these words" (parts keep no positions). */
const relaxed = (config: string, q: string) => sql`regexp_replace(websearch_to_tsquery(${config}::regconfig, ${q})::text, '<(-|[0-9]+)>', '&', 'g')::tsquery`;

/**
 * The published works whose text holds the words, ranked by the share of their parts (chapters,
 * articles, papers) that do (0–1). Parts are matched first (a few thousand rows, their words only);
 * a query with a phrase is then checked on the paragraphs of those works.
 */
export async function worksMatchingText(db: Db, query: string): Promise<Map<number, number>> {
  const q = cleanQuery(query);
  if (!q) return new Map();
  return db.transaction(async (tx) => {
    // The GIN indexes answer these without reading the vectors; a scan of the table never would.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`
      with hits as (
        select publication_id, count(*) as n from text_parts
        where (config = 'ipe_pt' and search @@ ${relaxed('ipe_pt', q)})
           or (config = 'ipe_en' and search @@ ${relaxed('ipe_en', q)})
           or (config = 'ipe_simple' and search @@ ${relaxed('ipe_simple', q)})
        group by publication_id
      ), totals as (
        select publication_id, count(*) as parts from text_parts where publication_id in (select publication_id from hits) group by publication_id
      )
      select h.publication_id as id, h.n::float8 / t.parts as rank
      from hits h join totals t using (publication_id) join publications p on p.id = h.publication_id and p.status = 'published'`);
    const rows = (result as unknown as { rows: { id: number; rank: number }[] }).rows;
    const found = new Map(rows.map((row) => [Number(row.id), Number(row.rank)]));
    if (!q.includes('"') || !found.size) return found;
    const verified = await tx
      .selectDistinct({ id: textPassages.publicationId })
      .from(textPassages)
      .where(and(inArray(textPassages.publicationId, [...found.keys()]), matching(q)));
    const keep = new Set(verified.map((row) => row.id));
    return new Map([...found].filter(([id]) => keep.has(id)));
  });
}

export interface TextHit {
  source: TextSource;
  /** The chapter's slug, or the article's or paper's id. */
  partKey: string;
  partTitle: string;
  /** The paragraph's id; null when the visitor may not read the part (only the part is named). */
  anchor: string | null;
  /** Plain text with the terms between MARK_START and MARK_STOP (the page renders <mark>, never HTML); null as the anchor is. */
  snippet: string | null;
}

/** A hit in text the visitor may read: always its paragraph and snippet. */
export type ReadableHit = TextHit & { anchor: string; snippet: string };

/** What a visitor may read of a work: all of it, or only these parts (a book's free preview chapter), by part key. */
export type ReadableParts = 'all' | readonly string[];

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … "`;

/** The rows of text_passages the visitor may read, as an SQL condition. */
function readableRows(works: { id: number; readable: ReadableParts }[]): SQL {
  const whole = works.filter((work) => work.readable === 'all').map((work) => work.id);
  const parts = works.flatMap((work) => (work.readable === 'all' ? [] : work.readable.map((key) => sql`(publication_id = ${work.id} and part_key = ${key})`)));
  const conditions = [...(whole.length ? [sql`publication_id in (${sql.join(whole, sql`, `)})`] : []), ...parts];
  return conditions.length ? sql`(${sql.join(conditions, sql` or `)})` : sql`false`;
}

/**
 * A proceedings volume read in the reader has its papers' paragraphs twice (each paper's own, and
 * the edition's): a catalog hit opens the paper's page, so the edition's copy is left out.
 */
const notTwice = sql`(${textPassages.source} <> 'edition' or not exists (select 1 from text_passages paper where paper.publication_id = ${textPassages.publicationId} and paper.source = 'paper'))`;

/**
 * Up to HITS_PER_WORK hits per work, best first. In what the visitor may read (`readable`), a hit
 * is a paragraph with the terms marked; anywhere else it only names the part (one hit per part,
 * no paragraph, no text), so no query can gather text the visitor may not read. Works without a
 * match get nothing.
 */
export async function textHits(db: Db, query: string, works: { id: number; readable: ReadableParts }[]): Promise<Map<number, TextHit[]>> {
  const q = cleanQuery(query);
  const hits = new Map<number, TextHit[]>();
  if (!q || !works.length) return hits;
  const ids = works.map((work) => work.id);
  const result = await db.execute(sql`
    with matched as (
      select publication_id, source, part_id, part_key, part_title, anchor, position, config, text,
        ts_rank(search, ${rowQuery(q)}) as rank, ${readableRows(works)} as readable
      from text_passages
      where publication_id in (${sql.join(ids, sql`, `)}) and ${matching(q)} and ${notTwice}
    ), per_part as (
      select *, row_number() over (partition by publication_id, source, part_id order by rank desc, position) as in_part from matched
    ), kept as (
      select *, row_number() over (partition by publication_id order by rank desc, part_id, position) as n from per_part where readable or in_part = 1
    )
    select publication_id, source, part_key, part_title,
      case when readable then anchor end as anchor,
      case when readable then ts_headline(config::regconfig, text, websearch_to_tsquery(config::regconfig, ${q}), ${HEADLINE}) end as snippet
    from kept where n <= ${HITS_PER_WORK} order by publication_id, n`);
  const rows = (
    result as unknown as {
      rows: { publication_id: number; source: TextSource; part_key: string; part_title: string; anchor: string | null; snippet: string | null }[];
    }
  ).rows;
  for (const row of rows) {
    const id = Number(row.publication_id);
    const list = hits.get(id) ?? [];
    list.push({ source: row.source, partKey: row.part_key, partTitle: row.part_title, anchor: row.anchor, snippet: row.snippet });
    hits.set(id, list);
  }
  return hits;
}

/** The paragraphs of one work holding the words, best first (the reader's "search in this book": `sources` ['edition']). */
export async function hitsInWork(
  db: Db,
  publicationId: number,
  query: string,
  { limit = 30, sources }: { limit?: number; sources?: TextSource[] } = {},
): Promise<ReadableHit[]> {
  const q = cleanQuery(query);
  if (!q) return [];
  const rows = await db
    .select({
      source: textPassages.source,
      partKey: textPassages.partKey,
      partTitle: textPassages.partTitle,
      anchor: textPassages.anchor,
      snippet: sql<string>`ts_headline(${textPassages.config}::regconfig, ${textPassages.text}, ${rowQuery(q)}, ${HEADLINE})`,
    })
    .from(textPassages)
    .where(and(eq(textPassages.publicationId, publicationId), matching(q), sources ? inArray(textPassages.source, sources) : undefined))
    .orderBy(sql`ts_rank(${textPassages.search}, ${rowQuery(q)}) desc`, textPassages.partId, textPassages.position)
    .limit(limit);
  return rows;
}

/**
 * An HTML text with the query's terms marked (<mark>), for the page a hit opens: PostgreSQL's own
 * highlighter over the whole text, in its language. The text is our sanitized HTML; the marks are
 * the only thing added.
 */
export async function markTerms(db: Db, html: string, language: string, query: string): Promise<string> {
  const q = cleanQuery(query);
  if (!q || !html) return html;
  const config = searchConfig(language);
  const result = await db.execute(
    sql`select ts_headline(${config}::regconfig, ${html}, websearch_to_tsquery(${config}::regconfig, ${q}), ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_STOP}`}) as marked`,
  );
  const [row] = (result as unknown as { rows: { marked: string }[] }).rows;
  const marked = row?.marked ?? html;
  // Marks only around text: a mark that would land inside a tag is dropped.
  return marked
    .replace(/<[^>]*>/g, unmarked)
    .replaceAll(MARK_START, '<mark class="search-term">')
    .replaceAll(MARK_STOP, '</mark>');
}
