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
import type { ReviewBlindness } from '../values.ts';
import { grantRoleSchema, reviewSettingsSchema } from './roles.schema.ts';
import { parseForm, parseValues } from '#app/lib/forms.ts';
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

const ADMIN_PATHS: Record<Scope['kind'], string> = { journal: '/admin/catalog/', 'open-call': '/admin/open-calls/', collection: '/admin/catalog/collections/' };
const adminPath = (scope: Scope) => `${ADMIN_PATHS[scope.kind]}${scope.id}`;

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
    return saveSettings(db, scope, form, back);
  }
  const values = { email: text('email'), role: text('role') };
  const role = values.role;
  if (text('intent') === 'revoke') {
    if (!isScopedRole(role)) return refused(ROLES_FORM, values, { role: 'roleInvalid' }, 'fixErrors');
    const result = await revokeRole(db, { email: values.email, role, scope, actorId });
    return result.ok ? back('roleRevoked') : refused(ROLES_FORM, values, {}, 'noAccount');
  }
  // The schema checks what the browser checks too; whether the role fits this scope, the server alone.
  const parsed = parseValues(grantRoleSchema, values);
  const errors = (parsed.ok ? {} : { ...parsed.errors }) as Record<string, RolesKey>;
  if (!errors.role && (!isScopedRole(role) || !ROLES_OF_SCOPE[scope.kind].includes(role))) errors.role = 'roleInvalid';
  if (!parsed.ok || !isScopedRole(role) || errors.role) return refused(ROLES_FORM, values, errors, 'fixErrors');
  const result = await grantRole(db, { email: parsed.data.email, role, scope, actorId });
  if (!result.ok) return refused(ROLES_FORM, values, { [result.reason === 'noAccount' ? 'email' : 'role']: result.reason }, 'fixErrors');
  return back(result.granted ? 'roleGranted' : 'roleAlreadyHeld');
}

async function saveSettings(
  db: Db,
  scope: Scope,
  form: FormData,
  back: (done: RolesDone) => Outcome<RolesKey, typeof ROLES_FORM>,
): Promise<Outcome<RolesKey, typeof ROLES_FORM>> {
  const parsed = parseForm(reviewSettingsSchema, form);
  if (!parsed.ok) return refused(ROLES_FORM, parsed.values, parsed.errors as Record<string, RolesKey>, 'fixErrors');
  const { blindness, responseDays, reviewDays } = parsed.data;
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
