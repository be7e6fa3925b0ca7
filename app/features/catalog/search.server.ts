/**
 * Catalog search: full text in Portuguese and English (stemmed, accent-insensitive), over titles,
 * contributors, keywords, subjects, abstracts and chapter titles (see search-index.server.ts) and
 * the text of every chapter, article and paper (features/fulltext), each listed work with its hits,
 * with facet counts of the matching works and real pagination. The database finds the words;
 * filters, facets and order come from the in-memory catalog index.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, type Contributor, type PublicationType } from '#app/lib/db/schema.ts';
import { hasFilters, isCatalogSection, PAGE_SIZE, parseCatalogFilters, PRICE_RANGES, type CatalogFilters, type PriceRange } from './catalog-filters.ts';
import { catalogIndex, type CatalogIndex, type IndexedWork } from './catalog-index.server.ts';
import { listingColumns } from './listing.ts';
import { catalogHeadMessages } from './head-messages.ts';
import { catalogMessages } from './messages.ts';
import { facetMessages } from './facet-messages.ts';
import { snippetParts, textHits, worksMatchingText, type ReadableParts, type TextHit } from '#app/features/fulltext/api.server.ts';

export interface CatalogItem {
  id: number;
  type: PublicationType;
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  subtitlePt: string | null;
  subtitleEn: string | null;
  contributors: Contributor[];
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  year: number | null;
  openAccess: boolean;
  available: boolean;
  minPriceBrl: number | null;
}

export interface FacetValue {
  value: string;
  count: number;
  /** Subjects: their names. */
  labelPt?: string;
  labelEn?: string;
}

export interface CatalogResult {
  items: CatalogItem[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pages: number;
  facets: {
    type: FacetValue[];
    subject: FacetValue[];
    language: FacetValue[];
    year: FacetValue[];
    access: FacetValue[];
    availability: FacetValue[];
    price: FacetValue[];
    screenReader: FacetValue[];
    resizable: FacetValue[];
  };
}

/** Words in either language, or a name: OR of the three configurations' queries. */
const textQuery = (q: string) =>
  sql`(websearch_to_tsquery('ipe_pt', ${q}) || websearch_to_tsquery('ipe_en', ${q}) || websearch_to_tsquery('ipe_simple', ${q}))`;

export function priceBucket(cents: number | null): PriceRange | null {
  if (cents === null) return null;
  for (const [name, [min, max]] of Object.entries(PRICE_RANGES) as [PriceRange, readonly [number, number | null]][]) {
    if (cents >= min && (max === null || cents < max)) return name;
  }
  return null;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

/** Ids of the published works matching the words, with a rank from their head vector. */
export async function matchText(db: Db, q: string): Promise<Map<number, number>> {
  const rows = rowsOf(
    await db.execute(sql`
      select p.id, ts_rank(p.search_head, t.query) as rank
      from publications p, (select ${textQuery(q)} as query) t
      where p.status = 'published' and p.search @@ t.query`),
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.rank)]));
}

/** Queries remembered per index version; the oldest is forgotten first. */
const REMEMBERED_QUERIES = 200;

/**
 * Every work the words find, scored so that titles, people, keywords and subjects come first
 * (2 + their rank), then works found by their summaries (1 + the text's rank), then works found
 * only in their full text (its rank, below 1).
 */
export async function matchWorks(db: Db, q: string): Promise<Map<number, number>> {
  const [head, body] = await Promise.all([matchText(db, q), worksMatchingText(db, q)]);
  const scores = new Map<number, number>();
  for (const [id, rank] of body) scores.set(id, Math.min(rank, 0.99));
  for (const [id, rank] of head) scores.set(id, rank > 0 ? 2 + rank : 1 + (scores.get(id) ?? 0));
  return scores;
}

function textMatches(db: Db, index: CatalogIndex, q: string): Promise<Map<number, number>> {
  const key = q.toLocaleLowerCase('pt-BR');
  let matches = index.textMatches.get(key);
  if (!matches) {
    matches = matchWorks(db, q);
    // A failed query is not remembered.
    matches.catch(() => index.textMatches.delete(key));
    if (index.textMatches.size >= REMEMBERED_QUERIES) index.textMatches.delete(index.textMatches.keys().next().value!);
  } else {
    index.textMatches.delete(key); // most recently used goes last
  }
  index.textMatches.set(key, matches);
  return matches;
}

/** Every filter but the text, as a test on one indexed work. */
function matcher(filters: CatalogFilters, index: CatalogIndex): (work: IndexedWork) => boolean {
  const subjectId = filters.subject ? (index.subjectBySlug.get(filters.subject)?.id ?? -1) : null;
  const range = filters.price ? PRICE_RANGES[filters.price as PriceRange] : null;
  return (w) =>
    (filters.section !== 'books' || w.type === 'book') &&
    (filters.section !== 'ebooks' || w.hasEbook) &&
    (filters.section !== 'journals' || w.type === 'journal') &&
    (filters.section !== 'proceedings' || w.type === 'proceedings') &&
    (!filters.type || w.type === filters.type) &&
    (subjectId === null || w.subjectIds.includes(subjectId)) &&
    (!filters.language || w.language === filters.language) &&
    (!filters.year || w.year === filters.year) &&
    (!filters.access || w.openAccess) &&
    (!filters.availability || w.available === (filters.availability === 'available')) &&
    (!filters.screenReader || w.screenReader) &&
    (!filters.resizable || w.resizable) &&
    (!range || (w.minPriceBrl !== null && w.minPriceBrl >= range[0] && (range[1] === null || w.minPriceBrl < range[1])));
}

/** The works in the order asked for: pre-sorted by the index, or by rank for relevance (ties newest first). */
function ordered(
  index: CatalogIndex,
  filters: CatalogFilters,
  locale: Locale,
  ranks: Map<number, number> | null,
  test: (w: IndexedWork) => boolean,
): IndexedWork[] {
  const source = filters.sort === 'title' ? index.byTitle[locale] : filters.sort === 'price' ? index.byPrice : index.works;
  const found = source.filter((w) => test(w) && (!ranks || ranks.has(w.id)));
  // Matches in titles, people and keywords first; matches only in abstracts or chapters after.
  if (filters.sort === 'relevance' && ranks) found.sort((a, b) => (ranks.get(b.id) ?? 0) - (ranks.get(a.id) ?? 0));
  return found;
}

function countFacets(works: IndexedWork[], index: CatalogIndex): CatalogResult['facets'] {
  const counters = {
    type: new Map<string, number>(),
    subject: new Map<string, number>(),
    language: new Map<string, number>(),
    year: new Map<string, number>(),
    access: new Map<string, number>(),
    availability: new Map<string, number>(),
    price: new Map<string, number>(),
    screenReader: new Map<string, number>(),
    resizable: new Map<string, number>(),
  };
  const add = (map: Map<string, number>, key: string | null) => key !== null && map.set(key, (map.get(key) ?? 0) + 1);
  for (const w of works) {
    add(counters.type, w.type);
    add(counters.language, w.language);
    add(counters.year, w.year === null ? null : String(w.year));
    add(counters.access, w.openAccess ? 'open' : null);
    add(counters.availability, w.available ? 'available' : 'unavailable');
    add(counters.price, priceBucket(w.minPriceBrl));
    add(counters.screenReader, w.screenReader ? 'yes' : null);
    add(counters.resizable, w.resizable ? 'yes' : null);
    for (const id of w.subjectIds) add(counters.subject, index.subjects.get(id)?.slug ?? null);
  }
  const list = (map: Map<string, number>): FacetValue[] => [...map].map(([value, count]) => ({ value, count }));
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  const priceOrder = Object.keys(PRICE_RANGES);
  return {
    type: list(counters.type).sort(byCount),
    language: list(counters.language).sort(byCount),
    year: list(counters.year).sort((a, b) => Number(b.value) - Number(a.value)),
    access: list(counters.access),
    availability: list(counters.availability).sort((a, b) => a.value.localeCompare(b.value)),
    price: list(counters.price).sort((a, b) => priceOrder.indexOf(a.value) - priceOrder.indexOf(b.value)),
    screenReader: list(counters.screenReader),
    resizable: list(counters.resizable),
    subject: list(counters.subject)
      .sort(byCount)
      .map((facet) => {
        const subject = index.subjectBySlug.get(facet.value)!;
        return { ...facet, labelPt: subject.namePt, labelEn: subject.nameEn };
      }),
  };
}

type FacetName = keyof CatalogResult['facets'];

/** One value a facet offers: chosen (a link that removes it) or not (a link that adds it, with its count). */
export interface FacetItem {
  name: FacetName;
  value: string;
  label: string;
  count: number;
  active: boolean;
  /** The chosen value's link's name: "Remove filter: …". */
  removeLabel?: string;
}

/** A heading and its values, as the catalog's side panel shows them. */
export interface FacetGroup {
  id: string;
  heading: string;
  items: FacetItem[];
}

/** The panel's order; accessibility's two filters share a heading (each its own filter, so they combine). */
const FACET_ORDER: { id: string; names: FacetName[] }[] = [
  { id: 'type', names: ['type'] },
  { id: 'subject', names: ['subject'] },
  { id: 'access', names: ['access'] },
  { id: 'accessibility', names: ['screenReader', 'resizable'] },
  { id: 'availability', names: ['availability'] },
  { id: 'price', names: ['price'] },
  { id: 'language', names: ['language'] },
  { id: 'year', names: ['year'] },
];

/** The facets in words (written here: the browser loads no table of them); a chosen facet shows only its value. */
export function facetGroups(filters: CatalogFilters, facets: CatalogResult['facets'], locale: Locale): FacetGroup[] {
  const t = translator(facetMessages, locale);
  const label = (name: FacetName, value: FacetValue) =>
    name === 'subject'
      ? ((locale === 'pt' ? value.labelPt : value.labelEn) ?? value.value)
      : name === 'year'
        ? value.value
        : t(`${name}.${value.value}` as Parameters<typeof t>[0]);
  return FACET_ORDER.filter((group) => !(group.id === 'type' && filters.section))
    .map((group) => ({
      id: group.id,
      heading: t(`facet.${group.id}` as Parameters<typeof t>[0]),
      items: group.names.flatMap((name) => {
        const chosen = filters[name] === null ? '' : String(filters[name]);
        return facets[name]
          .filter((value) => !chosen || value.value === chosen)
          .map((value): FacetItem => {
            const text = label(name, value);
            return {
              name,
              value: value.value,
              label: text,
              count: value.count,
              active: Boolean(chosen),
              ...(chosen ? { removeLabel: t('removeFilter', { name: text }) } : {}),
            };
          });
      }),
    }))
    .filter((group) => group.items.length > 0);
}

export async function searchCatalog(db: Db, filters: CatalogFilters, locale: Locale): Promise<CatalogResult> {
  const index = await catalogIndex(db);
  const ranks = filters.q ? await textMatches(db, index, filters.q) : null;
  const test = matcher(filters, index);
  const found = ordered(index, filters, locale, ranks, test);
  const pages = Math.max(1, Math.ceil(found.length / PAGE_SIZE));
  // An old link past the end (the catalog shrank, or a filter was added) shows the last page, not nothing.
  const page = Math.min(filters.page, pages);
  const offset = (page - 1) * PAGE_SIZE;
  const pageIds = found.slice(offset, offset + PAGE_SIZE).map((w) => w.id);
  const rows = pageIds.length ? await db.select(listingColumns).from(publications).where(inArray(publications.id, pageIds)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: pageIds.map((id) => byId.get(id)).filter((row): row is CatalogItem => row !== undefined),
    total: found.length,
    page,
    pages,
    facets: countFacets(found, index),
  };
}

/** What the visitor may read of each listed book (the reader's rule: all of it, or its preview chapter). */
export type ReadableBooks = (books: { id: number; openAccess: boolean }[]) => Promise<Map<number, ReadableParts>>;

/**
 * A catalog page: its title and description, the filters read from the address, and what they
 * find (null for an unknown section). A search shows passages only of what the visitor may read.
 */
export async function catalogPage(db: Db, section: string | null, params: URLSearchParams, locale: Locale, readable: ReadableBooks) {
  if (section !== null && !isCatalogSection(section)) return null;
  const filters = parseCatalogFilters(params, section);
  const { page, facets, ...result } = await searchCatalog(db, filters, locale);
  const hits = filters.q ? await pageHits(db, filters.q, result.items, readable) : new Map<number, WorkHit[]>();
  const t = translator(catalogMessages, locale);
  const head = translator(catalogHeadMessages, locale);
  return {
    title: section ? t(`section.${section}`) : t('catalog'),
    description: section ? head(`sectionDescription.${section}`) : head('catalogDescription'),
    // Filtered and paged listings are for people; the plain section is the page to index.
    noindex: hasFilters(filters) || filters.page > 1,
    filters: { ...filters, page },
    ...result,
    facets: facetGroups(filters, facets, locale),
    items: result.items.map((item) => ({ ...item, hits: hits.get(item.id) ?? [] })),
  };
}

/** A passage of a listed work holding the words: where it opens, and its snippet with the terms apart (none for a part the visitor may not read). */
export interface WorkHit {
  title: string;
  href: string;
  parts: { text: string; match: boolean }[];
}

/** Where a hit opens: the reader's chapter, the article or the paper, at the paragraph (when shown), with the terms marked. */
function hitPath(item: CatalogItem, hit: TextHit, q: string): string {
  const marked = `?hl=${encodeURIComponent(q)}${hit.anchor ? `#${encodeURIComponent(hit.anchor)}` : ''}`;
  if (hit.source === 'article') return `/journal/${item.slug}/article/${hit.partKey}${marked}`;
  if (hit.source === 'paper') return `/proceedings/${item.slug}/paper/${hit.partKey}${marked}`;
  return `/book/${item.slug}/read/${encodeURIComponent(hit.partKey)}${marked}`;
}

/**
 * The listed works' passages. Articles' and papers' texts are on their public pages; a book shows
 * passages of what the visitor may read (`readable`: all of it, or its free preview chapter), and
 * elsewhere only names the chapter, however the words are chosen (decision 0040).
 */
async function pageHits(db: Db, q: string, items: CatalogItem[], readable: ReadableBooks): Promise<Map<number, WorkHit[]>> {
  const books = await readable(items.filter((item) => item.type === 'book').map((item) => ({ id: item.id, openAccess: item.openAccess })));
  const found = await textHits(
    db,
    q,
    items.map((item) => ({ id: item.id, readable: item.type === 'book' ? (books.get(item.id) ?? []) : 'all' })),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  return new Map(
    [...found].map(([id, list]) => [
      id,
      list.map((hit) => ({ title: hit.partTitle, href: hitPath(byId.get(id)!, hit, q), parts: hit.snippet ? snippetParts(hit.snippet) : [] })),
    ]),
  );
}

export type CatalogPageData = NonNullable<Awaited<ReturnType<typeof catalogPage>>>;
