/**
 * Taking a course: its classes, who may watch which, progress as the player reports it, and the
 * certificate once every class is done. Access is the store's (course_access, permanent) or an
 * admin's; a preview class is open to everyone.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { certificates, classProgress, courseAccess, courseClasses, courses, users } from '#app/lib/db/schema.ts';
import { certificateCode, formatDuration, mayIssueCertificate, nextClass, nextProgress, totalSeconds } from './course-rules.ts';

export type CourseClass = Awaited<ReturnType<typeof listClasses>>[number];

export async function listClasses(db: Db, courseId: number) {
  return db
    .select({
      id: courseClasses.id,
      position: courseClasses.position,
      titlePt: courseClasses.titlePt,
      titleEn: courseClasses.titleEn,
      durationSeconds: courseClasses.durationSeconds,
      preview: courseClasses.preview,
    })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, courseId))
    .orderBy(asc(courseClasses.position));
}

/** A published course's class by its position, with what the page and the video need. */
export async function findClass(db: Db, slug: string, position: number) {
  const [row] = await db
    .select({ course: courses, lesson: courseClasses })
    .from(courseClasses)
    .innerJoin(courses, eq(courses.id, courseClasses.courseId))
    .where(and(eq(courses.slug, slug), eq(courses.status, 'published'), eq(courseClasses.position, position)));
  return row ?? null;
}

export type Viewer = { id: string; admin: boolean } | null;

/** May this person watch this class: a preview, a student of the course, or an admin. */
export async function mayWatch(db: Db, viewer: Viewer, courseId: number, preview: boolean): Promise<boolean> {
  if (preview) return true;
  if (!viewer) return false;
  if (viewer.admin) return true;
  const [row] = await db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, viewer.id), eq(courseAccess.courseId, courseId)));
  return Boolean(row);
}

/** The classes a student has done in a course, and where they stopped in each. */
export async function progressIn(db: Db, userId: string, courseId: number) {
  const rows = await db
    .select({ classId: classProgress.classId, positionSeconds: classProgress.positionSeconds, done: classProgress.done })
    .from(classProgress)
    .innerJoin(courseClasses, eq(courseClasses.id, classProgress.classId))
    .where(and(eq(classProgress.userId, userId), eq(courseClasses.courseId, courseId)));
  return new Map(rows.map((r) => [r.classId, r]));
}

/** Records what the player reports (position and the media's own length); a class never goes back from done. */
export async function saveProgress(db: Db, userId: string, lesson: { id: number; durationSeconds: number }, position: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        positionSeconds: classProgress.positionSeconds,
        watchedSeconds: classProgress.watchedSeconds,
        done: classProgress.done,
        countedUntil: classProgress.countedUntil,
      })
      .from(classProgress)
      .where(and(eq(classProgress.userId, userId), eq(classProgress.classId, lesson.id)))
      .for('update');
    const next = nextProgress(before ?? null, position, lesson, now);
    await tx
      .insert(classProgress)
      .values({ userId, classId: lesson.id, ...next, updatedAt: now })
      .onConflictDoUpdate({ target: [classProgress.userId, classProgress.classId], set: { ...next, updatedAt: now } });
    const { countedUntil: _clock, ...progress } = next;
    return progress;
  });
}

export type Certificate = typeof certificates.$inferSelect;

export async function certificateOf(db: Db, userId: string, courseId: number): Promise<Certificate | null> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row ?? null;
}

/**
 * The student's certificate for a course: issued once every class is done (the same one when
 * asked again), with the full name the account holds (given and family), the course and its
 * length as they are today. Null while classes remain.
 */
export async function issueCertificate(db: Db, user: { id: string }, courseId: number): Promise<Certificate | null> {
  const existing = await certificateOf(db, user.id, courseId);
  if (existing) return existing;
  const [[course], [account]] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, courseId)),
    db.select({ name: users.name, lastName: users.lastName }).from(users).where(eq(users.id, user.id)),
  ]);
  if (!course || !account) return null;
  const classes = await listClasses(db, courseId);
  const progress = await progressIn(db, user.id, courseId);
  const done = new Set([...progress.values()].filter((p) => p.done).map((p) => p.classId));
  if (
    !mayIssueCertificate(
      classes.map((c) => c.id),
      done,
    )
  )
    return null;
  for (let attempt = 0; attempt < 5; attempt++) {
    const [created] = await db
      .insert(certificates)
      .values({
        code: certificateCode(randomBytes(10)),
        userId: user.id,
        courseId,
        name: [account.name, account.lastName]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(' '),
        courseTitlePt: course.titlePt,
        courseTitleEn: course.titleEn,
        durationSeconds: totalSeconds(classes),
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Another request issued it meanwhile, or (rarely) the code was taken: look again.
    const now = await certificateOf(db, user.id, courseId);
    if (now) return now;
  }
  throw new Error('Could not find a free certificate code');
}

export async function certificateByCode(db: Db, code: string): Promise<Certificate | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code.toUpperCase()));
  return row ?? null;
}

/** An admin withdraws a certificate (its page then says so); a revoked one stays revoked. */
export async function revokeCertificate(db: Db, code: string, reason: string): Promise<boolean> {
  const revoked = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(certificates.code, code.toUpperCase()))
    .returning({ id: certificates.id });
  return revoked.length > 0;
}

/** Per course of the account: classes done out of all, and its certificate's code. */
export async function courseProgressOf(db: Db, userId: string, courseIds: number[]) {
  if (!courseIds.length) return new Map<number, { done: number; total: number; certificate: string | null }>();
  const [classes, progress, issued] = await Promise.all([
    db.select({ id: courseClasses.id, courseId: courseClasses.courseId }).from(courseClasses).where(inArray(courseClasses.courseId, courseIds)),
    db
      .select({ classId: classProgress.classId })
      .from(classProgress)
      .innerJoin(courseClasses, eq(courseClasses.id, classProgress.classId))
      .where(and(eq(classProgress.userId, userId), eq(classProgress.done, true), inArray(courseClasses.courseId, courseIds))),
    db
      .select({ courseId: certificates.courseId, code: certificates.code })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds))),
  ]);
  const done = new Set(progress.map((p) => p.classId));
  return new Map(
    courseIds.map((id) => {
      const own = classes.filter((c) => c.courseId === id);
      return [id, { done: own.filter((c) => done.has(c.id)).length, total: own.length, certificate: issued.find((c) => c.courseId === id)?.code ?? null }];
    }),
  );
}

/** A course's page: its classes with their length (done marks for a student), the total, where to continue, the certificate. */
export async function courseOutline(db: Db, courseId: number, studentId: string | null, locale: 'pt' | 'en') {
  const classes = await listClasses(db, courseId);
  const progress = studentId ? await progressIn(db, studentId, courseId) : new Map();
  const doneIds = new Set([...progress.values()].filter((p) => p.done).map((p) => p.classId));
  const next = nextClass(classes, doneIds);
  const certificate = studentId ? await certificateOf(db, studentId, courseId) : null;
  const total = totalSeconds(classes);
  return {
    // Durations as shown: the course page's browser code carries no duration rules (issue 56).
    classes: classes.map((c) => ({
      position: c.position,
      title: locale === 'pt' ? c.titlePt : c.titleEn,
      duration: formatDuration(c.durationSeconds),
      preview: c.preview,
      done: doneIds.has(c.id),
    })),
    totalSeconds: total,
    duration: formatDuration(total),
    next: next ? next.position : null,
    started: progress.size > 0,
    preview: classes.find((c) => c.preview)?.position ?? null,
    certificate: certificate ? certificate.code : null,
  };
}
