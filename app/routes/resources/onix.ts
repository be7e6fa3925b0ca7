import type { Route } from './+types/onix';
import { onixMessage } from '#app/features/catalog/api.ts';
import { onixProducts } from '#app/features/catalog/api.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/**
 * /onix.xml: the catalog as an ONIX for Books 3.0 message for the book trade (every format of
 * every published work); ?work={slug} for one work's formats, 404 if it has none. Public, as the
 * catalog itself is; the admin's catalog page links to it as a download.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const work = url.searchParams.get('work') ?? undefined;
  if (work !== undefined && !/^[a-z0-9-]{1,200}$/.test(work)) throw notFound();
  const products = await onixProducts(db(), config().appUrl, work);
  if (work && !products.length) throw notFound();
  const body = onixMessage(products, { appUrl: config().appUrl, sentAt: new Date(), contactEmail: currentPress().email });
  const headers = new Headers({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  if (url.searchParams.has('download')) headers.set('Content-Disposition', `attachment; filename="${work ?? 'catalogo'}-onix.xml"`);
  return new Response(body, { headers });
}
