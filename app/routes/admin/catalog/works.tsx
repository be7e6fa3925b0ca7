import type { Route } from './+types/works';
import { WorkList, adminCatalogMessages } from '#app/features/catalog/api.ts';
import { listWorks, parseWorkFilters } from '#app/features/catalog/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  const filters = parseWorkFilters(new URL(request.url).searchParams);
  return { title: translator(adminCatalogMessages, locale)('catalog'), filters, ...(await listWorks(db(), filters, locale)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function WorksPage({ loaderData }: Route.ComponentProps) {
  return <WorkList filters={loaderData.filters} total={loaderData.total} pages={loaderData.pages} works={loaderData.works} />;
}
