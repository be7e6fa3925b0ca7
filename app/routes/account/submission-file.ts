import type { Route } from './+types/submission-file';
import { authorFile } from '#app/features/editorial/api.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { idParam } from '#app/lib/respond.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

/** /account/submissions/{number}/files/{fileId}: a file the author sent, or a reviewer's annotated file once its round is decided (by its safe name). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const file = await authorFile(db(), user.id, params.number, idParam(params.fileId));
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
