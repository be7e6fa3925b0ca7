/**
 * Everything a book's page shows, read in a handful of queries: the work, its formats, chapters,
 * subjects, collection and a few related works.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { chapters, collections, formats, publications, publicationSubjects, subjects } from '#app/lib/db/schema.ts';
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
    work.collectionId ? db.select().from(collections).where(eq(collections.id, work.collectionId)).then((rows) => rows[0] ?? null) : null,
  ]);
  const related = await relatedWorks(db, work.id, work.collectionId, workSubjects.map((s) => s.id));
  const { search: _search, ...rest } = work;
  return { work: rest, formats: workFormats, chapters: workChapters, subjects: workSubjects, collection, related };
}

/** Same collection first, then shared subjects, newest first; at most four. */
async function relatedWorks(db: Db, id: number, collectionId: number | null, subjectIds: number[]): Promise<CatalogItem[]> {
  if (!collectionId && subjectIds.length === 0) return [];
  const sharedSubjects = subjectIds.length
    ? sql`(select count(*) from ${publicationSubjects} ps where ps.publication_id = ${publications.id} and ${inArray(sql`ps.subject_id`, subjectIds)})`
    : sql`0`;
  const sameCollection = collectionId ? sql`(${publications.collectionId} = ${collectionId})::int` : sql`0`;
  const rows = await db
    .select(listingColumns)
    .from(publications)
    .where(and(eq(publications.status, 'published'), ne(publications.id, id), sql`(${sameCollection} + ${sharedSubjects}) > 0`))
    // Only real expressions: a bare 0 in ORDER BY would mean "the 0th column".
    .orderBy(...(collectionId ? [desc(sameCollection)] : []), ...(subjectIds.length ? [desc(sharedSubjects)] : []), desc(publications.publishedOn))
    .limit(4);
  return rows;
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
    .select({ format: formats, work: listingColumns, doi: publications.doi, language: publications.language, pages: publications.pages, publishedOn: publications.publishedOn, abstractPt: publications.abstractPt, abstractEn: publications.abstractEn })
    .from(formats)
    .innerJoin(publications, eq(publications.id, formats.publicationId))
    .where(and(eq(formats.slug, slug), eq(publications.status, 'published')));
  return row ?? null;
}
