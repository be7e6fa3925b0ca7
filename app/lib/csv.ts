/**
 * CSV as RFC 4180 writes it (commas, double quotes, CRLF), safe to open in a spreadsheet:
 * a cell that starts like a formula is prefixed with an apostrophe, so it stays text.
 */

/** What spreadsheets read as the start of a formula (tab and carriage return included, as OWASP advises). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Spreadsheets (Excel above all) read the file as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** Integer cents as a decimal string with a point: 12345 → "123.45", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Where a newest-first export stopped: PostgreSQL's own text of the time (a JS Date would cut it to milliseconds) and the row's id. */
export interface Cursor {
  at: string;
  id: number;
}

/**
 * A CSV file in pieces, so a large export never sits in memory whole: the byte-order mark and the
 * header, then one piece per batch of rows that `batch` reads after the cursor (keyset paging,
 * newest first), until there are no more or `maxRows` were written.
 */
export async function* batchedCsv<R extends { cursor: string; id: number }>(
  header: readonly string[],
  batch: (after: Cursor | null, limit: number) => Promise<R[]>,
  line: (row: R) => readonly (string | number | null | undefined)[],
  { maxRows, batchSize = 1_000 }: { maxRows: number; batchSize?: number },
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(header);
  let cursor: Cursor | null = null;
  let written = 0;
  while (written < maxRows) {
    const rows = await batch(cursor, Math.min(batchSize, maxRows - written));
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(line(row))).join('');
    written += rows.length;
    const last = rows.at(-1)!;
    cursor = { at: last.cursor, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The pieces as a response body. */
export function csvStream(pieces: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
}
