import type { Currency } from '#app/lib/payments/provider.ts';
import { assertNonNegativeInteger } from './totals.ts';

export interface CouponTerms {
  code: string;
  active: boolean;
  kind: 'percent' | 'fixed';
  /** 1..100, whole percent, for kind percent. */
  percent: number | null;
  /** Cents, for kind fixed; null: not offered in that currency. */
  amountBrl: number | null;
  amountUsd: number | null;
  /** Cents; null: no minimum. */
  minOrderBrl: number | null;
  minOrderUsd: number | null;
  validFrom: Date | null;
  /** Exclusive: the coupon stops working at this instant. */
  validUntil: Date | null;
  maxUses: number | null;
  usesCount: number;
  maxUsesPerPerson: number | null;
}

export const COUPON_REFUSALS = ['inactive', 'not-yet-valid', 'expired', 'min-order', 'used-up', 'per-person-limit', 'currency', 'unknown'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

export interface CouponContext {
  now: Date;
  currency: Currency;
  /** The items' subtotal in cents, before shipping. */
  subtotal: number;
  /** How many of the buyer's earlier orders used this coupon. */
  personUses: number;
}

export type CouponCheck = { ok: true; discount: number } | { ok: false; reason: CouponRefusal; minOrder?: number };

export const COUPON_CODE_MAX_LENGTH = 40;

/** "  black friday 10 " → "BLACKFRIDAY10": buyers type codes as they heard them. */
export function normalizeCouponCode(raw: string): string {
  const code = raw.normalize('NFC').replace(/\s+/g, '').toUpperCase();
  // By code points, so that a cut never splits a character in two.
  return Array.from(code).slice(0, COUPON_CODE_MAX_LENGTH).join('');
}

/**
 * Whether the coupon applies to this order, and how much it takes off; the refusals are checked
 * in a fixed order so that the buyer hears the most fundamental one first.
 */
export function checkCoupon(coupon: CouponTerms | null, ctx: CouponContext): CouponCheck {
  assertNonNegativeInteger(ctx.subtotal, 'The subtotal');
  assertNonNegativeInteger(ctx.personUses, 'The uses by this person');
  if (!coupon) return { ok: false, reason: 'unknown' };
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  const now = ctx.now.getTime();
  if (coupon.validFrom && now < coupon.validFrom.getTime()) return { ok: false, reason: 'not-yet-valid' };
  if (coupon.validUntil && now >= coupon.validUntil.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.kind === 'fixed' && fixedAmount(coupon, ctx.currency) === null) return { ok: false, reason: 'currency' };
  const minOrder = ctx.currency === 'BRL' ? coupon.minOrderBrl : coupon.minOrderUsd;
  if (minOrder !== null && ctx.subtotal < minOrder) return { ok: false, reason: 'min-order', minOrder };
  if (coupon.maxUses !== null && coupon.usesCount >= coupon.maxUses) return { ok: false, reason: 'used-up' };
  if (coupon.maxUsesPerPerson !== null && ctx.personUses >= coupon.maxUsesPerPerson) return { ok: false, reason: 'per-person-limit' };
  return { ok: true, discount: couponDiscount(coupon, ctx.currency, ctx.subtotal) };
}

/**
 * What the coupon takes off the subtotal, in cents: a percentage rounded half up to the cent,
 * or a fixed amount no larger than the subtotal. Throws for terms that checkCoupon would refuse
 * or that are malformed (a bug in the data, not the buyer's mistake).
 */
export function couponDiscount(coupon: CouponTerms, currency: Currency, subtotal: number): number {
  assertNonNegativeInteger(subtotal, 'The subtotal');
  if (coupon.kind === 'percent') {
    const percent = coupon.percent;
    if (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100) {
      throw new RangeError(`Coupon ${coupon.code}: a percent coupon needs a whole percent from 1 to 100, got ${percent}.`);
    }
    // All in integers: subtotal × percent / 100 with floats turns R$ 0,90 × 35 % (31.5 cents) into 31.499… and rounds it down.
    const hundredths = subtotal * percent + 50;
    assertNonNegativeInteger(hundredths, 'The subtotal times the percent');
    return (hundredths - (hundredths % 100)) / 100;
  }
  const amount = fixedAmount(coupon, currency);
  if (amount === null) throw new RangeError(`Coupon ${coupon.code} has no amount in ${currency}.`);
  assertNonNegativeInteger(amount, `The amount of coupon ${coupon.code}`);
  return Math.min(amount, subtotal);
}

function fixedAmount(coupon: CouponTerms, currency: Currency): number | null {
  return currency === 'BRL' ? coupon.amountBrl : coupon.amountUsd;
}
