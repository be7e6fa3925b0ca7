import type { Route } from './+types/orders';
import { OrderList, adminOrdersMessages, parseOrderFilters } from '#app/features/orders/api.ts';
import { listOrders, ORDERS_CSV_MAX_ROWS } from '#app/features/orders/api.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

/** /admin/orders: filters by status, dates and search, counts per status, pages of 50, the CSV link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const filters = parseOrderFilters(new URL(request.url).searchParams);
  const t = translator(adminOrdersMessages, requestLocale(request));
  return { title: t('orders'), filters, csvMaxRows: ORDERS_CSV_MAX_ROWS, ...(await listOrders(db(), filters)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return <OrderList {...loaderData} />;
}
