import type { Route } from './+types/blog-feed';
import { blogFeed } from '#app/features/blog/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /blog/feed.xml, /blog/category/{slug}/feed.xml and their /en twins: Atom feeds of the blog. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const body = await blogFeed(db(), requestLocale(request), config().appUrl, params.slug, new Date());
  if (body === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } });
}
