/** The operator's `grant-role EMAIL ROLE SLUG` and `revoke-role EMAIL ROLE SLUG` (npm run cli). */
import type { Db } from '#app/lib/db/client.server.ts';
import { SCOPED_ROLES } from './values.ts';
import { grantRole, revokeRole, scopeBySlug } from './roles.server.ts';
import { isScopedRole } from './scoped-roles.ts';

const SCOPE_NAMES = { journal: 'the journal', 'open-call': 'the open call', collection: 'the collection' } as const;

export const ROLE_COMMAND_USAGE = `EMAIL ROLE SLUG, ROLE one of ${SCOPED_ROLES.join(', ')}, SLUG a journal's, an open call's or a book collection's`;

/** Runs the command; its sentence for the operator, or an Error saying what is wrong. */
export async function roleCommand(db: Db, change: 'grant' | 'revoke', [email, role, slug]: string[]): Promise<string> {
  if (!email || !role || !slug) throw new Error(`Usage: npm run cli -- ${change}-role ${ROLE_COMMAND_USAGE}`);
  if (!isScopedRole(role)) throw new Error(`Unknown role "${role}": one of ${SCOPED_ROLES.join(', ')}.`);
  const scope = await scopeBySlug(db, slug);
  if (!scope) throw new Error(`No journal, open call or collection has the slug "${slug}".`);
  const where = `${SCOPE_NAMES[scope.kind]} ${slug}`;
  if (change === 'grant') {
    const result = await grantRole(db, { email, role, scope, actorId: null });
    if (!result.ok) throw new Error(result.reason === 'noAccount' ? `No account has the e-mail ${email}.` : `A ${role} is not a role of ${where}.`);
    return result.granted ? `${email} is now ${role} of ${where}.` : `${email} was already ${role} of ${where}.`;
  }
  const result = await revokeRole(db, { email, role, scope, actorId: null });
  if (!result.ok) throw new Error(`No account has the e-mail ${email}.`);
  return result.revoked ? `${email} is no longer ${role} of ${where}.` : `${email} was not ${role} of ${where}.`;
}
