/**
 * What the proceedings pages read: a published proceedings volume, its event and its papers
 * (`chapters` rows of that publication). A paper is only found through its own volume.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { chapters, events, publications } from '#app/lib/db/schema.ts';
import { workDescriptionColumns, workTitleColumns } from '#app/features/catalog/api.server.ts';

type Reader = Pick<Db, 'select'>;

export async function findProceedings(db: Reader, slug: string) {
  const [row] = await db
    .select({
      ...workTitleColumns,
      ...workDescriptionColumns,
      contributors: publications.contributors,
      language: publications.language,
      volume: publications.volume,
      seriesIssn: publications.seriesIssn,
      publishedOn: publications.publishedOn,
      year: sql<number | null>`extract(year from ${publications.publishedOn})::int`,
      pages: publications.pages,
      doi: publications.doi,
      license: publications.license,
      openAccess: publications.openAccess,
      cover: publications.cover,
      coverWidth: publications.coverWidth,
      coverHeight: publications.coverHeight,
      // The volume's ISBN for citations: the ebook's when it has one.
      isbn: sql<
        string | null
      >`(select f.isbn from formats f where f.publication_id = publications.id and f.isbn is not null order by (f.kind = 'ebook') desc, f.id limit 1)`,
      // The ebook format whose EPUB an open-access volume hands out (/download/{format}/epub).
      epubFormat: sql<
        string | null
      >`(select f.slug from formats f where f.publication_id = publications.id and f.kind = 'ebook' and f.epub_file is not null order by f.id limit 1)`,
      event: {
        id: events.id,
        slug: events.slug,
        namePt: events.namePt,
        nameEn: events.nameEn,
        startsOn: events.startsOn,
        endsOn: events.endsOn,
        place: events.place,
        aboutPt: events.aboutPt,
        aboutEn: events.aboutEn,
      },
    })
    .from(publications)
    .leftJoin(events, eq(events.id, publications.eventId))
    .where(and(eq(publications.type, 'proceedings'), eq(publications.slug, slug), eq(publications.status, 'published')))
    .limit(1);
  return row ?? null;
}
export type Proceedings = NonNullable<Awaited<ReturnType<typeof findProceedings>>>;

/** The volume's papers in printed order. */
export function listPapers(db: Reader, proceedingsId: number) {
  return db.select(paperListColumns).from(chapters).where(eq(chapters.publicationId, proceedingsId)).orderBy(asc(chapters.position), asc(chapters.id));
}
export type Paper = Awaited<ReturnType<typeof listPapers>>[number];

/** Lists leave the full texts out (a page shows one); hasFullText tells whether there is one. */
const { fullText: _fullText, ...paperColumns } = getTableColumns(chapters);
const paperListColumns = { ...paperColumns, hasFullText: sql<boolean>`${chapters.fullText} is not null` };

/** The volume's papers in printed order with their full texts (the volume's PDF is typeset from them). */
export function listPapersWithText(db: Reader, proceedingsId: number) {
  return db
    .select({ ...paperListColumns, fullText: chapters.fullText })
    .from(chapters)
    .where(eq(chapters.publicationId, proceedingsId))
    .orderBy(asc(chapters.position), asc(chapters.id));
}

export async function findPaper(db: Reader, proceedingsId: number, paperId: number): Promise<(Paper & { fullText: string | null }) | null> {
  const [paper] = await db
    .select({ ...paperListColumns, fullText: chapters.fullText })
    .from(chapters)
    .where(and(eq(chapters.id, paperId), eq(chapters.publicationId, proceedingsId)))
    .limit(1);
  return paper ?? null;
}
