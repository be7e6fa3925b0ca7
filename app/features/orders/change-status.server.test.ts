import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestStockAlert } from '#app/features/catalog/stock-alerts/stock-alerts.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { couponRedemptions, entitlements, orders, publications } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { runDueJobs } from '#app/lib/jobs/jobs.server.ts';
import { bringDeadlineForward, expireDueOrders, expireOrder, NotDueYet, orderJobs } from './expire-orders.server.ts';
import { ORDER_STATUSES, canTransition, type OrderStatus } from './order-status.ts';
import { EXPIRE_ORDER_JOB } from './place-order.server.ts';
import {
  couponRow,
  createBook,
  createBuyer,
  createCoupon,
  eventsOf,
  fillCart,
  mailsTo,
  orderRow,
  place,
  placeFor,
  seedShipping,
  stockOf,
  walkTo,
  type Book,
  type Buyer,
} from './test-support.ts';

let database: TestDatabase;
let db: TestDatabase['db'];
let methods: Record<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  methods = await seedShipping(db);
});
afterAll(() => database.dispose());

const entitlementsOf = (userId: string) =>
  db
    .select({ publicationId: entitlements.publicationId, source: entitlements.source, orderId: entitlements.orderId })
    .from(entitlements)
    .where(eq(entitlements.userId, userId));

/** A buyer's order of 2 printed copies and an ebook of one work, walked to the given status. */
async function orderIn(status: OrderStatus, book?: Book, buyer?: Buyer) {
  const work = book ?? (await createBook(db, { print: { stock: 10 }, ebook: {} }));
  const who = buyer ?? (await createBuyer(db));
  const orderId = await placeFor(db, who, {
    items: [
      [work.printId, 2],
      [work.ebookId, 1],
    ],
    shippingMethodId: methods.pac,
  });
  await walkTo(db, orderId, status);
  return { orderId, book: work, buyer: who };
}

describe('the status machine, through the database', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

  it.each(pairs.filter(([from, to]) => canTransition(from, to)))('%s → %s is applied, kept in the history and mailed', async (from, to) => {
    const { orderId, buyer } = await orderIn(from);
    const eventsBefore = (await eventsOf(db, orderId)).length;
    const mailsBefore = (await mailsTo(db, buyer.email)).length;
    const admin = await createBuyer(db, 'Admin');
    const outcome = await changeOrderStatus(db, {
      orderId,
      to,
      actor: { kind: 'admin', id: admin.id },
      reason: 'motivo do teste',
      ...(to === 'sent' ? { tracking: { carrier: 'correios', code: 'QB123456789BR' } } : {}),
    });
    expect(outcome).toEqual({ ok: true, from });
    const order = await orderRow(db, orderId);
    expect(order.status).toBe(to);
    if (to === 'paid') expect(order.paidAt).toBeInstanceOf(Date);
    if (to === 'sent') expect(order).toMatchObject({ trackingCarrier: 'correios', trackingCode: 'QB123456789BR' });
    const events = await eventsOf(db, orderId);
    expect(events).toHaveLength(eventsBefore + 1);
    expect(events.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actorKind: 'admin', actorId: admin.id, reason: 'motivo do teste' });
    const mails = await mailsTo(db, buyer.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain(String(orderId));
    if (to === 'sent') expect(mails.at(-1)!.text).toContain('QB123456789BR');
  });

  it.each(pairs.filter(([from, to]) => !canTransition(from, to)))('%s → %s is refused and changes nothing', async (from, to) => {
    const { orderId, buyer, book } = await orderIn(from);
    const before = await orderRow(db, orderId);
    const eventsBefore = await eventsOf(db, orderId);
    const mailsBefore = await mailsTo(db, buyer.email);
    const stockBefore = await stockOf(db, book.printId);
    const accessBefore = await entitlementsOf(buyer.id);
    const outcome = await changeOrderStatus(db, { orderId, to, actor: { kind: 'admin' }, refundNote: 'nada' });
    expect(outcome).toEqual({ ok: false, reason: 'not-allowed', from });
    expect(await orderRow(db, orderId)).toEqual(before);
    expect(await eventsOf(db, orderId)).toEqual(eventsBefore);
    expect(await mailsTo(db, buyer.email)).toEqual(mailsBefore);
    expect(await stockOf(db, book.printId)).toBe(stockBefore);
    expect(await entitlementsOf(buyer.id)).toEqual(accessBefore);
  });

  it('an unknown order is not found', async () => {
    expect(await changeOrderStatus(db, { orderId: 999_999, to: 'paid', actor: { kind: 'admin' } })).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('effects of a change', () => {
  it.each(['expired', 'canceled'] as const)('placed → %s puts the copies back and gives the coupon use back', async (to) => {
    const book = await createBook(db, { print: { stock: 5 }, ebook: {} });
    const coupon = await createCoupon(db, { maxUses: 10, usesCount: 3 });
    const buyer = await createBuyer(db);
    const orderId = await placeFor(db, buyer, { items: [[book.printId, 2]], shippingMethodId: methods.pac, draft: { couponCode: coupon.code } });
    expect(await stockOf(db, book.printId)).toBe(3);
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 4 });

    expect(await changeOrderStatus(db, { orderId, to, actor: { kind: 'system' } })).toMatchObject({ ok: true });
    expect(await stockOf(db, book.printId)).toBe(5);
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 3 });
    expect(await db.$count(couponRedemptions, eq(couponRedemptions.orderId, orderId))).toBe(0);
    // The order keeps what it was placed with.
    expect(await orderRow(db, orderId)).toMatchObject({ couponId: coupon.id, status: to });
  });

  it('the last copy back on the shelf makes the work available and mails who asked to be told', async () => {
    const book = await createBook(db, { print: { stock: 1 } });
    const buyer = await createBuyer(db);
    const orderId = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    expect(await stockOf(db, book.printId)).toBe(0);
    expect((await db.select({ available: publications.available }).from(publications).where(eq(publications.id, book.publicationId)))[0]!.available).toBe(
      false,
    );
    expect(await requestStockAlert(db, book.printId, 'espera@example.com', 'pt')).toBe('saved');
    await changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'buyer', id: buyer.id } });
    expect(await stockOf(db, book.printId)).toBe(1);
    expect((await db.select({ available: publications.available }).from(publications).where(eq(publications.id, book.publicationId)))[0]!.available).toBe(true);
    expect(await mailsTo(db, 'espera@example.com')).toHaveLength(1);
  });

  it('placed → paid grants the ebooks (not the printed books) to the buyer', async () => {
    const printed = await createBook(db, { print: { stock: 5 } });
    const ebook = await createBook(db, { ebook: {} });
    const buyer = await createBuyer(db);
    const orderId = await placeFor(db, buyer, {
      items: [
        [printed.printId, 1],
        [ebook.ebookId, 1],
      ],
      shippingMethodId: methods.pac,
    });
    expect(await entitlementsOf(buyer.id)).toEqual([]);
    await changeOrderStatus(db, { orderId, to: 'paid', actor: { kind: 'provider' } });
    expect(await entitlementsOf(buyer.id)).toEqual([{ publicationId: ebook.publicationId, source: 'purchase', orderId: String(orderId) }]);
    // Paying takes no more copies.
    expect(await stockOf(db, printed.printId)).toBe(4);
  });

  it('paid → canceled (a refund) puts the copies back, keeps the coupon used, revokes the ebook and mails the refund note', async () => {
    const coupon = await createCoupon(db, { maxUses: 10 });
    const book = await createBook(db, { print: { stock: 10 }, ebook: {} });
    const buyer = await createBuyer(db);
    const orderId = await placeFor(db, buyer, {
      items: [
        [book.printId, 2],
        [book.ebookId, 1],
      ],
      shippingMethodId: methods.pac,
      draft: { couponCode: coupon.code },
    });
    await walkTo(db, orderId, 'paid');
    expect(await stockOf(db, book.printId)).toBe(8);
    expect(await entitlementsOf(buyer.id)).toHaveLength(1);

    const outcome = await changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'admin' }, refundNote: 'Estorno feito no cartão em 2 dias.' });
    expect(outcome).toEqual({ ok: true, from: 'paid' });
    expect(await stockOf(db, book.printId)).toBe(10);
    expect(await entitlementsOf(buyer.id)).toEqual([]);
    expect(await orderRow(db, orderId)).toMatchObject({ status: 'canceled', refundNote: 'Estorno feito no cartão em 2 dias.' });
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 1 });
    expect((await mailsTo(db, buyer.email)).at(-1)!.text).toContain('Estorno feito no cartão em 2 dias.');
  });

  it('paid → canceled keeps the ebook when another paid order of the same person has it', async () => {
    const book = await createBook(db, { ebook: {} });
    const buyer = await createBuyer(db);
    // Bought twice (two tabs, or a second order placed before the first was paid), both paid.
    const first = await placeFor(db, buyer, { items: [[book.ebookId, 1]] });
    const second = await placeFor(db, buyer, { items: [[book.ebookId, 1]] });
    await walkTo(db, first, 'paid');
    await walkTo(db, second, 'paid');
    expect(await entitlementsOf(buyer.id)).toHaveLength(1);

    await changeOrderStatus(db, { orderId: first, to: 'canceled', actor: { kind: 'admin' } });
    expect(await entitlementsOf(buyer.id)).toEqual([{ publicationId: book.publicationId, source: 'purchase', orderId: String(second) }]);
    // And canceling the other one too takes it away.
    await changeOrderStatus(db, { orderId: second, to: 'canceled', actor: { kind: 'admin' } });
    expect(await entitlementsOf(buyer.id)).toEqual([]);
  });

  it("paid → canceled keeps an ebook the admin granted, and other people's access", async () => {
    const book = await createBook(db, { ebook: {} });
    const buyer = await createBuyer(db);
    const other = await createBuyer(db);
    const orderId = await placeFor(db, buyer, { items: [[book.ebookId, 1]] });
    const otherOrder = await placeFor(db, other, { items: [[book.ebookId, 1]] });
    await walkTo(db, otherOrder, 'paid');
    await db.insert(entitlements).values({ userId: buyer.id, publicationId: book.publicationId, source: 'grant' });
    await walkTo(db, orderId, 'paid');
    await changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'admin' } });
    expect(await entitlementsOf(buyer.id)).toEqual([{ publicationId: book.publicationId, source: 'grant', orderId: null }]);
    expect(await entitlementsOf(other.id)).toEqual([{ publicationId: book.publicationId, source: 'purchase', orderId: String(otherOrder) }]);
  });

  it('with expect, a change that comes late (the order moved meanwhile) does nothing', async () => {
    const { orderId, buyer, book } = await orderIn('paid');
    const before = await orderRow(db, orderId);
    const events = await eventsOf(db, orderId);
    const mails = await mailsTo(db, buyer.email);
    // The expiry job or a buyer's cancel, written while the order was still placed.
    expect(await changeOrderStatus(db, { orderId, to: 'canceled', expect: 'placed', actor: { kind: 'system' } })).toEqual({
      ok: false,
      reason: 'not-allowed',
      from: 'paid',
    });
    expect(await orderRow(db, orderId)).toEqual(before);
    expect(await eventsOf(db, orderId)).toEqual(events);
    expect(await mailsTo(db, buyer.email)).toEqual(mails);
    expect(await stockOf(db, book.printId)).toBe(8);
    expect(await entitlementsOf(buyer.id)).toHaveLength(1);
    // The expected status met, it applies.
    expect(await changeOrderStatus(db, { orderId, to: 'sent', expect: 'paid', actor: { kind: 'admin' } })).toEqual({ ok: true, from: 'paid' });
  });

  it('the same change twice at once is applied once', async () => {
    const { orderId, buyer, book } = await orderIn('placed');
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => changeOrderStatus(db, { orderId, to: 'canceled', actor: { kind: 'buyer', id: buyer.id } })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await stockOf(db, book.printId)).toBe(10);
    expect((await eventsOf(db, orderId)).filter((event) => event.toStatus === 'canceled')).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('expireDueOrders expires only placed orders past their deadline, putting their copies back', async () => {
    const book = await createBook(db, { print: { stock: 20 } });
    const buyer = await createBuyer(db);
    const longAgo = new Date(Date.now() - 30 * 24 * 3600_000);
    const due = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }, { now: longAgo });
    const paidLate = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }, { now: longAgo });
    await walkTo(db, paidLate, 'paid');
    const canceled = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }, { now: longAgo });
    await walkTo(db, canceled, 'canceled');
    const recent = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    expect(await stockOf(db, book.printId)).toBe(20 - 3);

    // Not due yet at a time before the deadline.
    const deadline = (await orderRow(db, due)).expiresAt;
    expect(await expireDueOrders(db, new Date(deadline.getTime() - 1000))).toBe(0);
    expect(await expireOrder(db, due, new Date(deadline.getTime() - 1000))).toBe(false);

    expect(await expireDueOrders(db)).toBe(1);
    expect((await orderRow(db, due)).status).toBe('expired');
    expect((await orderRow(db, paidLate)).status).toBe('paid');
    expect((await orderRow(db, canceled)).status).toBe('canceled');
    expect((await orderRow(db, recent)).status).toBe('placed');
    expect(await stockOf(db, book.printId)).toBe(20 - 2);
    expect((await eventsOf(db, due)).at(-1)).toMatchObject({ fromStatus: 'placed', toStatus: 'expired', actorKind: 'system' });
    // Run again: nothing more.
    expect(await expireDueOrders(db)).toBe(0);
    expect(await expireOrder(db, due)).toBe(false);
  });

  it('the expiry job queued at placement expires the order when it is due, and leaves a paid one alone', async () => {
    useDatabase(database);
    const book = await createBook(db, { print: { stock: 5 } });
    const buyer = await createBuyer(db);
    const longAgo = new Date(Date.now() - 30 * 24 * 3600_000);
    const unpaid = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }, { now: longAgo });
    const paid = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }, { now: longAgo });
    await walkTo(db, paid, 'paid');
    const notYet = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    const handler = orderJobs[EXPIRE_ORDER_JOB];
    await handler({ orderId: unpaid });
    await handler({ orderId: paid });
    // Run a moment early (the database's clock ahead of the app's): it fails, so the runner tries again.
    await expect(handler({ orderId: notYet })).rejects.toThrow(NotDueYet);
    expect((await orderRow(db, unpaid)).status).toBe('expired');
    expect((await orderRow(db, paid)).status).toBe('paid');
    expect((await orderRow(db, notYet)).status).toBe('placed');
    expect(await stockOf(db, book.printId)).toBe(5 - 2);
    expect(await db.$count(orders, eq(orders.userId, buyer.id))).toBe(3);
  });

  it("the tests' clock brings an unpaid order's deadline and its queued job to now: the runner then expires it; other orders keep theirs", async () => {
    useDatabase(database);
    const book = await createBook(db, { print: { stock: 5 } });
    const buyer = await createBuyer(db);
    const unpaid = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    const other = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    const paid = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    await walkTo(db, paid, 'paid');
    const otherDeadline = (await orderRow(db, other)).expiresAt;
    // The runner takes every due job (the mails of the orders before have no handler here: they wait their retry).
    const drain = async () => {
      while ((await runDueJobs(db, orderJobs)) > 0);
    };
    // Not due: the runner leaves it placed.
    await drain();
    expect((await orderRow(db, unpaid)).status).toBe('placed');

    expect(await bringDeadlineForward(db, unpaid)).toBe(true);
    expect((await orderRow(db, unpaid)).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    await drain();
    expect((await orderRow(db, unpaid)).status).toBe('expired');
    expect((await orderRow(db, other)).status).toBe('placed');
    expect((await orderRow(db, other)).expiresAt).toEqual(otherDeadline);
    expect(await stockOf(db, book.printId)).toBe(5 - 2);
    // Only an order waiting for its payment has a deadline to bring forward.
    expect(await bringDeadlineForward(db, unpaid)).toBe(false);
    expect(await bringDeadlineForward(db, paid)).toBe(false);
    expect(await bringDeadlineForward(db, 999_999_999)).toBe(false);
  });
});

describe('concurrency', () => {
  it('orders with a coupon expiring while others place with the same coupon and book: no deadlock, uses counted right', async () => {
    // A placement counts the coupon use, then takes the copies; an expiry puts the copies back,
    // then returns the use. Taken in opposite orders, the two can wait for each other.
    const book = await createBook(db, { print: { stock: 200 } });
    const coupon = await createCoupon(db, { maxUses: 1000 });
    const longAgo = new Date(Date.now() - 30 * 24 * 3600_000);
    const failures: string[] = [];
    for (let round = 0; round < 2; round++) {
      const oldBuyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(db)));
      const old = await Promise.all(
        oldBuyers.map((buyer) =>
          placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { couponCode: coupon.code } }, { now: longAgo }),
        ),
      );
      const newBuyers = await Promise.all(Array.from({ length: 5 }, () => createBuyer(db)));
      const carts = await Promise.all(
        newBuyers.map((buyer) => fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { couponCode: coupon.code } })),
      );
      const settled = await Promise.allSettled([
        ...old.map((orderId) => changeOrderStatus(db, { orderId, to: 'expired', expect: 'placed', actor: { kind: 'system' } })),
        ...newBuyers.map((buyer, i) => place(db, buyer, carts[i]!)),
      ]);
      for (const outcome of settled) if (outcome.status === 'rejected') failures.push(String((outcome.reason as { cause?: unknown }).cause ?? outcome.reason));
    }
    expect(failures).toEqual([]);
    const live = await db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id));
    expect((await couponRow(db, coupon.id)).usesCount).toBe(live);
    const held = await db.$count(orders, and(eq(orders.couponId, coupon.id), eq(orders.status, 'placed')));
    expect(live).toBe(held);
    expect(await stockOf(db, book.printId)).toBe(200 - held);
  }, 60_000);
});
