/** The list of orders: counts per status as filter links, filters, the table, pages, the CSV link. */
import { orderStatusMessages } from '../../order-status-messages.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../order-status.ts';
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { ChoiceField, DateRangeFields, FilterForm, SearchField, ListTable, ResultsLine, StatusLinks } from '#app/ui/admin/list-kit.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import { adminOrdersMessages } from '../messages.ts';
import { orderFilterQuery, type OrderFilters } from '../order-filters.ts';
import type { OrderListRow } from '../order-list.server.ts';

export interface OrderListProps {
  filters: OrderFilters;
  counts: Record<OrderStatus, number>;
  all: number;
  total: number;
  pages: number;
  hasNext: boolean;
  orders: OrderListRow[];
  csvMaxRows: number;
}

export function OrderList({ filters, counts, all, total, pages, hasNext, orders, csvMaxRows }: OrderListProps) {
  const t = useT(adminOrdersMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  const list = (changes: Partial<OrderFilters>) => `/admin/orders${orderFilterQuery(filters, { page: 1, ...changes })}`;
  const filtered = Boolean(filters.q || filters.status || filters.from || filters.to);
  const statusLinks = [
    { status: '' as const, label: t('allStatuses'), count: all },
    ...ORDER_STATUSES.map((status) => ({ status, label: s(`status.${status}`), count: counts[status] })),
  ].map((link) => ({
    key: link.status || 'all',
    label: link.label,
    count: t('countInParens', { count: formatNumber(link.count, locale) }),
    to: list({ status: link.status }),
    current: filters.status === link.status,
  }));
  return (
    <div>
      <h1 className="font-serif text-3xl font-semibold">{t('orders')}</h1>
      <p className="mt-1 text-muted">{t('ordersLead')}</p>

      <StatusLinks label={t('byStatus')} links={statusLinks} />

      <FilterForm label={t('orders')} submitLabel={t('filter')} clear={filtered ? { to: '/admin/orders', label: t('clearFilters') } : null}>
        <SearchField label={t('searchOrders')} value={filters.q} />
        <ChoiceField
          label={t('status')}
          name="status"
          value={filters.status}
          any={t('anyStatus')}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: s(`status.${status}`) }))}
        />
        <DateRangeFields from={{ label: t('placedFrom'), value: filters.from }} to={{ label: t('placedTo'), value: filters.to }} />
      </FilterForm>

      <ResultsLine
        found={t('ordersCount', { count: total })}
        csv={
          total > 0
            ? {
                href: localizePath(`/admin/orders/export.csv${orderFilterQuery(filters, { page: 1 })}`, locale),
                label: t('downloadCsv'),
                hint: t('csvHint', { max: formatNumber(csvMaxRows, locale) }),
              }
            : null
        }
      />

      <ListTable
        caption={t('ordersTable')}
        columns={[
          { key: 'number', label: t('number') },
          { key: 'placed', label: t('placed') },
          { key: 'buyer', label: t('buyer') },
          { key: 'status', label: t('status') },
          { key: 'total', label: t('total'), align: 'right' as const },
          { key: 'itemsCount', label: t('itemsCount'), align: 'right' as const },
        ]}
        empty={filtered ? t('noOrders') : t('noOrdersYet')}
        rowCount={orders.length}
      >
        {orders.map((order) => (
          <tr key={order.id} className="border-b border-line last:border-0">
            <th data-label={t('number')} scope="row" className="p-3 font-normal">
              <Link to={`/admin/orders/${order.id}`} className="font-medium text-brand underline" aria-label={t('orderN', { number: order.id })}>
                {order.id}
              </Link>
            </th>
            <td data-label={t('placed')} className="p-3 whitespace-nowrap">
              <time dateTime={order.placedAt}>{formatDate(order.placedAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </td>
            <td data-label={t('buyer')} className="p-3">
              {order.buyerName}
              <span className="block text-sm text-muted">{order.buyerEmail}</span>
            </td>
            <td data-label={t('status')} className="p-3">
              {s(`status.${order.status}`)}
            </td>
            <td data-label={t('total')} className="p-3 text-right whitespace-nowrap">
              {formatMoney(order.total, order.currency, locale)}
            </td>
            <td data-label={t('itemsCount')} className="p-3 text-right">
              {formatNumber(order.items, locale)}
            </td>
          </tr>
        ))}
      </ListTable>

      <Pager
        page={filters.page}
        hasNext={hasNext}
        href={(page) => list({ page })}
        labels={{
          navigation: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          position: t('pageOf', { page: formatNumber(filters.page, locale), pages: formatNumber(pages, locale) }),
        }}
      />
    </div>
  );
}
