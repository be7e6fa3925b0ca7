/**
 * The account photo: checked by its content (not its name or type header), cropped to a square
 * and stored as WebP; the previous photo is removed once the new one is saved, but only if it is
 * this person's own upload (a path set some other way never leads to deleting another's file).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '#app/lib/db/db.server.ts';
import { users } from '#app/lib/db/schema.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { updateUser } from '#app/lib/auth/users.server.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export type PhotoError = 'photoRequired' | 'photoTooLarge' | 'photoNotImage';

/** The storage key of a photo this person uploaded, or null for anything else. */
export function ownPhotoKey(userId: string, image: string | null | undefined): string | null {
  if (!image) return null;
  const key = image.slice(1);
  return image.startsWith(`/avatars/${userId}-`) && /^avatars\/[\w-]+\.webp$/.test(key) ? key : null;
}

async function deleteOwnPhoto(userId: string, image: string | null | undefined): Promise<void> {
  const key = ownPhotoKey(userId, image);
  if (key) await storage().delete(key);
}

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
  await updateUser(db(), userId, { image: `/${key}` });
  await deleteOwnPhoto(userId, before?.image);
  return null;
}

export async function removePhoto(userId: string): Promise<void> {
  const [before] = await db().select({ image: users.image }).from(users).where(eq(users.id, userId));
  await updateUser(db(), userId, { image: null });
  await deleteOwnPhoto(userId, before?.image);
}
