/**
 * The catalog's filters as they travel in the address (?q=&subject=&sort=&page=…), so every
 * listing is a real link that works without JavaScript and can be crawled. Unknown or bad
 * values are dropped rather than refused: a hand-edited address still shows a catalog.
 */
import type { PublicationType } from '#app/lib/db/schema.ts';

export const CATALOG_SECTIONS = ['books', 'ebooks', 'journals', 'proceedings'] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

export const SORTS = ['relevance', 'newest', 'title', 'price'] as const;
export type Sort = (typeof SORTS)[number];

/** Price ranges in BRL cents: [min, max) with max null for "and above". */
export const PRICE_RANGES = {
  free: [0, 1],
  'up-to-50': [1, 5000],
  '50-100': [5000, 10000],
  'over-100': [10000, null],
} as const satisfies Record<string, readonly [number, number | null]>;
export type PriceRange = keyof typeof PRICE_RANGES;

export const PAGE_SIZE = 24;
const MAX_PAGE = 1000;

export interface CatalogFilters {
  section: CatalogSection | null;
  q: string;
  type: PublicationType | '';
  subject: string;
  language: string;
  year: number | null;
  access: 'open' | '';
  availability: 'available' | 'unavailable' | '';
  price: PriceRange | '';
  /** Only works whose ebook states it reads with a screen reader / its text resizes (?screenReader=yes, ?resizable=yes). */
  screenReader: 'yes' | '';
  resizable: 'yes' | '';
  sort: Sort;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');

export function isCatalogSection(value: string | undefined): value is CatalogSection {
  return CATALOG_SECTIONS.includes(value as CatalogSection);
}

export function parseCatalogFilters(params: URLSearchParams, section: CatalogSection | null): CatalogFilters {
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const year = Number(params.get('year'));
  const page = Number(params.get('page'));
  const asked = oneOf(SORTS, params.get('sort'));
  // Relevance without words to weigh means nothing: newest instead.
  const sort: Sort = asked && !(asked === 'relevance' && !q) ? asked : q ? 'relevance' : 'newest';
  return {
    section,
    q,
    type: section ? '' : oneOf(['book', 'journal', 'proceedings'] as const, params.get('type')),
    subject: /^[a-z0-9-]{1,80}$/.test(params.get('subject') ?? '') ? params.get('subject')! : '',
    language: oneOf(['pt', 'en', 'es'] as const, params.get('language')),
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : null,
    access: oneOf(['open'] as const, params.get('access')),
    availability: oneOf(['available', 'unavailable'] as const, params.get('availability')),
    price: oneOf(Object.keys(PRICE_RANGES) as PriceRange[], params.get('price')),
    screenReader: oneOf(['yes'] as const, params.get('screenReader')),
    resizable: oneOf(['yes'] as const, params.get('resizable')),
    sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

type FilterKey = Exclude<keyof CatalogFilters, 'section'>;

/** The query string for these filters with some changed; page resets unless it is the change. */
export function catalogQuery(filters: CatalogFilters, changes: Partial<Record<FilterKey, string | number | null>> = {}): string {
  const values: Record<string, string | number | null> = {
    q: filters.q,
    type: filters.type,
    subject: filters.subject,
    language: filters.language,
    year: filters.year,
    access: filters.access,
    availability: filters.availability,
    price: filters.price,
    screenReader: filters.screenReader,
    resizable: filters.resizable,
    sort: filters.sort === (filters.q ? 'relevance' : 'newest') ? '' : filters.sort,
    page: 'page' in changes ? filters.page : null,
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** How many facets narrow the results (the words searched for are not a facet). */
export function activeFacetCount(filters: CatalogFilters): number {
  return [
    filters.type,
    filters.subject,
    filters.language,
    filters.year,
    filters.access,
    filters.availability,
    filters.price,
    filters.screenReader,
    filters.resizable,
  ].filter(Boolean).length;
}

export function hasFilters(filters: CatalogFilters): boolean {
  return Boolean(filters.q) || activeFacetCount(filters) > 0;
}
