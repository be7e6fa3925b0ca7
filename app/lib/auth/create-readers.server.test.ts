import { verifyPassword } from 'better-auth/crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.server.ts';
import { createReaders, readerEmail } from './create-readers.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

it('creates verified readers who can sign in with the one password, and leaves existing ones alone', async () => {
  expect(await createReaders(database.db, 'pool', 3, 'leitura-aberta-2026')).toBe(3);
  const rows = await database.db.select().from(users).where(like(users.email, 'pool-%'));
  expect(rows.map((row) => row.email).sort()).toEqual([1, 2, 3].map((n) => readerEmail('pool', n)));
  expect(rows.every((row) => row.emailVerified && row.role === 'user' && !row.banned && row.locale === 'pt')).toBe(true);
  const [credential] = await database.db.select().from(accounts).where(eq(accounts.userId, rows[0]!.id));
  expect(await verifyPassword({ hash: credential!.password!, password: 'leitura-aberta-2026' })).toBe(true);
  expect(await createReaders(database.db, 'pool', 4, 'another-password')).toBe(1);
  expect(await createReaders(database.db, 'pool-en', 1, 'leitura-aberta-2026', 'en')).toBe(1);
  expect(
    (
      await database.db
        .select()
        .from(users)
        .where(eq(users.email, readerEmail('pool-en', 1)))
    )[0]!.locale,
  ).toBe('en');
});

it('refuses a bad prefix, count or password', async () => {
  await expect(createReaders(database.db, 'Bad Prefix', 1, 'leitura-aberta-2026')).rejects.toThrow(/PREFIX/);
  await expect(createReaders(database.db, 'ok', 0, 'leitura-aberta-2026')).rejects.toThrow(/COUNT/);
  await expect(createReaders(database.db, 'ok', 1, 'short')).rejects.toThrow(/PASSWORD/);
});
