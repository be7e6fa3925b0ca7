/**
 * Zod pieces every staff form shares (catalog, coupons, shipping). Every field arrives as a
 * string (see form-values.ts); messages are keys each form's catalogue translates (numberInvalid,
 * moneyInvalid, required, …).
 */
import { z } from 'zod';
import type { FieldErrors, FormValues } from './form-values.ts';
import type { Validated } from './forms.ts';
import { rowCount, rowName } from './form-values.ts';
import { isValidIsbn13, isValidIssn, isValidOrcid } from './identifiers.ts';
import { normalizeDoi, normalizeIsbn, normalizeIssn, normalizeOrcid, SLUG_MAX, SLUG_PATTERN } from './identifiers.ts';
import { parseMoney } from './money.ts';

type Ctx = z.RefinementCtx;
export const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

export const requiredText = (max: number, required = 'required') => z.string().trim().min(1, { error: required }).max(max, { error: 'tooLong' });

/** Empty → null. */
export const optionalText = (max: number, tooLong = 'tooLong') =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => value || null);

/** Empty → the derived slug later (null here). */
export const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, { error: 'tooLong' })
  .transform((value, ctx) => (!value ? null : SLUG_PATTERN.test(value) ? value : fail(ctx, 'slugInvalid')));

/** "design, serviços , ,ensino" → ['design', 'serviços', 'ensino']. */
export const keywords = z
  .string()
  .max(2000, { error: 'tooLong' })
  .transform((value, ctx) => {
    const list = [
      ...new Set(
        value
          .split(/[,;\n]/)
          .map((k) => k.trim().replace(/\s+/g, ' '))
          .filter(Boolean),
      ),
    ];
    if (list.length > 30 || list.some((k) => k.length > 100)) return fail(ctx, 'keywordsTooMany');
    return list;
  });

const integer = (value: string, min: number, max: number, ctx: Ctx): number => {
  if (!/^\d+$/.test(value)) return fail(ctx, 'numberInvalid');
  const n = Number(value);
  return n < min || n > max ? fail(ctx, 'numberRange') : n;
};

export const optionalInt = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => (value ? integer(value, min, max, ctx) : null));

export const requiredInt = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => (value ? integer(value, min, max, ctx) : fail(ctx, 'required')));

/** A select of rows by id ('' → null). Existence is checked by the database (foreign key). */
export const optionalId = z
  .string()
  .trim()
  .transform((value, ctx) => (!value ? null : /^\d{1,9}$/.test(value) ? Number(value) : fail(ctx, 'choiceInvalid')));

export const MONEY_MAX_CENTS = 100_000_000;

const money = (value: string, ctx: Ctx): number => {
  if (value.trim().startsWith('-')) return fail(ctx, 'moneyNegative');
  const cents = parseMoney(value);
  if (cents === null) return fail(ctx, 'moneyInvalid');
  return cents > MONEY_MAX_CENTS ? fail(ctx, 'moneyTooLarge') : cents;
};

export const optionalMoney = z.string().transform((value, ctx) => (value.trim() ? money(value, ctx) : null));
export const requiredMoney = z.string().transform((value, ctx) => (value.trim() ? money(value, ctx) : fail(ctx, 'required')));

const isoDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && Number(match[1]) >= 1000;
};

export const optionalDate = z
  .string()
  .trim()
  .transform((value, ctx) => (!value ? null : isoDate(value) ? value : fail(ctx, 'dateInvalid')));
export const requiredDate = z
  .string()
  .trim()
  .transform((value, ctx) => (!value ? fail(ctx, 'required') : isoDate(value) ? value : fail(ctx, 'dateInvalid')));

export const checkbox = z.string().transform((value) => value === 'on' || value === 'true');

export const optionalDoi = z
  .string()
  .trim()
  .max(300, { error: 'tooLong' })
  .transform((value, ctx) => (!value ? null : (normalizeDoi(value) ?? fail(ctx, 'doiInvalid'))));

export const optionalIsbn = z
  .string()
  .trim()
  .max(30, { error: 'isbnInvalid' })
  .transform((value, ctx) => (!value ? null : isValidIsbn13(value) ? normalizeIsbn(value) : fail(ctx, 'isbnInvalid')));

export const optionalIssn = z
  .string()
  .trim()
  .max(20, { error: 'issnInvalid' })
  .transform((value, ctx) => (!value ? null : isValidIssn(value) ? normalizeIssn(value) : fail(ctx, 'issnInvalid')));

export const optionalOrcid = z
  .string()
  .trim()
  .max(60, { error: 'orcidInvalid' })
  .transform((value, ctx) => (!value ? undefined : isValidOrcid(value) ? normalizeOrcid(value) : fail(ctx, 'orcidInvalid')));

export const optionalHttpsUrl = z
  .string()
  .trim()
  .max(500, { error: 'tooLong' })
  .transform((value, ctx) => {
    if (!value) return null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail(ctx, 'urlInvalid');
    }
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : fail(ctx, 'urlHttps');
  });

export type { Validated } from './forms.ts';

/** Validates the schema's fields of `values` (missing ones as ''); errors keyed by field name. */
export function validate<S extends z.ZodObject>(schema: S, values: FormValues, prefix = ''): Validated<z.output<S>> {
  const input: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) input[field] = values[prefix + field] ?? '';
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[prefix + String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * Repeatable rows (`contributors.0.family`, …): a row whose text fields are all empty is skipped
 * (the form always shows a few empty ones); the others are validated, errors keyed per row field.
 */
export function validateRows<S extends z.ZodObject>(
  schema: S,
  values: FormValues,
  prefix: string,
  textFields: readonly string[],
  max?: number,
): Validated<z.output<S>[]> {
  const rows: z.output<S>[] = [];
  const errors: FieldErrors = {};
  const count = rowCount(values, prefix, { max });
  for (let i = 0; i < count; i++) {
    if (textFields.every((field) => !(values[rowName(prefix, i, field)] ?? '').trim())) continue;
    const result = validate(schema, values, `${prefix}.${i}.`);
    if (result.ok) rows.push(result.data);
    else Object.assign(errors, result.errors);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: rows };
}

/** Several validations at once: all their errors, or all their data. */
type DataOf<V> = V extends { ok: true; data: infer D } ? D : never;

export function combine<T extends Record<string, Validated<unknown>>>(parts: T): Validated<{ [K in keyof T]: DataOf<T[K]> }> {
  const errors: FieldErrors = {};
  const data: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(parts)) {
    if (part.ok) data[name] = part.data;
    else Object.assign(errors, part.errors);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: data as never };
}
