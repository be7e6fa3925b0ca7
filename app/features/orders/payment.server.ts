/**
 * Paying an order: a payment link from the order's provider (a retry makes a new one, or reuses a
 * recent one still pending), and the providers' webhooks applied once each: the event is recorded
 * in the transaction that moves the order, so the same event delivered twice (or five times at
 * once) moves it once. The amount and currency must be the order's; the browser's return to the
 * site is never taken as proof of payment.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { orders, paymentEvents, payments } from '#app/lib/db/schema.ts';
import { log } from '#app/lib/log.server.ts';
import { providerById } from '#app/lib/payments/payment-config.server.ts';
import { PaymentLinkError, WebhookSignatureError, type PaymentEvent, type ProviderId, type WebhookInput } from '#app/lib/payments/provider.ts';
import { changeOrderStatusIn } from './change-status.server.ts';
import { currentPress } from '#app/lib/press/press.ts';

/** A link made less than this long ago, still pending, is offered again rather than a new one. */
const REUSE_LINK_MS = 30 * 60 * 1000;

export type StartPaymentOutcome = { ok: true; url: string } | { ok: false; reason: 'not-payable' | 'link-failed'; provider?: string };

/**
 * A payment link for a placed order. The order row stays locked while the link is made, so two
 * quick clicks get one link (the second reuses the first's) rather than two payments.
 */
export async function startPayment(db: Db, orderId: number, userId: string): Promise<StartPaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order || order.status !== 'placed' || order.expiresAt <= new Date()) return { ok: false, reason: 'not-payable' } as const;
    const provider = providerById(order.paymentMethod as ProviderId);
    if (!provider) return { ok: false, reason: 'link-failed', provider: order.paymentMethod } as const;
    const [recent] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'pending'),
          eq(payments.provider, provider.id),
          gt(payments.createdAt, new Date(Date.now() - REUSE_LINK_MS)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (recent) return { ok: true, url: recent.url } as const;
    const attempts = await tx.$count(payments, eq(payments.orderId, order.id));
    const locale: Locale = order.locale === 'en' ? 'en' : 'pt';
    const site = (path: string) => config().appUrl + localizePath(path, locale);
    try {
      const link = await provider.createPaymentLink({
        orderId: order.id,
        orderNumber: String(order.id),
        amount: order.total,
        currency: order.currency,
        description: `${currentPress().name} — ${locale === 'pt' ? 'pedido' : 'order'} ${order.id}`,
        buyer: { email: order.buyer.email, name: order.buyer.name, surname: order.buyer.surname },
        locale,
        expiresAt: order.expiresAt,
        urls: {
          success: site(`/done?order=${order.id}`),
          pending: site(`/done?order=${order.id}`),
          failure: site(`/orders/${order.id}?payment=failed`),
          // source_news=webhooks: Mercado Pago then sends only signed notifications.
          notification: `${config().appUrl}/api/webhooks/${provider.id}?source_news=webhooks`,
        },
        idempotencyKey: `${order.idempotencyKey}:${attempts + 1}`,
      });
      await tx
        .insert(payments)
        .values({ orderId: order.id, provider: provider.id, providerRef: link.providerRef, url: link.url, amount: order.total, currency: order.currency })
        .onConflictDoNothing({ target: [payments.provider, payments.providerRef] });
      return { ok: true, url: link.url } as const;
    } catch (error) {
      if (!(error instanceof PaymentLinkError)) throw error;
      log.warn({ err: error, orderId: order.id, provider: provider.id }, 'payment link failed');
      return { ok: false, reason: 'link-failed', provider: provider.id } as const;
    }
  });
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown-order' | 'late';

/** Applies a verified provider event once. */
export async function applyPaymentEvent(db: Db, providerId: ProviderId, event: PaymentEvent): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ provider: providerId, eventId: event.eventId, orderId: event.orderId, kind: event.kind, outcome: 'pending' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!recorded.length) return 'duplicate';
    const outcome = await applyOnce(tx, providerId, event);
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.provider, providerId), eq(paymentEvents.eventId, event.eventId)));
    return outcome;
  });
}

async function applyOnce(tx: Db, providerId: ProviderId, event: PaymentEvent): Promise<WebhookOutcome> {
  if (event.kind === 'ignored' || event.kind === 'pending') return 'ignored';
  if (event.orderId === null || !Number.isSafeInteger(event.orderId)) return 'unknown-order';
  const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).for('update');
  if (!order) return 'unknown-order';
  const paymentRow = event.providerRef
    ? and(eq(payments.provider, providerId), eq(payments.providerRef, event.providerRef), eq(payments.orderId, order.id))
    : undefined;
  if (event.kind === 'failed' || event.kind === 'expired') {
    if (paymentRow)
      await tx
        .update(payments)
        .set({ status: event.kind, updatedAt: new Date() })
        .where(and(paymentRow, eq(payments.status, 'pending')));
    return 'applied';
  }
  if (event.amount !== order.total || event.currency !== order.currency) {
    log.warn({ orderId: order.id, provider: providerId, amount: event.amount, currency: event.currency }, 'payment amount or currency differs from the order');
    await tx
      .update(orders)
      .set({
        internalNotes: appendNote(
          order.internalNotes,
          `Payment event ${event.eventId} (${providerId}) reported ${event.amount} ${event.currency}, not ${order.total} ${order.currency}: check it by hand.`,
        ),
      })
      .where(eq(orders.id, order.id));
    return 'mismatch';
  }
  if (paymentRow) await tx.update(payments).set({ status: 'paid', updatedAt: new Date() }).where(paymentRow);
  const change = await changeOrderStatusIn(tx, { orderId: order.id, to: 'paid', expect: 'placed', actor: { kind: 'provider' }, reason: providerId });
  if (change.ok) return 'applied';
  if (change.from === 'expired' || change.from === 'canceled') {
    await tx
      .update(orders)
      .set({
        internalNotes: appendNote(
          order.internalNotes,
          `Paid through ${providerId} (event ${event.eventId}) after the order was ${change.from}: refund the buyer or restore the order by hand.`,
        ),
      })
      .where(eq(orders.id, order.id));
    return 'late';
  }
  return 'duplicate';
}

const appendNote = (notes: string, line: string) => (notes ? `${notes}\n${line}` : line).slice(-10_000);

export type WebhookResponse = { status: number; body: string };

/** A provider's webhook request: signature checked by the provider's adapter, then applied. */
export async function handlePaymentWebhook(db: Db, providerId: string, input: WebhookInput): Promise<WebhookResponse> {
  const provider = providerById(providerId as ProviderId);
  if (!provider) return { status: 404, body: 'Unknown payment provider.' };
  let event: PaymentEvent;
  try {
    event = await provider.parseWebhook(input);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 401, body: 'Invalid signature.' };
    // The provider could not be asked about the payment: let it deliver again later.
    log.warn({ err: error, provider: providerId }, 'webhook could not be read');
    return { status: 503, body: 'Try again later.' };
  }
  const outcome = await applyPaymentEvent(db, provider.id, event);
  return { status: 200, body: outcome };
}

/** A payment of the built-in test provider, for its approve / decline page; null when that provider is off. */
export async function testPaymentByRef(db: Db, providerRef: string | undefined) {
  if (!providerRef || !/^tp_[A-Za-z0-9_-]{10,64}$/.test(providerRef) || !providerById('test')) return null;
  const [payment] = await db
    .select({ orderId: payments.orderId, providerRef: payments.providerRef, amount: payments.amount, currency: payments.currency, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, 'test'), eq(payments.providerRef, providerRef)));
  return payment ?? null;
}
