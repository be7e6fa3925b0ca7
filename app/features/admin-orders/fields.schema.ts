/**
 * Zod pieces the coupon and shipping forms share. Every field arrives as a string (see
 * lib/forms.server.ts and form-rows.ts); messages are keys of this feature's catalogue (messages.ts).
 */
import { z } from 'zod';
import { parseMoney } from '#app/features/admin-catalog/identifiers.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.server.ts';

type Ctx = z.RefinementCtx;
export const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

export const requiredText = (max: number, required = 'required') => z.string().trim().min(1, { error: required }).max(max, { error: 'tooLong' });

export const checkbox = z.string().transform((value) => value === 'on' || value === 'true');

/** The largest amount a form takes: R$ 1.000.000,00. */
export const MONEY_MAX_CENTS = 100_000_000;

/** "12,50", "12.50", "1.234,56", "R$ 12" → cents. */
const money = (value: string, ctx: Ctx): number => {
  if (value.trim().startsWith('-')) return fail(ctx, 'moneyNegative');
  const cents = parseMoney(value);
  if (cents === null) return fail(ctx, 'moneyInvalid');
  return cents > MONEY_MAX_CENTS ? fail(ctx, 'moneyTooLarge') : cents;
};

export const optionalMoney = z.string().transform((value, ctx) => (value.trim() ? money(value, ctx) : null));
export const requiredMoney = z.string().transform((value, ctx) => (value.trim() ? money(value, ctx) : fail(ctx, 'required')));

// Whole numbers as the catalog's forms read them, with the same message keys (numberInvalid, numberRange, required).
export { optionalInt, requiredInt } from '#app/features/admin-catalog/fields.schema.ts';

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates the schema's fields of flat `values` (missing ones as ''); errors keyed by the full field name. */
export function validateValues<S extends z.ZodObject>(schema: S, values: FormValues, prefix = ''): Validated<z.output<S>> {
  const input: Record<string, string> = {};
  for (const field of Object.keys(schema.shape)) input[field] = values[prefix + field] ?? '';
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[prefix + String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}
