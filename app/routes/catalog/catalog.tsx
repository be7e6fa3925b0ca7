import { data } from 'react-router';
import type { Route } from './+types/catalog';
import { CatalogPage } from '#app/features/catalog/api.ts';
import { catalogPage } from '#app/features/catalog/api.server.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await catalogPage(db(), params.section ?? null, new URL(request.url).searchParams, requestLocale(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CatalogRoute({ loaderData }: Route.ComponentProps) {
  return <CatalogPage loaderData={loaderData} />;
}
