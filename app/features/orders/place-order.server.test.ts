import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, openCart, readCart, saveCheckoutDraft } from './cart/cart.server.ts';
import { config } from '#app/lib/config.server.ts';
import { cartItems, carts, couponRedemptions, formats, jobs, orderEvents, orderItems, orders, savedAddresses } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { MAIL_JOB } from '#app/lib/mail/mail.server.ts';
import { changeOrderStatus } from './change-status.server.ts';
import { addressFingerprint, EXPIRE_ORDER_JOB, MAX_HELD_COPIES_PER_TITLE, MAX_UNPAID_ORDERS } from './place-order.server.ts';
import {
  buyerDetails,
  couponRow,
  createBook,
  createBuyer,
  createBuyers,
  createCoupon,
  demoRate,
  fillCart,
  mailsTo,
  orderRow,
  place,
  placeFor,
  saoPaulo,
  seedShipping,
  stockOf,
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

const itemsOf = (orderId: number) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
const cartLines = async (cartId: string) => db.$count(cartItems, eq(cartItems.cartId, cartId));
const ordersOf = (userIds: string[]) => db.select().from(orders).where(inArray(orders.userId, userIds));

describe('a full placement', () => {
  it('works out subtotal, shipping, discount and total on the server, takes the copies and writes everything the order needs', async () => {
    const book = await createBook(db, { titlePt: 'Cidades que cuidam', print: { priceBrl: 5000, priceUsd: 1200, stock: 5, weightGrams: 400 } });
    const ebook = await createBook(db, { titlePt: 'Leituras digitais', ebook: { priceBrl: 3000, priceUsd: 800 } });
    const coupon = await createCoupon(db, { kind: 'percent', percent: 10, usesCount: 2 });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, {
      items: [
        [book.printId, 2],
        [ebook.ebookId, 1],
      ],
      shippingMethodId: methods.pac,
      draft: { couponCode: ` ${coupon.code.toLowerCase()} ` },
    });
    const key = randomUUID();
    const now = new Date();
    const outcome = await place(db, buyer, cartId, { key, now });
    expect(outcome).toEqual({ ok: true, orderId: expect.any(Number), existing: false });
    if (!outcome.ok) return;

    // 2 × 50,00 + 30,00; a parcel of 150 g packing + 2 × 400 g = 950 g goes in the 1 kg PAC bracket to São Paulo (BR-SE).
    const subtotal = 2 * 5000 + 3000;
    const shipping = demoRate('pac', 'BR-SE', 950);
    expect(shipping.maxWeightGrams).toBe(1000);
    const discount = 1300;
    const order = await orderRow(db, outcome.orderId);
    expect(order).toMatchObject({
      userId: buyer.id,
      status: 'placed',
      idempotencyKey: key,
      locale: 'pt',
      currency: 'BRL',
      subtotal,
      discount,
      shippingCost: shipping.priceBrl,
      total: subtotal - discount + shipping.priceBrl,
      couponId: coupon.id,
      couponCode: coupon.code,
      buyer: buyerDetails(buyer),
      shippingAddress: saoPaulo,
      shippingMethod: { code: 'pac', namePt: 'PAC (Correios)', nameEn: 'PAC (Correios)', daysMin: shipping.daysMin, daysMax: shipping.daysMax },
      paymentMethod: 'test',
      paidAt: null,
    });
    expect(order.total).toBe(14290);
    expect(order.expiresAt.getTime()).toBe(now.getTime() + config().orderExpiryMinutes * 60_000);
    expect(order.searchText).toBe(`ana souza ${buyer.email}`);

    // Items snapshot what was bought.
    expect(await itemsOf(order.id)).toMatchObject([
      {
        formatId: book.printId,
        publicationId: book.publicationId,
        kind: 'print',
        title: 'Cidades que cuidam',
        isbn: book.printIsbn,
        productSlug: book.printSlug,
        unitPrice: 5000,
        quantity: 2,
        weightGrams: 400,
      },
      {
        formatId: ebook.ebookId,
        publicationId: ebook.publicationId,
        kind: 'ebook',
        title: 'Leituras digitais',
        isbn: ebook.ebookIsbn,
        productSlug: ebook.ebookSlug,
        unitPrice: 3000,
        quantity: 1,
        weightGrams: 0,
      },
    ]);
    // A later catalog edit does not change the order.
    await db.update(formats).set({ priceBrl: 9900 }).where(eq(formats.id, book.printId));
    expect((await itemsOf(order.id))[0]!.unitPrice).toBe(5000);

    expect(await stockOf(db, book.printId)).toBe(3);
    expect(
      await db
        .select({ from: orderEvents.fromStatus, to: orderEvents.toStatus, actor: orderEvents.actorKind, actorId: orderEvents.actorId })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id)),
    ).toEqual([{ from: null, to: 'placed', actor: 'buyer', actorId: buyer.id }]);
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 3 });
    expect(await db.select({ person: couponRedemptions.person }).from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id))).toEqual([
      { person: buyer.id },
    ]);

    // The cart is emptied; the buyer's details stay, the coupon and payment choice do not.
    expect(await cartLines(cartId)).toBe(0);
    const [cart] = await db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart!.checkout).toEqual({ buyer: buyerDetails(buyer), address: saoPaulo });

    expect(
      await db
        .select({ address: savedAddresses.address, fingerprint: savedAddresses.fingerprint })
        .from(savedAddresses)
        .where(eq(savedAddresses.userId, buyer.id)),
    ).toEqual([{ address: saoPaulo, fingerprint: addressFingerprint(saoPaulo) }]);

    const mails = await mailsTo(db, buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(String(order.id));
    expect(mails[0]!.text).toContain('Cidades que cuidam');
    const expiry = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, EXPIRE_ORDER_JOB), sql`(${jobs.payload}->>'orderId')::bigint = ${order.id}`));
    expect(expiry).toHaveLength(1);
    expect(expiry[0]!.payload).toEqual({ orderId: order.id });
    expect(expiry[0]!.runAt.getTime()).toBe(order.expiresAt.getTime());
  });

  it('keeps an address used twice once, and a new one beside it', async () => {
    const book = await createBook(db, { print: { stock: 10 } });
    const buyer = await createBuyer(db);
    await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    // The same address typed with other spacing and case is the same address.
    const retyped = { ...saoPaulo, city: ' SÃO PAULO ', address: 'avenida paulista' };
    await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { address: retyped } });
    expect(await db.$count(savedAddresses, eq(savedAddresses.userId, buyer.id))).toBe(1);
    await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { address: { ...saoPaulo, number: '2000' } } });
    expect(await db.$count(savedAddresses, eq(savedAddresses.userId, buyer.id))).toBe(2);
  });

  it('places a digital-only order without address or shipping, in dollars for a foreign buyer', async () => {
    const ebook = await createBook(db, { ebook: { priceBrl: 3000, priceUsd: 800 } });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, { items: [[ebook.ebookId, 1]], draft: { address: null, buyer: buyerDetails(buyer, 'foreign') } });
    const outcome = await place(db, buyer, cartId, { locale: 'en' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await orderRow(db, outcome.orderId)).toMatchObject({
      currency: 'USD',
      locale: 'en',
      subtotal: 800,
      shippingCost: 0,
      total: 800,
      shippingAddress: null,
      shippingMethod: null,
    });
    expect(await db.$count(savedAddresses, eq(savedAddresses.userId, buyer.id))).toBe(0);
  });

  it('prices shipping from the rate table in the order currency (dollars to the world)', async () => {
    const book = await createBook(db, { print: { priceBrl: 5000, priceUsd: 1200, stock: 5, weightGrams: 900 } });
    const buyer = await createBuyer(db);
    const lisbon = { ...saoPaulo, country: 'PT', zipcode: '1100-148', state: 'Lisboa', city: 'Lisboa' };
    const cartId = await fillCart(db, buyer, {
      items: [[book.printId, 2]],
      shippingMethodId: methods.international,
      draft: { address: lisbon, buyer: buyerDetails(buyer, 'foreign') },
    });
    const outcome = await place(db, buyer, cartId, { locale: 'en' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 150 + 2 × 900 = 1950 g: the 2 kg bracket, WORLD.
    const rate = demoRate('international', 'WORLD', 1950);
    expect(await orderRow(db, outcome.orderId)).toMatchObject({ currency: 'USD', subtotal: 2400, shippingCost: rate.priceUsd, total: 2400 + rate.priceUsd });
  });

  it('the same idempotency key twice makes one order', async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.sedex });
    const key = randomUUID();
    const first = await place(db, buyer, cartId, { key });
    expect(first).toMatchObject({ ok: true, existing: false });
    // The double submit: the cart is empty by now, but the key finds the order.
    const second = await place(db, buyer, cartId, { key });
    expect(second).toEqual({ ok: true, orderId: (first as { orderId: number }).orderId, existing: true });
    expect(await ordersOf([buyer.id])).toHaveLength(1);
    expect(await stockOf(db, book.printId)).toBe(4);
    expect(await mailsTo(db, buyer.email)).toHaveLength(1);
  });

  it('the same idempotency key sent twice at once makes one order', async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, { items: [[book.printId, 2]], shippingMethodId: methods.pac });
    const key = randomUUID();
    const outcomes = await Promise.all([place(db, buyer, cartId, { key }), place(db, buyer, cartId, { key }), place(db, buyer, cartId, { key })]);
    const orderIds = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.orderId : null)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(orderIds.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.existing)).toHaveLength(1);
    expect(await ordersOf([buyer.id])).toHaveLength(1);
    expect(await stockOf(db, book.printId)).toBe(3);
  });

  it("another buyer's key or cart places nothing", async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const owner = await createBuyer(db);
    const intruder = await createBuyer(db);
    const cartId = await fillCart(db, owner, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    expect(await place(db, intruder, cartId)).toEqual({ ok: false, reason: 'empty' });
    const key = randomUUID();
    await place(db, owner, cartId, { key });
    const intruderCart = await fillCart(db, intruder, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    expect(await place(db, intruder, intruderCart, { key })).toEqual({ ok: false, reason: 'empty' });
    expect(await ordersOf([intruder.id])).toHaveLength(0);
    expect(await stockOf(db, book.printId)).toBe(4);
  });

  it("uses the catalog's current price, not the one the cart was filled at", async () => {
    const book = await createBook(db, { print: { priceBrl: 5000, stock: 5, weightGrams: 300 } });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, { items: [[book.printId, 2]], shippingMethodId: methods.pac });
    expect((await readCart(db, cartId, 'pt'))!.subtotal).toBe(10000);
    await db.update(formats).set({ priceBrl: 6200 }).where(eq(formats.id, book.printId));
    const outcome = await place(db, buyer, cartId);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const rate = demoRate('pac', 'BR-SE', 150 + 600);
    expect(await orderRow(db, outcome.orderId)).toMatchObject({ subtotal: 12400, shippingCost: rate.priceBrl, total: 12400 + rate.priceBrl });
    expect((await itemsOf(outcome.orderId))[0]).toMatchObject({ unitPrice: 6200, quantity: 2 });
  });

  it('refuses what cannot be placed, changing nothing', async () => {
    const book = await createBook(db, { print: { stock: 5 } });
    const buyer = await createBuyer(db);
    const before = await db.$count(orders);
    // No buyer details yet.
    let cartId = await fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { buyer: null } });
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'no-buyer' });
    // A printed book with no shipping method, or one that does not go to the address.
    await db
      .update(carts)
      .set({ checkout: { buyer: buyerDetails(buyer), address: saoPaulo } })
      .where(eq(carts.id, cartId));
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'no-shipping' });
    await saveCheckoutDraft(db, cartId, { shippingMethodId: methods.international });
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'no-shipping' });
    // More copies than there are now.
    await saveCheckoutDraft(db, cartId, { shippingMethodId: methods.pac });
    await addToCart(db, cartId, book.printId, 3, buyer.id);
    await db.update(formats).set({ stock: 2 }).where(eq(formats.id, book.printId));
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'out-of-stock', formatId: book.printId });
    expect(await stockOf(db, book.printId)).toBe(2);
    expect(await cartLines(cartId)).toBe(1);
    // An empty cart.
    const other = await createBuyer(db);
    cartId = (await openCart(db, { userId: other.id, cookieId: null })).id;
    expect(await place(db, other, cartId)).toEqual({ ok: false, reason: 'empty' });
    expect(await db.$count(orders)).toBe(before);
    expect(await mailsTo(db, buyer.email)).toHaveLength(0);
  });
});

describe('fair stock: what one buyer may hold unpaid', () => {
  it(`at most ${MAX_UNPAID_ORDERS} orders waiting for payment; one more once one of them is canceled`, async () => {
    const book = await createBook(db, { print: { priceBrl: 4000, priceUsd: 900, stock: 100, weightGrams: 50 } });
    const buyer = await createBuyer(db);
    const placed: number[] = [];
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) placed.push(await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac }));
    const cartId = await fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'too-many-unpaid' });
    expect(await stockOf(db, book.printId)).toBe(100 - MAX_UNPAID_ORDERS);
    await changeOrderStatus(db, { orderId: placed[0]!, to: 'canceled', expect: 'placed', actor: { kind: 'buyer', id: buyer.id } });
    expect(await stockOf(db, book.printId)).toBe(100 - MAX_UNPAID_ORDERS + 1);
    expect(await place(db, buyer, cartId)).toMatchObject({ ok: true });
  });

  it(`at most ${MAX_HELD_COPIES_PER_TITLE} copies of one book among a buyer's unpaid orders, so nobody empties a title`, async () => {
    const book = await createBook(db, { print: { priceBrl: 4000, priceUsd: 900, stock: 100, weightGrams: 50 } });
    const other = await createBook(db, { print: { priceBrl: 4000, priceUsd: 900, stock: 100, weightGrams: 50 } });
    const buyer = await createBuyer(db);
    await placeFor(db, buyer, { items: [[book.printId, 18]], shippingMethodId: methods.pac });
    const cartId = await fillCart(db, buyer, {
      items: [
        [book.printId, 3],
        [other.printId, 3],
      ],
      shippingMethodId: methods.pac,
    });
    expect(await place(db, buyer, cartId)).toEqual({ ok: false, reason: 'too-many-copies', formatId: book.printId });
    expect(await stockOf(db, book.printId)).toBe(82);
    expect(await stockOf(db, other.printId)).toBe(100);
    // Another buyer is not held back by the first one's orders.
    expect(await placeFor(db, await createBuyer(db), { items: [[book.printId, 20]], shippingMethodId: methods.pac })).toEqual(expect.any(Number));
  });

  it('order mail goes to the account’s verified address, never to an address typed at checkout', async () => {
    const book = await createBook(db, { print: { priceBrl: 4000, priceUsd: 900, stock: 10, weightGrams: 50 } });
    const buyer = await createBuyer(db);
    const typed = `${randomUUID()}@someone-else.test`;
    await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { buyer: { ...buyerDetails(buyer), email: typed } } });
    expect(await mailsTo(db, typed)).toEqual([]);
    expect((await mailsTo(db, buyer.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining('Recebemos seu pedido')]);
  });

  it('five placements by one buyer at once, from two tabs: never more than the limit', async () => {
    const book = await createBook(db, { print: { priceBrl: 4000, priceUsd: 900, stock: 100, weightGrams: 50 } });
    const buyer = await createBuyer(db);
    const cartId = await fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => {
        await addToCart(db, cartId, book.printId, 1, buyer.id);
        return place(db, buyer, cartId);
      }),
    );
    const orders = await ordersOf([buyer.id]);
    expect(orders.length).toBeLessThanOrEqual(MAX_UNPAID_ORDERS);
    expect(outcomes.filter((outcome) => outcome.ok).length).toBe(orders.length);
  });
});

describe('coupons at placement', () => {
  async function tryCoupon(code: string, buyer = undefined as Awaited<ReturnType<typeof createBuyer>> | undefined, priceBrl = 5000) {
    const book = await createBook(db, { ebook: { priceBrl } });
    const who = buyer ?? (await createBuyer(db));
    const cartId = await fillCart(db, who, { items: [[book.ebookId, 1]], draft: { couponCode: code } });
    return { outcome: await place(db, who, cartId), cartId, buyer: who };
  }

  it('an expired coupon is refused as expired', async () => {
    const coupon = await createCoupon(db, { validUntil: new Date(Date.now() - 60_000) });
    const { outcome, cartId, buyer } = await tryCoupon(coupon.code);
    expect(outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'expired' });
    expect(await cartLines(cartId)).toBe(1);
    expect(await ordersOf([buyer.id])).toHaveLength(0);
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 0 });
  });

  it('a coupon over a minimum the order does not reach is refused as min-order', async () => {
    const coupon = await createCoupon(db, { minOrderBrl: 10000 });
    expect((await tryCoupon(coupon.code, undefined, 9999)).outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'min-order' });
    expect((await tryCoupon(coupon.code, undefined, 10000)).outcome.ok).toBe(true);
  });

  it('a coupon used up by this person is refused as per-person-limit, and unknown, inactive, used-up ones too', async () => {
    const coupon = await createCoupon(db, { maxUsesPerPerson: 1 });
    const first = await tryCoupon(coupon.code);
    expect(first.outcome.ok).toBe(true);
    expect((await tryCoupon(coupon.code, first.buyer)).outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'per-person-limit' });
    // Someone else may still use it.
    expect((await tryCoupon(coupon.code)).outcome.ok).toBe(true);
    expect((await tryCoupon('NAOEXISTE')).outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'unknown' });
    const inactive = await createCoupon(db, { active: false });
    expect((await tryCoupon(inactive.code)).outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'inactive' });
    const usedUp = await createCoupon(db, { maxUses: 3, usesCount: 3 });
    expect((await tryCoupon(usedUp.code)).outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'used-up' });
    expect(await couponRow(db, usedUp.id)).toMatchObject({ usesCount: 3 });
  });

  it('a fixed coupon never takes more than the items, and never the shipping', async () => {
    const coupon = await createCoupon(db, { kind: 'fixed', percent: null, amountBrl: 99_999 });
    const book = await createBook(db, { print: { priceBrl: 4000, stock: 5 } });
    const buyer = await createBuyer(db);
    const orderId = await placeFor(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { couponCode: coupon.code } });
    const order = await orderRow(db, orderId);
    expect(order).toMatchObject({ subtotal: 4000, discount: 4000, total: order.shippingCost });
    expect(order.shippingCost).toBeGreaterThan(0);
  });
});

describe('concurrency', () => {
  it('20 buyers for the last 3 copies: exactly 3 orders, stock 0, nobody oversold', async () => {
    const book = await createBook(db, { print: { stock: 3 } });
    const buyers = await createBuyers(db, 20);
    const cartIds = await Promise.all(buyers.map((buyer) => fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac })));
    const outcomes = await Promise.all(buyers.map((buyer, i) => place(db, buyer, cartIds[i]!)));

    const placed = outcomes.filter((outcome) => outcome.ok);
    expect(placed).toHaveLength(3);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused).toHaveLength(17);
    // Whether the refused placement saw the stock gone when reading the cart or when taking the copies, it says so.
    for (const outcome of refused) expect(outcome).toEqual({ ok: false, reason: 'out-of-stock', formatId: book.printId });
    expect(await stockOf(db, book.printId)).toBe(0);
    const made = await ordersOf(buyers.map((buyer) => buyer.id));
    expect(made).toHaveLength(3);
    const [sold] = await db
      .select({ copies: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.formatId, book.printId));
    expect(sold!.copies).toBe(3);
    // The refused buyers keep their carts; the others' are empty.
    const lines = await Promise.all(cartIds.map(cartLines));
    expect(lines.filter((n) => n === 0)).toHaveLength(3);
    // One mail per placed order, none for the refused.
    const mailed = await db.$count(
      jobs,
      and(
        eq(jobs.type, MAIL_JOB),
        inArray(
          sql`${jobs.payload}->>'to'`,
          buyers.map((buyer) => buyer.email),
        ),
      ),
    );
    expect(mailed).toBe(3);
  });

  it('buyers taking the same two books, added to their carts in opposite orders, at once: all placed, no deadlock', async () => {
    // Each placement takes its copies book by book; taken in cart order, A then B for one buyer
    // and B then A for another, two transactions can wait for each other (PostgreSQL aborts one:
    // "deadlock detected"). On PGlite, with one connection, transactions never overlap.
    const rounds = 5;
    const results: { ok: boolean }[] = [];
    for (let round = 0; round < rounds; round++) {
      const a = await createBook(db, { print: { stock: 10 } });
      const b = await createBook(db, { print: { stock: 10 } });
      const buyers = await createBuyers(db, 6);
      const cartIds = await Promise.all(
        buyers.map((buyer, i) =>
          fillCart(db, buyer, {
            items:
              i % 2 === 0
                ? [
                    [a.printId, 1],
                    [b.printId, 1],
                  ]
                : [
                    [b.printId, 1],
                    [a.printId, 1],
                  ],
            shippingMethodId: methods.pac,
          }),
        ),
      );
      const outcomes = await Promise.allSettled(buyers.map((buyer, i) => place(db, buyer, cartIds[i]!)));
      for (const outcome of outcomes) results.push({ ok: outcome.status === 'fulfilled' && outcome.value.ok });
      const failures = outcomes
        .filter((outcome) => outcome.status === 'rejected')
        .map((outcome) => String((outcome as PromiseRejectedResult).reason?.cause ?? (outcome as PromiseRejectedResult).reason));
      expect(failures, `round ${round}`).toEqual([]);
      expect(await stockOf(db, a.printId)).toBe(4);
      expect(await stockOf(db, b.printId)).toBe(4);
    }
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it('a coupon with one use left and 10 buyers at once: exactly one order gets it, the others are refused and make no order', async () => {
    const book = await createBook(db, { print: { priceBrl: 5000, stock: 50 } });
    const coupon = await createCoupon(db, { percent: 20, usesCount: 4, maxUses: 5 });
    const buyers = await createBuyers(db, 10);
    const cartIds = await Promise.all(
      buyers.map((buyer) => fillCart(db, buyer, { items: [[book.printId, 1]], shippingMethodId: methods.pac, draft: { couponCode: coupon.code } })),
    );
    const outcomes = await Promise.all(buyers.map((buyer, i) => place(db, buyer, cartIds[i]!)));

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused).toHaveLength(9);
    for (const outcome of refused) expect(outcome).toEqual({ ok: false, reason: 'coupon', coupon: 'used-up' });
    const made = await ordersOf(buyers.map((buyer) => buyer.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ couponId: coupon.id, discount: 1000 });
    expect(await couponRow(db, coupon.id)).toMatchObject({ usesCount: 5 });
    expect(await db.$count(couponRedemptions, eq(couponRedemptions.couponId, coupon.id))).toBe(1);
    expect(await stockOf(db, book.printId)).toBe(49);
  });
});
