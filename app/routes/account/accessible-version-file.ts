import type { Route } from './+types/accessible-version-file';
import { answerFileFor } from '#app/features/accessible-versions/api.server.ts';
import { notFound } from '#app/lib/app-error.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { idParam } from '#app/lib/respond.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

/** /account/accessible-versions/{id}/file: the answer's file, for the reader who asked only (anyone else: 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const file = await answerFileFor(db(), user.id, idParam(params.id));
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
