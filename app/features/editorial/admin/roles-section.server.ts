/**
 * The journal admin page's editorial-team section (decision 0045): who holds a role for the
 * journal, and its two posts, grant (by e-mail and role) and revoke. Staff only: the page's route
 * has already asked for an admin. Its forms post to the page's address with `?section=editors`.
 */
import { refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import { grantRole, revokeRole, scopeMembers } from '../roles.server.ts';
import { isScopedRole, ROLES_OF_SCOPE, type Scope, type ScopeMember } from '../scoped-roles.ts';
import type { RolesKey } from './roles-messages.ts';

export { ROLES_FORM } from './roles-messages.ts';
import { ROLES_FORM } from './roles-messages.ts';
const DONE = ['roleGranted', 'roleAlreadyHeld', 'roleRevoked'] as const;
export type RolesDone = (typeof DONE)[number];
export type RolesFormState = FormState<RolesKey, typeof ROLES_FORM>;

export interface RolesSection {
  members: ScopeMember[];
  roles: readonly string[];
  done: RolesDone | null;
}

/** The section's data for a work's admin page: null unless the work is a journal. */
export async function rolesSection(db: Db, workId: number, url: string): Promise<RolesSection | null> {
  const [work] = await db.select({ type: publications.type }).from(publications).where(eq(publications.id, workId)).limit(1);
  if (work?.type !== 'journal') return null;
  const scope: Scope = { kind: 'journal', id: workId };
  const done = new URL(url).searchParams.get('done') ?? '';
  return {
    members: await scopeMembers(db, scope),
    roles: ROLES_OF_SCOPE.journal,
    done: (DONE as readonly string[]).includes(done) ? (done as RolesDone) : null,
  };
}

/** Whether this post is the section's (its form's address says so). */
export function isRolesPost(request: Request): boolean {
  return new URL(request.url).searchParams.get('section') === 'editors';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Grant or revoke, answering with the form's one outcome. */
export async function submitRolesForm(db: Db, actorId: string, workId: number, request: Request): Promise<Outcome<RolesKey, typeof ROLES_FORM>> {
  const read = await tryReadFormData(request, { bodyBytes: 8 * 1024 });
  if (!read.ok) return refused(ROLES_FORM, {}, {}, 'requestRefused', {}, read.status);
  const form = read.formData;
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const values = { email: text('email'), role: text('role') };
  const scope: Scope = { kind: 'journal', id: workId };
  const back = (done: RolesDone): Outcome<RolesKey, typeof ROLES_FORM> => ({ kind: 'redirect', to: `/admin/catalog/${workId}?done=${done}#editors` });
  const role = values.role;
  if (text('intent') === 'revoke') {
    if (!isScopedRole(role)) return refused(ROLES_FORM, values, { role: 'roleInvalid' }, 'fixErrors');
    const result = await revokeRole(db, { email: values.email, role, scope, actorId });
    return result.ok ? back('roleRevoked') : refused(ROLES_FORM, values, {}, 'noAccount');
  }
  const errors: Record<string, RolesKey> = {};
  if (!values.email) errors.email = 'required';
  else if (!EMAIL.test(values.email) || values.email.length > 254) errors.email = 'emailInvalid';
  if (!isScopedRole(role) || !ROLES_OF_SCOPE.journal.includes(role)) errors.role = 'roleInvalid';
  if (Object.keys(errors).length || !isScopedRole(role)) return refused(ROLES_FORM, values, errors, 'fixErrors');
  const result = await grantRole(db, { email: values.email, role, scope, actorId });
  if (!result.ok) return refused(ROLES_FORM, values, { [result.reason === 'noAccount' ? 'email' : 'role']: result.reason }, 'fixErrors');
  return back(result.granted ? 'roleGranted' : 'roleAlreadyHeld');
}
