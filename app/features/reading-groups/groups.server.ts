/**
 * Reading groups and their members (issue 39). Every function takes the person acting and applies
 * group-rules.ts; whether someone may read a work is the reader's one rule (readingRightFor).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { readingRightFor } from '#app/features/reader/api.server.ts';
import type { Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  courseAccess,
  groupAnnotations,
  groupReplies,
  publications,
  readingGroupMembers,
  readingGroups,
  readingGroupWorks,
  users,
} from '#app/lib/db/schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import {
  canManage,
  GROUP_DESCRIPTION_MAX,
  GROUPS_PER_PERSON_MAX,
  GROUPS_STARTED_LIMIT,
  GROUP_NAME_MAX,
  GROUP_WORKS_MAX,
  joinRefusal,
  mayLeave,
  seesGroup,
  type GroupPrivacy,
  type GroupRole,
  type JoinRefusal,
} from './group-rules.ts';

export type Person = { id: string; roles: readonly Role[] };

/** A new invitation secret: 128 random bits, URL-safe. */
export const newInviteCode = () => randomBytes(16).toString('base64url');

/** The published works among `ids`, with what the reading rule needs. */
async function worksOf(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: publications.id, openAccess: publications.openAccess })
    .from(publications)
    .where(and(inArray(publications.id, ids), eq(publications.status, 'published')));
}

/** The works of `ids` the person may read. */
async function readableOf(db: Db, person: Person, ids: number[]): Promise<number[]> {
  const readable: number[] = [];
  for (const work of await worksOf(db, ids)) if (await readingRightFor(db, work, person)) readable.push(work.id);
  return readable;
}

/**
 * A person's groups and role in each: those they joined, and the groups of the courses they may
 * take. A course's students are members while their enrolment lasts (bought or granted), so a
 * refund or a revoked grant takes them out at once, with nothing to keep in step.
 */
export async function membershipsOf(
  db: Pick<Db, 'select'>,
  userId: string,
  groupId?: number,
): Promise<{ groupId: number; role: GroupRole; byCourse: boolean }[]> {
  const joined = await db
    .select({ groupId: readingGroupMembers.groupId, role: readingGroupMembers.role })
    .from(readingGroupMembers)
    .where(
      groupId === undefined ? eq(readingGroupMembers.userId, userId) : and(eq(readingGroupMembers.userId, userId), eq(readingGroupMembers.groupId, groupId)),
    );
  const byCourse = await db
    .select({ groupId: readingGroups.id })
    .from(readingGroups)
    .innerJoin(courseAccess, and(eq(courseAccess.courseId, readingGroups.courseId), eq(courseAccess.userId, userId)))
    .where(groupId === undefined ? undefined : eq(readingGroups.id, groupId));
  const roles = new Map<number, { groupId: number; role: GroupRole; byCourse: boolean }>(
    byCourse.map((row) => [row.groupId, { groupId: row.groupId, role: 'member', byCourse: true }]),
  );
  for (const row of joined) roles.set(row.groupId, { groupId: row.groupId, role: row.role, byCourse: false });
  return [...roles.values()];
}

async function roleIn(db: Pick<Db, 'select'>, groupId: number, userId: string): Promise<GroupRole | null> {
  return (await membershipsOf(db, userId, groupId))[0]?.role ?? null;
}

async function groupWorkIds(db: Pick<Db, 'select'>, groupId: number): Promise<number[]> {
  return (await db.select({ id: readingGroupWorks.publicationId }).from(readingGroupWorks).where(eq(readingGroupWorks.groupId, groupId))).map((row) => row.id);
}

export type GroupInput = { name: string; description: string; privacy: GroupPrivacy; publicationIds: number[] };
export type CreateRefusal = 'invalid' | 'cannot-read' | 'too-many' | 'too-fast';

/** A person starts a group for works they may read, and is its owner. */
export async function createGroup(
  db: Db,
  person: Person,
  input: GroupInput,
  courseId: number | null = null,
): Promise<{ ok: true; id: number; inviteCode: string } | { ok: false; reason: CreateRefusal }> {
  const name = input.name.trim();
  const ids = [...new Set(input.publicationIds)];
  if (!name || name.length > GROUP_NAME_MAX || input.description.length > GROUP_DESCRIPTION_MAX || !ids.length || ids.length > GROUP_WORKS_MAX)
    return { ok: false, reason: 'invalid' };
  if ((await readableOf(db, person, ids)).length !== ids.length) return { ok: false, reason: 'cannot-read' };
  // A course's group is made by the course, not counted against its teacher.
  if (courseId === null) {
    if ((await membershipsOf(db, person.id)).length >= GROUPS_PER_PERSON_MAX) return { ok: false, reason: 'too-many' };
    if (!(await hitRateLimit(db, `group-start:${person.id}`, GROUPS_STARTED_LIMIT)).ok) return { ok: false, reason: 'too-fast' };
  }
  const inviteCode = newInviteCode();
  const id = await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(readingGroups)
      .values({ name, description: input.description.trim(), privacy: input.privacy, inviteCode, courseId })
      .returning({ id: readingGroups.id });
    await tx.insert(readingGroupWorks).values(ids.map((publicationId) => ({ groupId: group!.id, publicationId })));
    await tx.insert(readingGroupMembers).values({ groupId: group!.id, userId: person.id, role: 'owner' });
    return group!.id;
  });
  return { ok: true, id, inviteCode };
}

export interface GroupView {
  id: number;
  name: string;
  description: string;
  privacy: GroupPrivacy;
  closed: boolean;
  role: GroupRole | null;
  works: number[];
  members: number;
  /** Only its owners see the invitation. */
  inviteCode: string | null;
}

/** A group as this person may see it, or null: a private group does not exist for non-members. */
export async function groupFor(db: Db, person: Person, groupId: number): Promise<GroupView | null> {
  const [group] = await db.select().from(readingGroups).where(eq(readingGroups.id, groupId));
  if (!group) return null;
  const role = await roleIn(db, groupId, person.id);
  const works = await groupWorkIds(db, groupId);
  const mayReadAWork = role === null && group.privacy === 'public' ? (await readableOf(db, person, works)).length > 0 : false;
  if (!seesGroup({ role, privacy: group.privacy, mayReadAWork })) return null;
  const [members] = await db.select({ n: count() }).from(readingGroupMembers).where(eq(readingGroupMembers.groupId, groupId));
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    privacy: group.privacy,
    closed: group.closedAt !== null,
    role,
    works,
    members: members?.n ?? 0,
    inviteCode: canManage(role) ? group.inviteCode : null,
  };
}

/** Joins a group: a private one with its current invitation code, a public one by reading one of its works. */
export async function joinGroup(
  db: Db,
  person: Person,
  groupId: number,
  code: string | null,
): Promise<{ ok: true } | { ok: false; reason: JoinRefusal | 'not-found' }> {
  const [group] = await db.select().from(readingGroups).where(eq(readingGroups.id, groupId));
  if (!group) return { ok: false, reason: 'not-found' };
  const role = await roleIn(db, groupId, person.id);
  const codeMatches = code !== null && code === group.inviteCode;
  // A private group stays invisible to a wrong code: the same answer as a group that does not exist.
  if (group.privacy === 'private' && !codeMatches && role === null) return { ok: false, reason: 'not-found' };
  const [members] = await db.select({ n: count() }).from(readingGroupMembers).where(eq(readingGroupMembers.groupId, groupId));
  const mayReadAWork = (await readableOf(db, person, await groupWorkIds(db, groupId))).length > 0;
  const groupsOfPerson = role === null ? (await membershipsOf(db, person.id)).length : 0;
  const refusal = joinRefusal({
    closed: group.closedAt !== null,
    role,
    privacy: group.privacy,
    codeMatches,
    mayReadAWork,
    members: members?.n ?? 0,
    groupsOfPerson,
  });
  if (refusal) return { ok: false, reason: refusal };
  await db.insert(readingGroupMembers).values({ groupId, userId: person.id, role: 'member' }).onConflictDoNothing();
  return { ok: true };
}

/** The group an invitation link names, when the code is current. */
export async function groupByInvite(db: Pick<Db, 'select'>, code: string): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(code)) return null;
  const [group] = await db.select({ id: readingGroups.id }).from(readingGroups).where(eq(readingGroups.inviteCode, code));
  return group?.id ?? null;
}

export type LeaveRefusal = 'not-member' | 'last-owner' | 'by-course';

export async function leaveGroup(db: Db, person: Person, groupId: number): Promise<{ ok: true } | { ok: false; reason: LeaveRefusal }> {
  return db.transaction(async (tx) => {
    const [membership] = await membershipsOf(tx, person.id, groupId);
    if (!membership) return { ok: false as const, reason: 'not-member' as const };
    // A course's students are in its group while they take the course.
    if (membership.byCourse) return { ok: false as const, reason: 'by-course' as const };
    const role = membership.role;
    const [owners] = await tx
      .select({ n: count() })
      .from(readingGroupMembers)
      .where(and(eq(readingGroupMembers.groupId, groupId), eq(readingGroupMembers.role, 'owner')));
    if (!mayLeave(role, owners?.n ?? 0)) return { ok: false as const, reason: 'last-owner' as const };
    await tx.delete(readingGroupMembers).where(and(eq(readingGroupMembers.groupId, groupId), eq(readingGroupMembers.userId, person.id)));
    return { ok: true as const };
  });
}

/** An owner's changes: remove a member, make one a moderator or owner, rotate the invitation, close, delete. */
export type OwnerChange =
  | { kind: 'remove'; userId: string }
  | { kind: 'role'; userId: string; role: GroupRole }
  | { kind: 'rotate-invite' }
  | { kind: 'close' }
  | { kind: 'reopen' }
  | { kind: 'delete' };

export async function changeGroup(
  db: Db,
  person: Person,
  groupId: number,
  change: OwnerChange,
): Promise<{ ok: true; inviteCode?: string } | { ok: false; reason: 'not-found' | 'forbidden' | 'not-member' }> {
  const role = await roleIn(db, groupId, person.id);
  // Not even a member: the group is not there for them.
  if (role === null) return { ok: false, reason: 'not-found' };
  if (!canManage(role)) return { ok: false, reason: 'forbidden' };
  const now = new Date();
  switch (change.kind) {
    case 'remove':
    case 'role': {
      if (change.userId === person.id) return { ok: false, reason: 'forbidden' };
      const where = and(eq(readingGroupMembers.groupId, groupId), eq(readingGroupMembers.userId, change.userId));
      const rows =
        change.kind === 'remove'
          ? await db.delete(readingGroupMembers).where(where).returning({ userId: readingGroupMembers.userId })
          : await db.update(readingGroupMembers).set({ role: change.role }).where(where).returning({ userId: readingGroupMembers.userId });
      return rows.length ? { ok: true } : { ok: false, reason: 'not-member' };
    }
    case 'rotate-invite': {
      const inviteCode = newInviteCode();
      await db.update(readingGroups).set({ inviteCode, updatedAt: now }).where(eq(readingGroups.id, groupId));
      return { ok: true, inviteCode };
    }
    case 'close':
    case 'reopen':
      await db
        .update(readingGroups)
        .set({ closedAt: change.kind === 'close' ? now : null, updatedAt: now })
        .where(eq(readingGroups.id, groupId));
      return { ok: true };
    case 'delete':
      await db.delete(readingGroups).where(eq(readingGroups.id, groupId));
      return { ok: true };
  }
}

/** The groups a person belongs to, with their role, newest first. */
export async function myGroups(db: Db, userId: string) {
  const memberships = await membershipsOf(db, userId);
  if (!memberships.length) return [];
  const roles = new Map(memberships.map((m) => [m.groupId, m.role]));
  const groups = await db
    .select({
      id: readingGroups.id,
      name: readingGroups.name,
      privacy: readingGroups.privacy,
      closedAt: readingGroups.closedAt,
      courseId: readingGroups.courseId,
    })
    .from(readingGroups)
    .where(inArray(readingGroups.id, [...roles.keys()]))
    .orderBy(asc(readingGroups.name))
    .limit(200);
  return groups.map((group) => ({ ...group, role: roles.get(group.id)! }));
}

/** The open public groups of a work, for someone who may read it (nobody else learns of them). */
export async function publicGroupsOfWork(db: Db, person: Person, publicationId: number) {
  if (!(await readableOf(db, person, [publicationId])).length) return [];
  return db
    .select({ id: readingGroups.id, name: readingGroups.name, description: readingGroups.description })
    .from(readingGroupWorks)
    .innerJoin(readingGroups, eq(readingGroups.id, readingGroupWorks.groupId))
    .where(and(eq(readingGroupWorks.publicationId, publicationId), eq(readingGroups.privacy, 'public'), isNull(readingGroups.closedAt)))
    .orderBy(asc(readingGroups.name))
    .limit(50);
}

/** The members of a group, for its members. */
export async function groupMembers(db: Db, person: Person, groupId: number) {
  if ((await roleIn(db, groupId, person.id)) === null) return null;
  return db
    .select({ userId: readingGroupMembers.userId, name: users.name, lastName: users.lastName, role: readingGroupMembers.role })
    .from(readingGroupMembers)
    .innerJoin(users, eq(users.id, readingGroupMembers.userId))
    .where(eq(readingGroupMembers.groupId, groupId))
    .orderBy(asc(users.name))
    .limit(500);
}

export { roleIn };

/**
 * What happens to a person's shared annotations and replies when their account is deleted, as
 * they chose: kept without their name ("a former member": the schema sets the author to null
 * when the account goes), or deleted now, in the deletion's transaction.
 */
export async function forgetSharedAuthor(tx: Pick<Db, 'delete'>, userId: string, choice: 'keep' | 'delete'): Promise<void> {
  if (choice === 'keep') return;
  await tx.delete(groupReplies).where(eq(groupReplies.userId, userId));
  await tx.delete(groupAnnotations).where(eq(groupAnnotations.userId, userId));
}
