/**
 * An article's or a proceedings paper's PDF written from its full text (by the journals feature,
 * which draws it): the catalog owns those rows, so it records the file here (decision 0037).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { chapters } from './tables.server.ts';
import { articles } from './journal-tables.server.ts';

/**
 * Records `key` as the generated PDF of an article or a paper that has none yet, and answers the
 * PDF it has now: `key`, or the one another first reader recorded a moment before (the first file
 * written wins; the caller removes its own), or null when the work is gone.
 */
export async function recordGeneratedPdf(db: Db, kind: 'article' | 'paper', id: number, key: string): Promise<string | null> {
  const table = kind === 'article' ? articles : chapters;
  const [updated] = await db
    .update(table)
    .set({ pdfFile: key, pdfGenerated: true })
    .where(and(eq(table.id, id), isNull(table.pdfFile)))
    .returning({ pdfFile: table.pdfFile });
  if (updated) return key;
  const [current] = await db.select({ pdfFile: table.pdfFile }).from(table).where(eq(table.id, id));
  return current?.pdfFile ?? null;
}
