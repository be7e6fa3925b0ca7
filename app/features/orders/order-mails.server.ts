/**
 * The buyer's mails, queued in the transaction of what they tell (a placement, a status change).
 * They go to the account's verified address only, never to the e-mail typed at checkout: an
 * order form must not become a way to send our mail to any address.
 */
import { asc, eq } from 'drizzle-orm';
import { formatDate, formatMoney } from '#app/i18n/format.ts';
import { isLocale, localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { orderItems, orders, users } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { isCarrier, trackingUrl } from './carriers.ts';
import { orderMailMessages } from './order-mail-messages.ts';
import { orderStatusMessages } from './order-status-messages.ts';
import type { OrderStatus } from './order-status.ts';

async function loadOrder(tx: Db, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const locale: Locale = isLocale(order.locale) ? order.locale : 'pt';
  const [account] = order.userId ? await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, order.userId)) : [];
  return { order, items, locale, to: account?.verified ? account.email : null };
}

function summaryLines(loaded: Awaited<ReturnType<typeof loadOrder>>): string[] {
  const { order, items, locale } = loaded;
  const t = translator(orderMailMessages, locale);
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const format = (kind: string) => (kind === 'print' ? (locale === 'pt' ? 'impresso' : 'printed') : 'e-book');
  return [
    [
      t('items'),
      ...items.map((item) =>
        t('itemLine', { quantity: item.quantity, title: item.title, format: format(item.kind), total: money(item.unitPrice * item.quantity) }),
      ),
    ].join('\n'),
    [
      order.shippingMethod
        ? t('shippingLine', { method: locale === 'pt' ? order.shippingMethod.namePt : order.shippingMethod.nameEn, total: money(order.shippingCost) })
        : '',
      order.discount ? t('discountLine', { code: order.couponCode ?? '', total: money(order.discount) }) : '',
      t('totalLine', { total: money(order.total) }),
    ]
      .filter(Boolean)
      .join('\n'),
  ];
}

const orderUrl = (orderId: number, locale: Locale) => config().appUrl + localizePath(`/orders/${orderId}`, locale);

export async function queueOrderPlacedMail(tx: Db, orderId: number): Promise<void> {
  const loaded = await loadOrder(tx, orderId);
  const { order, locale } = loaded;
  const t = translator(orderMailMessages, locale);
  const number = String(order.id);
  const mail = renderMail(
    {
      title: t('placedTitle'),
      paragraphs: [
        t('placedBody', { number, total: formatMoney(order.total, order.currency, locale) }),
        ...summaryLines(loaded),
        t('placedPay', { deadline: formatDate(order.expiresAt, locale, { dateStyle: 'long', timeStyle: 'short' }) }),
      ],
      action: { label: t('seeOrder'), url: orderUrl(order.id, locale) },
      footer: [t('footer')],
    },
    localeInfo[locale].iso,
  );
  if (loaded.to) await queueMail(tx, { to: loaded.to, subject: t('placedSubject', { number }), ...mail });
}

export async function queueOrderStatusMail(tx: Db, orderId: number, status: OrderStatus, reason = ''): Promise<void> {
  const loaded = await loadOrder(tx, orderId);
  const { order, items, locale } = loaded;
  const t = translator(orderMailMessages, locale);
  const s = translator(orderStatusMessages, locale);
  const number = String(order.id);
  const statusName = s(`status.${status}`);
  const digitalOnly = items.every((item) => item.kind !== 'print');
  const feeOnly = items.every((item) => item.kind === 'fee');
  const paragraphs = [s(status === 'paid' && digitalOnly ? (feeOnly ? 'explain.paid-fee' : 'explain.paid-digital') : `explain.${status}`)];
  if (status === 'paid' && items.some((item) => item.kind === 'fee')) paragraphs.push(t('feeReceived'));
  if (status === 'paid' && items.some((item) => item.kind === 'ebook')) paragraphs.push(t('ebooksReady'));
  if (status === 'paid' && items.some((item) => item.kind === 'course')) paragraphs.push(t('coursesReady'));
  if (status === 'sent' && order.trackingCode && order.trackingCarrier && isCarrier(order.trackingCarrier)) {
    paragraphs.push(t('tracking', { code: order.trackingCode, url: trackingUrl(order.trackingCarrier, order.trackingCode) }));
  }
  if (status === 'canceled' && order.refundNote) paragraphs.push(t('refundNote', { note: order.refundNote }));
  else if (reason && (status === 'canceled' || status === 'expired')) paragraphs.push(t('reason', { reason }));
  paragraphs.push(...summaryLines(loaded));
  const mail = renderMail(
    {
      title: t('statusTitle', { number, status: statusName }),
      paragraphs,
      action: { label: t('seeOrder'), url: orderUrl(order.id, locale) },
      footer: [t('footer')],
    },
    localeInfo[locale].iso,
  );
  if (loaded.to) await queueMail(tx, { to: loaded.to, subject: t('statusSubject', { number, status: statusName }), ...mail });
}
