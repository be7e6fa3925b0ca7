/**
 * The facts that listing, filtering, sorting and facet counts need about every published work,
 * held in memory: a few numbers per work, so counting facets over 10,000 works takes well under a
 * millisecond where the same GROUP BY on embedded PostgreSQL takes tens. Full-text matching stays
 * in the database (GIN index). Every catalog change bumps `catalog_version` in app_meta (see
 * search-index.server.ts); each request compares it, so every server sees a change at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { CATALOG_VERSION_KEY } from './search-index.server.ts';
import type { PublicationType } from '#app/lib/db/schema.ts';
import {
  appearanceAdjustable,
  normalizeAccessibility,
  primaryAccessibility,
  readableWithoutSight,
  type PdfAccessibilityFacts,
} from '#app/features/scholarly/api.ts';

export interface IndexedWork {
  id: number;
  type: PublicationType;
  language: string;
  year: number | null;
  openAccess: boolean;
  available: boolean;
  hasEbook: boolean;
  /** Its ebook reads aloud and in braille / its text can be resized, as its EPUB states (the work page's statements). */
  screenReader: boolean;
  resizable: boolean;
  minPriceBrl: number | null;
  /** Newest first: higher is newer. */
  published: number;
  subjectIds: number[];
  /** Position in title order, per locale. */
  titleRank: { pt: number; en: number };
}

export interface IndexedSubject {
  id: number;
  slug: string;
  namePt: string;
  nameEn: string;
}

export interface CatalogIndex {
  version: string;
  /** Newest first. */
  works: IndexedWork[];
  /** The same works in each other order a listing offers, sorted once per version. */
  byTitle: { pt: IndexedWork[]; en: IndexedWork[] };
  byPrice: IndexedWork[];
  /**
   * Works matching recent queries (id → rank), so paging and filtering a search does not run the
   * text match again. Belongs to this version of the index: a catalog change starts it afresh.
   */
  textMatches: Map<string, Promise<Map<number, number>>>;
  subjects: Map<number, IndexedSubject>;
  subjectBySlug: Map<string, IndexedSubject>;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

async function currentVersion(db: Db): Promise<string> {
  const [row] = rowsOf(await db.execute(sql`select value from app_meta where key = ${CATALOG_VERSION_KEY}`));
  return row ? String(row.value) : '';
}

export const newestFirst = (a: IndexedWork, b: IndexedWork) => b.published - a.published || b.id - a.id;

const collators = {
  pt: new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }),
};

async function load(db: Db, version: string): Promise<CatalogIndex> {
  const [workRows, subjects] = await Promise.all([
    db.execute(sql`
      select p.id, p.type, p.language, p.year, p.open_access, p.available, p.has_ebook, p.min_price_brl,
        coalesce(p.published_on, '0001-01-01')::text as published_on, p.title_pt, p.title_en,
        coalesce((select array_agg(ps.subject_id order by ps.subject_id) from publication_subjects ps where ps.publication_id = p.id), '{}') as subject_ids,
        (select e.metadata -> 'accessibility' from reader_editions e where e.publication_id = p.id and e.current) as accessibility,
        (select f.pdf_accessibility from formats f where f.publication_id = p.id and f.kind = 'ebook' and f.pdf_file is not null order by f.id limit 1) as pdf_accessibility
      from publications p where p.status = 'published'`),
    db.execute(sql`select id, slug, name_pt, name_en from subjects`),
  ]);
  const rows = rowsOf(workRows);
  const indexed: (IndexedWork & { titlePt: string; titleEn: string })[] = rows.map((r) => {
    // What the work's page says: its EPUB's, else its PDF's (a PDF-only ebook).
    const { metadata: accessibility } = primaryAccessibility({
      epub: normalizeAccessibility(r.accessibility),
      pdf: (r.pdf_accessibility as PdfAccessibilityFacts | null) ?? false,
    });
    return {
      id: Number(r.id),
      type: r.type as PublicationType,
      language: String(r.language),
      year: r.year === null ? null : Number(r.year),
      openAccess: r.open_access === true || r.open_access === 't',
      available: r.available === true || r.available === 't',
      hasEbook: r.has_ebook === true || r.has_ebook === 't',
      screenReader: readableWithoutSight(accessibility),
      resizable: appearanceAdjustable(accessibility),
      minPriceBrl: r.min_price_brl === null ? null : Number(r.min_price_brl),
      published: Date.parse(String(r.published_on)) / 86_400_000,
      subjectIds: parseIntArray(r.subject_ids),
      titleRank: { pt: 0, en: 0 },
      titlePt: String(r.title_pt ?? r.title_en ?? ''),
      titleEn: String(r.title_en ?? r.title_pt ?? ''),
    };
  });
  for (const locale of ['pt', 'en'] as const) {
    const key = locale === 'pt' ? 'titlePt' : 'titleEn';
    [...indexed].sort((a, b) => collators[locale].compare(a[key], b[key]) || a.id - b.id).forEach((work, i) => (work.titleRank[locale] = i));
  }
  const subjectList: IndexedSubject[] = rowsOf(subjects).map((r) => ({
    id: Number(r.id),
    slug: String(r.slug),
    namePt: String(r.name_pt),
    nameEn: String(r.name_en),
  }));
  const works = indexed.map(({ titlePt: _pt, titleEn: _en, ...work }): IndexedWork => work).sort(newestFirst);
  return {
    version,
    textMatches: new Map(),
    works,
    byTitle: { pt: [...works].sort((a, b) => a.titleRank.pt - b.titleRank.pt), en: [...works].sort((a, b) => a.titleRank.en - b.titleRank.en) },
    byPrice: [...works].sort((a, b) => (a.minPriceBrl ?? Infinity) - (b.minPriceBrl ?? Infinity) || newestFirst(a, b)),
    subjects: new Map(subjectList.map((s) => [s.id, s])),
    subjectBySlug: new Map(subjectList.map((s) => [s.slug, s])),
  };
}

/** PGlite hands arrays back as arrays, node-postgres too; a text form '{1,2}' just in case. */
function parseIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

// One index per database handle (tests open several), rebuilt when the version moves.
const indexes = new WeakMap<Db, Promise<CatalogIndex>>();

export async function catalogIndex(db: Db): Promise<CatalogIndex> {
  const version = await currentVersion(db);
  const cached = indexes.get(db);
  if (cached) {
    const index = await cached.catch(() => null);
    if (index && index.version === version) return index;
  }
  const loading = load(db, version);
  indexes.set(db, loading);
  return loading;
}
