/**
 * Catalog search: full text in Portuguese and English (stemmed, accent-insensitive), over titles,
 * contributors, keywords, subjects, abstracts and chapter titles (see search-index.server.ts),
 * with facet counts of the matching works and real pagination.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.ts';
import type { Contributor, PublicationType } from '#app/lib/db/schema.ts';
import { PAGE_SIZE, PRICE_RANGES, type CatalogFilters, type PriceRange } from './catalog-filters.ts';

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
  pages: number;
  facets: {
    type: FacetValue[];
    subject: FacetValue[];
    language: FacetValue[];
    year: FacetValue[];
    access: FacetValue[];
    availability: FacetValue[];
    price: FacetValue[];
  };
}

/** Words in either language, or a name: OR of the three configurations' queries. */
const textQuery = (q: string) =>
  sql`(websearch_to_tsquery('ipe_pt', ${q}) || websearch_to_tsquery('ipe_en', ${q}) || websearch_to_tsquery('ipe_simple', ${q}))`;

const priceBucket = sql`case
  when p.min_price_brl is null then null
  when p.min_price_brl < 1 then 'free'
  when p.min_price_brl < 5000 then 'up-to-50'
  when p.min_price_brl < 10000 then '50-100'
  else 'over-100' end`;

function conditions(filters: CatalogFilters): SQL {
  const where: SQL[] = [sql`p.status = 'published'`];
  if (filters.section === 'books') where.push(sql`p.type = 'book'`);
  if (filters.section === 'ebooks') where.push(sql`p.has_ebook`);
  if (filters.section === 'journals') where.push(sql`p.type = 'journal'`);
  if (filters.section === 'proceedings') where.push(sql`p.type = 'proceedings'`);
  if (filters.type) where.push(sql`p.type = ${filters.type}`);
  if (filters.q) where.push(sql`p.search @@ ${textQuery(filters.q)}`);
  if (filters.subject) {
    where.push(sql`exists (select 1 from publication_subjects ps join subjects s on s.id = ps.subject_id where ps.publication_id = p.id and s.slug = ${filters.subject})`);
  }
  if (filters.language) where.push(sql`p.language = ${filters.language}`);
  if (filters.year) where.push(sql`p.year = ${filters.year}`);
  if (filters.access === 'open') where.push(sql`p.open_access`);
  if (filters.availability) where.push(filters.availability === 'available' ? sql`p.available` : sql`not p.available`);
  if (filters.price) {
    const [min, max] = PRICE_RANGES[filters.price as PriceRange];
    where.push(max === null ? sql`p.min_price_brl >= ${min}` : sql`p.min_price_brl >= ${min} and p.min_price_brl < ${max}`);
  }
  return sql.join(where, sql` and `);
}

function orderBy(filters: CatalogFilters, locale: Locale): SQL {
  const title = locale === 'pt' ? sql`coalesce(p.title_pt, p.title_en)` : sql`coalesce(p.title_en, p.title_pt)`;
  switch (filters.sort) {
    case 'relevance':
      return sql`ts_rank_cd(p.search, ${textQuery(filters.q)}) desc, p.published_on desc nulls last, p.id desc`;
    case 'title':
      return sql`lower(unaccent(${title})) asc, p.id`;
    case 'price':
      return sql`p.min_price_brl asc nulls last, p.published_on desc nulls last, p.id desc`;
    default:
      return sql`p.published_on desc nulls last, p.id desc`;
  }
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[]));

export async function searchCatalog(db: Db, filters: CatalogFilters, locale: Locale): Promise<CatalogResult> {
  const where = conditions(filters);
  const offset = (filters.page - 1) * PAGE_SIZE;
  const [itemsResult, facetResult, subjectResult] = await Promise.all([
    db.execute(sql`
      select p.id, p.type, p.slug, p.title_pt, p.title_en, p.subtitle_pt, p.subtitle_en, p.contributors, p.cover,
        p.cover_width, p.cover_height, p.year, p.open_access, p.available, p.min_price_brl, count(*) over () as total
      from publications p where ${where}
      order by ${orderBy(filters, locale)}
      limit ${PAGE_SIZE} offset ${offset}`),
    db.execute(sql`
      select case when grouping(f.type) = 0 then 'type' when grouping(f.language) = 0 then 'language'
          when grouping(f.year) = 0 then 'year' when grouping(f.open_access) = 0 then 'access'
          when grouping(f.available) = 0 then 'availability' else 'price' end as facet,
        coalesce(f.type, f.language, f.year::text, f.open_access::text, f.available::text, f.price) as value,
        count(*)::int as count
      from (select p.type, p.language, p.year, p.open_access, p.available, ${priceBucket} as price from publications p where ${where}) f
      group by grouping sets ((f.type), (f.language), (f.year), (f.open_access), (f.available), (f.price))`),
    db.execute(sql`
      select s.slug, s.name_pt, s.name_en, count(*)::int as count
      from publication_subjects ps join subjects s on s.id = ps.subject_id join publications p on p.id = ps.publication_id
      where ${where}
      group by s.slug, s.name_pt, s.name_en order by count desc, s.slug`),
  ]);
  const rows = rowsOf(itemsResult);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && offset > 0) {
    // Past the last page: still say how many there are, so the page can link back.
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as total from publications p where ${where}`));
    total = Number(row?.total ?? 0);
  }
  const items: CatalogItem[] = rows.map((r) => ({
    id: Number(r.id),
    type: r.type as PublicationType,
    slug: String(r.slug),
    titlePt: (r.title_pt as string | null) ?? null,
    titleEn: (r.title_en as string | null) ?? null,
    subtitlePt: (r.subtitle_pt as string | null) ?? null,
    subtitleEn: (r.subtitle_en as string | null) ?? null,
    contributors: (typeof r.contributors === 'string' ? JSON.parse(r.contributors) : r.contributors) as Contributor[],
    cover: (r.cover as string | null) ?? null,
    coverWidth: r.cover_width === null ? null : Number(r.cover_width),
    coverHeight: r.cover_height === null ? null : Number(r.cover_height),
    year: r.year === null ? null : Number(r.year),
    openAccess: Boolean(r.open_access),
    available: Boolean(r.available),
    minPriceBrl: r.min_price_brl === null ? null : Number(r.min_price_brl),
  }));

  const facets: CatalogResult['facets'] = { type: [], subject: [], language: [], year: [], access: [], availability: [], price: [] };
  for (const r of rowsOf(facetResult)) {
    const facet = r.facet as Exclude<keyof CatalogResult['facets'], 'subject'>;
    const value = r.value === null ? null : String(r.value);
    const count = Number(r.count);
    if (value === null) continue;
    if (facet === 'access') {
      if (value === 'true') facets.access.push({ value: 'open', count });
    } else if (facet === 'availability') facets.availability.push({ value: value === 'true' ? 'available' : 'unavailable', count });
    else facets[facet].push({ value, count });
  }
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  facets.type.sort(byCount);
  facets.language.sort(byCount);
  facets.year.sort((a, b) => Number(b.value) - Number(a.value));
  facets.availability.sort((a, b) => a.value.localeCompare(b.value));
  const priceOrder = Object.keys(PRICE_RANGES);
  facets.price.sort((a, b) => priceOrder.indexOf(a.value) - priceOrder.indexOf(b.value));
  facets.subject = rowsOf(subjectResult).map((r) => ({ value: String(r.slug), count: Number(r.count), labelPt: String(r.name_pt), labelEn: String(r.name_en) }));
  return { items, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), facets };
}
