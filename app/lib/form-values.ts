/**
 * The catalog forms render from, and post back, flat string values: `titlePt`, `subjects`
 * ("1,4" for checkboxes), and repeatable rows as `contributors.0.family` with a row count in
 * `contributorsRows`. The same shape comes from the database (to edit) and from a refused post
 * (to show again what was typed), so each form has one way to render.
 */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

/** Every text entry of a post; a name sent several times (checkboxes) is joined with commas. */
export function readValues(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of formData) {
    if (typeof value !== 'string' || name === 'intent') continue;
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  return values;
}

export const MAX_ROWS = 60;

export const rowName = (prefix: string, index: number, field: string) => `${prefix}.${index}.${field}`;

/** How many rows the form shows: the posted count, at least `min`, at most MAX_ROWS. */
export function rowCount(values: FormValues, prefix: string, min = 0): number {
  const count = Number.parseInt(values[`${prefix}Rows`] ?? '', 10);
  return Math.min(MAX_ROWS, Math.max(min, Number.isFinite(count) ? count : 0));
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

/** Rows as the form shows them, from a list of objects (editing what is stored). */
export function rowsToValues<T extends object>(prefix: string, rows: T[], fields: readonly (keyof T & string)[], extraEmpty: number): FormValues {
  const values: FormValues = {};
  rows.forEach((row, i) => {
    for (const field of fields) {
      const value = row[field];
      values[rowName(prefix, i, field)] = value === undefined || value === null ? '' : String(value);
    }
  });
  return withRows(values, prefix, rows.length + extraEmpty);
}

export const idList = (value: string | undefined): number[] =>
  (value ?? '')
    .split(',')
    .map((part) => Number.parseInt(part, 10))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
