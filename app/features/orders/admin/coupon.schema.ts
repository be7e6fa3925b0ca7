/**
 * The coupon form. Amounts are typed as people write them ("12,50" or "12.50"); dates as the
 * browser's datetime-local, in São Paulo time. What depends on several fields (a percent coupon
 * needs its percent, a fixed one an amount) is checked by couponChecks after the fields.
 */
import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode } from '../coupon-rules.ts';
import type { FieldErrors, FormValues, Validated } from '#app/lib/forms.ts';
import { COUPON_KINDS } from './choices.ts';
import { checkbox, fail, optionalInt, optionalMoney, validate } from '#app/lib/form-fields.ts';
import { COUPON_DESCRIPTION_MAX } from './limits.ts';
import { parseLocalDateTime } from '#app/lib/publisher-time.ts';

/** Letters (any alphabet, accents included), digits, hyphens and underscores. */
const CODE_PATTERN = /^[\p{L}\p{M}\p{N}_-]+$/u;

const couponCode = z.string().transform((raw, ctx) => {
  const compact = raw.normalize('NFC').replace(/\s+/g, '');
  if (!compact) return fail(ctx, 'codeRequired');
  // normalizeCouponCode would cut a longer code silently: the admin hears about it instead.
  if (Array.from(compact).length > COUPON_CODE_MAX_LENGTH) return fail(ctx, 'codeTooLong');
  const code = normalizeCouponCode(raw);
  return CODE_PATTERN.test(code) ? code : fail(ctx, 'codeInvalid');
});

/** "10", "10 %" → 10; a whole percent from 1 to 100. */
const percent = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (!value) return null;
    const digits = value.replace(/\s*%$/, '');
    const n = /^\d{1,3}$/.test(digits) ? Number(digits) : NaN;
    return n >= 1 && n <= 100 ? n : fail(ctx, 'percentRange');
  });

const dateTime = z
  .string()
  .trim()
  .transform((value, ctx) => (!value ? null : (parseLocalDateTime(value) ?? fail(ctx, 'dateTimeInvalid'))));

export const couponSchema = z.object({
  code: couponCode,
  description: z.string().trim().max(COUPON_DESCRIPTION_MAX, { error: 'tooLong' }),
  active: checkbox,
  kind: z.enum(COUPON_KINDS, { error: 'kindInvalid' }),
  percent,
  amountBrl: optionalMoney,
  amountUsd: optionalMoney,
  minOrderBrl: optionalMoney,
  minOrderUsd: optionalMoney,
  validFrom: dateTime,
  validUntil: dateTime,
  maxUses: optionalInt(1, 1_000_000_000),
  maxUsesPerPerson: optionalInt(1, 1_000_000),
});

export type CouponInput = z.output<typeof couponSchema>;

/** What the fields cannot say alone; empty when the coupon makes sense. */
export function couponChecks(input: CouponInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.kind === 'percent' && input.percent === null) errors.percent = 'percentRequired';
  if (input.kind === 'fixed') {
    if (input.amountBrl === null && input.amountUsd === null) errors.amountBrl = 'amountRequired';
    if (input.amountBrl === 0) errors.amountBrl = 'amountZero';
    if (input.amountUsd === 0) errors.amountUsd = 'amountZero';
  }
  if (input.validFrom && input.validUntil && input.validUntil.getTime() <= input.validFrom.getTime()) errors.validUntil = 'untilBeforeFrom';
  if (input.maxUses !== null && input.maxUsesPerPerson !== null && input.maxUsesPerPerson > input.maxUses) errors.maxUsesPerPerson = 'perPersonOverTotal';
  return errors;
}

/** The whole coupon form, as the action and the browser check it. */
export function checkCoupon(values: FormValues): Validated<CouponInput> {
  const parsed = validate(couponSchema, values);
  if (!parsed.ok) return parsed;
  const errors = couponChecks(parsed.data);
  return Object.keys(errors).length ? { ok: false, errors } : parsed;
}

/** The columns stored: a percent coupon keeps no amounts, a fixed one no percent. */
export function couponColumns(input: CouponInput) {
  const percentKind = input.kind === 'percent';
  return {
    code: input.code,
    description: input.description,
    active: input.active,
    kind: input.kind,
    percent: percentKind ? input.percent : null,
    amountBrl: percentKind ? null : input.amountBrl,
    amountUsd: percentKind ? null : input.amountUsd,
    minOrderBrl: input.minOrderBrl,
    minOrderUsd: input.minOrderUsd,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    maxUses: input.maxUses,
    maxUsesPerPerson: input.maxUsesPerPerson,
  };
}
