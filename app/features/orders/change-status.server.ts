/**
 * The one way an order's status changes: in a transaction that locks the order, refuses any
 * transition the status machine does not allow, applies its effects (stock back on the shelf,
 * coupon use returned, ebook access granted or revoked), keeps the change in the order's history
 * and queues the buyer's mail.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { returnStock } from '#app/features/catalog/api.server.ts';
import { grantCoursesBought, revokeCoursesBought } from '#app/features/courses/api.server.ts';
import { feePaid } from '#app/features/editorial/api.server.ts';
import { grantPurchasedReading, revokePurchasedReading } from '#app/features/reader/api.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { couponRedemptions, coupons, orderEvents, orderItems, orders } from '#app/lib/db/schema.ts';
import { queueOrderStatusMail } from './order-mails.server.ts';
import { canTransition, grantsAccess, releasesStock, revokesAccess, type OrderStatus } from './order-status.ts';

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  actor: { kind: 'buyer' | 'admin' | 'provider' | 'system'; id?: string | null };
  reason?: string;
  /** Only when marking sent. */
  tracking?: { carrier: string; code: string };
  /** Only when canceling a paid order. */
  refundNote?: string;
  /** Apply only when the order is in this status now (webhooks and expiry: a late event changes nothing). */
  expect?: OrderStatus;
}

export type StatusChangeOutcome = { ok: true; from: OrderStatus } | { ok: false; reason: 'not-found' | 'not-allowed'; from?: OrderStatus };

export async function changeOrderStatus(db: Db, change: StatusChange): Promise<StatusChangeOutcome> {
  return db.transaction((tx) => changeOrderStatusIn(tx, change));
}

/** For callers that already hold a transaction (a webhook recording its event in the same one). */
export async function changeOrderStatusIn(tx: Db, change: StatusChange): Promise<StatusChangeOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!order) return { ok: false, reason: 'not-found' };
  const from = order.status;
  if ((change.expect && change.expect !== from) || !canTransition(from, change.to)) return { ok: false, reason: 'not-allowed', from };
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: change.to,
      updatedAt: now,
      ...(change.to === 'paid' ? { paidAt: now } : {}),
      ...(change.tracking ? { trackingCarrier: change.tracking.carrier, trackingCode: change.tracking.code } : {}),
      ...(change.refundNote !== undefined ? { refundNote: change.refundNote } : {}),
    })
    .where(eq(orders.id, order.id));
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  // The coupon before the stock, as a placement takes them: two transactions never wait on each other in a circle.
  if (from === 'placed' && (change.to === 'canceled' || change.to === 'expired') && order.couponId) {
    // An unpaid order gives its coupon use back.
    const released = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)).returning({ couponId: couponRedemptions.couponId });
    if (released.length)
      await tx
        .update(coupons)
        .set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` })
        .where(eq(coupons.id, order.couponId));
  }
  if (releasesStock(from, change.to)) await releaseStock(tx, items);
  const ebookWorks = [...new Set(items.filter((item) => item.kind === 'ebook' && item.publicationId !== null).map((item) => item.publicationId!))];
  if (grantsAccess(from, change.to) && order.userId && ebookWorks.length) await grantPurchasedReading(tx, order.userId, order.id, ebookWorks);
  if (revokesAccess(from, change.to) && order.userId && ebookWorks.length) {
    await revokePurchasedReading(tx, order.userId, order.id);
    // The same ebook bought again in another paid order keeps its access.
    const stillBought = await tx
      .selectDistinctOn([orderItems.publicationId], { orderId: orders.id, publicationId: orderItems.publicationId })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, order.userId),
          ne(orders.id, order.id),
          inArray(orders.status, ['paid', 'sent', 'delivered']),
          eq(orderItems.kind, 'ebook'),
          inArray(orderItems.publicationId, ebookWorks),
        ),
      );
    for (const row of stillBought) await grantPurchasedReading(tx, order.userId, row.orderId, [row.publicationId!]);
  }
  const boughtCourses = [...new Set(items.filter((item) => item.kind === 'course' && item.courseId !== null).map((item) => item.courseId!))];
  // Permanent: a course bought is the buyer's for good (a refund is the only way back).
  if (grantsAccess(from, change.to) && order.userId) await grantCoursesBought(tx, order.userId, order.id, boughtCourses);
  if (revokesAccess(from, change.to) && order.userId) await revokeCoursesBought(tx, order.userId, order.id, boughtCourses);
  // A submission's fee paid: the manuscript goes on to the editors (editorial keeps the order's id).
  if (grantsAccess(from, change.to) && items.some((item) => item.kind === 'fee')) await feePaid(tx, order.id);
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: change.to,
    actorKind: change.actor.kind,
    actorId: change.actor.id ?? null,
    reason: change.reason ?? '',
  });
  await queueOrderStatusMail(tx, order.id, change.to, change.reason ?? '');
  return { ok: true, from };
}

/** Printed copies of a canceled or expired order go back on the shelf; waiting readers are told. */
async function releaseStock(tx: Db, items: (typeof orderItems.$inferSelect)[]) {
  // By format id, the order a placement takes them in.
  for (const item of [...items].sort((a, b) => (a.formatId ?? 0) - (b.formatId ?? 0))) {
    if (item.kind === 'print' && item.formatId !== null) await returnStock(tx, item.formatId, item.quantity);
  }
}
