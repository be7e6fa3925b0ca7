/**
 * Repeatable rows posted as flat fields (`rates.0.region`, with the row count in `ratesRows`),
 * the way the catalog forms post theirs; a rate table may be long, so the cap is higher.
 */
import type { FormValues } from '#app/lib/forms.ts';

export const MAX_ROWS = 400;

export const rowName = (prefix: string, index: number, field: string) => `${prefix}.${index}.${field}`;

/** Every text entry of a post except the intent. */
export function readValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData) if (typeof value === 'string' && name !== 'intent') values[name] = value;
  return values;
}

/** How many rows the form shows: the posted count, at most MAX_ROWS. */
export function rowCount(values: FormValues, prefix: string): number {
  const count = Number.parseInt(values[`${prefix}Rows`] ?? '', 10);
  return Math.min(MAX_ROWS, Math.max(0, Number.isFinite(count) ? count : 0));
}

export function withRows(values: FormValues, prefix: string, count: number): FormValues {
  return { ...values, [`${prefix}Rows`]: String(Math.min(MAX_ROWS, Math.max(0, count))) };
}

/** Drops row `index` and moves the rows below it up by one. */
export function removeRow(values: FormValues, prefix: string, fields: readonly string[], index: number): FormValues {
  const count = rowCount(values, prefix);
  if (index < 0 || index >= count) return values;
  const next = { ...values };
  for (let i = index; i < count; i++) {
    for (const field of fields) {
      const below = values[rowName(prefix, i + 1, field)];
      if (i + 1 < count && below !== undefined) next[rowName(prefix, i, field)] = below;
      else delete next[rowName(prefix, i, field)];
    }
  }
  return withRows(next, prefix, count - 1);
}

/** Rows as the form shows them, from stored rows already turned into strings. */
export function rowsToValues(prefix: string, rows: Record<string, string>[], extraEmpty: number): FormValues {
  const values: FormValues = {};
  rows.forEach((row, i) => {
    for (const [field, value] of Object.entries(row)) values[rowName(prefix, i, field)] = value;
  });
  return withRows(values, prefix, rows.length + extraEmpty);
}
