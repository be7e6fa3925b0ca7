/**
 * The staff's courses: the list (classes, length, students, certificates), a course's form with
 * its classes and students (and access given by the staff), and a class's form with its video
 * and captions.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { courseAccess, courseClasses, courses, users } from '#app/lib/db/schema.ts';
import { redirectTo, refused } from '#app/lib/form-outcome.ts';
import { readValues, type FormValues } from '#app/lib/form-values.ts';
import { parseForm } from '#app/lib/forms.ts';
import { validate } from '#app/lib/form-fields.ts';
import { moneyInput } from '#app/lib/money.ts';
import { removeFiles, withUploads, type Upload } from '#app/lib/uploads.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { totalSeconds } from '../course-rules.ts';
import { mp4DurationSeconds } from '../mp4.ts';
import { classSchema, courseSchema, grantSchema } from './course.schema.ts';
import type { CourseOutcome } from './outcome.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

export const COURSE_FORM = 'course';
export const CLASS_FORM = 'class';
export const GRANT_FORM = 'grant';
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
const CAPTIONS_MAX_BYTES = 200 * 1024;

export async function listCoursesForAdmin(db: Db) {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      titlePt: courses.titlePt,
      titleEn: courses.titleEn,
      status: courses.status,
      priceBrl: courses.priceBrl,
      classCount: sql<number>`(select count(*)::int from course_classes c where c.course_id = ${courses.id})`,
      totalSeconds: sql<number>`(select coalesce(sum(c.duration_seconds), 0)::int from course_classes c where c.course_id = ${courses.id})`,
      students: sql<number>`(select count(*)::int from course_access a where a.course_id = ${courses.id})`,
      certificates: sql<number>`(select count(*)::int from certificates x where x.course_id = ${courses.id} and x.revoked_at is null)`,
    })
    .from(courses)
    .orderBy(asc(courses.titlePt));
}

export async function loadCourseEditor(db: Db, id: number | null, locale: Locale) {
  if (id === null) return { course: null, values: { status: 'draft' } as FormValues, classes: [], students: [], totalSeconds: 0 };
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  if (!course) return null;
  const classes = await db
    .select({
      id: courseClasses.id,
      position: courseClasses.position,
      titlePt: courseClasses.titlePt,
      titleEn: courseClasses.titleEn,
      durationSeconds: courseClasses.durationSeconds,
      preview: courseClasses.preview,
    })
    .from(courseClasses)
    .where(eq(courseClasses.courseId, id))
    .orderBy(asc(courseClasses.position));
  const students = await db
    .select({
      userId: courseAccess.userId,
      name: users.name,
      email: users.email,
      source: courseAccess.source,
      since: courseAccess.createdAt,
      done: sql<number>`(select count(*)::int from class_progress p join course_classes c on c.id = p.class_id where p.user_id = ${courseAccess.userId} and c.course_id = ${id} and p.done)`,
      certificate: sql<
        string | null
      >`(select x.code from certificates x where x.user_id = ${courseAccess.userId} and x.course_id = ${id} and x.revoked_at is null)`,
    })
    .from(courseAccess)
    .innerJoin(users, eq(users.id, courseAccess.userId))
    .where(eq(courseAccess.courseId, id))
    .orderBy(desc(courseAccess.createdAt))
    .limit(500);
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: locale === 'pt' ? course.titlePt : course.titleEn,
      status: course.status,
      version: course.updatedAt.toISOString(),
    },
    values: {
      slug: course.slug,
      status: course.status,
      titlePt: course.titlePt,
      titleEn: course.titleEn,
      summaryPt: course.summaryPt,
      summaryEn: course.summaryEn,
      teacher: course.teacher,
      priceBrl: moneyInput(course.priceBrl, locale),
      priceUsd: moneyInput(course.priceUsd, locale),
    } as FormValues,
    classes,
    students: students.map((s) => ({ ...s, since: s.since.toISOString() })),
    totalSeconds: totalSeconds(classes),
  };
}

export type CourseEditor = NonNullable<Awaited<ReturnType<typeof loadCourseEditor>>>;

/** The course page's posts: save the course, or give someone access. */
export async function submitCourseForm(db: Db, actorId: string, id: number | null, formData: FormData): Promise<CourseOutcome> {
  if (formData.get('intent') === 'grant') {
    if (id === null) throw notFound();
    return grantAccess(db, actorId, id, formData);
  }
  const values = readValues(formData);
  const parsed = validate(courseSchema, values);
  if (!parsed.ok) return refused(COURSE_FORM, values, parsed.errors, 'fixErrors');
  const input = parsed.data;
  try {
    const saved = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, input.slug));
      if (taken && taken.id !== id) throw new FieldConflict({ slug: 'slugTaken' });
      if (id === null) {
        // The class count and hours columns follow the classes (kept for what reads them).
        const [created] = await tx
          .insert(courses)
          .values({ ...input, classes: 0, hours: 0 })
          .returning({ id: courses.id });
        await recordAudit(tx, { actorId, action: 'course.create', targetType: 'course', targetId: String(created!.id), details: { slug: input.slug } });
        return { id: created!.id, created: true };
      }
      const [updated] = await tx
        .update(courses)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning({ id: courses.id });
      if (!updated) throw new NotFound();
      await recordAudit(tx, {
        actorId,
        action: 'course.update',
        targetType: 'course',
        targetId: String(id),
        details: { slug: input.slug, status: input.status },
      });
      return { id, created: false };
    });
    return redirectTo(`/admin/courses/${saved.id}?done=${saved.created ? 'done.created' : 'done.saved'}`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    return refused(COURSE_FORM, values, conflictFromDb(error, { courses_slug_unique: { slug: 'slugTaken' } }), 'fixErrors');
  }
}

/** The staff give an account access to the course (kept when an unrelated order is refunded). */
async function grantAccess(db: Db, actorId: string, courseId: number, formData: FormData): Promise<CourseOutcome> {
  const parsed = parseForm(grantSchema, formData);
  if (!parsed.ok) return refused(GRANT_FORM, parsed.values, parsed.errors, 'fixErrors');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, parsed.data.email));
  if (!user) return refused(GRANT_FORM, parsed.values, { email: 'noSuchAccount' }, 'fixErrors');
  await db.insert(courseAccess).values({ userId: user.id, courseId, source: 'grant' }).onConflictDoNothing();
  await recordAudit(db, { actorId, action: 'course.grant', targetType: 'course', targetId: String(courseId), details: { userId: user.id } });
  return redirectTo(`/admin/courses/${courseId}?done=done.granted`);
}

export async function loadClassEditor(db: Db, courseId: number, classId: number | null, locale: Locale) {
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, titlePt: courses.titlePt, titleEn: courses.titleEn })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return null;
  const courseSummary = { id: course.id, slug: course.slug, title: locale === 'pt' ? course.titlePt : course.titleEn };
  if (classId === null) {
    const [{ next }] = (await db
      .select({ next: sql<number>`coalesce(max(${courseClasses.position}), 0)::int + 1` })
      .from(courseClasses)
      .where(eq(courseClasses.courseId, courseId))) as [{ next: number }];
    return { course: courseSummary, lesson: null, values: { position: String(next) } as FormValues };
  }
  const [lesson] = await db
    .select()
    .from(courseClasses)
    .where(and(eq(courseClasses.id, classId), eq(courseClasses.courseId, courseId)));
  if (!lesson) return null;
  return {
    course: courseSummary,
    lesson: {
      id: lesson.id,
      position: lesson.position,
      title: locale === 'pt' ? lesson.titlePt : lesson.titleEn,
      hasCaptionsPt: Boolean(lesson.captionsPt),
      hasCaptionsEn: Boolean(lesson.captionsEn),
      durationSeconds: lesson.durationSeconds,
      version: lesson.updatedAt.toISOString(),
    },
    values: {
      position: String(lesson.position),
      titlePt: lesson.titlePt,
      titleEn: lesson.titleEn,
      descriptionPt: lesson.descriptionPt,
      descriptionEn: lesson.descriptionEn,
      preview: lesson.preview ? 'on' : '',
    } as FormValues,
  };
}

export type ClassEditor = NonNullable<Awaited<ReturnType<typeof loadClassEditor>>>;

const chosen = (entry: FormDataEntryValue | null): File | null => (entry instanceof File && (entry.size > 0 || entry.name !== '') ? entry : null);

/** An MP4 names its brand in a `ftyp` box at byte 4. */
const isMp4 = (data: Buffer) => data.length > 12 && data.subarray(4, 8).toString('latin1') === 'ftyp';

async function readCaptions(entry: FormDataEntryValue | null): Promise<{ ok: true; text: string | null } | { ok: false }> {
  const file = chosen(entry);
  if (!file) return { ok: true, text: null };
  if (file.size > CAPTIONS_MAX_BYTES) return { ok: false };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer()).replace(/^\uFEFF/, '');
  return /^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text) ? { ok: true, text } : { ok: false };
}

/** The class page's posts: save (with an optional new video and captions), or delete. */
export async function submitClassForm(db: Db, actorId: string, courseId: number, classId: number | null, formData: FormData): Promise<CourseOutcome> {
  if (formData.get('intent') === 'delete') {
    if (classId === null) throw notFound();
    return deleteClass(db, actorId, courseId, classId);
  }
  const values = readValues(formData);
  const parsed = validate(classSchema, values);
  const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
  const videoFile = chosen(formData.get('video'));
  let video: (Upload & { durationSeconds: number }) | null = null;
  if (videoFile) {
    const data = Buffer.from(await videoFile.arrayBuffer());
    // The class's length is the video's own (progress and certificates count against it).
    const durationSeconds = videoFile.size <= VIDEO_MAX_BYTES && isMp4(data) ? mp4DurationSeconds(data) : null;
    if (durationSeconds === null) errors.video = 'videoInvalid';
    else video = { key: `classes/${courseId}/${randomBytes(8).toString('hex')}.mp4`, data, durationSeconds };
  } else if (classId === null) errors.video = 'videoRequired';
  const [captionsPt, captionsEn] = await Promise.all([readCaptions(formData.get('captionsPt')), readCaptions(formData.get('captionsEn'))]);
  if (!captionsPt.ok) errors.captionsPt = 'captionsInvalid';
  if (!captionsEn.ok) errors.captionsEn = 'captionsInvalid';
  if (!parsed.ok || Object.keys(errors).length) return refused(CLASS_FORM, values, errors, 'fixErrors');
  const input = parsed.data;
  const columns = {
    position: input.position,
    titlePt: input.titlePt,
    titleEn: input.titleEn,
    descriptionPt: input.descriptionPt,
    descriptionEn: input.descriptionEn,
    preview: input.preview,
    ...(video ? { video: video.key, durationSeconds: video.durationSeconds } : {}),
    ...(captionsPt.ok && captionsPt.text !== null ? { captionsPt: captionsPt.text } : {}),
    ...(captionsEn.ok && captionsEn.text !== null ? { captionsEn: captionsEn.text } : {}),
  };
  try {
    await withUploads([video], () =>
      db.transaction(async (tx) => {
        const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
        if (!course) throw new NotFound();
        const [other] = await tx
          .select({ id: courseClasses.id })
          .from(courseClasses)
          .where(and(eq(courseClasses.courseId, courseId), eq(courseClasses.position, input.position)));
        if (other && other.id !== classId) throw new FieldConflict({ position: 'positionTaken' });
        let replaced: string | null = null;
        if (classId === null) {
          await tx.insert(courseClasses).values({ courseId, ...columns, video: video!.key, durationSeconds: video!.durationSeconds });
        } else {
          const [before] = await tx
            .select({ video: courseClasses.video })
            .from(courseClasses)
            .where(and(eq(courseClasses.id, classId), eq(courseClasses.courseId, courseId)));
          if (!before) throw new NotFound();
          await tx
            .update(courseClasses)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(courseClasses.id, classId));
          // The demo clips are shared by many classes: only a class's own upload is removed.
          if (video && before.video.startsWith(`classes/${courseId}/`)) replaced = before.video;
        }
        await syncCourseCounts(tx, courseId);
        await recordAudit(tx, {
          actorId,
          action: classId === null ? 'course.class-create' : 'course.class-update',
          targetType: 'course',
          targetId: String(courseId),
          details: { position: input.position },
        });
        return { replaced: [replaced] };
      }),
    );
    return redirectTo(`/admin/courses/${courseId}?done=done.classSaved`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    return refused(CLASS_FORM, values, conflictFromDb(error, { course_classes_course_position_idx: { position: 'positionTaken' } }), 'fixErrors');
  }
}

async function deleteClass(db: Db, actorId: string, courseId: number, classId: number): Promise<CourseOutcome> {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(courseClasses)
      .where(and(eq(courseClasses.id, classId), eq(courseClasses.courseId, courseId)))
      .returning({ video: courseClasses.video });
    if (!row) return null;
    await syncCourseCounts(tx, courseId);
    await recordAudit(tx, { actorId, action: 'course.class-delete', targetType: 'course', targetId: String(courseId), details: { classId } });
    return row;
  });
  if (!removed) throw notFound();
  if (removed.video.startsWith(`classes/${courseId}/`)) await removeFiles([removed.video]);
  return redirectTo(`/admin/courses/${courseId}?done=done.classDeleted`);
}

/** The course's class count and whole hours, for what still reads those columns (kept equal to the classes). */
async function syncCourseCounts(tx: Pick<Db, 'execute'>, courseId: number) {
  await tx.execute(sql`
    update courses set classes = (select count(*) from course_classes c where c.course_id = ${courseId}),
      hours = (select coalesce(round(sum(c.duration_seconds) / 3600.0), 0) from course_classes c where c.course_id = ${courseId}),
      updated_at = now()
    where id = ${courseId}`);
}
