import type { Route } from './+types/collections';
import { AdminCollectionsPage, collectionsMessages } from '#app/features/catalog/api.ts';
import { listCollectionsForAdmin } from '#app/features/catalog/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/catalog/collections: the book collections, each leading to its page (its works and series editors). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const locale = requestLocale(request);
  return { collections: await listCollectionsForAdmin(db(), locale), title: translator(collectionsMessages, locale)('collections') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function CollectionsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminCollectionsPage collections={loaderData.collections} />;
}
