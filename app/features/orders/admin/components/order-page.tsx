import { formatDate } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Notice, PageHeader } from '#app/ui/admin/form-kit.tsx';
import { adminOrdersMessages } from '../messages.ts';
import type { getOrderDetail } from '../order-detail.server.ts';
import type { DoneMessage, FormState } from '../outcome.ts';
import { NotesForm, StatusActions } from './order-actions.tsx';
import { BuyerPanel, DeliveryPanel, HistoryPanel, ItemsPanel, PaymentPanel, StaffChangesPanel, StatusPanel } from './order-panels.tsx';

type OrderPage = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>> & { title: string; done: DoneMessage | null };

/** The staff's page of one order: its status and the moves it allows, items, buyer, delivery, payment, history, notes and staff changes. */
export function AdminOrderPage({ page, state }: { page: OrderPage; state: FormState | undefined }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const { order, title, done } = page;
  return (
    <div>
      <PageHeader back={{ to: '/admin/orders', label: t('backToOrders') }} title={title}>
        <p>{t('placedOn', { date: formatDate(order.placedAt, locale, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      </PageHeader>
      <div className="grid gap-6">
        <Notice catalog={adminOrdersMessages} state={state} done={done} />
        <StatusPanel order={order} />
        <StatusActions order={order} transitions={page.transitions} defaultCarrier={page.defaultCarrier} state={state} />
        <ItemsPanel order={order} items={page.items} />
        <div className="grid gap-6 lg:grid-cols-2">
          <BuyerPanel order={order} />
          <DeliveryPanel order={order} />
        </div>
        <PaymentPanel order={order} payments={page.payments} />
        <HistoryPanel history={page.history} />
        <NotesForm notes={order.internalNotes} version={order.version} state={state} />
        <StaffChangesPanel changes={page.changes} />
      </div>
    </div>
  );
}
