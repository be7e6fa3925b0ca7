/**
 * Placing an order is one transaction: the cart is locked (a double submit waits, then finds the
 * order its key already made), prices, shipping and the coupon are worked out again on the server,
 * printed copies are taken from stock only if they are all there, the coupon's use is counted only
 * if one is left, and the order, its history, the buyer's mail and its expiry are written together.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readCart } from './cart/cart.server.ts';
import { takeStock } from '#app/features/catalog/api.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  cartCourses,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderEvents,
  orderItems,
  orders,
  savedAddresses,
  users,
  type ShippingAddress,
} from '#app/lib/db/schema.ts';
import { enqueueJob } from '#app/lib/jobs/jobs.server.ts';
import type { CouponRefusal } from './coupon-rules.ts';
import { evaluateCoupon } from './coupons.server.ts';
import { changeOrderStatusIn } from './change-status.server.ts';
import { queueOrderPlacedMail } from './order-mails.server.ts';
import { shippingOptionsFor } from './shipping.server.ts';
import { computeTotals } from './totals.ts';

export const EXPIRE_ORDER_JOB = 'orders.expire';

/**
 * Fair stock: an unpaid order holds its copies until it expires, so one buyer may have only a
 * few waiting for payment, holding at most this many copies of one book among them.
 */
export const MAX_UNPAID_ORDERS = 3;
export const MAX_HELD_COPIES_PER_TITLE = 20;

export interface PlaceOrderInput {
  cartId: string;
  user: { id: string };
  locale: Locale;
  paymentMethod: string;
  idempotencyKey: string;
  now?: Date;
}

export type PlaceOrderRefusal =
  | { reason: 'empty' | 'cart-changed' | 'no-buyer' | 'no-shipping' | 'too-many-unpaid' }
  | { reason: 'out-of-stock' | 'too-many-copies'; formatId: number }
  | { reason: 'coupon'; coupon: CouponRefusal };

export type PlaceOrderOutcome = { ok: true; orderId: number; existing: boolean } | ({ ok: false } & PlaceOrderRefusal);

/** Thrown inside the transaction to roll back whatever it did so far. */
class Refused extends Error {
  readonly refusal: PlaceOrderRefusal;
  constructor(refusal: PlaceOrderRefusal) {
    super(refusal.reason);
    this.refusal = refusal;
  }
}

export function addressFingerprint(address: ShippingAddress): string {
  return [
    address.country,
    address.zipcode,
    address.address,
    address.number,
    address.complement,
    address.district,
    address.city,
    address.state,
    address.recipient,
  ]
    .map((part) => part.trim().toLowerCase())
    .join('|');
}

export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      // One placement per buyer at a time, whichever cart or tab it comes from: the unpaid-order
      // limits below count what the buyer's other placements left.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user.id)).for('update');
      const [cart] = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.id, input.cartId), eq(carts.userId, input.user.id)))
        .for('update');
      const [existing] = await tx.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (existing && existing.userId === input.user.id) return { ok: true as const, orderId: existing.id, existing: true };
      if (existing || !cart) throw new Refused({ reason: 'empty' });
      const view = await readCart(tx, cart.id, input.locale);
      if (!view || view.lines.length === 0) throw new Refused({ reason: 'empty' });
      await checkFairShare(tx, input.user.id, view.lines);
      if (view.blocked) {
        const sold = view.lines.find((line) => line.formatId !== null && (line.problem === 'out-of-stock' || line.problem === 'not-enough-stock'));
        throw new Refused(sold?.formatId ? { reason: 'out-of-stock', formatId: sold.formatId } : { reason: 'cart-changed' });
      }
      const { buyer, address, shippingMethodId } = view.checkout;
      if (!buyer) throw new Refused({ reason: 'no-buyer' });

      let shipping: { price: number; method: { code: string; namePt: string; nameEn: string; daysMin: number; daysMax: number } } | null = null;
      if (!view.digitalOnly) {
        if (!address || !shippingMethodId) throw new Refused({ reason: 'no-shipping' });
        const { options } = await shippingOptionsFor(tx, address, view.lines, view.currency);
        const option = options.find((candidate) => candidate.methodId === shippingMethodId);
        if (!option) throw new Refused({ reason: 'no-shipping' });
        shipping = {
          price: option.price,
          method: { code: option.code, namePt: option.namePt, nameEn: option.nameEn, daysMin: option.daysMin, daysMax: option.daysMax },
        };
      }

      const subtotal = view.subtotal;
      let discount = 0;
      let coupon: typeof coupons.$inferSelect | undefined;
      if (view.checkout.couponCode) {
        const checked = await evaluateCoupon(tx, view.checkout.couponCode, { currency: view.currency, subtotal, userId: input.user.id, now });
        if (!checked.ok) throw new Refused({ reason: 'coupon', coupon: checked.reason });
        coupon = checked.coupon!;
        // Counted only while a use is left: of many buyers racing for the last use, one gets it.
        const counted = await tx
          .update(coupons)
          .set({ usesCount: sql`${coupons.usesCount} + 1`, updatedAt: now })
          .where(and(eq(coupons.id, coupon.id), sql`(${coupons.maxUses} is null or ${coupons.usesCount} < ${coupons.maxUses})`))
          .returning({ id: coupons.id });
        if (!counted.length) throw new Refused({ reason: 'coupon', coupon: 'used-up' });
        discount = checked.discount;
      }

      // Taken from stock only when every copy is there; the row lock makes concurrent buyers wait their turn.
      // In one order of rows (by format id) for every buyer, so two placements never wait on each other in a circle.
      for (const line of [...view.lines].sort((a, b) => (a.formatId ?? 0) - (b.formatId ?? 0))) {
        if (line.digital || line.formatId === null) continue;
        if (!(await takeStock(tx, line.formatId, line.quantity, now))) throw new Refused({ reason: 'out-of-stock', formatId: line.formatId });
      }

      const totals = computeTotals({ lines: view.lines, shipping: shipping?.price ?? 0, discount });
      const expiresAt = new Date(now.getTime() + config().orderExpiryMinutes * 60 * 1000);
      const [order] = await tx
        .insert(orders)
        .values({
          userId: input.user.id,
          idempotencyKey: input.idempotencyKey,
          locale: input.locale,
          currency: view.currency,
          subtotal: totals.subtotal,
          discount: totals.discount,
          shippingCost: totals.shipping,
          total: totals.total,
          couponId: coupon?.id ?? null,
          couponCode: coupon?.code ?? null,
          buyer,
          shippingAddress: view.digitalOnly ? null : address!,
          shippingMethod: shipping?.method ?? null,
          paymentMethod: input.paymentMethod,
          searchText: `${buyer.name} ${buyer.surname} ${buyer.email}`.toLowerCase(),
          expiresAt,
          placedAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;
      await tx.insert(orderItems).values(
        view.lines.map((line) => ({
          orderId,
          formatId: line.formatId,
          publicationId: line.publicationId,
          courseId: line.courseId,
          kind: line.kind,
          title: line.title,
          isbn: line.isbn,
          productSlug: line.productSlug,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          weightGrams: line.weightGrams,
        })),
      );
      await tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: 'placed', actorKind: 'buyer', actorId: input.user.id, createdAt: now });
      if (coupon) await tx.insert(couponRedemptions).values({ couponId: coupon.id, orderId, person: input.user.id });
      if (address && !view.digitalOnly) {
        await tx
          .insert(savedAddresses)
          .values({ userId: input.user.id, address, fingerprint: addressFingerprint(address), usedAt: now })
          .onConflictDoUpdate({ target: [savedAddresses.userId, savedAddresses.fingerprint], set: { usedAt: now, address } });
      }
      // Only what was ordered leaves the cart: something added meanwhile in another tab stays.
      const placedFormats = view.lines.flatMap((line) => (line.formatId === null ? [] : [line.formatId]));
      const placedCourses = view.lines.flatMap((line) => (line.courseId === null ? [] : [line.courseId]));
      if (placedFormats.length) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.formatId, placedFormats)));
      if (placedCourses.length) await tx.delete(cartCourses).where(and(eq(cartCourses.cartId, cart.id), inArray(cartCourses.courseId, placedCourses)));
      // The buyer's details stay for next time; the coupon and payment choice do not.
      await tx.update(carts).set({ checkout: { buyer, address }, updatedAt: now }).where(eq(carts.id, cart.id));
      await queueOrderPlacedMail(tx, orderId);
      await enqueueJob(tx, EXPIRE_ORDER_JOB, { orderId }, { runAt: expiresAt });
      // Nothing to pay (a 100 % coupon on digital items): no provider takes 0, so it is paid now.
      if (totals.total === 0) await changeOrderStatusIn(tx, { orderId, to: 'paid', expect: 'placed', actor: { kind: 'system' }, reason: 'nothing to pay' });
      return { ok: true as const, orderId, existing: false };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    // Two placements with one key that did not share a cart lock: the first one's order stands.
    if (isUniqueViolation(error)) {
      const [existing] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      if (existing && existing.userId === input.user.id) return { ok: true, orderId: existing.id, existing: true };
    }
    throw error;
  }
}

/** Refuses a placement past the buyer's unpaid orders, or past the copies of one book they may hold unpaid. */
async function checkFairShare(tx: Db, userId: string, lines: { formatId: number | null; digital: boolean; quantity: number }[]): Promise<void> {
  const [unpaid] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'placed')));
  if ((unpaid?.count ?? 0) >= MAX_UNPAID_ORDERS) throw new Refused({ reason: 'too-many-unpaid' });
  const printed = lines.filter((line) => !line.digital && line.formatId !== null);
  if (!printed.length) return;
  const held = await tx
    .select({ formatId: orderItems.formatId, copies: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'placed'),
        inArray(
          orderItems.formatId,
          printed.map((line) => line.formatId!),
        ),
      ),
    )
    .groupBy(orderItems.formatId);
  for (const line of printed) {
    const already = held.find((row) => row.formatId === line.formatId)?.copies ?? 0;
    if (already + line.quantity > MAX_HELD_COPIES_PER_TITLE) throw new Refused({ reason: 'too-many-copies', formatId: line.formatId! });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The order a placement key already made for this buyer (a repeated submit), if any. */
export async function orderIdForKey(db: Db, idempotencyKey: string, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.idempotencyKey, idempotencyKey), eq(orders.userId, userId)));
  return row?.id ?? null;
}
