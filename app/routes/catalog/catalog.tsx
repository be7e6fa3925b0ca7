import { data } from 'react-router';
import type { Route } from './+types/catalog';
import { CatalogPage } from '#app/features/catalog/api.ts';
import { catalogPage } from '#app/features/catalog/api.server.ts';
import { readableParts } from '#app/features/reader/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { AppError, notFound } from '#app/lib/app-error.ts';

/** A person searching and refining makes a few searches a minute; a script asking thousands waits. */
const SEARCHES = { limit: 120, windowSeconds: 600 };
/** A search is never kept by the page cache, so each one reaches the limit above (decision 0040). */
const SEARCH_HEADERS = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searching = Boolean(url.searchParams.get('q')?.trim());
  if (searching) {
    const limited = await hitRateLimit(db(), `catalog-search:${context.get(requestInfoContext).ip}`, SEARCHES);
    if (!limited.ok) throw new AppError('too-many-requests', { retryAfter: limited.retryAfter, headers: SEARCH_HEADERS });
  }
  // Passages of what the visitor may read: a signed-in reader's own books whole, anyone's previews.
  const user = context.get(sessionContext)?.user ?? null;
  const page = await catalogPage(db(), params.section ?? null, url.searchParams, requestLocale(request), (books) => readableParts(db(), books, user));
  if (!page) throw notFound();
  return searching ? data(page, { headers: SEARCH_HEADERS }) : page;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  return <CatalogPage loaderData={loaderData} />;
}
