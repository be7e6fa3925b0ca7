/** Courses: the published ones, one course's page, and who has permanent access to which. */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { courseAccess, courses } from '#app/lib/db/schema.ts';
import { courseProgressOf } from './classes.server.ts';
import { formatDuration } from './course-rules.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

/** The published courses, each with how many classes it has and their total length (in seconds, and as shown). */
export async function listCourses(db: Db) {
  const rows = await db
    .select({
      ...getTableColumns(courses),
      classCount: sql<number>`(select count(*)::int from course_classes c where c.course_id = ${courses.id})`,
      totalSeconds: sql<number>`(select coalesce(sum(c.duration_seconds), 0)::int from course_classes c where c.course_id = ${courses.id})`,
    })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.titlePt));
  // Formatted here: the course pages' browser code carries no duration rules (issue 56).
  return rows.map((row) => ({ ...row, duration: formatDuration(row.totalSeconds) }));
}

export async function getCourse(db: Db, slug: string) {
  const [course] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.status, 'published')));
  return course ?? null;
}

export async function hasCourseAccess(db: Db, userId: string, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
  return Boolean(row);
}

/** The courses the account page lists at most (a catalogue's whole offer fits many times over). */
export const LISTED_COURSES = 200;

/** Whether the account has any course (a question for `presence`). */
export const hasCourses = (userId: Person) => sql`exists (select 1 from ${courseAccess} where ${courseAccess.userId} = ${userId})`;

/** The account's courses, for "My courses": how far the person has gone in each, and its certificate. */
export async function myCourses(db: Db, userId: string) {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug, titlePt: courses.titlePt, titleEn: courses.titleEn, since: courseAccess.createdAt })
    .from(courseAccess)
    .innerJoin(courses, eq(courses.id, courseAccess.courseId))
    .where(eq(courseAccess.userId, userId))
    .orderBy(asc(courses.titlePt))
    .limit(LISTED_COURSES);
  const progress = await courseProgressOf(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, ...row }) => ({ ...row, ...(progress.get(id) ?? { done: 0, total: 0, certificate: null }) }));
}

/** An order paid: its buyer has the courses it holds, for good (the orders feature calls this in its transaction). */
export async function grantCoursesBought(tx: Db, userId: string, orderId: number, courseIds: number[]): Promise<void> {
  if (!courseIds.length) return;
  await tx
    .insert(courseAccess)
    .values(courseIds.map((courseId) => ({ userId, courseId, source: 'purchase' as const, orderId: String(orderId) })))
    .onConflictDoNothing();
}

/** An order refunded: the courses it gave are taken back (a refund is the only way back). */
export async function revokeCoursesBought(tx: Db, userId: string, orderId: number, courseIds: number[]): Promise<void> {
  if (!courseIds.length) return;
  await tx
    .delete(courseAccess)
    .where(
      and(
        eq(courseAccess.userId, userId),
        eq(courseAccess.orderId, String(orderId)),
        eq(courseAccess.source, 'purchase'),
        inArray(courseAccess.courseId, courseIds),
      ),
    );
}

/** Courses staff may enrol a list in (any course, a draft one too: a class may start before it is sold). */
export async function enrolableCourses(db: Db) {
  return db.select({ id: courses.id, titlePt: courses.titlePt, titleEn: courses.titleEn }).from(courses).orderBy(courses.titlePt).limit(500);
}

/**
 * Staff enrol people in a course (a class list): those who had no access get it; returns who did.
 * The caller runs it in its transaction and records who enrolled whom.
 */
export async function grantCourseTo(tx: Db, userIds: string[], courseId: number): Promise<string[]> {
  if (!userIds.length) return [];
  const added = await tx
    .insert(courseAccess)
    .values(userIds.map((userId) => ({ userId, courseId, source: 'grant' as const })))
    .onConflictDoNothing()
    .returning({ userId: courseAccess.userId });
  return added.map((row) => row.userId);
}
