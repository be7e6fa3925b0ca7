import { robotsTxt } from '#app/features/catalog/api.server.ts';
import { config } from '#app/lib/config.server.ts';

/** /robots.txt: served by the app (not a static file) because it names the sitemap by its full address. */
export function loader() {
  return new Response(robotsTxt(config().appUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
