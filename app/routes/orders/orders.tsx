import type { Route } from './+types/orders';
import { listMyOrders } from '#app/features/orders/api.server.ts';
import { MyOrdersPage, orderPageMessages } from '#app/features/orders/api.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireSession } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireSession(context, request);
  return { title: translator(orderPageMessages, requestLocale(request))('ordersTitle'), orders: await listMyOrders(db(), user.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData.title, noindex: true });

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  return <MyOrdersPage orders={loaderData.orders} />;
}
