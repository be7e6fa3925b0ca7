/** Everything about one order for the admin: buyer, address, items, totals, payments, history, changes. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { isCarrier, trackingUrl, type Carrier } from '../carriers.ts';
import { allowedTransitions } from '../order-status.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { auditLog, orderEvents, orderItems, orders, payments, shippingMethods, users } from '#app/lib/db/schema.ts';
import { isAdminTransition } from './order-intents.ts';

export async function getOrderDetail(db: Db, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));
  const paymentRows = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.orderId, id))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const events = await db
    .select({
      id: orderEvents.id,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      actorKind: orderEvents.actorKind,
      actorName: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
      reason: orderEvents.reason,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id))
    .where(eq(orderEvents.orderId, id));
  const changes = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      actorName: sql<string | null>`${users.name} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100);
  // The carrier the order's shipping method goes with: the "mark sent" form's first choice.
  const [method] = order.shippingMethod
    ? await db.select({ carrier: shippingMethods.carrier }).from(shippingMethods).where(eq(shippingMethods.code, order.shippingMethod.code))
    : [];
  const carrier: Carrier = method && isCarrier(method.carrier) ? method.carrier : 'correios';
  const tracking =
    order.trackingCode && order.trackingCarrier && isCarrier(order.trackingCarrier)
      ? { carrier: order.trackingCarrier, code: order.trackingCode, url: trackingUrl(order.trackingCarrier, order.trackingCode) }
      : order.trackingCode
        ? { carrier: order.trackingCarrier, code: order.trackingCode, url: null }
        : null;
  return {
    order: {
      id: order.id,
      status: order.status,
      locale: order.locale,
      currency: order.currency,
      subtotal: order.subtotal,
      discount: order.discount,
      shippingCost: order.shippingCost,
      total: order.total,
      couponId: order.couponId,
      couponCode: order.couponCode,
      buyer: order.buyer,
      hasAccount: order.userId !== null,
      shippingAddress: order.shippingAddress,
      shippingMethod: order.shippingMethod,
      paymentMethod: order.paymentMethod,
      tracking,
      internalNotes: order.internalNotes,
      refundNote: order.refundNote,
      placedAt: order.placedAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      expiresAt: order.expiresAt.toISOString(),
      /** Changes with every change of the order: forms render again from what is stored. */
      version: order.updatedAt.toISOString(),
      /** Nothing printed: nothing ships (ebooks and courses only). */
      digitalOnly: items.every((item) => item.kind !== 'print'),
    },
    transitions: allowedTransitions(order.status).filter(isAdminTransition),
    defaultCarrier: carrier,
    items: items.map((item) => ({
      id: item.id,
      title: item.title,
      kind: item.kind,
      isbn: item.isbn,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      productSlug: item.productSlug,
    })),
    payments: paymentRows.map((payment) => ({ ...payment, createdAt: payment.createdAt.toISOString() })),
    history: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    changes: changes.map((change) => ({ ...change, createdAt: change.createdAt.toISOString() })),
  };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;
