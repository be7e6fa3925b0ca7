/**
 * Bulk enrolment (issue 42): staff paste or upload a class list, check it row by row, then give
 * everyone on it a course, a book or both in one transaction. People with an account get the
 * access; new people get an account and an invitation in the chosen language. Each person given
 * something is one audit entry (who enrolled whom); the same list sent again changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { enrolableCourses, grantCourseTo } from '#app/features/courses/api.server.ts';
import { grantableBooks, grantReadingTo } from '#app/features/reader/api.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { sendInvitationMail } from './invitation-mail.server.ts';
import { openInvitedAccounts } from '#app/lib/auth/invitations.server.ts';
import { recordAudits } from '#app/lib/audit.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { courseAccess, entitlements, users } from '#app/lib/db/schema.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm, type FieldErrors, type FormValues } from '#app/lib/forms.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { enrolmentMessages } from './enrolment-messages.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import { enrolSchema } from './enrolment.schema.ts';
import { readRoster, type RosterProblem, type RosterRow } from './roster.ts';

/** A CSV of 500 rows is a few tens of kilobytes. */
const FILE_BYTES = 512 * 1024;

export type PlannedStatus = 'new' | 'existing' | 'already';
export type DoneStatus = 'invited' | 'granted' | 'already';

export interface EnrolRow<S extends string> {
  line: number;
  name: string;
  lastName: string;
  email: string;
  status: S | RosterProblem;
}

export const ENROL_FORM = 'enrol';
type EnrolKey = KeyOf<typeof enrolmentMessages>;
/** What an accepted list shows: the preview's plan or what was done, row by row. */
export type EnrolResult = { step: 'preview'; rows: EnrolRow<PlannedStatus>[] } | { step: 'done'; rows: EnrolRow<DoneStatus>[] };
export type EnrolState = FormState<EnrolKey, typeof ENROL_FORM, EnrolResult>;
type EnrolOutcome = Outcome<EnrolKey, typeof ENROL_FORM, EnrolResult>;

const refuse = (errors: FieldErrors, values: FormValues, status = 400): EnrolOutcome =>
  refused<EnrolKey, typeof ENROL_FORM>(ENROL_FORM, values, errors, undefined, {}, status);

interface Grant {
  course: { id: number; titlePt: string; titleEn: string } | null;
  book: { id: number; titlePt: string | null; titleEn: string | null } | null;
}

/** What the page offers: every course, and the books that are not open access (those need no grant). */
export async function enrolmentChoices(db: Db) {
  const [courses, books] = await Promise.all([enrolableCourses(db), grantableBooks(db)]);
  return { courses, books };
}

async function chosenGrant(db: Db, courseId: string, publicationId: string): Promise<Grant | null> {
  const { courses, books } = await enrolmentChoices(db);
  const course = courseId ? courses.find((c) => c.id === Number(courseId)) : null;
  const book = publicationId ? books.find((b) => b.id === Number(publicationId)) : null;
  if (course === undefined || book === undefined) return null;
  return { course, book };
}

/** Who on the list has an account, and who already has everything chosen. */
async function currentState(db: Db, emails: string[], grant: Grant) {
  if (!emails.length) return { ids: new Map<string, string>(), complete: new Set<string>() };
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const ids = new Map(people.map((p) => [p.email, p.id]));
  const userIds = people.map((p) => p.id);
  const withCourse = grant.course
    ? new Set(
        (
          await db
            .select({ userId: courseAccess.userId })
            .from(courseAccess)
            .where(and(eq(courseAccess.courseId, grant.course.id), inArray(courseAccess.userId, userIds)))
        ).map((r) => r.userId),
      )
    : null;
  const withBook = grant.book
    ? new Set(
        (
          await db
            .select({ userId: entitlements.userId })
            .from(entitlements)
            .where(and(eq(entitlements.publicationId, grant.book.id), inArray(entitlements.userId, userIds)))
        ).map((r) => r.userId),
      )
    : null;
  const complete = new Set(userIds.filter((id) => (!withCourse || withCourse.has(id)) && (!withBook || withBook.has(id))));
  return { ids, complete };
}

function plan(rows: RosterRow[], ids: Map<string, string>, complete: Set<string>): EnrolRow<PlannedStatus>[] {
  return rows.map(({ line, name, lastName, email, problem }) => {
    const id = ids.get(email);
    return { line, name, lastName, email, status: problem ?? (!id ? 'new' : complete.has(id) ? 'already' : 'existing') };
  });
}

/** Enrols the good rows in one transaction; then mails the invitations. */
export async function applyEnrolment(db: Db, actorId: string, rows: RosterRow[], grant: Grant, locale: Locale): Promise<EnrolRow<DoneStatus>[]> {
  const good = rows.filter((row) => !row.problem);
  const { invited, ids, touched } = await db.transaction(async (tx) => {
    const { ids, invited } = await openInvitedAccounts(tx, good, locale);
    const userIds = good.map((row) => ids.get(row.email)!);
    const course = new Set(grant.course ? await grantCourseTo(tx, userIds, grant.course.id) : []);
    const book = new Set(grant.book ? await grantReadingTo(tx, userIds, grant.book.id) : []);
    const newcomers = new Set(invited.map((i) => i.userId));
    const touched = new Set([...course, ...book, ...newcomers]);
    await recordAudits(
      tx,
      [...touched].map((userId) => ({
        actorId,
        action: 'user.enrol',
        targetType: 'user',
        targetId: userId,
        details: {
          courseId: course.has(userId) ? grant.course!.id : null,
          publicationId: book.has(userId) ? grant.book!.id : null,
          invited: newcomers.has(userId),
        },
      })),
    );
    return { invited, ids, touched };
  });

  const title = (work: { titlePt: string | null; titleEn: string | null }) =>
    (locale === 'en' ? work.titleEn || work.titlePt : work.titlePt || work.titleEn) ?? '';
  const access = [grant.course && title(grant.course), grant.book && title(grant.book)]
    .filter(Boolean)
    .map((t) => `“${t}”`)
    .join(locale === 'en' ? ' and ' : ' e ');
  for (const person of invited) await sendInvitationMail(person.email, locale, person.token, { name: person.name, access });

  const invitedIds = new Set(invited.map((i) => i.userId));
  return rows.map(({ line, name, lastName, email, problem }) => {
    const id = ids.get(email);
    const status: DoneStatus | RosterProblem = problem ?? (id && invitedIds.has(id) ? 'invited' : id && touched.has(id) ? 'granted' : 'already');
    return { line, name, lastName, email, status };
  });
}

/** The page's action: read the list (pasted, or from the file), check it, and preview or enrol. */
export async function enrolmentAction(db: Db, actorId: string, request: Request): Promise<EnrolOutcome> {
  const read = await tryReadFormData(request, { files: 1, fileBytes: FILE_BYTES, bodyBytes: FILE_BYTES + 256 * 1024 });
  if (!read.ok) return refuse({ roster: read.status === 413 ? 'rosterTooLong' : 'rosterNotText' }, {}, read.status);
  const formData = read.formData;
  // Without JavaScript the file comes as it is; with it, its text is already in the list.
  const file = formData.get('rosterFile');
  if (file instanceof File && file.size > 0 && !String(formData.get('roster') ?? '').trim()) {
    try {
      formData.set('roster', new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()));
    } catch {
      return refuse({ roster: 'rosterNotText' }, { ...Object.fromEntries([...formData].filter(([, v]) => typeof v === 'string')), roster: '' } as FormValues);
    }
  }
  const parsed = parseForm(enrolSchema, formData);
  if (!parsed.ok) return refuse(parsed.errors, parsed.values);
  const { roster, courseId, publicationId, locale } = parsed.data;
  const grant = await chosenGrant(db, courseId, publicationId);
  if (!grant) return refuse({ courseId: 'grantNotFound' }, parsed.values);
  const list = readRoster(roster);
  if (!list.ok) return refuse({ roster: list.error }, parsed.values);
  if (formData.get('intent') === 'enrol') {
    const rows = await applyEnrolment(db, actorId, list.rows, grant, locale);
    const changed = rows.some((row) => row.status === 'invited' || row.status === 'granted' || row.status.startsWith('row'));
    return done<EnrolKey, typeof ENROL_FORM, EnrolResult>(ENROL_FORM, changed ? 'doneTitle' : 'nothingChanged', {
      values: parsed.values,
      result: { step: 'done', rows },
    });
  }
  const { ids, complete } = await currentState(
    db,
    list.rows.filter((r) => !r.problem).map((r) => r.email),
    grant,
  );
  const rows = plan(list.rows, ids, complete);
  return done<EnrolKey, typeof ENROL_FORM, EnrolResult>(ENROL_FORM, 'previewTitle', {
    values: parsed.values,
    params: { count: rows.length },
    result: { step: 'preview', rows },
  });
}
