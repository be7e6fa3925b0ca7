import type { Route } from './+types/sitemap';
import { sitemapPosts as blogSitemapEntries } from '#app/features/blog/api.server.ts';
import { renderSitemap, sitemapEntries } from '#app/features/catalog/api.server.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /sitemap.xml: every public page in both languages (an index of pages past 50,000 URLs). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page');
  const [catalog, blog] = await Promise.all([sitemapEntries(db()), blogSitemapEntries(db(), new Date())]);
  const body = renderSitemap([...catalog, ...blog], config().appUrl, page);
  if (body === null) throw notFound();
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
