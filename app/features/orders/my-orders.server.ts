/** A buyer's own orders: the list, and one order with its history and the ebooks it delivered. */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats, orderEvents, orderItems, orders, payments, publications, readerEditions } from '#app/lib/db/schema.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

/** Whether the person has any order (a question for `presence`). */
export const hasOrders = (userId: Person) => sql`exists (select 1 from ${orders} where ${orders.userId} = ${userId})`;

export async function listMyOrders(db: Db, userId: string, limit = 200) {
  const rows = await db
    .select({ id: orders.id, status: orders.status, placedAt: orders.placedAt, total: orders.total, currency: orders.currency, items: count(orderItems.id) })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
}

/** Paid orders deliver their ebooks; the order's later steps (sent, delivered) keep them. */
const DELIVERS_EBOOKS = ['paid', 'sent', 'delivered'] as const;

/** One of this person's orders, or null (another person's order is not found, not forbidden). */
export async function getMyOrder(db: Db, orderId: number, userId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  const [items, history, paymentRows] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        kind: orderItems.kind,
        title: orderItems.title,
        isbn: orderItems.isbn,
        productSlug: orderItems.productSlug,
        courseId: orderItems.courseId,
        unitPrice: orderItems.unitPrice,
        quantity: orderItems.quantity,
        workSlug: publications.slug,
        epub: formats.epubFile,
        pdf: formats.pdfFile,
        // Readable online: the work has an edition in the reader.
        hasEdition: sql<boolean>`exists (select 1 from ${readerEditions} where ${readerEditions.publicationId} = ${orderItems.publicationId} and ${readerEditions.current})`,
      })
      .from(orderItems)
      .leftJoin(formats, eq(formats.id, orderItems.formatId))
      .leftJoin(publications, eq(publications.id, orderItems.publicationId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db
      .select({ status: payments.status, createdAt: payments.createdAt })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt))
      .limit(1),
  ]);
  const delivers = (DELIVERS_EBOOKS as readonly string[]).includes(order.status);
  const { internalNotes: _internal, searchText: _search, idempotencyKey: _key, ...visible } = order;
  return {
    order: {
      ...visible,
      placedAt: order.placedAt.toISOString(),
      expiresAt: order.expiresAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      updatedAt: order.updatedAt.toISOString(),
    },
    items: items.map(({ epub, pdf, hasEdition, ...item }) => ({
      ...item,
      files: delivers && item.kind === 'ebook' ? ([epub ? 'epub' : null, pdf ? 'pdf' : null].filter(Boolean) as ('epub' | 'pdf')[]) : [],
      readable: delivers && item.kind === 'ebook' && item.workSlug !== null && hasEdition,
      /** The item's page: a format's product page, the course's, or for a submission fee the author's submission. */
      path:
        item.kind === 'course'
          ? `/course/${item.productSlug}`
          : item.kind === 'fee'
            ? `/account/submissions/${item.productSlug}`
            : `/product/${item.productSlug}`,
    })),
    history: history.map((event) => ({
      id: event.id,
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actorKind,
      createdAt: event.createdAt.toISOString(),
    })),
    lastPayment: paymentRows[0] ? { status: paymentRows[0].status } : null,
  };
}

/** The stored file of an ebook bought in this person's paid order, or null. */
