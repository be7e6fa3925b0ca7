import { describe, expect, it } from 'vitest';
import { translate } from '#app/i18n/messages.ts';
import {
  checkCoupon,
  COUPON_CODE_MAX_LENGTH,
  COUPON_REFUSALS,
  couponDiscount,
  normalizeCouponCode,
  type CouponContext,
  type CouponTerms,
} from './coupon-rules.ts';
import { orderStatusMessages } from './order-status-messages.ts';

const open: CouponTerms = {
  code: 'LEIA10',
  active: true,
  kind: 'percent',
  percent: 10,
  amountBrl: null,
  amountUsd: null,
  minOrderBrl: null,
  minOrderUsd: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  usesCount: 0,
  maxUsesPerPerson: null,
};
const fixed: CouponTerms = { ...open, code: 'VINTE', kind: 'fixed', percent: null, amountBrl: 2000, amountUsd: 400 };
const ctx: CouponContext = { now: new Date('2025-11-28T15:00:00Z'), currency: 'BRL', subtotal: 10000, personUses: 0 };

describe('normalizeCouponCode', () => {
  it('trims, upper-cases and removes the spaces inside', () => {
    expect(normalizeCouponCode('  leia10 ')).toBe('LEIA10');
    expect(normalizeCouponCode('black friday 25')).toBe('BLACKFRIDAY25');
    expect(normalizeCouponCode('\tnatal\u00a02025\n')).toBe('NATAL2025');
  });
  it('keeps letters with accents, whichever way they were typed', () => {
    expect(normalizeCouponCode('promoção')).toBe('PROMOÇÃO');
    expect(normalizeCouponCode('promoc\u0327a\u0303o')).toBe('PROMOÇÃO');
  });
  it('keeps at most 40 characters', () => {
    expect(COUPON_CODE_MAX_LENGTH).toBe(40);
    expect(normalizeCouponCode('a'.repeat(39))).toHaveLength(39);
    expect(normalizeCouponCode('a'.repeat(40))).toBe('A'.repeat(40));
    expect(normalizeCouponCode(` ${'b'.repeat(50)} `)).toBe('B'.repeat(40));
    // Spaces do not count: they are gone before the cut.
    expect(normalizeCouponCode(`${'c '.repeat(40)}d`)).toBe('C'.repeat(40));
  });
  it('turns blank input into an empty code', () => {
    expect(normalizeCouponCode('   ')).toBe('');
  });
});

describe('couponDiscount', () => {
  const percent = (value: number) => ({ ...open, percent: value });

  it('takes a percentage of the subtotal', () => {
    expect(couponDiscount(percent(10), 'BRL', 8900)).toBe(890);
    expect(couponDiscount(percent(100), 'BRL', 8900)).toBe(8900);
    expect(couponDiscount(percent(1), 'USD', 2400)).toBe(24);
  });
  it('rounds half a cent up, in integers', () => {
    // 3 × R$ 33,33 = R$ 99,99; 15 % = 1499.85 cents
    expect(couponDiscount(percent(15), 'BRL', 3 * 3333)).toBe(1500);
    // 31.5 cents: floats say 90 × 0.35 = 31.499999999999996
    expect(90 * 0.35).toBeLessThan(31.5);
    expect(couponDiscount(percent(35), 'BRL', 90)).toBe(32);
    expect(couponDiscount(percent(35), 'BRL', 2590)).toBe(907);
    expect(couponDiscount(percent(15), 'BRL', 1010)).toBe(152);
    expect(couponDiscount(percent(50), 'BRL', 1)).toBe(1);
    expect(couponDiscount(percent(49), 'BRL', 1)).toBe(0);
    expect(couponDiscount(percent(33), 'BRL', 1000)).toBe(330);
    expect(couponDiscount(percent(33), 'BRL', 999)).toBe(330); // 329.67
    expect(couponDiscount(percent(33), 'BRL', 1001)).toBe(330); // 330.33
  });
  it('matches rounding half up for every subtotal up to R$ 100', () => {
    for (let subtotal = 0; subtotal <= 10000; subtotal++) {
      for (const p of [5, 15, 35]) {
        const exact = subtotal * p; // in hundredths of a cent
        const expected = Math.floor(exact / 100) + (exact % 100 >= 50 ? 1 : 0);
        if (couponDiscount(percent(p), 'BRL', subtotal) !== expected) throw new Error(`${subtotal} at ${p} %`);
      }
    }
  });
  it('takes a fixed amount in the order currency, no more than the subtotal', () => {
    expect(couponDiscount(fixed, 'BRL', 8900)).toBe(2000);
    expect(couponDiscount(fixed, 'USD', 2400)).toBe(400);
    expect(couponDiscount(fixed, 'BRL', 1500)).toBe(1500);
    expect(couponDiscount(fixed, 'BRL', 2000)).toBe(2000);
  });
  it('takes nothing off an empty order', () => {
    expect(couponDiscount(percent(15), 'BRL', 0)).toBe(0);
    expect(couponDiscount(fixed, 'BRL', 0)).toBe(0);
  });
  it('throws for terms that cannot be applied: a bug, not the buyer’s mistake', () => {
    expect(() => couponDiscount({ ...fixed, amountUsd: null }, 'USD', 2400)).toThrow(RangeError);
    expect(() => couponDiscount({ ...fixed, amountBrl: -100 }, 'BRL', 2400)).toThrow(RangeError);
    expect(() => couponDiscount({ ...open, percent: null }, 'BRL', 2400)).toThrow(RangeError);
    expect(() => couponDiscount(percent(0), 'BRL', 2400)).toThrow(RangeError);
    expect(() => couponDiscount(percent(101), 'BRL', 2400)).toThrow(RangeError);
    expect(() => couponDiscount(percent(12.5), 'BRL', 2400)).toThrow(RangeError);
    expect(() => couponDiscount(percent(10), 'BRL', 24.5)).toThrow(RangeError);
    expect(() => couponDiscount(percent(10), 'BRL', -1)).toThrow(RangeError);
  });
});

describe('checkCoupon', () => {
  it('accepts a valid coupon and says how much it takes off', () => {
    expect(checkCoupon(open, ctx)).toEqual({ ok: true, discount: 1000 });
    expect(checkCoupon(fixed, { ...ctx, currency: 'USD', subtotal: 2400 })).toEqual({ ok: true, discount: 400 });
  });

  it('unknown: no such coupon', () => {
    expect(checkCoupon(null, ctx)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('inactive: switched off by the publisher', () => {
    expect(checkCoupon({ ...open, active: false }, ctx)).toEqual({ ok: false, reason: 'inactive' });
  });

  describe('validity period', () => {
    const from = new Date('2025-11-28T03:00:00Z'); // midnight in São Paulo
    const until = new Date('2025-12-01T03:00:00Z');
    const period = { ...open, validFrom: from, validUntil: until };

    it('not-yet-valid: before validFrom, up to the last millisecond', () => {
      expect(checkCoupon(period, { ...ctx, now: new Date(from.getTime() - 1) })).toEqual({ ok: false, reason: 'not-yet-valid' });
    });
    it('valid from validFrom on, included', () => {
      expect(checkCoupon(period, { ...ctx, now: from })).toMatchObject({ ok: true });
    });
    it('valid until the last millisecond before validUntil', () => {
      expect(checkCoupon(period, { ...ctx, now: new Date(until.getTime() - 1) })).toMatchObject({ ok: true });
    });
    it('expired: exactly at validUntil, which is excluded, and after', () => {
      expect(checkCoupon(period, { ...ctx, now: until })).toEqual({ ok: false, reason: 'expired' });
      expect(checkCoupon(period, { ...ctx, now: new Date('2026-01-01T00:00:00Z') })).toEqual({ ok: false, reason: 'expired' });
    });
    it('has no limit on a side left open', () => {
      expect(checkCoupon({ ...open, validUntil: until }, { ...ctx, now: new Date('2000-01-01T00:00:00Z') })).toMatchObject({ ok: true });
      expect(checkCoupon({ ...open, validFrom: from }, { ...ctx, now: new Date('2100-01-01T00:00:00Z') })).toMatchObject({ ok: true });
    });
  });

  it('currency: a fixed coupon with no amount in the order currency', () => {
    expect(checkCoupon({ ...fixed, amountUsd: null }, { ...ctx, currency: 'USD' })).toEqual({ ok: false, reason: 'currency' });
    expect(checkCoupon({ ...fixed, amountBrl: null }, ctx)).toEqual({ ok: false, reason: 'currency' });
    expect(checkCoupon({ ...fixed, amountUsd: null }, ctx)).toMatchObject({ ok: true, discount: 2000 });
  });
  it('a percent coupon works in both currencies', () => {
    expect(checkCoupon(open, { ...ctx, currency: 'USD', subtotal: 2400 })).toEqual({ ok: true, discount: 240 });
  });

  describe('minimum order', () => {
    const minimum = { ...open, minOrderBrl: 15000, minOrderUsd: 3000 };
    it('min-order: one cent short, with the minimum to show', () => {
      expect(checkCoupon(minimum, { ...ctx, subtotal: 14999 })).toEqual({ ok: false, reason: 'min-order', minOrder: 15000 });
      expect(checkCoupon(minimum, { ...ctx, currency: 'USD', subtotal: 2999 })).toEqual({ ok: false, reason: 'min-order', minOrder: 3000 });
    });
    it('accepts exactly the minimum', () => {
      expect(checkCoupon(minimum, { ...ctx, subtotal: 15000 })).toEqual({ ok: true, discount: 1500 });
      expect(checkCoupon(minimum, { ...ctx, currency: 'USD', subtotal: 3000 })).toEqual({ ok: true, discount: 300 });
    });
    it('uses the minimum of the order currency only', () => {
      expect(checkCoupon({ ...open, minOrderBrl: 15000 }, { ...ctx, currency: 'USD', subtotal: 100 })).toMatchObject({ ok: true });
      expect(checkCoupon({ ...open, minOrderUsd: 3000 }, { ...ctx, subtotal: 100 })).toMatchObject({ ok: true });
    });
  });

  describe('number of uses', () => {
    it('accepts the last use left', () => {
      expect(checkCoupon({ ...open, maxUses: 100, usesCount: 99 }, ctx)).toMatchObject({ ok: true });
    });
    it('used-up: every use taken, or more (uses counted before a limit was lowered)', () => {
      expect(checkCoupon({ ...open, maxUses: 100, usesCount: 100 }, ctx)).toEqual({ ok: false, reason: 'used-up' });
      expect(checkCoupon({ ...open, maxUses: 50, usesCount: 80 }, ctx)).toEqual({ ok: false, reason: 'used-up' });
      expect(checkCoupon({ ...open, maxUses: 0 }, ctx)).toEqual({ ok: false, reason: 'used-up' });
    });
    it('accepts the buyer’s last use left', () => {
      expect(checkCoupon({ ...open, maxUsesPerPerson: 2 }, { ...ctx, personUses: 1 })).toMatchObject({ ok: true });
    });
    it('per-person-limit: the buyer has used it as often as allowed', () => {
      expect(checkCoupon({ ...open, maxUsesPerPerson: 1 }, { ...ctx, personUses: 1 })).toEqual({ ok: false, reason: 'per-person-limit' });
      expect(checkCoupon({ ...open, maxUsesPerPerson: 2 }, { ...ctx, personUses: 3 })).toEqual({ ok: false, reason: 'per-person-limit' });
    });
    it('has no limit when none is set', () => {
      expect(checkCoupon({ ...open, usesCount: 1_000_000 }, { ...ctx, personUses: 500 })).toMatchObject({ ok: true });
    });
  });

  it('gives the first reason in the fixed order when several apply', () => {
    let coupon: CouponTerms = {
      ...fixed,
      active: false,
      validFrom: new Date('2030-01-01T00:00:00Z'),
      validUntil: new Date('2020-01-01T00:00:00Z'),
      amountUsd: null,
      minOrderUsd: 100_000,
      maxUses: 1,
      usesCount: 1,
      maxUsesPerPerson: 1,
    };
    const order = { ...ctx, currency: 'USD' as const, subtotal: 500, personUses: 1 };
    const reasons: string[] = [];
    const relax: ((c: CouponTerms) => CouponTerms)[] = [
      (c) => ({ ...c, active: true }),
      (c) => ({ ...c, validFrom: null }),
      (c) => ({ ...c, validUntil: null }),
      (c) => ({ ...c, amountUsd: 400 }),
      (c) => ({ ...c, minOrderUsd: null }),
      (c) => ({ ...c, maxUses: null }),
      (c) => ({ ...c, maxUsesPerPerson: null }),
    ];
    for (const fix of relax) {
      const result = checkCoupon(coupon, order);
      reasons.push(result.ok ? 'ok' : result.reason);
      coupon = fix(coupon);
    }
    reasons.push(checkCoupon(coupon, order).ok ? 'ok' : 'refused');
    expect(reasons).toEqual(['inactive', 'not-yet-valid', 'expired', 'currency', 'min-order', 'used-up', 'per-person-limit', 'ok']);
    expect(checkCoupon(null, order)).toEqual({ ok: false, reason: 'unknown' });
  });

  it('refuses a bad subtotal or count: a bug, not the buyer’s mistake', () => {
    expect(() => checkCoupon(open, { ...ctx, subtotal: 99.5 })).toThrow(RangeError);
    expect(() => checkCoupon(open, { ...ctx, personUses: -1 })).toThrow(RangeError);
  });
});

describe('coupon refusal messages', () => {
  it('explain every refusal in both languages', () => {
    for (const locale of ['pt', 'en'] as const) {
      for (const reason of COUPON_REFUSALS) expect(orderStatusMessages[locale][`reason.${reason}`]).toBeTruthy();
    }
  });
  it('fill in the minimum and the currency', () => {
    expect(translate(orderStatusMessages, 'en', 'reason.min-order', { amount: 'US$ 30.00' })).toBe('This coupon needs an order of at least US$ 30.00.');
    expect(translate(orderStatusMessages, 'pt', 'reason.currency', { currency: 'USD' })).toBe('Este cupom não vale para pedidos em USD.');
  });
});
