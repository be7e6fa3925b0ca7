/**
 * Everything a book's page shows, read in a handful of queries: the work, its formats, chapters,
 * subjects, collection and a few related works.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { chapters, collections, formats, publications, publicationSubjects, subjects } from '#app/lib/db/schema.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { pick, pickList } from '#app/lib/localized.ts';
import { citationView, type PdfAccessibilityFacts } from '#app/features/scholarly/api.ts';
import { ipxUrl } from '#app/ui/ipx-url.ts';
import { translator } from '#app/i18n/messages.ts';
import { loadCitable } from './citable.server.ts';
import { productJsonLd } from './json-ld.server.ts';
import { workMessages } from './work-messages.ts';
import { listingColumns } from './listing.ts';
import type { CatalogItem } from './search.server.ts';

export async function getBook(db: Db, slug: string) {
  const [work] = await db
    .select()
    .from(publications)
    .where(and(eq(publications.type, 'book'), eq(publications.slug, slug), eq(publications.status, 'published')));
  if (!work) return null;
  const [workFormats, workChapters, workSubjects, collection] = await Promise.all([
    db.select().from(formats).where(eq(formats.publicationId, work.id)).orderBy(asc(formats.kind), asc(formats.id)),
    db.select().from(chapters).where(eq(chapters.publicationId, work.id)).orderBy(asc(chapters.position)),
    db
      .select({ id: subjects.id, slug: subjects.slug, namePt: subjects.namePt, nameEn: subjects.nameEn })
      .from(publicationSubjects)
      .innerJoin(subjects, eq(subjects.id, publicationSubjects.subjectId))
      .where(eq(publicationSubjects.publicationId, work.id))
      .orderBy(asc(subjects.namePt)),
    work.collectionId
      ? db
          .select()
          .from(collections)
          .where(eq(collections.id, work.collectionId))
          .then((rows) => rows[0] ?? null)
      : null,
  ]);
  const related = await relatedWorks(
    db,
    work.id,
    work.collectionId,
    workSubjects.map((s) => s.id),
  );
  const { search: _search, ...rest } = work;
  return { work: rest, formats: workFormats, chapters: workChapters, subjects: workSubjects, collection, related };
}

/**
 * Same collection first, then most shared subjects, newest first; at most four. Candidates come
 * from the subject links and the collection (indexed), not from a pass over every work.
 */
async function relatedWorks(db: Db, id: number, collectionId: number | null, subjectIds: number[]): Promise<CatalogItem[]> {
  if (!collectionId && subjectIds.length === 0) return [];
  const bySubject = subjectIds.length
    ? sql`select ps.publication_id as id, count(*)::int as shared, 0 as same from publication_subjects ps
          where ${inArray(sql`ps.subject_id`, subjectIds)} and ps.publication_id <> ${id} group by ps.publication_id`
    : sql`select null::int as id, 0 as shared, 0 as same where false`;
  const byCollection = collectionId
    ? sql`select p.id, 0 as shared, 1 as same from publications p where p.collection_id = ${collectionId} and p.id <> ${id}`
    : sql`select null::int as id, 0 as shared, 0 as same where false`;
  const ranked = await db.execute(sql`
    select c.id from (${bySubject} union all ${byCollection}) c
    join publications p on p.id = c.id and p.status = 'published'
    group by c.id, p.published_on
    order by max(c.same) desc, sum(c.shared) desc, p.published_on desc nulls last, c.id desc
    limit 4`);
  const ids = ((ranked as { rows?: { id: number }[] }).rows ?? (ranked as unknown as { id: number }[])).map((r) => Number(r.id));
  if (!ids.length) return [];
  const rows = await db.select(listingColumns).from(publications).where(inArray(publications.id, ids));
  return ids.map((wanted) => rows.find((row) => row.id === wanted)).filter((row): row is CatalogItem => row !== undefined);
}

/** The newest published works, for the home page and the feed of new releases. */
export async function latestReleases(db: Db, limit = 8): Promise<CatalogItem[]> {
  return db
    .select(listingColumns)
    .from(publications)
    .where(and(eq(publications.status, 'published'), ne(publications.type, 'journal')))
    .orderBy(desc(publications.publishedOn), desc(publications.id))
    .limit(limit);
}

export async function getProduct(db: Db, slug: string) {
  const [row] = await db
    .select({
      format: formats,
      work: listingColumns,
      doi: publications.doi,
      language: publications.language,
      pages: publications.pages,
      publishedOn: publications.publishedOn,
      abstractPt: publications.abstractPt,
      abstractEn: publications.abstractEn,
    })
    .from(formats)
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(and(eq(formats.slug, slug), eq(publications.status, 'published')));
  return row ?? null;
}

/** What a link preview shows for a work without a cover: the press's own picture. */
const PRESS_PICTURE = '/images/ipe-hero-bc8c00ea74a06c9b.jpg';

/** An absolute address of a work's cover (or the press's picture) for link previews, as a 1200 px JPEG. */
const shareImage = (cover: string | null, appUrl: string) => appUrl + ipxUrl(cover ? `/${cover}` : PRESS_PICTURE, { w: 1200, f: 'jpeg' });

const pdfFacts = (format: { pdfAccessibility: PdfAccessibilityFacts | null } | undefined): boolean | PdfAccessibilityFacts =>
  format ? (format.pdfAccessibility ?? true) : false;

/** A book's page: the book, its cover's address, and how to cite it (null when there is no such book). */
export async function bookPage(db: Db, slug: string, locale: Locale, appUrl: string) {
  const book = await getBook(db, slug);
  if (!book) return null;
  const cited = await loadCitable(db, 'book', book.work.id, locale, appUrl);
  if (!cited) return null;
  // What indexes read besides the citation: the page language's keywords and abstract.
  const citable = { ...cited, keywords: pickList(book.work, locale), abstract: pick(book.work, 'abstract', locale) || undefined };
  return {
    ...book,
    coverUrl: book.work.cover ? appUrl + ipxUrl(`/${book.work.cover}`, { w: 1200, f: 'jpeg' }) : undefined,
    shareImageUrl: shareImage(book.work.cover, appUrl),
    citable,
    citeView: citationView(citable, book.work.id, locale),
    /** An ebook format's PDF: what it stated of its accessibility when uploaded (true: uploaded before we read it), false without a PDF. */
    pdf: pdfFacts(book.formats.find((format) => format.kind === 'ebook' && format.pdfFile)),
  };
}

export type BookPageData = NonNullable<Awaited<ReturnType<typeof bookPage>>>;

/** A format's store page: the format and its work, the page's title, cover and JSON-LD (null when there is no such format). */
export async function productPage(db: Db, slug: string, locale: Locale, appUrl: string) {
  const product = await getProduct(db, slug);
  if (!product) return null;
  const url = appUrl + localizePath(`/product/${product.format.slug}`, locale);
  const coverUrl = product.work.cover ? appUrl + ipxUrl(`/${product.work.cover}`, { w: 1200, f: 'jpeg' }) : undefined;
  const t = translator(workMessages, locale);
  const title = t('productOf', { format: t(`format.${product.format.kind}`), title: pick(product.work, 'title', locale) });
  return {
    ...product,
    title,
    coverUrl,
    shareImageUrl: shareImage(product.work.cover, appUrl),
    jsonLd: productJsonLd(product.work, product.format, locale, url, coverUrl),
  };
}

export type ProductPageData = NonNullable<Awaited<ReturnType<typeof productPage>>>;
