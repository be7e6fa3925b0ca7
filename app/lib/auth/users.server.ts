/**
 * People's rows (users, sessions) are the auth library's: Better Auth writes them, and every other
 * change (a profile, roles, a ban, signing out elsewhere, deleting an account) goes through here.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.server.ts';
import { sessions, users } from '../db/schema.ts';

export type UserChange = Partial<Pick<typeof users.$inferInsert, 'name' | 'lastName' | 'phone' | 'image' | 'role' | 'banned'>>;

/** Changes a person's own fields; false when there is no such person. */
export async function updateUser(db: Pick<Db, 'update'>, userId: string, change: UserChange): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends a person's sessions (one, when given its id); how many ended. */
export async function endSessions(db: Pick<Db, 'delete'>, userId: string, sessionId?: string): Promise<number> {
  const where = sessionId ? and(eq(sessions.userId, userId), eq(sessions.id, sessionId)) : eq(sessions.userId, userId);
  return (await db.delete(sessions).where(where).returning({ id: sessions.id })).length;
}

/** Deletes a person; their sessions, accounts and personal rows go with them (the schema cascades). */
export async function deleteUser(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** A link mailed to the address was used (a reset or an invitation): the address is theirs. */
export async function markEmailVerified(db: Pick<Db, 'update'>, userId: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
