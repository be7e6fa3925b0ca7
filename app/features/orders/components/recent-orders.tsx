import { formatDate, formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import type { listMyOrders } from '../my-orders.server.ts';
import { orderPageMessages } from '../order-page-messages.ts';
import { orderStatusMessages } from '../order-status-messages.ts';

/** The account page's "My orders": the latest few, and the way to all of them. */
export function RecentOrders({ orders }: { orders: Awaited<ReturnType<typeof listMyOrders>> }) {
  const t = useT(orderPageMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="my-orders" className="rounded-lg border border-line bg-surface p-6">
      <h2 id="my-orders" className="text-xl font-semibold">
        {t('ordersTitle')}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-1 text-muted">{t('noOrders')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <Link to={`/orders/${order.id}`} className="font-medium text-brand underline">
                  {t('orderNumber', { number: order.id })}
                </Link>
                <span className="block text-sm text-muted">{t('placedOn', { date: formatDate(order.placedAt, locale, { dateStyle: 'medium' }) })}</span>
              </div>
              <span>
                {s(`status.${order.status}`)} · {formatMoney(order.total, order.currency, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/orders" className="mt-3 inline-flex min-h-11 items-center text-brand underline">
        {t('backToOrders')}
      </Link>
    </section>
  );
}
