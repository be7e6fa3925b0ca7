/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start (or `npm run cli -- create-admin`): creates that
 * administrator, or updates its password and role, verified and enabled.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/db.server.ts';
import { accounts, users } from '../db/schema.ts';
import { parseRoles, serializeRoles } from './roles.ts';

export async function ensureAdmin(rawEmail: string, password: string): Promise<'created' | 'updated'> {
  const email = rawEmail.trim().toLowerCase();
  if (password.length < 8) throw new Error('ADMIN_PASSWORD must have at least 8 characters.');
  const [existing] = await db().select().from(users).where(eq(users.email, email));
  if (!existing) {
    const id = randomUUID();
    const hash = await hashPassword(password);
    await db().transaction(async (tx) => {
      await tx.insert(users).values({ id, email, name: 'Admin', lastName: 'Editora', emailVerified: true, role: 'user,admin' });
      await tx.insert(accounts).values({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id, password: hash });
    });
    return 'created';
  }
  await db()
    .update(users)
    .set({ role: serializeRoles([...parseRoles(existing.role), 'admin']), banned: false, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, existing.id));
  const hash = await hashPassword(password);
  const [credential] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')));
  if (credential) await db().update(accounts).set({ password: hash, updatedAt: new Date() }).where(eq(accounts.id, credential.id));
  else await db().insert(accounts).values({ id: randomUUID(), userId: existing.id, providerId: 'credential', accountId: existing.id, password: hash });
  return 'updated';
}
