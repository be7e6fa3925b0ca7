import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { ownPhotoKey, removePhoto, savePhoto } from './profile-photo.server.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-'));
const ana = randomUUID();
const bia = randomUUID();

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  database = await createTestDatabase();
  useDatabase(database);
  await database.db.insert(users).values([
    { id: ana, name: 'Ana', lastName: 'A', email: 'ana@photo.test', emailVerified: true },
    { id: bia, name: 'Bia', lastName: 'B', email: 'bia@photo.test', emailVerified: true },
  ]);
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
          .png()
          .toBuffer(),
      ),
    ],
    'me.png',
  );
const imageOf = async (id: string) => (await database.db.select({ image: users.image }).from(users).where(eq(users.id, id)))[0]!.image;
const stored = (image: string | null) => Boolean(image) && fs.existsSync(path.join(dataDir, 'uploads', image!.slice(1)));

it('knows a person’s own uploads from any other path', () => {
  expect(ownPhotoKey(ana, `/avatars/${ana}-0a1b2c3d4e5f.webp`)).toBe(`avatars/${ana}-0a1b2c3d4e5f.webp`);
  expect(ownPhotoKey(ana, `/avatars/${bia}-0a1b2c3d4e5f.webp`)).toBeNull();
  expect(ownPhotoKey(ana, `/avatars/${ana}-x/../../covers/a.webp`)).toBeNull();
  expect(ownPhotoKey(ana, 'https://example.com/a.webp')).toBeNull();
  expect(ownPhotoKey(ana, null)).toBeNull();
});

it('a path pointing at another person’s photo never gets that photo deleted', async () => {
  expect(await savePhoto(bia, await png())).toBeNull();
  const biasPhoto = await imageOf(bia);
  expect(stored(biasPhoto)).toBe(true);
  // Ana's image is made to point at Bia's file (as an open auth endpoint once allowed).
  await database.db.update(users).set({ image: biasPhoto }).where(eq(users.id, ana));
  expect(await savePhoto(ana, await png())).toBeNull();
  expect(stored(biasPhoto)).toBe(true);
  await database.db.update(users).set({ image: biasPhoto }).where(eq(users.id, ana));
  await removePhoto(ana);
  expect(stored(biasPhoto)).toBe(true);
});

it('replacing or removing one’s own photo removes the old file', async () => {
  expect(await savePhoto(ana, await png())).toBeNull();
  const first = await imageOf(ana);
  expect(await savePhoto(ana, await png())).toBeNull();
  const second = await imageOf(ana);
  expect(stored(first)).toBe(false);
  expect(stored(second)).toBe(true);
  await removePhoto(ana);
  expect(stored(second)).toBe(false);
});
