/** The admin's list of orders: filters, search, counts per status, pages; and the dashboard's counts. */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../order-status.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { orders } from '#app/lib/db/schema.ts';
import { containsPattern, numberQuery } from '#app/lib/list-filters.ts';
import { ORDERS_PAGE_SIZE, type OrderFilters } from './order-filters.ts';
import { daysBefore, startOfDay, startOfNextDay } from '#app/lib/publisher-time.ts';

/** The filters as SQL; without the status one for the counts shown as status links. */
export function orderCondition(filters: Omit<OrderFilters, 'page'>, { status = true } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const number = numberQuery(filters.q);
    // Trigram-indexed, like the user search: any part of the name or e-mail.
    conditions.push(number !== null ? eq(orders.id, number) : sql`${orders.searchText} like ${containsPattern(filters.q)}`);
  }
  if (status && filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.placedAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(orders.placedAt, startOfNextDay(filters.to)));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listOrders(db: Db, filters: OrderFilters) {
  const perStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(orderCondition(filters, { status: false }))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.n ?? 0])) as Record<
    OrderStatus,
    number
  >;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = filters.status ? counts[filters.status] : all;
  const rows = await db
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      status: orders.status,
      currency: orders.currency,
      total: orders.total,
      buyerName: sql<string>`${orders.buyer}->>'name' || ' ' || (${orders.buyer}->>'surname')`,
      buyerEmail: sql<string>`${orders.buyer}->>'email'`,
      // The outer column written out: inside a subquery Drizzle's unqualified `id` would be the item's.
      items: sql<number>`(select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = orders.id)`,
    })
    .from(orders)
    .where(orderCondition(filters))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(ORDERS_PAGE_SIZE)
    .offset((filters.page - 1) * ORDERS_PAGE_SIZE);
  return {
    counts,
    /** Every status together, with the other filters. */
    all,
    total,
    pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    hasNext: filters.page * ORDERS_PAGE_SIZE < total,
    orders: rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() })),
  };
}

export type OrderListRow = Awaited<ReturnType<typeof listOrders>>['orders'][number];

/**
 * The dashboard's store cards: orders awaiting payment, to ship, on their way, and placed in the
 * last seven calendar days (today included, São Paulo time), with the list filter each links to.
 */
export async function orderDashboardCounts(db: Db, now = new Date()) {
  const since = daysBefore(now, 6);
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, ['placed', 'paid', 'sent']))
    .groupBy(orders.status);
  const [recent] = await db
    .select({ n: count() })
    .from(orders)
    .where(gte(orders.placedAt, startOfDay(since)));
  const of = (status: OrderStatus) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return { placed: of('placed'), paid: of('paid'), sent: of('sent'), lastWeek: recent?.n ?? 0, lastWeekFrom: since };
}
