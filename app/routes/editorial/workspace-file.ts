import type { Route } from './+types/workspace-file';
import { editorialActor, editorialFile } from '#app/features/editorial/api.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { idParam } from '#app/lib/respond.server.ts';

/** /editorial/{number}/files/{id}: a submission's file for its editors, under the name it was uploaded with (404 for anyone else). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const actor = await editorialActor(db(), user);
  const file = await editorialFile(db(), actor, params.number, idParam(params.id));
  return new Response(new Uint8Array(file.body), {
    headers: {
      'Content-Type': file.mediaType || 'application/octet-stream',
      'Content-Length': String(file.size),
      'Content-Disposition': attachment(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
