import type { Route } from './+types/review-file';
import { reviewFile } from '#app/features/editorial/api.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { idParam } from '#app/lib/respond.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

/** /review/{id}/files/{fileId}: a file the reviewer may read (the anonymity filter decides), downloaded by its safe name, never the name it was uploaded with. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const file = await reviewFile(db(), user.id, idParam(params.id), idParam(params.fileId));
  const stored = await storage().open(file.key);
  if (!stored) throw notFound();
  return new Response(stored.stream, {
    headers: {
      'Content-Type': file.mediaType,
      'Content-Length': String(stored.size),
      'Content-Disposition': attachment(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
