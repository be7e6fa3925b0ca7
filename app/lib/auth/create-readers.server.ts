/**
 * `npm run cli -- create-readers PREFIX COUNT PASSWORD [pt|en]`: verified reader accounts
 * PREFIX-1@DOMAIN … PREFIX-COUNT@DOMAIN with one password, for demos, load tests and the browser
 * journeys (which sign in as one instead of signing up through the form every time), whose mails
 * are written in the language given (Portuguese by default). Accounts that exist are left as they are.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/client.server.ts';
import { accounts, users } from '../db/schema.ts';

export const READERS_MAX = 5000;

export function readerEmail(prefix: string, n: number, domain = 'example.com'): string {
  return `${prefix}-${n}@${domain}`;
}

export async function createReaders(
  db: Db,
  prefix: string,
  count: number,
  password: string,
  locale: 'pt' | 'en' = 'pt',
  domain = 'example.com',
): Promise<number> {
  // An e-mail's local part holds 64 characters: the prefix, a hyphen and up to four digits.
  if (!/^[a-z0-9][a-z0-9.-]{0,57}$/.test(prefix)) throw new Error('PREFIX: lowercase letters, digits, dots and hyphens, at most 58.');
  if (!Number.isInteger(count) || count < 1 || count > READERS_MAX) throw new Error(`COUNT: a whole number from 1 to ${READERS_MAX}.`);
  if (password.length < 8) throw new Error('PASSWORD: at least 8 characters.');
  // One hash for all: the salt is in it, and hashing is deliberately slow.
  const hash = await hashPassword(password);
  let created = 0;
  for (let start = 1; start <= count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start + 1) }, (_, i) => ({ id: randomUUID(), email: readerEmail(prefix, start + i, domain) }));
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values(batch.map((reader) => ({ id: reader.id, email: reader.email, name: 'Leitora', lastName: 'Teste', emailVerified: true, locale })))
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (inserted.length)
        await tx.insert(accounts).values(inserted.map(({ id }) => ({ id: randomUUID(), userId: id, providerId: 'credential', accountId: id, password: hash })));
      created += inserted.length;
    });
  }
  return created;
}
