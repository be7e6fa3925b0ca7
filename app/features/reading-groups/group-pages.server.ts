/** What the group pages show and do: my groups and the new group form, one group, an invitation (issue 39). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import { done, redirectTo, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { pick } from '#app/lib/localized.ts';
import { parseForm } from '#app/lib/forms.ts';
import { publications, readerEditions, readingGroups } from '#app/lib/db/schema.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { digestWanted, setDigest } from './digest.server.ts';
import { openReports, resolveReport } from './group-annotations.server.ts';
import { annotationsToExport, type ExportScope } from './export.server.ts';
import { annotationCollection, annotationsMarkdown } from './web-annotation.ts';
import { canModerate, GROUP_WORKS_MAX } from './group-rules.ts';
import { DIGEST_FORM, GROUP_FORM, NEW_GROUP_FORM, type GroupKey } from './group-page-forms.ts';
import { groupSchema } from './group.schema.ts';
import type { groupMessages } from './messages.ts';
import { changeGroup, createGroup, groupByInvite, groupFor, groupMembers, joinGroup, leaveGroup, myGroups, type Person } from './groups.server.ts';
import { readingRightFor } from '#app/features/reader/api.server.ts';
import { utcDay } from '#app/lib/utc-days.ts';

const titleIn = (row: { titlePt: string | null; titleEn: string | null; slug: string }, locale: Locale) => pick(row, 'title', locale) || row.slug;

/** The works a person may start a group for: those with an online edition they may read. */
async function readableWorks(db: Db, person: Person, locale: Locale) {
  const candidates = await db
    .select({ id: publications.id, slug: publications.slug, titlePt: publications.titlePt, titleEn: publications.titleEn, openAccess: publications.openAccess })
    .from(publications)
    .innerJoin(readerEditions, and(eq(readerEditions.publicationId, publications.id), eq(readerEditions.current, true)))
    .where(eq(publications.status, 'published'))
    .orderBy(asc(publications.titlePt))
    .limit(300);
  const readable = [];
  for (const work of candidates) if (await readingRightFor(db, work, person)) readable.push({ value: String(work.id), label: titleIn(work, locale) });
  return readable;
}

export async function groupsPage(db: Db, person: Person, locale: Locale) {
  return { groups: await myGroups(db, person.id), works: await readableWorks(db, person, locale), digest: await digestWanted(db, person.id) };
}

type GroupsOutcome = Outcome<GroupKey, typeof NEW_GROUP_FORM | typeof DIGEST_FORM>;

/** The groups page's forms: the daily digest's preference, or a new group. */
export async function groupsAction(db: Db, person: Person, formData: FormData): Promise<GroupsOutcome> {
  if (formData.get('intent') === 'digest') {
    const on = formData.get('digest') === 'on';
    await setDigest(db, person, on);
    return done(DIGEST_FORM, on ? 'digestOn' : 'digestOff');
  }
  return createGroupAction(db, person, formData);
}

/** A new group: the group's page once made, or the form again with why. */
export async function createGroupAction(db: Db, person: Person, formData: FormData): Promise<GroupsOutcome> {
  const parsed = parseForm(groupSchema, formData);
  if (!parsed.ok) return refused<GroupKey, typeof NEW_GROUP_FORM>(NEW_GROUP_FORM, parsed.values, parsed.errors, undefined);
  const made = await createGroup(db, person, {
    name: parsed.data.name,
    description: parsed.data.description,
    privacy: parsed.data.privacy,
    publicationIds: [parsed.data.work],
  });
  if (!made.ok) {
    if (made.reason === 'too-many' || made.reason === 'too-fast')
      return refused<GroupKey, typeof NEW_GROUP_FORM>(NEW_GROUP_FORM, parsed.values, {}, `refusal.${made.reason}`, {}, made.reason === 'too-fast' ? 429 : 409);
    const errors: Record<string, string> = made.reason === 'cannot-read' ? { work: 'work' } : { name: 'name' };
    return refused<GroupKey, typeof NEW_GROUP_FORM>(NEW_GROUP_FORM, parsed.values, errors, undefined);
  }
  return redirectTo(`/groups/${made.id}`);
}

/** A group id from the address, or null. */
export const parseGroupId = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export async function groupPage(db: Db, person: Person, groupId: number, locale: Locale, appUrl: string) {
  const group = await groupFor(db, person, groupId);
  if (!group) return null;
  const works = group.works.length
    ? await db
        .select({ id: publications.id, slug: publications.slug, titlePt: publications.titlePt, titleEn: publications.titleEn })
        .from(publications)
        .where(and(inArray(publications.id, group.works.slice(0, GROUP_WORKS_MAX)), eq(publications.status, 'published')))
    : [];
  return {
    group,
    works: works.map((work) => ({ slug: work.slug, title: titleIn(work, locale) })),
    members: (await groupMembers(db, person, groupId)) ?? [],
    reports: canModerate(group.role) ? ((await openReports(db, person, groupId)) ?? []).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) : null,
    inviteUrl: group.inviteCode ? `${appUrl}${localizePath(`/groups/join/${group.inviteCode}`, locale)}` : null,
  };
}

type GroupOutcome = Outcome<GroupKey, typeof GROUP_FORM>;
const groupRefused = (message: GroupKey, status: number): GroupOutcome => refused<GroupKey, typeof GROUP_FORM>(GROUP_FORM, {}, {}, message, {}, status);

export async function groupAction(db: Db, person: Person, groupId: number, formData: FormData): Promise<GroupOutcome> {
  const intent = String(formData.get('intent') ?? '');
  const userId = String(formData.get('userId') ?? '');
  if (intent === 'join') {
    // A public group, joined from its page by someone who may read one of its works.
    const joined = await joinGroup(db, person, groupId, null);
    if (joined.ok || joined.reason === 'already') return done(GROUP_FORM, 'joined');
    const message =
      joined.reason === 'closed' || joined.reason === 'cannot-read' || joined.reason === 'full' || joined.reason === 'too-many'
        ? (`refusal.${joined.reason}` as const)
        : 'notFound';
    return groupRefused(message, message === 'notFound' ? 404 : 409);
  }
  if (intent === 'leave') {
    const left = await leaveGroup(db, person, groupId);
    if (left.ok) return redirectTo('/account/groups?done=left');
    return groupRefused(left.reason === 'last-owner' ? 'lastOwner' : left.reason === 'by-course' ? 'byCourse' : 'notFound', 409);
  }
  if (intent === 'report-hide' || intent === 'report-dismiss') {
    const reportId = /^[1-9]\d{0,9}$/.test(String(formData.get('reportId'))) ? Number(formData.get('reportId')) : 0;
    const reason = String(formData.get('reason') ?? '');
    const resolved = await resolveReport(db, person, groupId, reportId, intent === 'report-hide' ? { hide: reason } : { dismiss: true });
    if (resolved.ok) return done(GROUP_FORM, intent === 'report-hide' ? 'reportHidden' : 'reportDismissed');
    const message = resolved.reason === 'invalid' ? 'hideReasonMissing' : 'notFound';
    return groupRefused(message, resolved.reason === 'forbidden' ? 403 : resolved.reason === 'invalid' ? 400 : 404);
  }
  if (intent === 'delete' && formData.get('confirm') !== 'on') return groupRefused('confirmDelete', 400);
  const change =
    intent === 'rotate'
      ? ({ kind: 'rotate-invite' } as const)
      : intent === 'close' || intent === 'reopen' || intent === 'delete'
        ? ({ kind: intent } as const)
        : intent === 'remove'
          ? ({ kind: 'remove', userId } as const)
          : intent === 'moderator' || intent === 'member'
            ? ({ kind: 'role', userId, role: intent } as const)
            : null;
  if (!change) return groupRefused('notFound', 400);
  const changed = await changeGroup(db, person, groupId, change);
  if (!changed.ok) return groupRefused('notFound', changed.reason === 'forbidden' ? 403 : 404);
  if (change.kind === 'delete') return redirectTo('/account/groups?done=deleted');
  return done(GROUP_FORM, change.kind === 'rotate-invite' ? 'rotated' : 'saved');
}

/** An invitation: the group's name (nothing else before joining), or null when the code is not current. */
export async function invitePage(db: Db, code: string) {
  const groupId = await groupByInvite(db, code);
  if (groupId === null) return null;
  const [group] = await db.select({ id: readingGroups.id, name: readingGroups.name }).from(readingGroups).where(eq(readingGroups.id, groupId));
  return group ?? null;
}

export const JOIN_FORM = 'join';
type JoinKey = Extract<KeyOf<typeof groupMessages>, 'inviteInvalid' | `refusal.${string}`>;
/** An invitation refused: a code that is not current (404), or the group cannot take this person (409). */
export type JoinState = FormState<JoinKey, typeof JOIN_FORM>;

export async function joinAction(db: Db, person: Person, code: string): Promise<Outcome<JoinKey, typeof JOIN_FORM>> {
  const groupId = await groupByInvite(db, code);
  if (groupId === null) return refused<JoinKey, typeof JOIN_FORM>(JOIN_FORM, {}, {}, 'inviteInvalid', {}, 404);
  const joined = await joinGroup(db, person, groupId, code);
  if (joined.ok || joined.reason === 'already') return redirectTo(`/groups/${groupId}`);
  const reason =
    joined.reason === 'closed' || joined.reason === 'cannot-read' || joined.reason === 'full' || joined.reason === 'too-many' ? joined.reason : null;
  return refused<JoinKey, typeof JOIN_FORM>(JOIN_FORM, {}, {}, reason ? `refusal.${reason}` : 'inviteInvalid', {}, 409);
}

/** A download of shared annotations: a member's own, or (for its owners) a group's. Null when not theirs to take. */
export async function annotationsFile(db: Db, person: Person, scope: ExportScope, format: 'jsonld' | 'md', appUrl: string, label: string) {
  const items = await annotationsToExport(db, person, scope, appUrl);
  if (!items) return null;
  const base = scope.kind === 'group' ? `${appUrl}/groups/${scope.groupId}` : `${appUrl}/account/groups`;
  const day = utcDay(new Date());
  const name = `${scope.kind === 'group' ? `group-${scope.groupId}` : 'my'}-annotations-${day}.${format}`;
  const body = format === 'jsonld' ? JSON.stringify(annotationCollection(label, items, base), null, 2) : annotationsMarkdown(label, items);
  return new Response(body, {
    headers: {
      'Content-Type': format === 'jsonld' ? 'application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"; charset=utf-8' : 'text/markdown; charset=utf-8',
      'Content-Disposition': attachment(name),
      'Cache-Control': 'no-store',
    },
  });
}
