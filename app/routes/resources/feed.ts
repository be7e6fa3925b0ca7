import type { Route } from './+types/feed';
import { latestReleases, renderAtomFeed } from '#app/features/catalog/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /feed.xml and /en/feed.xml: the Atom feed of new releases, in the path's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const body = renderAtomFeed(await latestReleases(db(), locale), locale, config().appUrl);
  return new Response(body, {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
