/**
 * The filtered orders as a CSV file, written in batches (newest first) so that a large export
 * never sits in memory whole; at most ORDERS_CSV_MAX_ROWS rows.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.ts';
import { orders } from '#app/lib/db/schema.ts';
import { centsToDecimal, csvLine, UTF8_BOM } from '#app/lib/csv.ts';
import type { OrderFilters } from './order-filters.ts';
import { orderCondition } from './order-list.server.ts';
import { adminOrdersMessages } from './messages.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';

export const ORDERS_CSV_MAX_ROWS = 50_000;

const COLUMNS = [
  'csv.number',
  'csv.placedAt',
  'csv.status',
  'csv.buyerName',
  'csv.email',
  'csv.identification',
  'csv.currency',
  'csv.subtotal',
  'csv.discount',
  'csv.shipping',
  'csv.total',
  'csv.coupon',
  'csv.shippingMethod',
  'csv.trackingCode',
  'csv.paidAt',
] as const;

/** The file's name: the day it was made, in São Paulo. */
export const ordersCsvFileName = (now = new Date()) => `orders-${calendarDate(now)}.csv`;

/** One batch of rows, newest first, after the cursor. Keyset paging on (placed_at, id); the cursor is PostgreSQL's own text of the time, which a JS Date would cut to milliseconds. */
function batch(db: Db, condition: SQL | undefined, cursor: { placedAt: string; id: number } | null, limit: number) {
  const after = cursor ? sql`(${orders.placedAt}, ${orders.id}) < (${cursor.placedAt}::timestamptz, ${cursor.id})` : undefined;
  return db
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      cursor: sql<string>`${orders.placedAt}::text`,
      status: orders.status,
      buyer: orders.buyer,
      currency: orders.currency,
      subtotal: orders.subtotal,
      discount: orders.discount,
      shippingCost: orders.shippingCost,
      total: orders.total,
      couponCode: orders.couponCode,
      shippingMethod: orders.shippingMethod,
      trackingCode: orders.trackingCode,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(condition, after))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(limit);
}

/** The file in pieces: the byte-order mark and header, then one piece per batch of rows. */
export async function* ordersCsv(db: Db, filters: OrderFilters, locale: Locale, { maxRows = ORDERS_CSV_MAX_ROWS, batchSize = 1_000 } = {}): AsyncGenerator<string> {
  const t = translator(adminOrdersMessages, locale);
  yield UTF8_BOM + csvLine(COLUMNS.map((column) => t(column)));
  const condition = orderCondition(filters);
  let cursor: { placedAt: string; id: number } | null = null;
  let written = 0;
  while (written < maxRows) {
    const rows = await batch(db, condition, cursor, Math.min(batchSize, maxRows - written));
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.id,
          row.placedAt.toISOString(),
          row.status,
          `${row.buyer.name} ${row.buyer.surname}`.trim(),
          row.buyer.email,
          row.buyer.identification,
          row.currency,
          centsToDecimal(row.subtotal),
          centsToDecimal(row.discount),
          centsToDecimal(row.shippingCost),
          centsToDecimal(row.total),
          row.couponCode,
          row.shippingMethod ? (locale === 'pt' ? row.shippingMethod.namePt : row.shippingMethod.nameEn) : null,
          row.trackingCode,
          row.paidAt?.toISOString() ?? null,
        ]),
      )
      .join('');
    written += rows.length;
    const last = rows.at(-1)!;
    cursor = { placedAt: last.cursor, id: last.id };
    if (rows.length < batchSize) return;
  }
}
