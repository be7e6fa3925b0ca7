/**
 * Finding words in every work's text (issue 40): which published works hold them, how well, and
 * the paragraphs to show, with the terms marked. One engine for the catalog and the reader.
 * A paragraph matches in its own language's analysis (stemming and accents per language), with
 * websearch syntax: words, "phrases" and -exclusions.
 *
 * Rights: whole paragraphs' snippets only for works a visitor may read in full (open access, and
 * articles and papers, whose pages show their text to everyone); for any other work, one snippet
 * of at most SHORT_SNIPPET_MAX characters. Nothing else of the text leaves this module.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { textPassages, type TextSource } from '#app/lib/db/schema.ts';
import { searchConfig } from '#app/lib/fulltext/search-config.ts';

export const HITS_PER_WORK = 3;
export const SHORT_SNIPPET_MAX = 160;
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
  anchor: string;
  /** Plain text with the terms between MARK_START and MARK_STOP (the page renders <mark>, never HTML). */
  snippet: string;
}

/** Keeps at most `max` visible characters around the first marked term, marks included whole. */
export function shortSnippet(snippet: string, max = SHORT_SNIPPET_MAX): string {
  const visible = unmarked(snippet);
  if (visible.length <= max) return snippet;
  const first = Math.max(0, snippet.indexOf(MARK_START));
  const before = unmarked(snippet.slice(0, first));
  // Start a little before the first term, at a word boundary.
  let start = Math.max(0, before.length - 40);
  const space = visible.lastIndexOf(' ', start);
  if (start > 0 && space > start - 20) start = space + 1;
  // Walk the marked string, keeping `max` visible characters from `start`.
  let out = '';
  let seen = 0;
  let open = false;
  for (const char of snippet) {
    if (char === MARK_START || char === MARK_STOP) {
      if (seen >= start && seen < start + max) out += char;
      open = char === MARK_START;
      continue;
    }
    if (seen >= start && seen < start + max) out += char;
    seen++;
  }
  if (open) out += MARK_STOP;
  return `${start > 0 ? '…' : ''}${out.trim()}${start + max < visible.length ? '…' : ''}`;
}

/**
 * Up to HITS_PER_WORK paragraphs of each work, best first, with the terms marked; works not
 * readable in full (`full` false) get one short snippet. Works without a match get nothing.
 */
export async function textHits(db: Db, query: string, works: { id: number; full: boolean }[]): Promise<Map<number, TextHit[]>> {
  const q = cleanQuery(query);
  const hits = new Map<number, TextHit[]>();
  if (!q || !works.length) return hits;
  const ranked = db
    .select({
      publicationId: textPassages.publicationId,
      source: textPassages.source,
      partKey: textPassages.partKey,
      partTitle: textPassages.partTitle,
      anchor: textPassages.anchor,
      config: textPassages.config,
      text: textPassages.text,
      n: sql<number>`row_number() over (partition by ${textPassages.publicationId} order by ts_rank(${textPassages.search}, ${rowQuery(q)}) desc, ${textPassages.partId}, ${textPassages.position})`.as('n'),
    })
    .from(textPassages)
    .where(and(inArray(textPassages.publicationId, works.map((work) => work.id)), matching(q), notTwice))
    .as('ranked');
  const rows = await db
    .select({
      publicationId: ranked.publicationId,
      source: ranked.source,
      partKey: ranked.partKey,
      partTitle: ranked.partTitle,
      anchor: ranked.anchor,
      n: ranked.n,
      snippet: sql<string>`ts_headline(${ranked.config}::regconfig, ${ranked.text}, websearch_to_tsquery(${ranked.config}::regconfig, ${q}), ${`StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … "`})`,
    })
    .from(ranked)
    .where(sql`${ranked.n} <= ${HITS_PER_WORK}`)
    .orderBy(ranked.publicationId, ranked.n);
  const full = new Map(works.map((work) => [work.id, work.full]));
  for (const row of rows) {
    const mayReadAll = full.get(row.publicationId) === true;
    if (!mayReadAll && Number(row.n) > 1) continue;
    const list = hits.get(row.publicationId) ?? [];
    list.push({ source: row.source, partKey: row.partKey, partTitle: row.partTitle, anchor: row.anchor, snippet: mayReadAll ? row.snippet : shortSnippet(row.snippet) });
    hits.set(row.publicationId, list);
  }
  return hits;
}

/**
 * A proceedings volume read in the reader has its papers' paragraphs twice (each paper's own, and
 * the edition's): a catalog hit opens the paper's page, so the edition's copy is left out.
 */
const notTwice = sql`(${textPassages.source} <> 'edition' or not exists (select 1 from text_passages paper where paper.publication_id = ${textPassages.publicationId} and paper.source = 'paper'))`;

/** The paragraphs of one work holding the words, best first (the reader's "search in this book": `sources` ['edition']). */
export async function hitsInWork(db: Db, publicationId: number, query: string, { limit = 30, sources }: { limit?: number; sources?: TextSource[] } = {}): Promise<TextHit[]> {
  const q = cleanQuery(query);
  if (!q) return [];
  const rows = await db
    .select({
      source: textPassages.source,
      partKey: textPassages.partKey,
      partTitle: textPassages.partTitle,
      anchor: textPassages.anchor,
      snippet: sql<string>`ts_headline(${textPassages.config}::regconfig, ${textPassages.text}, ${rowQuery(q)}, ${`StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=40, MinWords=18, MaxFragments=2, FragmentDelimiter=" … "`})`,
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
  return marked.replace(/<[^>]*>/g, unmarked).replaceAll(MARK_START, '<mark class="search-term">').replaceAll(MARK_STOP, '</mark>');
}
