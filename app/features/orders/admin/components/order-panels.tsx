/** One order, read-only: status, buyer, delivery, items and totals, payment, history, the team's changes. */
import type { ReactNode } from 'react';
import { CARRIER_NAMES, isCarrier } from '../../carriers.ts';
import { orderStatusMessages } from '../../order-status-messages.ts';
import { formatDate, formatMoney, formatNumber } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { adminOrdersMessages, type AdminOrdersKey } from '../messages.ts';
import type { OrderDetail } from '../order-detail.server.ts';
import { Panel } from '#app/ui/admin/form-kit.tsx';

type Order = OrderDetail['order'];

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted">{term}</dt>
          <dd className="break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatusPanel({ order }: { order: Order }) {
  const t = useT(adminOrdersMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  const explanation = order.status === 'paid' && order.digitalOnly ? s('explain.paid-digital') : s(`explain.${order.status}`);
  const carrierName = order.tracking?.carrier && isCarrier(order.tracking.carrier) ? CARRIER_NAMES[order.tracking.carrier] : (order.tracking?.carrier ?? '');
  return (
    <Panel id="order-status" title={t('currentStatus')}>
      <p className="text-2xl font-semibold">{s(`status.${order.status}`)}</p>
      <p className="mt-1">{explanation}</p>
      <ul className="mt-3 space-y-1 text-muted">
        {order.paidAt ? <li>{t('paidOn', { date: formatDate(order.paidAt, locale, dateTime) })}</li> : null}
        {order.status === 'placed' ? <li>{t('payBy', { date: formatDate(order.expiresAt, locale, dateTime) })}</li> : null}
      </ul>
      {order.tracking ? (
        <p className="mt-3">
          <span className="font-medium">{t('tracking')}: </span>
          {order.tracking.url ? (
            <a href={order.tracking.url} className="text-brand underline" target="_blank" rel="noreferrer noopener">
              {t('trackingLink', { code: order.tracking.code, carrier: carrierName })}
            </a>
          ) : (
            order.tracking.code
          )}
        </p>
      ) : null}
      {order.refundNote ? (
        <p className="mt-3">
          <span className="font-medium">{t('refundNoteStored')}: </span>
          {order.refundNote}
        </p>
      ) : null}
    </Panel>
  );
}

export function BuyerPanel({ order }: { order: Order }) {
  const t = useT(adminOrdersMessages);
  const { buyer } = order;
  return (
    <Panel id="order-buyer" title={t('buyerTitle')}>
      <Facts
        rows={[
          [t('name'), `${buyer.name} ${buyer.surname}`],
          [
            t('email'),
            <a key="email" href={`mailto:${buyer.email}`} className="text-brand underline">
              {buyer.email}
            </a>,
          ],
          [t('phone'), buyer.phone || '—'],
          [t('identification'), `${t(`idType.${buyer.idType}`)} ${buyer.identification}`],
          [t('account'), order.hasAccount ? t('withAccount') : t('withoutAccount')],
          [t('language'), order.locale === 'en' ? t('locale.en') : t('locale.pt')],
        ]}
      />
    </Panel>
  );
}

export function DeliveryPanel({ order }: { order: Order }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const address = order.shippingAddress;
  const method = order.shippingMethod;
  return (
    <Panel id="order-delivery" title={t('addressTitle')}>
      {!address ? (
        <p>{t('digitalOnly')}</p>
      ) : (
        <Facts
          rows={[
            [t('recipient'), address.recipient],
            [
              t('address'),
              <span key="address" className="whitespace-pre-line">
                {[
                  `${address.address}, ${address.number}${address.complement ? ` — ${address.complement}` : ''}`,
                  address.district,
                  `${address.city} — ${address.state}`,
                ]
                  .filter(Boolean)
                  .join('\n')}
              </span>,
            ],
            [t('zipcode'), address.zipcode],
            [t('country'), address.country],
            [
              t('shippingMethod'),
              method ? `${locale === 'pt' ? method.namePt : method.nameEn} · ${t('shippingDays', { min: method.daysMin, max: method.daysMax })}` : '—',
            ],
            [t('tracking'), order.tracking?.code ?? t('noTracking')],
          ]}
        />
      )}
    </Panel>
  );
}

export function ItemsPanel({ order, items }: { order: Order; items: OrderDetail['items'] }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const cell = 'p-3';
  return (
    <Panel id="order-items" title={t('itemsTitle')}>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={cell}>
                {t('title')}
              </th>
              <th scope="col" className={cell}>
                {t('format')}
              </th>
              <th scope="col" className={cell}>
                {t('isbn')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('quantity')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-b border-line">
                <th scope="row" className={`${cell} font-normal`}>
                  {item.title}
                </th>
                <td className={cell}>{t(`kind.${item.kind}`)}</td>
                <td className={`${cell} whitespace-nowrap`}>{item.isbn ?? '—'}</td>
                <td className={`${cell} text-right`}>{formatNumber(item.quantity, locale)}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{money(item.unitPrice)}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{money(item.unitPrice * item.quantity)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <Total label={t('subtotal')} value={money(order.subtotal)} />
            {order.discount ? (
              <Total label={order.couponCode ? t('discountWith', { code: order.couponCode }) : t('discount')} value={`− ${money(order.discount)}`} />
            ) : null}
            {order.shippingMethod ? <Total label={t('shippingCost')} value={money(order.shippingCost)} /> : null}
            <Total label={t('total')} value={money(order.total)} strong />
          </tfoot>
        </table>
      </div>
    </Panel>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-semibold' : ''}>
      <th scope="row" colSpan={5} className="p-3 pt-2 pb-0 text-right font-medium">
        {label}
      </th>
      <td className="p-3 pt-2 pb-0 text-right whitespace-nowrap">{value}</td>
    </tr>
  );
}

export function PaymentPanel({ order, payments }: { order: Order; payments: OrderDetail['payments'] }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  return (
    <Panel id="order-payment" title={t('paymentTitle')}>
      <Facts rows={[[t('paymentMethod'), order.paymentMethod]]} />
      <h3 className="mt-4 font-semibold">{t('payments')}</h3>
      {payments.length === 0 ? (
        <p className="mt-2 text-muted">{t('noPayments')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="p-3">
                  {t('provider')}
                </th>
                <th scope="col" className="p-3">
                  {t('paymentStatus')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('amount')}
                </th>
                <th scope="col" className="p-3">
                  {t('created')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id} className="border-b border-line last:border-0">
                  <td className="p-3">{payment.provider}</td>
                  <td className="p-3">{t(`payment.${payment.status}`)}</td>
                  <td className="p-3 text-right whitespace-nowrap">{formatMoney(payment.amount, payment.currency, locale)}</td>
                  <td className="p-3">
                    <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, locale, dateTime)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function HistoryPanel({ history }: { history: OrderDetail['history'] }) {
  const t = useT(adminOrdersMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  return (
    <Panel id="order-history" title={t('history')}>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className="p-3">
                {t('when')}
              </th>
              <th scope="col" className="p-3">
                {t('change')}
              </th>
              <th scope="col" className="p-3">
                {t('who')}
              </th>
              <th scope="col" className="p-3">
                {t('reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((event) => (
              <tr key={event.id} className="border-b border-line last:border-0">
                <td className="p-3 whitespace-nowrap">
                  <time dateTime={event.createdAt}>{formatDate(event.createdAt, locale, dateTime)}</time>
                </td>
                <td className="p-3">{event.fromStatus ? `${s(`status.${event.fromStatus}`)} → ${s(`status.${event.toStatus}`)}` : t('orderPlaced')}</td>
                <td className="p-3">{event.actorKind === 'admin' ? (event.actorName ?? t('actor.admin')) : t(`actor.${event.actorKind}`)}</td>
                <td className="p-3 whitespace-pre-line">{event.reason || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

export function StaffChangesPanel({ changes }: { changes: OrderDetail['changes'] }) {
  const t = useT(adminOrdersMessages);
  const locale = useLocale();
  return (
    <Panel id="order-changes" title={t('staffChanges')}>
      {changes.length === 0 ? (
        <p className="text-muted">{t('noStaffChanges')}</p>
      ) : (
        <ol className="space-y-1">
          {changes.map((change) => (
            <li key={change.id}>
              <time dateTime={change.createdAt}>{formatDate(change.createdAt, locale, dateTime)}</time>: {t(`audit.${change.action}` as AdminOrdersKey)}{' '}
              <span className="text-muted">{t('by', { name: change.actorName ?? t('removedAccount') })}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
