import type { Route } from './+types/feed';
import { journalFeed } from '#app/features/journals/api.server.ts';
import { isSlug } from '#app/features/journals/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /journal/{slug}/feed.xml and /en/…: the journal's newest articles as Atom. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const body = isSlug(params.slug) ? await journalFeed(db(), params.slug, requestLocale(request), config().appUrl) : null;
  if (body === null) throw notFound();
  return new Response(body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
