import type { Route } from './+types/order';
import {
  NotesForm,
  StatusActions,
  BuyerPanel,
  DeliveryPanel,
  HistoryPanel,
  ItemsPanel,
  PaymentPanel,
  StaffChangesPanel,
  StatusPanel,
  adminOrdersMessages,
  doneMessage,
} from '#app/features/orders/api.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { submitOrderAction, getOrderDetail } from '#app/features/orders/api.server.ts';
import { idParam, respond } from '#app/lib/respond.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatDate } from '#app/i18n/format.ts';
import { translator, useLocale, useT } from '#app/i18n/messages.ts';
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

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const { order, title, done } = loaderData;
  return (
    <div>
      <PageHeader back={{ to: '/admin/orders', label: t('backToOrders') }} title={title}>
        <p>{t('placedOn', { date: formatDate(order.placedAt, locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={adminOrdersMessages} state={actionData} done={done} />
        <StatusPanel order={order} />
        <StatusActions order={order} transitions={loaderData.transitions} defaultCarrier={loaderData.defaultCarrier} state={actionData} />
        <ItemsPanel order={order} items={loaderData.items} />
        <div className="grid gap-6 lg:grid-cols-2">
          <BuyerPanel order={order} />
          <DeliveryPanel order={order} />
        </div>
        <PaymentPanel order={order} payments={loaderData.payments} />
        <HistoryPanel history={loaderData.history} />
        <NotesForm notes={order.internalNotes} version={order.version} state={actionData} />
        <StaffChangesPanel changes={loaderData.changes} />
      </div>
    </div>
  );
}
