/**
 * The account photo: checked by its content (not its name or type header), cropped to a square
 * and stored as WebP; the previous photo is removed once the new one is saved.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '#app/lib/db/db.server.ts';
import { users } from '#app/lib/db/schema.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoError = 'photoRequired' | 'photoTooLarge' | 'photoNotImage';

export async function savePhoto(userId: string, file: FormDataEntryValue | null): Promise<PhotoError | null> {
  if (!(file instanceof File) || file.size === 0) return 'photoRequired';
  if (file.size > PHOTO_MAX_BYTES) return 'photoTooLarge';
  const { default: sharp } = await import('sharp');
  let image: Buffer;
  try {
    const input = sharp(Buffer.from(await file.arrayBuffer()), { limitInputPixels: 40_000_000 });
    const { format } = await input.metadata();
    if (!format || !['jpeg', 'png', 'webp', 'avif', 'gif'].includes(format)) return 'photoNotImage';
    image = await input.rotate().resize(512, 512, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    return 'photoNotImage';
  }
  const key = `avatars/${userId}-${randomBytes(6).toString('hex')}.webp`;
  await storage().put(key, image);
  const [before] = await db().select({ image: users.image }).from(users).where(eq(users.id, userId));
  await db().update(users).set({ image: `/${key}`, updatedAt: new Date() }).where(eq(users.id, userId));
  if (before?.image?.startsWith('/avatars/')) await storage().delete(before.image.slice(1));
  return null;
}

export async function removePhoto(userId: string): Promise<void> {
  const [before] = await db().select({ image: users.image }).from(users).where(eq(users.id, userId));
  await db().update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, userId));
  if (before?.image?.startsWith('/avatars/')) await storage().delete(before.image.slice(1));
}
