/**
 * Exports of shared annotations (issue 39): a member's own, from every group, and an owner's of
 * their whole group; as Web Annotation JSON-LD or Markdown (web-annotation.ts). The account's
 * data export (LGPD) takes the member's own.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { pick } from '#app/lib/localized.ts';
import { groupAnnotations, groupReplies, publications, readerChapters, readerEditions, readingGroups, users } from '#app/lib/db/schema.ts';
import { nameOf, readableWorks, reanchorGroupAnnotations } from './group-annotations.server.ts';
import { canManage } from './group-rules.ts';
import { roleIn, type Person } from './groups.server.ts';
import type { ExportedAnnotation } from './web-annotation.ts';

/** An export holds at most this many annotations (the newest are the ones a reader wants). */
export const EXPORT_MAX = 5000;

export type ExportScope = { kind: 'mine' } | { kind: 'group'; groupId: number };

/**
 * The annotations of the scope, with their threads; null when the person may not export it. The
 * rule of the chapter's page holds: an owner's export leaves out the works they may no longer read;
 * a member's own keeps their words there, without the quotes of the book's text.
 */
export async function annotationsToExport(db: Db, person: Person, scope: ExportScope, appUrl: string): Promise<ExportedAnnotation[] | null> {
  if (scope.kind === 'group' && !canManage(await roleIn(db, scope.groupId, person.id))) return null;
  const works = (
    await db
      .selectDistinct({ id: groupAnnotations.publicationId })
      .from(groupAnnotations)
      .where(scope.kind === 'mine' ? eq(groupAnnotations.userId, person.id) : eq(groupAnnotations.groupId, scope.groupId))
  ).map((work) => work.id);
  const readable = await readableWorks(db, person, works);
  if (scope.kind === 'group' && !readable.size) return [];
  const inScope =
    scope.kind === 'mine'
      ? eq(groupAnnotations.userId, person.id)
      : and(eq(groupAnnotations.groupId, scope.groupId), inArray(groupAnnotations.publicationId, [...readable]));
  // Positions in the file count in each work's current edition.
  for (const work of works) await reanchorGroupAnnotations(db, work);
  const rows = await db
    .select({
      id: groupAnnotations.id,
      groupName: readingGroups.name,
      userId: groupAnnotations.userId,
      name: users.name,
      lastName: users.lastName,
      chapter: groupAnnotations.chapter,
      selector: groupAnnotations.selector,
      comment: groupAnnotations.comment,
      createdAt: groupAnnotations.createdAt,
      updatedAt: groupAnnotations.updatedAt,
      publicationId: groupAnnotations.publicationId,
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      language: publications.language,
    })
    .from(groupAnnotations)
    .innerJoin(readingGroups, eq(readingGroups.id, groupAnnotations.groupId))
    .innerJoin(publications, eq(publications.id, groupAnnotations.publicationId))
    .leftJoin(users, eq(users.id, groupAnnotations.userId))
    .where(inScope)
    .orderBy(asc(groupAnnotations.publicationId), asc(groupAnnotations.chapter), asc(groupAnnotations.createdAt), asc(groupAnnotations.id))
    .limit(EXPORT_MAX);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const replies = await db
    .select({
      id: groupReplies.id,
      annotationId: groupReplies.annotationId,
      userId: groupReplies.userId,
      name: users.name,
      lastName: users.lastName,
      body: groupReplies.body,
      createdAt: groupReplies.createdAt,
    })
    .from(groupReplies)
    .leftJoin(users, eq(users.id, groupReplies.userId))
    // A member's own export holds their words only; an owner's, the whole thread.
    .where(scope.kind === 'mine' ? and(inArray(groupReplies.annotationId, ids), eq(groupReplies.userId, person.id)) : inArray(groupReplies.annotationId, ids))
    .orderBy(asc(groupReplies.createdAt), asc(groupReplies.id));
  const chapters = await db
    .select({ publicationId: readerEditions.publicationId, slug: readerChapters.slug, title: readerChapters.title })
    .from(readerChapters)
    .innerJoin(readerEditions, and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.current, true)))
    .where(inArray(readerEditions.publicationId, [...new Set(rows.map((row) => row.publicationId))]));
  const chapterTitle = new Map(chapters.map((c) => [`${c.publicationId}/${c.slug}`, c.title]));
  return rows.map((row) => ({
    id: row.id,
    groupName: row.groupName,
    author: nameOf(row),
    chapterUrl: `${appUrl}/book/${row.slug}/read/${encodeURIComponent(row.chapter)}`,
    chapterTitle: chapterTitle.get(`${row.publicationId}/${row.chapter}`) ?? row.chapter,
    workTitle: pick(row, 'title', row.language === 'en' ? 'en' : 'pt') || row.slug,
    selector: readable.has(row.publicationId) ? row.selector : null,
    comment: row.comment,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    replies: replies
      .filter((reply) => reply.annotationId === row.id)
      .map((reply) => ({ id: reply.id, author: nameOf(reply), body: reply.body, createdAt: reply.createdAt.toISOString() })),
  }));
}
