import type { Route } from './+types/submission-sample';
import { submissionSample } from '#app/features/publish/api.server.ts';
import { idParam } from '#app/lib/respond.server.ts';
import { SAMPLE_MEDIA_TYPES } from '#app/features/publish/api.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { attachment } from '#app/lib/content-disposition.ts';
import { db } from '#app/lib/db/db.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/submissions/{id}/sample: the manuscript sample sent with a proposal, always as a download (never shown inline). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const sample = await submissionSample(db(), idParam(params.id));
  const stored = sample ? await storage().open(sample.key) : null;
  if (!sample || !stored) throw notFound();
  // The kind was checked by content when it arrived, and the stored key ends with it.
  const kind = sample.key.slice(sample.key.lastIndexOf('.') + 1) as keyof typeof SAMPLE_MEDIA_TYPES;
  return new Response(stored.stream, {
    headers: {
      'Content-Type': SAMPLE_MEDIA_TYPES[kind] ?? 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': attachment(sample.name),
      'Cache-Control': 'private, no-store',
    },
  });
}
