import type { Route } from './+types/order';
import { AdminOrderPage, adminOrdersMessages, doneMessage } from '#app/features/orders/api.ts';
import { submitOrderAction, getOrderDetail } from '#app/features/orders/api.server.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { readFormData } from '#app/lib/request-body.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** /admin/orders/:id: everything about one order, the status changes it allows now, internal notes. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const detail = await getOrderDetail(db(), idParam(params.id));
  if (!detail) throw notFound();
  const t = translator(adminOrdersMessages, requestLocale(request));
  return { title: t('orderN', { number: detail.order.id }), done: doneMessage(request.url), ...detail };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireAdmin(context, request);
  const orderId = idParam(params.id);
  return respond(await submitOrderAction(db(), user.id, orderId, await readFormData(request)), requestLocale(request));
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminOrderPage page={loaderData} state={actionData} />;
}
