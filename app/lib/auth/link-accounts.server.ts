/**
 * An account opened from a link that was mailed to the address (a reviewer's invitation): the
 * address counts as verified, since only its owner could follow the link. The person chooses a
 * name and a password on the page the link opened, and is signed in by the auth library as at the
 * sign-in form. An address that already has an account is never opened nor signed in here: its
 * owner signs in with their own password.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.server.ts';
import { accounts, users } from '../db/schema.ts';
import { auth } from './auth.server.ts';

export interface LinkAccountInput {
  email: string;
  name: string;
  lastName: string;
  password: string;
  locale: 'pt' | 'en';
}

/** The id of the account with this address (any case), or null. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return row?.id ?? null;
}

/** Opens a verified account with a password; null when the address has one already (nothing changes then). */
export async function openAccountFromLink(db: Db, input: LinkAccountInput): Promise<string | null> {
  const hash = await hashPassword(input.password);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(users)
      .values({ id, email: input.email.trim().toLowerCase(), name: input.name, lastName: input.lastName, emailVerified: true, locale: input.locale })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!opened) return null;
    await tx.insert(accounts).values({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id, password: hash });
    return id;
  });
}

/** Signs the person in with the password they just chose; the session's Set-Cookie headers, or null when refused. */
export async function signInFromLink(email: string, password: string, request: Request, ip: string): Promise<Headers | null> {
  const headers = new Headers();
  for (const name of ['user-agent', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (ip) headers.set('x-client-ip', ip);
  try {
    const answer = await auth().api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true });
    const cookies = new Headers();
    for (const cookie of answer.headers.getSetCookie()) cookies.append('Set-Cookie', cookie);
    return cookies;
  } catch (error) {
    if (error instanceof APIError) return null;
    throw error;
  }
}
