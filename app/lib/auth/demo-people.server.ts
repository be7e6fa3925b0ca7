/**
 * The demo's fictional people as accounts (issue 51): editors, reviewers and authors of the
 * seeded editorial history. They are made without a password, so nobody can sign in as them until
 * an operator runs `npm run cli -- demo-accounts PASSWORD`, which gives each the one password
 * (for an evaluator to see the desk as its editor, a review as its reviewer, a submission as its
 * author). Their addresses are at a reserved domain (.example): no mail reaches a real person.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/client.server.ts';
import { accounts, users } from '../db/schema.ts';

export const DEMO_PEOPLE_DOMAIN = 'ipe-demo.example';

export interface DemoPerson {
  email: string;
  name: string;
  lastName: string;
  locale: 'pt' | 'en';
}

/** Makes the accounts that are missing (verified, without a password); returns every one's id by e-mail. */
export async function ensureDemoPeople(db: Db, people: readonly DemoPerson[]): Promise<Map<string, string>> {
  if (people.some((p) => !p.email.endsWith(`@${DEMO_PEOPLE_DOMAIN}`))) throw new Error(`Demo people live at @${DEMO_PEOPLE_DOMAIN}.`);
  if (people.length)
    await db
      .insert(users)
      .values(people.map((p) => ({ id: randomUUID(), email: p.email, name: p.name, lastName: p.lastName, locale: p.locale, emailVerified: true })))
      .onConflictDoNothing({ target: users.email });
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        people.map((p) => p.email),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** Gives every demo person (and no one else) the password; returns how many accounts it set. */
export async function setDemoPasswords(db: Db, password: string): Promise<number> {
  if (password.length < 8) throw new Error('PASSWORD: at least 8 characters.');
  const hash = await hashPassword(password);
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_PEOPLE_DOMAIN}`));
  const ids = demo.map((u) => u.id);
  for (const id of ids) {
    const updated = await db
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (!updated.length) await db.insert(accounts).values({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id, password: hash });
  }
  return ids.length;
}
