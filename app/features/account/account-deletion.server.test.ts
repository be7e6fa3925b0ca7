/** Deleting an account takes the person's requests for accessible versions with it, their answers' files too (decision 0047). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { seedAnsweredRequest } from '#app/features/accessible-versions/testing.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { accessibleVersionRequests, accounts, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { deleteAccount } from './account-settings.server.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deletion-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values({ id: 'clara', email: 'clara@ipe.test', name: 'Clara', emailVerified: true });
  await database.db
    .insert(accounts)
    .values({ id: 'a1', userId: 'clara', providerId: 'credential', accountId: 'clara', password: await hashPassword('uma senha longa 1') });
  await database.db.insert(publications).values({ type: 'book', slug: 'obra', status: 'published', titlePt: 'Obra' });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('deletes the requests, what they said of the person’s needs, and the files sent', async () => {
  const id = await seedAnsweredRequest(database.db, 'clara');
  const [request] = await database.db.select().from(accessibleVersionRequests).where(eq(accessibleVersionRequests.id, id));
  expect(await storage().open(request!.fileKey!)).not.toBeNull();
  expect(await deleteAccount('clara', 'wrong password')).toEqual({ ok: false, code: 'wrong-password' });
  expect(await database.db.select().from(accessibleVersionRequests)).toHaveLength(1);
  expect(await deleteAccount('clara', 'uma senha longa 1')).toEqual({ ok: true });
  expect(await database.db.select().from(accessibleVersionRequests)).toHaveLength(0);
  expect(await storage().open(request!.fileKey!)).toBeNull();
});
