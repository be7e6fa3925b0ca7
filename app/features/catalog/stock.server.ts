/**
 * Printed copies on the shelf: a format's stock is the catalog's, and changes only here. The
 * orders feature takes copies when an order is placed and returns them when it is canceled.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { formats } from '#app/lib/db/schema.ts';
import { notifyStockAlerts } from './stock-alerts/stock-alerts.server.ts';
import { refreshPublicationIndex } from './search-index.server.ts';

/** Takes copies only when every one is there (the row lock makes concurrent buyers wait their turn); false when not enough. */
export async function takeStock(tx: Db, formatId: number, quantity: number, now = new Date()): Promise<boolean> {
  const [left] = await tx
    .update(formats)
    .set({ stock: sql`${formats.stock} - ${quantity}`, updatedAt: now })
    .where(and(eq(formats.id, formatId), sql`${formats.stock} >= ${quantity}`))
    .returning({ stock: formats.stock, publicationId: formats.publicationId });
  if (!left) return false;
  // The last copy: the catalog shows the book out of stock.
  if (left.stock === 0) await refreshPublicationIndex(tx, left.publicationId);
  return true;
}

/** Puts copies back on the shelf; back from zero, the catalog shows the book available and stock alerts go out. */
export async function returnStock(tx: Db, formatId: number, quantity: number): Promise<void> {
  const [format] = await tx
    .update(formats)
    .set({ stock: sql`coalesce(${formats.stock}, 0) + ${quantity}`, updatedAt: new Date() })
    .where(eq(formats.id, formatId))
    .returning({ stock: formats.stock, publicationId: formats.publicationId });
  if (format && format.stock === quantity) {
    await refreshPublicationIndex(tx, format.publicationId);
    await notifyStockAlerts(tx, formatId);
  }
}
