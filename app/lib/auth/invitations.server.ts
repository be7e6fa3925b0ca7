/**
 * Accounts staff open for people they enrol (a class list): the person gets no password and an
 * unverified address until they follow the invitation, a set-password link that works like a
 * reset link (the /recover page) and lasts two weeks. Setting the password proves the mailbox.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/client.server.ts';
import { users, verifications } from '../db/schema.ts';
import { RESET_PREFIX } from './auth.server.ts';

export const INVITATION_DAYS = 14;

export interface Invitee {
  name: string;
  lastName: string;
  email: string;
}

export interface Invitation {
  userId: string;
  email: string;
  name: string;
  token: string;
}

/**
 * The account of every address (existing ones as they are), and the invitations of the accounts
 * opened now, in `locale` (the language their mails are written in). Run it in the enrolment's transaction.
 */
export async function openInvitedAccounts(tx: Db, people: Invitee[], locale: Locale): Promise<{ ids: Map<string, string>; invited: Invitation[] }> {
  if (!people.length) return { ids: new Map(), invited: [] };
  const opened = await tx
    .insert(users)
    .values(people.map((person) => ({ id: randomUUID(), name: person.name, lastName: person.lastName, email: person.email, emailVerified: false, locale })))
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, name: users.name });
  const ids = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            people.map((p) => p.email),
          ),
        )
    ).map((row) => [row.email, row.id]),
  );
  const invited = opened.map((user) => ({ userId: user.id, email: user.email, name: user.name, token: randomBytes(24).toString('base64url') }));
  if (invited.length) {
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
    // The auth library's reset-link row: the /recover page sets the password and, for an account
    // without one yet, opens its password sign-in.
    await tx.insert(verifications).values(invited.map((i) => ({ id: randomUUID(), identifier: RESET_PREFIX + i.token, value: i.userId, expiresAt })));
  }
  return { ids, invited };
}
