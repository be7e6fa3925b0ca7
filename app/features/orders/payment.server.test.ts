import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orderEvents, orders, paymentEvents, payments } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { configurePayments, testPaymentSecret } from '#app/lib/payments/payment-config.server.ts';
import { unreachableUrl } from '#app/lib/payments/test-http.server.ts';
import { buildTestWebhook, type TestWebhookOptions } from '#app/lib/payments/offline-provider.server.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { applyPaymentEvent, handlePaymentWebhook, startPayment } from './payment.server.ts';
import { buyerDetails, createBook, createBuyer, eventsOf, mailsTo, orderRow, placeFor, seedShipping, stockOf, walkTo, type Buyer } from './test-support.ts';

let database: TestDatabase;
let db: TestDatabase['db'];
let methods: Record<string, number>;

beforeAll(async () => {
  // The defaults: the offline test provider for both currencies.
  configurePayments({ appUrl: 'http://localhost:3000', siteSecret: 'x' }, {});
  database = await createTestDatabase();
  db = database.db;
  methods = await seedShipping(db);
});
afterAll(() => database.dispose());

const paymentsOf = (orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);

/** A placed order of a printed copy and an ebook, in reais (or dollars in English for a foreign buyer). */
async function placedOrder(options: { locale?: 'pt' | 'en' } = {}) {
  const book = await createBook(db, { print: { stock: 10, priceBrl: 5000, priceUsd: 1200 }, ebook: { priceBrl: 3000, priceUsd: 800 } });
  const buyer = await createBuyer(db);
  const english = options.locale === 'en';
  const orderId = await placeFor(
    db,
    buyer,
    {
      items: [
        [book.printId, 1],
        [book.ebookId, 1],
      ],
      shippingMethodId: methods.pac,
      draft: english ? { buyer: buyerDetails(buyer, 'foreign') } : {},
    },
    { locale: options.locale ?? 'pt' },
  );
  return { orderId, buyer, book, order: await orderRow(db, orderId) };
}

/** The payment link's ref, made through startPayment. */
async function startedPayment(orderId: number, buyer: Buyer) {
  const started = await startPayment(db, orderId, buyer.id);
  if (!started.ok) throw new Error(`startPayment refused: ${JSON.stringify(started)}`);
  const [row] = await paymentsOf(orderId);
  return { url: started.url, providerRef: row!.providerRef };
}

function webhook(options: Partial<TestWebhookOptions> & Pick<TestWebhookOptions, 'orderId' | 'providerRef' | 'amount' | 'currency'>) {
  const built = buildTestWebhook({ secret: testPaymentSecret(), eventId: `evt-${randomUUID()}`, outcome: 'approved', ...options });
  return { rawBody: built.rawBody, headers: built.headers, url: new URL('http://localhost:3000/api/webhooks/test') };
}

async function approvedWebhookFor(orderId: number, buyer: Buyer, overrides: Partial<TestWebhookOptions> = {}) {
  const order = await orderRow(db, orderId);
  const { providerRef } = await startedPayment(orderId, buyer);
  return webhook({ orderId, providerRef, amount: order.total, currency: order.currency, ...overrides });
}

describe('starting a payment', () => {
  it('makes a payment row and a link to the test provider page, and offers the same link again while it is recent', async () => {
    const { orderId, buyer, order } = await placedOrder();
    const first = await startPayment(db, orderId, buyer.id);
    expect(first).toEqual({ ok: true, url: expect.stringMatching(/^http:\/\/localhost:3000\/pay\/test\/tp_[A-Za-z0-9_-]+$/) });
    const rows = await paymentsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'test', amount: order.total, currency: 'BRL', status: 'pending' });
    expect(first.ok && first.url.endsWith(`/${rows[0]!.providerRef}`)).toBe(true);

    expect(await startPayment(db, orderId, buyer.id)).toEqual(first);
    expect(await paymentsOf(orderId)).toHaveLength(1);

    // Half an hour later a new link is made.
    await db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(payments.orderId, orderId));
    const later = await startPayment(db, orderId, buyer.id);
    expect(later.ok).toBe(true);
    expect(later).not.toEqual(first);
    expect(await paymentsOf(orderId)).toHaveLength(2);
  });

  it('makes a new link after the last one failed', async () => {
    const { orderId, buyer, order } = await placedOrder();
    const { providerRef } = await startedPayment(orderId, buyer);
    const declined = await handlePaymentWebhook(
      db,
      'test',
      webhook({ orderId, providerRef, amount: order.total, currency: order.currency, outcome: 'declined' }),
    );
    expect(declined).toEqual({ status: 200, body: 'applied' });
    const again = await startPayment(db, orderId, buyer.id);
    expect(again.ok).toBe(true);
    expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(['failed', 'pending']);
  });

  it('a double click on "pay" gives both clicks a link and keeps one payment', async () => {
    const { orderId, buyer } = await placedOrder();
    // Every click on a connection of its own, as on a busy server.
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`select pg_sleep(0.01)`)));
    const settled = await Promise.allSettled(Array.from({ length: 4 }, () => startPayment(db, orderId, buyer.id)));
    expect(
      settled.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { cause?: unknown }).cause ?? outcome.reason)] : [])),
    ).toEqual([]);
    const [first, ...others] = settled.map((outcome) => (outcome as PromiseFulfilledResult<Awaited<ReturnType<typeof startPayment>>>).value);
    expect(first).toMatchObject({ ok: true });
    for (const other of others) expect(other).toEqual(first);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it("refuses another person's order, an order that is not placed, and one past its deadline", async () => {
    const { orderId, buyer } = await placedOrder();
    const stranger = await createBuyer(db);
    expect(await startPayment(db, orderId, stranger.id)).toEqual({ ok: false, reason: 'not-payable' });
    expect(await startPayment(db, 999_999, buyer.id)).toEqual({ ok: false, reason: 'not-payable' });
    expect(await paymentsOf(orderId)).toHaveLength(0);

    for (const status of ['paid', 'canceled', 'expired'] as const) {
      const other = await placedOrder();
      await walkTo(db, other.orderId, status);
      expect(await startPayment(db, other.orderId, other.buyer.id)).toEqual({ ok: false, reason: 'not-payable' });
      expect(await paymentsOf(other.orderId)).toHaveLength(0);
    }

    const late = await placedOrder();
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.orderId));
    expect(await startPayment(db, late.orderId, late.buyer.id)).toEqual({ ok: false, reason: 'not-payable' });
  });
  it('when the provider cannot make a link, the order stays placed, with no payment, to be paid later', async () => {
    // Dollars through Stripe, whose API cannot be reached.
    const stripeDown = {
      PAYMENT_PROVIDER_USD: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_down',
      STRIPE_WEBHOOK_SECRET: 'whsec_down',
      STRIPE_API_URL: await unreachableUrl(),
    };
    configurePayments({ appUrl: 'http://localhost:3000', siteSecret: 'x' }, stripeDown);
    try {
      const { orderId, buyer } = await placedOrder({ locale: 'en' });
      await db.update(orders).set({ paymentMethod: 'stripe' }).where(eq(orders.id, orderId));
      expect(await startPayment(db, orderId, buyer.id)).toEqual({ ok: false, reason: 'link-failed', provider: 'stripe' });
      expect(await paymentsOf(orderId)).toEqual([]);
      expect((await orderRow(db, orderId)).status).toBe('placed');
    } finally {
      configurePayments({ appUrl: 'http://localhost:3000', siteSecret: 'x' }, {});
    }
  });
});

describe('webhooks', () => {
  it('an approved payment moves the order to paid once, and grants its ebook', async () => {
    const { orderId, buyer, book } = await placedOrder();
    const request = await approvedWebhookFor(orderId, buyer);
    expect(await handlePaymentWebhook(db, 'test', request)).toEqual({ status: 200, body: 'applied' });
    const order = await orderRow(db, orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toBeInstanceOf(Date);
    expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(['paid']);
    expect((await eventsOf(db, orderId)).at(-1)).toMatchObject({ fromStatus: 'placed', toStatus: 'paid', actorKind: 'provider' });
    expect(await db.select({ publicationId: entitlements.publicationId }).from(entitlements).where(eq(entitlements.userId, buyer.id))).toEqual([
      { publicationId: book.publicationId },
    ]);
    expect(await mailsTo(db, buyer.email)).toHaveLength(2);

    // Delivered again: recorded once, nothing moves.
    expect(await handlePaymentWebhook(db, 'test', request)).toEqual({ status: 200, body: 'duplicate' });
    // Another event for the same payment (a provider's update): the order is already paid.
    const order2 = await orderRow(db, orderId);
    const [payment] = await paymentsOf(orderId);
    expect(
      await handlePaymentWebhook(db, 'test', webhook({ orderId, providerRef: payment!.providerRef, amount: order2.total, currency: order2.currency })),
    ).toEqual({
      status: 200,
      body: 'duplicate',
    });
    expect((await eventsOf(db, orderId)).filter((event) => event.toStatus === 'paid')).toHaveLength(1);
    expect(await mailsTo(db, buyer.email)).toHaveLength(2);
  });

  it('the same webhook delivered 5 times at once moves the order once, with one history row and one mail', async () => {
    const { orderId, buyer } = await placedOrder();
    const request = await approvedWebhookFor(orderId, buyer);
    const mailsBefore = (await mailsTo(db, buyer.email)).length;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => handlePaymentWebhook(db, 'test', { ...request, headers: new Headers(request.headers) })),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(responses.map((response) => response.body).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await orderRow(db, orderId)).status).toBe('paid');
    expect(
      await db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, 'paid'))),
    ).toHaveLength(1);
    expect(await mailsTo(db, buyer.email)).toHaveLength(mailsBefore + 1);
    expect(await db.select({ outcome: paymentEvents.outcome }).from(paymentEvents).where(eq(paymentEvents.orderId, orderId))).toEqual([{ outcome: 'applied' }]);
  });

  it('different approved events for one order at once still move it once', async () => {
    const { orderId, buyer, order } = await placedOrder();
    const { providerRef } = await startedPayment(orderId, buyer);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => handlePaymentWebhook(db, 'test', webhook({ orderId, providerRef, amount: order.total, currency: order.currency }))),
    );
    expect(responses.map((response) => response.body).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect((await eventsOf(db, orderId)).filter((event) => event.toStatus === 'paid')).toHaveLength(1);
  });

  it('a bad signature is answered 401 and changes nothing', async () => {
    const { orderId, buyer, order } = await placedOrder();
    const { providerRef } = await startedPayment(orderId, buyer);
    const forged = buildTestWebhook({
      secret: 'not-the-secret',
      eventId: 'evt-forged',
      outcome: 'approved',
      orderId,
      providerRef,
      amount: order.total,
      currency: order.currency,
    });
    const url = new URL('http://localhost:3000/api/webhooks/test');
    expect(await handlePaymentWebhook(db, 'test', { ...forged, url })).toEqual({ status: 401, body: expect.any(String) });

    // A signed body changed on the way (a smaller amount).
    const genuine = webhook({ orderId, providerRef, amount: order.total, currency: order.currency, eventId: 'evt-tampered' });
    const tampered = genuine.rawBody.replace(`"amount":${order.total}`, '"amount":1');
    expect(tampered).not.toBe(genuine.rawBody);
    expect(await handlePaymentWebhook(db, 'test', { ...genuine, rawBody: tampered })).toMatchObject({ status: 401 });
    // No signature at all; one too old to replay.
    const unsigned = webhook({ orderId, providerRef, amount: order.total, currency: order.currency });
    unsigned.headers.delete('x-test-signature');
    expect(await handlePaymentWebhook(db, 'test', unsigned)).toMatchObject({ status: 401 });
    const old = webhook({ orderId, providerRef, amount: order.total, currency: order.currency, now: new Date(Date.now() - 3600_000) });
    expect(await handlePaymentWebhook(db, 'test', old)).toMatchObject({ status: 401 });

    expect((await orderRow(db, orderId)).status).toBe('placed');
    expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(['pending']);
    expect(await db.$count(paymentEvents, eq(paymentEvents.orderId, orderId))).toBe(0);
    expect(await eventsOf(db, orderId)).toHaveLength(1);
    // An unknown provider.
    expect(await handlePaymentWebhook(db, 'paypal', webhook({ orderId, providerRef, amount: order.total, currency: order.currency }))).toMatchObject({
      status: 404,
    });
  });

  it.each([
    ['an amount', (order: { total: number; currency: 'BRL' | 'USD' }) => ({ amount: order.total - 1, currency: order.currency })],
    ['a currency', (order: { total: number; currency: 'BRL' | 'USD' }) => ({ amount: order.total, currency: 'USD' as const })],
  ])('%s other than the order’s is a mismatch: the order stays placed and gets an internal note', async (_what, differ) => {
    const { orderId, buyer, order } = await placedOrder();
    const { providerRef } = await startedPayment(orderId, buyer);
    const eventId = `evt-${randomUUID()}`;
    const response = await handlePaymentWebhook(db, 'test', webhook({ orderId, providerRef, eventId, ...differ(order) }));
    expect(response).toEqual({ status: 200, body: 'mismatch' });
    const after = await orderRow(db, orderId);
    expect(after.status).toBe('placed');
    expect(after.paidAt).toBeNull();
    expect(after.internalNotes).toContain(eventId);
    expect(after.internalNotes).toContain(`not ${order.total} ${order.currency}`);
    expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(['pending']);
    expect(await eventsOf(db, orderId)).toHaveLength(1);
    expect(await db.$count(entitlements, eq(entitlements.userId, buyer.id))).toBe(0);
    expect(await mailsTo(db, buyer.email)).toHaveLength(1);
  });

  it('a payment in dollars for a dollar order is applied', async () => {
    const { orderId, buyer, order } = await placedOrder({ locale: 'en' });
    expect(order.currency).toBe('USD');
    const started = await startPayment(db, orderId, buyer.id);
    expect(started).toEqual({ ok: true, url: expect.stringMatching(/^http:\/\/localhost:3000\/(en\/)?pay\/test\/tp_/) });
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ amount: order.total, currency: 'USD' });
    expect(await handlePaymentWebhook(db, 'test', webhook({ orderId, providerRef: payment!.providerRef, amount: order.total, currency: 'USD' }))).toEqual({
      status: 200,
      body: 'applied',
    });
    expect((await orderRow(db, orderId)).status).toBe('paid');
  });

  it('a declined payment marks the payment failed and leaves the order placed', async () => {
    const { orderId, buyer, order, book } = await placedOrder();
    const { providerRef } = await startedPayment(orderId, buyer);
    const response = await handlePaymentWebhook(
      db,
      'test',
      webhook({ orderId, providerRef, amount: order.total, currency: order.currency, outcome: 'declined' }),
    );
    expect(response).toEqual({ status: 200, body: 'applied' });
    expect((await orderRow(db, orderId)).status).toBe('placed');
    expect((await paymentsOf(orderId)).map((row) => row.status)).toEqual(['failed']);
    expect(await eventsOf(db, orderId)).toHaveLength(1);
    expect(await stockOf(db, book.printId)).toBe(9);
    expect(await mailsTo(db, buyer.email)).toHaveLength(1);
  });

  it('a payment arriving after the order expired is late: the order stays expired and gets a note', async () => {
    const { orderId, buyer, book } = await placedOrder();
    const request = await approvedWebhookFor(orderId, buyer);
    await changeOrderStatus(db, { orderId, to: 'expired', expect: 'placed', actor: { kind: 'system' } });
    expect(await stockOf(db, book.printId)).toBe(10);
    const mailsBefore = (await mailsTo(db, buyer.email)).length;

    expect(await handlePaymentWebhook(db, 'test', request)).toEqual({ status: 200, body: 'late' });
    const order = await orderRow(db, orderId);
    expect(order.status).toBe('expired');
    expect(order.paidAt).toBeNull();
    expect(order.internalNotes).toMatch(/after the order was expired/);
    expect(await stockOf(db, book.printId)).toBe(10);
    expect(await db.$count(entitlements, eq(entitlements.userId, buyer.id))).toBe(0);
    expect((await eventsOf(db, orderId)).map((event) => event.toStatus)).toEqual(['placed', 'expired']);
    expect(await mailsTo(db, buyer.email)).toHaveLength(mailsBefore);
    // Delivered again: recorded once, one note.
    expect(await handlePaymentWebhook(db, 'test', request)).toEqual({ status: 200, body: 'duplicate' });
    expect((await orderRow(db, orderId)).internalNotes.match(/after the order was expired/g)).toHaveLength(1);
  });

  it('events that are not ours, or only pending, change nothing', async () => {
    const { orderId, order } = await placedOrder();
    expect(
      await applyPaymentEvent(db, 'test', { eventId: `e-${randomUUID()}`, kind: 'paid', orderId: 999_999, providerRef: null, amount: 1, currency: 'BRL' }),
    ).toBe('unknown-order');
    expect(
      await applyPaymentEvent(db, 'test', { eventId: `e-${randomUUID()}`, kind: 'paid', orderId: null, providerRef: null, amount: 1, currency: 'BRL' }),
    ).toBe('unknown-order');
    expect(
      await applyPaymentEvent(db, 'test', {
        eventId: `e-${randomUUID()}`,
        kind: 'pending',
        orderId,
        providerRef: null,
        amount: order.total,
        currency: order.currency,
      }),
    ).toBe('ignored');
    expect((await orderRow(db, orderId)).status).toBe('placed');
  });
});
