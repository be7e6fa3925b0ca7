/**
 * The one way an order's status changes: in a transaction that locks the order, refuses any
 * transition the status machine does not allow, applies its effects (stock back on the shelf,
 * coupon use returned, ebook access granted or revoked), keeps the change in the order's history
 * and queues the buyer's mail.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notifyStockAlerts } from '#app/lib/stock-alerts/stock-alerts.server.ts';
import { refreshPublicationIndex } from '#app/lib/search-index.server.ts';
import type { Db } from '#app/lib/db/client.ts';
import { couponRedemptions, courseAccess, coupons, entitlements, formats, orderEvents, orderItems, orders } from '#app/lib/db/schema.ts';
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
    if (released.length) await tx.update(coupons).set({ usesCount: sql`greatest(${coupons.usesCount} - 1, 0)` }).where(eq(coupons.id, order.couponId));
  }
  if (releasesStock(from, change.to)) await releaseStock(tx, items);
  const ebookWorks = [...new Set(items.filter((item) => item.kind === 'ebook' && item.publicationId !== null).map((item) => item.publicationId!))];
  if (grantsAccess(from, change.to) && order.userId && ebookWorks.length) {
    await tx
      .insert(entitlements)
      .values(ebookWorks.map((publicationId) => ({ userId: order.userId!, publicationId, source: 'purchase' as const, orderId: String(order.id) })))
      .onConflictDoNothing();
  }
  if (revokesAccess(from, change.to) && order.userId && ebookWorks.length) {
    await tx.delete(entitlements).where(and(eq(entitlements.userId, order.userId), eq(entitlements.orderId, String(order.id)), eq(entitlements.source, 'purchase')));
    // The same ebook bought again in another paid order keeps its access.
    await tx.execute(sql`
      insert into entitlements (user_id, publication_id, source, order_id)
      select distinct on (i.publication_id) o.user_id, i.publication_id, 'purchase', o.id::text
      from orders o join order_items i on i.order_id = o.id
      where o.user_id = ${order.userId} and o.id <> ${order.id} and o.status in ('paid', 'sent', 'delivered')
        and i.kind = 'ebook' and ${inArray(sql`i.publication_id`, ebookWorks)}
      on conflict do nothing`);
  }
  const boughtCourses = [...new Set(items.filter((item) => item.kind === 'course' && item.courseId !== null).map((item) => item.courseId!))];
  if (grantsAccess(from, change.to) && order.userId && boughtCourses.length) {
    // Permanent: a course bought is the buyer's for good (a refund is the only way back).
    await tx
      .insert(courseAccess)
      .values(boughtCourses.map((courseId) => ({ userId: order.userId!, courseId, source: 'purchase' as const, orderId: String(order.id) })))
      .onConflictDoNothing();
  }
  if (revokesAccess(from, change.to) && order.userId && boughtCourses.length) {
    await tx
      .delete(courseAccess)
      .where(and(eq(courseAccess.userId, order.userId), eq(courseAccess.orderId, String(order.id)), eq(courseAccess.source, 'purchase'), inArray(courseAccess.courseId, boughtCourses)));
  }
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
    if (item.kind !== 'print' || item.formatId === null) continue;
    const [format] = await tx
      .update(formats)
      .set({ stock: sql`coalesce(${formats.stock}, 0) + ${item.quantity}`, updatedAt: new Date() })
      .where(eq(formats.id, item.formatId))
      .returning({ stock: formats.stock, publicationId: formats.publicationId });
    if (!format) continue;
    // Back from zero: the catalog shows it available again, and stock alerts go out.
    if (format.stock === item.quantity) {
      await refreshPublicationIndex(tx, format.publicationId);
      await notifyStockAlerts(tx, item.formatId);
    }
  }
}
