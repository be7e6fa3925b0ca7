/**
 * The files an edition keeps besides its chapters (its images), answered by
 * /reader-assets/<edition id>/<path> under the reader's access rules, with a type fixed by us, never
 * guessed by the browser, and a policy that lets an SVG opened on its own run nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { isSafeKey } from '#app/lib/storage/file-storage.server.ts';
import { storage, type FileStorage } from '#app/lib/storage/storage.server.ts';
import { readerAccess } from '../access.server.ts';

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

type Viewer = Parameters<typeof readerAccess>[2];

/**
 * An edition's file, under the reader's rules: anyone for an open-access book; for a paid one,
 * those who may read it, and with a preview only the files the first chapter shows. Null: 404.
 */
export async function editionAssetResponse(
  db: Db,
  editionParam: string | undefined,
  path: string | undefined,
  viewer: Viewer,
  files: FileStorage = storage(),
): Promise<Response | null> {
  if (!editionParam || !/^\d{1,9}$/.test(editionParam) || !path) return null;
  const type = TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!type) return null;
  const [edition] = await db
    .select({ id: readerEditions.id, prefix: readerEditions.assetsPrefix, publicationId: publications.id, openAccess: publications.openAccess })
    .from(readerEditions)
    .innerJoin(publications, eq(publications.id, readerEditions.publicationId))
    .where(eq(readerEditions.id, Number(editionParam)));
  const key = edition ? `${edition.prefix}/${path}` : '';
  if (!edition || !isSafeKey(key)) return null;
  if (!edition.openAccess && (await readerAccess(db, { id: edition.publicationId, openAccess: false }, viewer)) !== 'full') {
    const [first] = await db
      .select({ html: readerChapters.html })
      .from(readerChapters)
      .where(and(eq(readerChapters.editionId, edition.id), eq(readerChapters.linear, true)))
      .orderBy(asc(readerChapters.position))
      .limit(1);
    if (!first?.html.includes(`/reader-assets/${edition.id}/${path}"`)) return null;
  }
  const file = await files.open(key);
  if (!file) return null;
  const headers = new Headers({
    'Content-Type': type,
    'Content-Length': String(file.size),
    // An edition's files never change: a new import is a new edition with its own id. A paid
    // book's files stay in the reader's own browser cache only.
    'Cache-Control': edition.openAccess ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  if (type === 'image/svg+xml') headers.set('Content-Security-Policy', SVG_POLICY);
  return new Response(file.stream, { headers });
}
