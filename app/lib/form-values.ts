/**
 * The catalog forms render from, and post back, flat string values: `titlePt`, `subjects`
 * ("1,4" for checkboxes), and repeatable rows as `contributors.0.family` with a row count in
 * `contributorsRows`. The same shape comes from the database (to edit) and from a refused post
 * (to show again what was typed), so each form has one way to render.
 */
export type { FieldErrors, FormValues } from './forms.ts';
import type { FormValues } from './forms.ts';

/** Every text entry of a post; a name sent several times (checkboxes) is joined with commas. */
export function readValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData) {
    if (typeof value !== 'string' || name === 'intent') continue;
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  return values;
}

/** The rows a list holds unless it says otherwise (a shipping rate table may hold more). */
export const MAX_ROWS = 60;

export const rowName = (prefix: string, index: number, field: string) => `${prefix}.${index}.${field}`;

/** How many rows the form shows: the posted count, at least `min`, at most `max`. */
export function rowCount(values: FormValues, prefix: string, { min = 0, max = MAX_ROWS } = {}): number {
  const count = Number.parseInt(values[`${prefix}Rows`] ?? '', 10);
  return Math.min(max, Math.max(min, Number.isFinite(count) ? count : 0));
}

export function withRows(values: FormValues, prefix: string, count: number, max = MAX_ROWS): FormValues {
  return { ...values, [`${prefix}Rows`]: String(Math.min(max, Math.max(0, count))) };
}

/** Drops row `index` and moves the rows below it up by one. */
export function removeRow(values: FormValues, prefix: string, fields: readonly string[], index: number, max = MAX_ROWS): FormValues {
  const count = rowCount(values, prefix, { max });
  if (index < 0 || index >= count) return values;
  const next = { ...values };
  for (let i = index; i < count; i++) {
    for (const field of fields) {
      const below = values[rowName(prefix, i + 1, field)];
      if (i + 1 < count && below !== undefined) next[rowName(prefix, i, field)] = below;
      else delete next[rowName(prefix, i, field)];
    }
  }
  return withRows(next, prefix, count - 1, max);
}

/** Rows as the form shows them, from a list of objects (editing what is stored). */
export function rowsToValues<T extends object>(
  prefix: string,
  rows: T[],
  fields: readonly (keyof T & string)[],
  extraEmpty: number,
  max = MAX_ROWS,
): FormValues {
  const values: FormValues = {};
  rows.forEach((row, i) => {
    for (const field of fields) {
      const value = row[field];
      values[rowName(prefix, i, field)] = value === undefined || value === null ? '' : String(value);
    }
  });
  return withRows(values, prefix, rows.length + extraEmpty, max);
}

export const idList = (value: string | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
