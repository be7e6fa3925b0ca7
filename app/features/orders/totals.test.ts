import { describe, expect, it } from 'vitest';
import { couponDiscount, type CouponTerms } from './coupon-rules.ts';
import { computeTotals, subtotalOf } from './totals.ts';

const book = { unitPrice: 8900, quantity: 1 }; // R$ 89,00
const ebook = { unitPrice: 3990, quantity: 2 }; // 2 × R$ 39,90

describe('subtotalOf', () => {
  it('adds price × quantity of every line', () => {
    expect(subtotalOf([book, ebook])).toBe(8900 + 7980);
    expect(subtotalOf([{ unitPrice: 3333, quantity: 3 }])).toBe(9999);
  });
  it('is zero for an empty cart and for free items', () => {
    expect(subtotalOf([])).toBe(0);
    expect(subtotalOf([{ unitPrice: 0, quantity: 4 }])).toBe(0);
  });
  it('refuses fractions and negative numbers, which would be a bug', () => {
    expect(() => subtotalOf([{ unitPrice: 89.9, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPrice: -100, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPrice: 100, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPrice: 100, quantity: -1 }])).toThrow(RangeError);
    expect(() => subtotalOf([{ unitPrice: Number.NaN, quantity: 1 }])).toThrow(RangeError);
    expect(() => subtotalOf([book, { unitPrice: 100, quantity: Infinity }])).toThrow('The quantity of line 2');
  });
  it('refuses a subtotal too large to count exactly', () => {
    expect(() => subtotalOf([{ unitPrice: Number.MAX_SAFE_INTEGER, quantity: 2 }])).toThrow(RangeError);
  });
});

describe('computeTotals', () => {
  it('adds shipping to the items when there is no coupon', () => {
    expect(computeTotals({ lines: [book], shipping: 2190, discount: 0 })).toEqual({ subtotal: 8900, discount: 0, shipping: 2190, total: 11090 });
  });
  it('takes the discount off the items and then adds shipping', () => {
    expect(computeTotals({ lines: [book, ebook], shipping: 3290, discount: 1000 })).toEqual({
      subtotal: 16880,
      discount: 1000,
      shipping: 3290,
      total: 16880 - 1000 + 3290,
    });
  });
  it('caps the discount at the subtotal: shipping is never discounted', () => {
    expect(computeTotals({ lines: [{ unitPrice: 2000, quantity: 1 }], shipping: 2190, discount: 5000 })).toEqual({
      subtotal: 2000,
      discount: 2000,
      shipping: 2190,
      total: 2190,
    });
  });
  it('can bring a digital order to zero', () => {
    expect(computeTotals({ lines: [ebook], shipping: 0, discount: 7980 })).toEqual({ subtotal: 7980, discount: 7980, shipping: 0, total: 0 });
  });
  it('handles an empty cart', () => {
    expect(computeTotals({ lines: [], shipping: 0, discount: 500 })).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
  });
  it('refuses a bad shipping or discount', () => {
    expect(() => computeTotals({ lines: [book], shipping: -1, discount: 0 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [book], shipping: 21.9, discount: 0 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [book], shipping: 0, discount: -500 })).toThrow(RangeError);
    expect(() => computeTotals({ lines: [book], shipping: 0, discount: 0.5 })).toThrow(RangeError);
  });
});

describe('totals with coupons and shipping', () => {
  const base: CouponTerms = {
    code: 'X',
    active: true,
    kind: 'percent',
    percent: null,
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
  const percent = (value: number): CouponTerms => ({ ...base, kind: 'percent', percent: value });
  const fixed = (brl: number | null, usd: number | null): CouponTerms => ({ ...base, kind: 'fixed', amountBrl: brl, amountUsd: usd });
  const totalsWith = (coupon: CouponTerms, lines: { unitPrice: number; quantity: number }[], shipping: number, currency: 'BRL' | 'USD' = 'BRL') =>
    computeTotals({ lines, shipping, discount: couponDiscount(coupon, currency, subtotalOf(lines)) });

  it('15 % off three books of R$ 33,33 plus PAC', () => {
    // R$ 99,99 × 15 % = R$ 14,9985 → R$ 15,00
    expect(totalsWith(percent(15), [{ unitPrice: 3333, quantity: 3 }], 2190)).toEqual({ subtotal: 9999, discount: 1500, shipping: 2190, total: 10689 });
  });
  it('10 % off a mixed cart with SEDEX: the shipping keeps its full price', () => {
    expect(totalsWith(percent(10), [book, ebook], 5890)).toEqual({ subtotal: 16880, discount: 1688, shipping: 5890, total: 21082 });
  });
  it('100 % off leaves only the shipping to pay', () => {
    expect(totalsWith(percent(100), [book], 3290)).toEqual({ subtotal: 8900, discount: 8900, shipping: 3290, total: 3290 });
  });
  it('R$ 20 off a R$ 89 book with international shipping', () => {
    expect(totalsWith(fixed(2000, 400), [book], 19500)).toEqual({ subtotal: 8900, discount: 2000, shipping: 19500, total: 26400 });
  });
  it('a fixed coupon larger than the items does not eat into the shipping', () => {
    expect(totalsWith(fixed(5000, 1000), [{ unitPrice: 2990, quantity: 1 }], 2190)).toEqual({ subtotal: 2990, discount: 2990, shipping: 2190, total: 2190 });
  });
  it('uses the dollar amount on a dollar order', () => {
    expect(totalsWith(fixed(2000, 400), [{ unitPrice: 2400, quantity: 2 }], 3900, 'USD')).toEqual({
      subtotal: 4800,
      discount: 400,
      shipping: 3900,
      total: 8300,
    });
  });
});
