/**
 * The editorial-team section of a journal's, an open call's and a book collection's admin pages
 * (decision 0045): who holds a role for it, grant (by e-mail and role) and revoke, and how its
 * review runs (single- or double-blind, the days reviewers have to answer and to review: not for a
 * collection, whose proposals are reviewed as each of its calls says). Staff only: the page's
 * route has already asked for an admin. Its forms post to the page's address with `?section=editors`.
 */
import { refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { editorialSettings, publications } from '#app/lib/db/schema.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import { grantRole, revokeRole, scopeMembers } from '../roles.server.ts';
import { isScopedRole, ROLES_OF_SCOPE, type Scope, type ScopeMember } from '../scoped-roles.ts';
import { REVIEW_BLINDNESS, type ReviewBlindness } from '../values.ts';
import { scopeSettings } from '../workspace.server.ts';
import type { RolesKey } from './roles-messages.ts';

export { ROLES_FORM } from './roles-messages.ts';
import { ROLES_FORM } from './roles-messages.ts';
const DONE = ['roleGranted', 'roleAlreadyHeld', 'roleRevoked', 'settingsSaved'] as const;
export type RolesDone = (typeof DONE)[number];
export type RolesFormState = FormState<RolesKey, typeof ROLES_FORM>;

export interface RolesSection {
  scopeKind: Scope['kind'];
  members: ScopeMember[];
  roles: readonly string[];
  /** How its review runs (null for a collection: each of its calls says). */
  settings: { blindness: ReviewBlindness; responseDays: number; reviewDays: number } | null;
  done: RolesDone | null;
}

async function sectionOf(db: Db, scope: Scope, url: string): Promise<RolesSection> {
  const done = new URL(url).searchParams.get('done') ?? '';
  const [members, settings] = await Promise.all([scopeMembers(db, scope), scope.kind === 'collection' ? null : scopeSettings(db, scope)]);
  return {
    scopeKind: scope.kind,
    members,
    roles: ROLES_OF_SCOPE[scope.kind],
    settings: settings && { blindness: settings.blindness, responseDays: settings.responseDays, reviewDays: settings.reviewDays },
    done: (DONE as readonly string[]).includes(done) ? (done as RolesDone) : null,
  };
}

/** The section's data for a work's admin page: null unless the work is a journal. */
export async function rolesSection(db: Db, workId: number, url: string): Promise<RolesSection | null> {
  const [work] = await db.select({ type: publications.type }).from(publications).where(eq(publications.id, workId)).limit(1);
  if (work?.type !== 'journal') return null;
  return sectionOf(db, { kind: 'journal', id: workId }, url);
}

/** The section's data for an open call's admin page: its series editors and how its proposals are reviewed. */
export function callRolesSection(db: Db, callId: number, url: string): Promise<RolesSection> {
  return sectionOf(db, { kind: 'open-call', id: callId }, url);
}

/** The section's data for a book collection's admin page: its series editors. */
export function collectionRolesSection(db: Db, collectionId: number, url: string): Promise<RolesSection> {
  return sectionOf(db, { kind: 'collection', id: collectionId }, url);
}

/** Whether this post is the section's (its form's address says so). */
export function isRolesPost(request: Request): boolean {
  return new URL(request.url).searchParams.get('section') === 'editors';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ADMIN_PATHS: Record<Scope['kind'], string> = { journal: '/admin/catalog/', 'open-call': '/admin/open-calls/', collection: '/admin/catalog/collections/' };
const adminPath = (scope: Scope) => `${ADMIN_PATHS[scope.kind]}${scope.id}`;

/** The bounds of the review's days, as the form says them. */
export const RESPONSE_DAYS = { min: 1, max: 60 } as const;
export const REVIEW_DAYS = { min: 7, max: 180 } as const;

/** Grant, revoke, or save how the review runs, answering with the form's one outcome. */
export async function submitRolesForm(db: Db, actorId: string, scope: Scope, request: Request): Promise<Outcome<RolesKey, typeof ROLES_FORM>> {
  const read = await tryReadFormData(request, { bodyBytes: 8 * 1024 });
  if (!read.ok) return refused(ROLES_FORM, {}, {}, 'requestRefused', {}, read.status);
  const form = read.formData;
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const back = (done: RolesDone): Outcome<RolesKey, typeof ROLES_FORM> => ({ kind: 'redirect', to: `${adminPath(scope)}?done=${done}#editors` });
  if (text('intent') === 'settings') {
    // A collection's proposals are reviewed as each of its calls says: it has no settings of its own.
    if (scope.kind === 'collection') return refused(ROLES_FORM, {}, {}, 'requestRefused');
    return saveSettings(db, scope, text, back);
  }
  const values = { email: text('email'), role: text('role') };
  const role = values.role;
  if (text('intent') === 'revoke') {
    if (!isScopedRole(role)) return refused(ROLES_FORM, values, { role: 'roleInvalid' }, 'fixErrors');
    const result = await revokeRole(db, { email: values.email, role, scope, actorId });
    return result.ok ? back('roleRevoked') : refused(ROLES_FORM, values, {}, 'noAccount');
  }
  const errors: Record<string, RolesKey> = {};
  if (!values.email) errors.email = 'required';
  else if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = 'emailInvalid';
  if (!isScopedRole(role) || !ROLES_OF_SCOPE[scope.kind].includes(role)) errors.role = 'roleInvalid';
  if (Object.keys(errors).length || !isScopedRole(role)) return refused(ROLES_FORM, values, errors, 'fixErrors');
  const result = await grantRole(db, { email: values.email, role, scope, actorId });
  if (!result.ok) return refused(ROLES_FORM, values, { [result.reason === 'noAccount' ? 'email' : 'role']: result.reason }, 'fixErrors');
  return back(result.granted ? 'roleGranted' : 'roleAlreadyHeld');
}

/** A whole number of days within bounds, or the message for it. */
function daysIn(value: string, bounds: { min: number; max: number }, message: RolesKey): number | RolesKey {
  if (!value) return 'required';
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= bounds.min && n <= bounds.max ? n : message;
}

async function saveSettings(
  db: Db,
  scope: Scope,
  text: (name: string) => string,
  back: (done: RolesDone) => Outcome<RolesKey, typeof ROLES_FORM>,
): Promise<Outcome<RolesKey, typeof ROLES_FORM>> {
  const values = { blindness: text('blindness'), responseDays: text('responseDays'), reviewDays: text('reviewDays') };
  const errors: Record<string, RolesKey> = {};
  const blindness = (REVIEW_BLINDNESS as readonly string[]).includes(values.blindness) ? (values.blindness as ReviewBlindness) : null;
  if (!blindness) errors.blindness = 'blindnessInvalid';
  const responseDays = daysIn(values.responseDays, RESPONSE_DAYS, 'responseDaysRange');
  const reviewDays = daysIn(values.reviewDays, REVIEW_DAYS, 'reviewDaysRange');
  if (typeof responseDays === 'string') errors.responseDays = responseDays;
  if (typeof reviewDays === 'string') errors.reviewDays = reviewDays;
  if (!blindness || typeof responseDays === 'string' || typeof reviewDays === 'string') return refused(ROLES_FORM, values, errors, 'fixErrors');
  const now = new Date();
  await db
    .insert(editorialSettings)
    .values({ scopeKind: scope.kind, scopeId: scope.id, blindness, responseDays, reviewDays, updatedAt: now })
    .onConflictDoUpdate({
      target: [editorialSettings.scopeKind, editorialSettings.scopeId],
      set: { blindness, responseDays, reviewDays, updatedAt: sql`excluded.updated_at` },
    });
  return back('settingsSaved');
}
