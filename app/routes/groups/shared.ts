import type { Route } from './+types/shared';
import { chapterAnnotations, shownGroups } from '#app/features/reading-groups/api.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/**
 * GET /groups/shared/:publicationId/:chapter: what the reader's groups shared on a chapter, as
 * JSON, for the open chapter to refresh itself (the same rule as the page: members who may read).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const publicationId = /^[1-9]\d{0,9}$/.test(params.publicationId) ? Number(params.publicationId) : null;
  if (publicationId === null || params.chapter.length > 200) throw new Response('Not Found', { status: 404 });
  const annotations = await chapterAnnotations(db(), user, publicationId, params.chapter, shownGroups(new URL(request.url).searchParams));
  return Response.json({ annotations }, { headers: { 'Cache-Control': 'no-store' } });
}
