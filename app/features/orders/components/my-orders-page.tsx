import { formatDate, formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { buttonClass } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import type { listMyOrders } from '../my-orders.server.ts';
import { orderPageMessages } from '../order-page-messages.ts';
import { orderStatusMessages } from '../order-status-messages.ts';

/** My orders, newest first: number, date, items, status and total; none yet leads to the catalog. */
export function MyOrdersPage({ orders }: { orders: Awaited<ReturnType<typeof listMyOrders>> }) {
  const t = useT(orderPageMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold tracking-tight">{t('ordersTitle')}</h1>
      <p className="mt-3 text-lg text-muted">{t('ordersLead')}</p>
      {orders.length === 0 ? (
        <div className="mt-8 rounded-md border border-line bg-surface p-8 text-center">
          <p className="text-xl font-semibold">{t('noOrders')}</p>
          <Link to="/catalog" className={buttonClass('primary', 'mt-6')}>
            {t('browseCatalog')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-line rounded-lg border border-line bg-surface">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
              <div>
                <Link to={`/orders/${order.id}`} className="font-serif text-xl font-semibold text-brand underline">
                  {t('orderNumber', { number: order.id })}
                </Link>
                <p className="text-muted">
                  {t('placedOn', { date: formatDate(order.placedAt, locale, { dateStyle: 'long' }) })} · {t('items', { count: order.items })}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold">{s(`status.${order.status}`)}</p>
                <p>{formatMoney(order.total, order.currency, locale)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
