/**
 * The files an edition keeps besides its chapters (SVG images, and the raster ones that /_ipx
 * also serves), answered by /reader-assets/<edition id>/<path> with a type fixed by us, never
 * guessed by the browser, and a policy that lets an SVG opened on its own run nothing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.ts';
import { readerEditions } from '#app/lib/db/schema.ts';
import { isSafeKey } from '#app/lib/storage/file-storage.ts';
import { storage, type FileStorage } from '#app/lib/storage/storage.server.ts';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** No scripts, no fetches, no fonts or images from anywhere: an SVG may only style itself. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export async function editionAssetResponse(db: Db, editionParam: string | undefined, path: string | undefined, files: FileStorage = storage()): Promise<Response | null> {
  if (!editionParam || !/^\d{1,9}$/.test(editionParam) || !path) return null;
  const type = TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!type) return null;
  const [edition] = await db.select({ prefix: readerEditions.assetsPrefix }).from(readerEditions).where(eq(readerEditions.id, Number(editionParam)));
  const key = edition ? `${edition.prefix}/${path}` : '';
  if (!edition || !isSafeKey(key)) return null;
  const file = await files.open(key);
  if (!file) return null;
  const headers = new Headers({
    'Content-Type': type,
    'Content-Length': String(file.size),
    // An edition's files never change: a new import is a new edition with its own id.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
  if (type === 'image/svg+xml') headers.set('Content-Security-Policy', SVG_POLICY);
  return new Response(file.stream, { headers });
}
