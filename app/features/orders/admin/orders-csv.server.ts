/** The filtered orders as a CSV file, newest first, in batches; at most ORDERS_CSV_MAX_ROWS rows. */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { orders } from '#app/lib/db/schema.ts';
import { batchedCsv, centsToDecimal, type Cursor } from '#app/lib/csv.ts';
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

/** One batch of rows after the cursor, newest first: keyset paging on (placed_at, id). */
function batch(db: Db, condition: SQL | undefined, cursor: Cursor | null, limit: number) {
  const after = cursor ? sql`(${orders.placedAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
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

/** The file in pieces, at most `maxRows` rows. */
export function ordersCsv(db: Db, filters: OrderFilters, locale: Locale, { maxRows = ORDERS_CSV_MAX_ROWS, batchSize = 1_000 } = {}): AsyncGenerator<string> {
  const t = translator(adminOrdersMessages, locale);
  const condition = orderCondition(filters);
  return batchedCsv(
    COLUMNS.map((column) => t(column)),
    (cursor, limit) => batch(db, condition, cursor, limit),
    (row) => [
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
    ],
    { maxRows, batchSize },
  );
}
