import type { Route } from './+types/download';
import { openAccessFile } from '#app/features/catalog/api.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { notFound } from '#app/lib/app-error.ts';

const TYPES = { epub: 'application/epub+zip', pdf: 'application/pdf' } as const;

/** /download/{format slug}/{epub|pdf}: the ebook file of an open-access work. */
export async function loader({ params }: Route.LoaderArgs) {
  const kind = params.file;
  if (kind !== 'epub' && kind !== 'pdf') throw notFound();
  const file = await openAccessFile(db(), params.slug, kind);
  if (!file) throw notFound();
  const stored = await storage().open(file.key);
  if (!stored) throw notFound();
  return new Response(stored.stream, {
    headers: {
      'Content-Type': TYPES[kind],
      'Content-Length': String(stored.size),
      'Content-Disposition': `attachment; filename="${file.filename}.${kind}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
