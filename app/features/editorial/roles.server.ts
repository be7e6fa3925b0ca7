/**
 * Scoped roles in the database (decision 0045): who holds which role for which journal, open call
 * or book collection, granted and revoked by staff (the journal's, the call's or the collection's
 * admin page) and operators (the CLI), each change in the audit log. Also who is acting on an
 * editorial page, and the guard those pages ask.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { hasRole, type Role } from '#app/lib/auth/roles.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { collections, openCalls, publications, reviewAssignments, scopedRoles, submissions, users } from '#app/lib/db/schema.ts';
import { presence, type Person } from '#app/lib/db/presence.server.ts';
import { REVIEWS_IN_HAND, type ScopedRole, type ScopeKind, type SubmissionStatus } from './values.ts';
import {
  collectionCallRoles,
  editorialScopes,
  mayActOn,
  roleFitsScope,
  type EditorialActor,
  type HeldRole,
  type Scope,
  type ScopeMember,
} from './scoped-roles.ts';

export type { ScopeMember } from './scoped-roles.ts';

/** The roles a person holds, journals and calls alike. */
export async function heldRoles(db: Db, userId: string): Promise<HeldRole[]> {
  return db
    .select({ role: scopedRoles.role, scopeKind: scopedRoles.scopeKind, scopeId: scopedRoles.scopeId })
    .from(scopedRoles)
    .where(eq(scopedRoles.userId, userId))
    .orderBy(asc(scopedRoles.scopeKind), asc(scopedRoles.scopeId), asc(scopedRoles.role));
}

/**
 * The roles a person acts with: those held, and a collection's series editor's on each of the
 * collection's open calls (read now, so a call given to a collection later reaches its editors).
 */
export async function actingRoles(db: Db, userId: string): Promise<HeldRole[]> {
  const held = await heldRoles(db, userId);
  const edited = held.filter((r) => r.scopeKind === 'collection').map((r) => r.scopeId);
  if (!edited.length) return held;
  const calls = await db
    .select({ callId: openCalls.id, collectionId: sql<number>`${openCalls.collectionId}` })
    .from(openCalls)
    .where(inArray(openCalls.collectionId, edited))
    .orderBy(asc(openCalls.id));
  return collectionCallRoles(held, calls);
}

/** Who is acting, from the session's user (null for a visitor). */
export async function editorialActor(db: Db, user: { id: string; roles: readonly Role[] } | null | undefined): Promise<EditorialActor | null> {
  if (!user) return null;
  return { userId: user.id, admin: hasRole(user, 'admin'), roles: await actingRoles(db, user.id) };
}

/**
 * The account page's ways into editorial work, as questions for `presence` (the account page asks
 * them with its others in one query): the desk for whoever holds a scoped role, the reviews for
 * whoever has accepted or sent one.
 */
export const accountWayQuestions = (userId: Person) => ({
  desk: sql`exists (select 1 from ${scopedRoles} where ${scopedRoles.userId} = ${userId})`,
  reviews: sql`exists (select 1 from ${reviewAssignments} where ${reviewAssignments.reviewerId} = ${userId}
    and ${inArray(reviewAssignments.status, REVIEWS_IN_HAND)})`,
});

/** The ways shown, from the answers to `accountWayQuestions`: an admin always has the desk. */
export const accountWaysOf = (user: { roles: readonly Role[] }, answers: { desk: boolean; reviews: boolean }) => ({
  desk: hasRole(user, 'admin') || answers.desk,
  reviews: answers.reviews,
});

export async function accountWays(db: Db, user: { id: string; roles: readonly Role[] }): Promise<{ desk: boolean; reviews: boolean }> {
  return accountWaysOf(user, await presence(db, accountWayQuestions(user.id)));
}

/** A journal (a publication of type journal), an open call or a book collection, by its slug; in that order when several have it. */
export async function scopeBySlug(db: Db, slug: string): Promise<(Scope & { title: string }) | null> {
  const [journal] = await db
    .select({ id: publications.id, title: publications.titlePt, titleEn: publications.titleEn })
    .from(publications)
    .where(and(eq(publications.slug, slug), eq(publications.type, 'journal')))
    .limit(1);
  if (journal) return { kind: 'journal', id: journal.id, title: journal.title ?? journal.titleEn ?? slug };
  const [call] = await db.select({ id: openCalls.id, title: openCalls.titlePt }).from(openCalls).where(eq(openCalls.slug, slug)).limit(1);
  if (call) return { kind: 'open-call', id: call.id, title: call.title };
  const [collection] = await db.select({ id: collections.id, title: collections.namePt }).from(collections).where(eq(collections.slug, slug)).limit(1);
  return collection ? { kind: 'collection', id: collection.id, title: collection.title } : null;
}

export type RoleChangeRefusal = 'noAccount' | 'roleDoesNotFit';
export type GrantResult = { ok: true; granted: boolean } | { ok: false; reason: RoleChangeRefusal };
export type RevokeResult = { ok: true; revoked: boolean } | { ok: false; reason: 'noAccount' };

async function accountByEmail(db: Db, email: string) {
  const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return account ?? null;
}

/** Gives the account with this e-mail the role for the scope (granting it again changes nothing). */
export async function grantRole(db: Db, input: { email: string; role: ScopedRole; scope: Scope; actorId: string | null }): Promise<GrantResult> {
  if (!roleFitsScope(input.role, input.scope.kind)) return { ok: false, reason: 'roleDoesNotFit' };
  const account = await accountByEmail(db, input.email);
  if (!account) return { ok: false, reason: 'noAccount' };
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(scopedRoles)
      .values({ userId: account.id, role: input.role, scopeKind: input.scope.kind, scopeId: input.scope.id, grantedBy: input.actorId })
      .onConflictDoNothing()
      .returning({ id: scopedRoles.id });
    if (added.length) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'scoped-role.grant',
        targetType: 'user',
        targetId: account.id,
        details: { role: input.role, scopeKind: input.scope.kind, scopeId: input.scope.id },
      });
    }
    return { ok: true, granted: added.length > 0 };
  });
}

/** Takes the role for the scope from the account with this e-mail (when it held it). */
export async function revokeRole(db: Db, input: { email: string; role: ScopedRole; scope: Scope; actorId: string | null }): Promise<RevokeResult> {
  const account = await accountByEmail(db, input.email);
  if (!account) return { ok: false, reason: 'noAccount' };
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(scopedRoles)
      .where(
        and(
          eq(scopedRoles.userId, account.id),
          eq(scopedRoles.role, input.role),
          eq(scopedRoles.scopeKind, input.scope.kind),
          eq(scopedRoles.scopeId, input.scope.id),
        ),
      )
      .returning({ id: scopedRoles.id });
    if (removed.length) {
      await recordAudit(tx, {
        actorId: input.actorId,
        action: 'scoped-role.revoke',
        targetType: 'user',
        targetId: account.id,
        details: { role: input.role, scopeKind: input.scope.kind, scopeId: input.scope.id },
      });
    }
    return { ok: true, revoked: removed.length > 0 };
  });
}

/** Everyone holding a role for the scope, by role then name. */
export async function scopeMembers(db: Db, scope: Scope): Promise<ScopeMember[]> {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: scopedRoles.role, grantedAt: scopedRoles.grantedAt })
    .from(scopedRoles)
    .innerJoin(users, eq(users.id, scopedRoles.userId))
    .where(and(eq(scopedRoles.scopeKind, scope.kind), eq(scopedRoles.scopeId, scope.id)))
    .orderBy(asc(scopedRoles.role), asc(users.name), asc(users.id));
}

/** The scope a submission belongs to: its journal, or the open call a proposal answers. */
export function scopeOfSubmission(row: { journalId: number | null; openCallId: number | null }): Scope | null {
  if (row.journalId !== null) return { kind: 'journal', id: row.journalId };
  if (row.openCallId !== null) return { kind: 'open-call', id: row.openCallId };
  return null;
}

/**
 * The guard every editorial page asks: the actor may act on this scope (with one of `only`'s
 * roles), else the page does not exist for them (404, never 403: an editor of another journal
 * learns nothing). Admins pass everywhere.
 */
export function requireScope(actor: EditorialActor | null, scope: Scope | null, only?: readonly ScopedRole[]): asserts actor is EditorialActor {
  if (!actor || !scope || !mayActOn(actor, scope, only)) throw notFound();
}

export interface GuardedSubmission {
  id: number;
  number: string | null;
  status: SubmissionStatus;
  scope: Scope;
}

/**
 * A submission by its number, for an editorial page: the row when the actor may act on its
 * journal or call, else 404 (also for a draft, which is the author's alone).
 */
export async function requireEditorialSubmission(
  db: Db,
  actor: EditorialActor | null,
  number: string,
  only?: readonly ScopedRole[],
): Promise<GuardedSubmission> {
  if (!actor) throw notFound();
  const [row] = await db
    .select({
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      journalId: submissions.journalId,
      openCallId: submissions.openCallId,
    })
    .from(submissions)
    .where(eq(submissions.number, number.trim().toUpperCase()))
    .limit(1);
  const scope = row ? scopeOfSubmission(row) : null;
  if (!row || row.status === 'draft') throw notFound();
  requireScope(actor, scope, only);
  return { id: row.id, number: row.number, status: row.status, scope: scope! };
}

/** The scopes whose submissions an actor's desk lists: every journal and call for an admin. */
export async function deskScopes(db: Db, actor: EditorialActor): Promise<Scope[]> {
  if (!actor.admin) return editorialScopes(actor.roles);
  const journals = await db.select({ id: publications.id }).from(publications).where(eq(publications.type, 'journal')).orderBy(asc(publications.id));
  const calls = await db.select({ id: openCalls.id }).from(openCalls).orderBy(asc(openCalls.id));
  return [...journals.map((j) => ({ kind: 'journal' as ScopeKind, id: j.id })), ...calls.map((c) => ({ kind: 'open-call' as ScopeKind, id: c.id }))];
}
