import type { Route } from './+types/shared';
import { chapterShared, sharedView } from '#app/features/reading-groups/api.server.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { contentTag } from '#app/lib/content-tag.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/**
 * GET /groups/shared/:publicationId/:chapter: what the reader's groups shared on a chapter, as
 * JSON, for the open chapter to refresh itself (the same rule as the page: members who may read).
 * An unchanged answer is a 304 (the browser revalidates with the ETag): a chapter open all
 * afternoon costs little while nobody writes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  const publicationId = /^[1-9]\d{0,9}$/.test(params.publicationId) ? Number(params.publicationId) : null;
  if (publicationId === null || params.chapter.length > 200) throw notFound();
  const body = JSON.stringify(await chapterShared(db(), user, publicationId, params.chapter, sharedView(new URL(request.url).searchParams)));
  const etag = contentTag(body);
  // Private to this person; kept by the browser only to ask again with If-None-Match.
  const headers = { 'Cache-Control': 'private, no-cache', ETag: etag, Vary: 'Cookie' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
