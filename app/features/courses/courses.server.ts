/** Courses: the published ones, one course's page, and who has permanent access to which. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { courseAccess, courses } from '#app/lib/db/schema.ts';

export async function listCourses(db: Db) {
  return db.select().from(courses).where(eq(courses.status, 'published')).orderBy(asc(courses.titlePt));
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

/** The account's courses, for "My courses". */
export async function myCourses(db: Db, userId: string) {
  return db
    .select({ slug: courses.slug, titlePt: courses.titlePt, titleEn: courses.titleEn, hours: courses.hours, since: courseAccess.createdAt })
    .from(courseAccess)
    .innerJoin(courses, eq(courses.id, courseAccess.courseId))
    .where(eq(courseAccess.userId, userId))
    .orderBy(asc(courses.titlePt));
}
