/** The data of a class's page, and its posts: progress from the player, the certificate. */
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { certificateOf, findClass, issueCertificate, listClasses, mayWatch, progressIn, saveProgress, type Viewer } from './classes.server.ts';
import { mayIssueCertificate, totalSeconds } from './course-rules.ts';
import { transcript } from './vtt.ts';

export async function classPage(db: Db, viewer: Viewer, slug: string, position: number, locale: Locale) {
  const found = await findClass(db, slug, position);
  if (!found) return null;
  const { course, lesson } = found;
  const courseTitle = locale === 'pt' ? course.titlePt : course.titleEn;
  const title = locale === 'pt' ? lesson.titlePt : lesson.titleEn;
  const base = { course: { slug: course.slug, title: courseTitle }, lesson: { position: lesson.position, title } };
  if (!(await mayWatch(db, viewer, course.id, lesson.preview))) return { kind: 'locked' as const, ...base, signedIn: Boolean(viewer) };
  const classes = await listClasses(db, course.id);
  const progress = viewer ? await progressIn(db, viewer.id, course.id) : new Map();
  const doneIds = new Set([...progress.values()].filter((p) => p.done).map((p) => p.classId));
  const student = viewer ? await mayWatch(db, viewer, course.id, false) : false;
  const certificate = viewer && student ? await certificateOf(db, viewer.id, course.id) : null;
  const index = classes.findIndex((c) => c.id === lesson.id);
  const neighbour = (c: (typeof classes)[number] | undefined) => (c ? { position: c.position, title: locale === 'pt' ? c.titlePt : c.titleEn } : null);
  return {
    kind: 'class' as const,
    ...base,
    lesson: {
      ...base.lesson,
      description: locale === 'pt' ? lesson.descriptionPt : lesson.descriptionEn,
      durationSeconds: lesson.durationSeconds,
      captions: (['pt', 'en'] as const).filter((l) => (l === 'pt' ? lesson.captionsPt : lesson.captionsEn)),
      transcript: transcript(locale === 'pt' ? lesson.captionsPt : lesson.captionsEn),
      resumeAt: progress.get(lesson.id)?.positionSeconds ?? 0,
    },
    classes: classes.map((c) => ({
      position: c.position,
      title: locale === 'pt' ? c.titlePt : c.titleEn,
      durationSeconds: c.durationSeconds,
      preview: c.preview,
      done: doneIds.has(c.id),
    })),
    totalSeconds: totalSeconds(classes),
    previous: neighbour(classes[index - 1]),
    next: neighbour(classes[index + 1]),
    /** Progress is kept for students (and admins), not for a visitor watching a preview. */
    tracked: Boolean(viewer) && student,
    certificate: certificate ? { code: certificate.code, revoked: Boolean(certificate.revokedAt) } : null,
    mayIssue:
      Boolean(viewer) &&
      student &&
      mayIssueCertificate(
        classes.map((c) => c.id),
        doneIds,
      ),
  };
}

export type ClassPageData = NonNullable<Awaited<ReturnType<typeof classPage>>>;

const number = (value: FormDataEntryValue | null) => {
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n < 24 * 3600 ? n : null;
};

/**
 * A post of the class page: `progress` (the player's position; the length is the class's own) or
 * `certificate`. What the person may not do answers 403; a report that makes no sense, 400.
 */
export async function classAction(db: Db, user: { id: string; name: string; admin: boolean } | null, slug: string, position: number, formData: FormData) {
  const found = await findClass(db, slug, position);
  if (!found) return { status: 404 as const };
  if (!user || !(await mayWatch(db, { id: user.id, admin: user.admin }, found.course.id, false))) return { status: 403 as const };
  const intent = formData.get('intent');
  if (intent === 'progress') {
    const at = number(formData.get('position'));
    if (at === null) return { status: 400 as const };
    return { status: 200 as const, progress: await saveProgress(db, user.id, found.lesson, at) };
  }
  if (intent === 'certificate') {
    const certificate = await issueCertificate(db, user, found.course.id);
    return certificate ? { status: 303 as const, to: `/certificate/${certificate.code}` } : { status: 409 as const };
  }
  return { status: 400 as const };
}
