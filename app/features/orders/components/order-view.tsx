import type { ReactNode } from 'react';
import { BuyerLines, PostalAddress } from '../checkout/components/postal-address.tsx';
import { formatDate, formatMoney } from '#app/i18n/format.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Link } from '#app/ui/link.tsx';
import { CARRIER_NAMES, isCarrier, trackingUrl } from '../carriers.ts';
import type { getMyOrder } from '../my-orders.server.ts';
import { orderPageMessages } from '../order-page-messages.ts';
import { orderStatusMessages } from '../order-status-messages.ts';
import { OrderTotals } from './order-totals.tsx';

type OrderData = NonNullable<Awaited<ReturnType<typeof getMyOrder>>>;

/** One order as its buyer sees it: status and what it means, payment, items and ebooks, amounts, delivery, history. */
/** `downloads`: the signed links to each delivered ebook's files, by work slug (the library makes them); `shippingCountry`: the delivery country's name, from the server. */
export function OrderView({
  data,
  payment,
  downloads = {},
  shippingCountry,
}: {
  data: OrderData;
  payment: ReactNode;
  downloads?: Record<string, { kind: string; href: string }[]>;
  shippingCountry: string;
}) {
  const t = useT(orderPageMessages);
  const s = useT(orderStatusMessages);
  const locale = useLocale();
  const { order, items, history } = data;
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const digitalOnly = items.every((item) => item.kind !== 'print');
  const feeOnly = items.every((item) => item.kind === 'fee');
  const explanation = s(order.status === 'paid' && digitalOnly ? (feeOnly ? 'explain.paid-fee' : 'explain.paid-digital') : `explain.${order.status}`);
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'long', timeStyle: 'short' });
  const address = order.shippingAddress;
  const method = order.shippingMethod;
  const carrier = order.trackingCarrier && isCarrier(order.trackingCarrier) ? order.trackingCarrier : null;
  const ebooks = items.filter((item) => item.kind === 'ebook');
  const courses = items.filter((item) => item.kind === 'course');
  const delivered = order.status === 'paid' || order.status === 'sent' || order.status === 'delivered';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/orders" className="inline-flex min-h-11 items-center text-brand underline">
        {t('backToOrders')}
      </Link>
      <h1 className="mt-2 font-serif text-4xl font-semibold tracking-tight">{t('orderTitle', { number: order.id })}</h1>
      <p className="mt-1 text-muted">{t('placedOn', { date: when(order.placedAt) })}</p>
      <section aria-labelledby="status-title" className="mt-6 rounded-lg border border-line bg-surface p-5">
        <h2 id="status-title" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('status')}
        </h2>
        <p className="mt-1 text-2xl font-semibold">{s(`status.${order.status}`)}</p>
        <p className="mt-1">{explanation}</p>
        {order.status === 'placed' ? <p className="mt-2 text-muted">{t('payUntil', { deadline: when(order.expiresAt) })}</p> : null}
        {order.refundNote ? <p className="mt-2">{t('refundNote', { note: order.refundNote })}</p> : null}
        {payment ? <div className="mt-4">{payment}</div> : null}
      </section>

      {ebooks.length ? (
        <section aria-labelledby="ebooks-title" className="mt-8">
          <h2 id="ebooks-title" className="text-2xl font-semibold">
            {t('downloads')}
          </h2>
          {delivered ? (
            <>
              <ul className="mt-3 flex flex-col gap-3">
                {ebooks.map((item) => (
                  <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <span className="font-medium">{item.title}</span>
                    {item.readable && item.workSlug ? (
                      <Link to={`/book/${item.workSlug}/read`} className="inline-flex min-h-11 items-center text-brand underline">
                        {t('readOnline')}
                      </Link>
                    ) : null}
                    {(item.workSlug ? (downloads[item.workSlug] ?? []) : []).map((file) => (
                      <a key={file.kind} href={file.href} className="inline-flex min-h-11 items-center text-brand underline" download>
                        {t('downloadFile', { file: file.kind.toUpperCase() })}
                      </a>
                    ))}
                  </li>
                ))}
              </ul>
              <p className="mt-3">
                <Link to="/account/library" className="inline-flex min-h-11 items-center text-brand underline">
                  {t('inYourLibrary')}
                </Link>
              </p>
            </>
          ) : (
            <p className="mt-2 text-muted">{t('downloadsAfterPayment')}</p>
          )}
        </section>
      ) : null}

      {courses.length ? (
        <section aria-labelledby="courses-title" className="mt-8">
          <h2 id="courses-title" className="text-2xl font-semibold">
            {t('coursesTitle')}
          </h2>
          {delivered ? (
            <ul className="mt-3 flex flex-col gap-1">
              {courses.map((item) => (
                <li key={item.id}>
                  <Link to={item.path} className="inline-flex min-h-11 items-center text-brand underline">
                    {t('openCourse', { title: item.title })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-muted">{t('coursesAfterPayment')}</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="items-title" className="mt-8">
        <h2 id="items-title" className="text-2xl font-semibold">
          {t('itemsTitle')}
        </h2>
        <div className="mt-3 overflow-x-auto rounded-lg border border-line bg-surface">
          <table className="w-full text-left">
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="p-3">
                  {t('itemsTitle')}
                </th>
                <th scope="col" className="p-3">
                  {t('quantity')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('unitPrice')}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t('lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-b border-line last:border-0">
                  <td className="p-3">
                    <Link to={item.path} className="font-medium text-brand underline">
                      {item.title}
                    </Link>
                    <span className="block text-sm text-muted">
                      {t(`format.${item.kind}`)}
                      {item.isbn ? ` · ISBN ${item.isbn}` : ''}
                    </span>
                  </td>
                  <td className="p-3">{item.quantity}</td>
                  <td className="p-3 text-right">{money(item.unitPrice)}</td>
                  <td className="p-3 text-right">{money(item.unitPrice * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 ml-auto max-w-sm">
          <OrderTotals
            totals={{
              subtotal: order.subtotal,
              discount: order.discount,
              shipping: order.shippingCost,
              total: order.total,
              currency: order.currency,
              shippingMethod: method ? (locale === 'pt' ? method.namePt : method.nameEn) : null,
              couponCode: order.couponCode,
            }}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="buyer-title">
          <h2 id="buyer-title" className="text-lg font-semibold">
            {t('buyer')}
          </h2>
          <BuyerLines buyer={order.buyer} />
        </section>
        <section aria-labelledby="delivery-title">
          <h2 id="delivery-title" className="text-lg font-semibold">
            {t('deliveryTitle')}
          </h2>
          {address ? <PostalAddress address={address} countryName={shippingCountry} /> : <p className="mt-1">{t('digitalDelivery')}</p>}
          {carrier && order.trackingCode ? (
            <p className="mt-2">
              <span className="font-medium">{t('tracking')}: </span>
              {t('trackingCode', { code: order.trackingCode, carrier: CARRIER_NAMES[carrier] })}
              <br />
              <a
                href={trackingUrl(carrier, order.trackingCode)}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-11 items-center text-brand underline"
              >
                {t('trackingLink', { carrier: t(`carrierOf.${carrier}`) })}
              </a>
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="history-title" className="mt-8">
        <h2 id="history-title" className="text-lg font-semibold">
          {t('history')}
        </h2>
        <ol className="mt-2 flex flex-col gap-1">
          {history.map((event) => (
            <li key={event.id}>
              <time dateTime={event.createdAt}>{when(event.createdAt)}</time>: <strong>{s(`status.${event.to}`)}</strong> {t(`by.${event.actor}`)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
