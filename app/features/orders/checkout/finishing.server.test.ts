/** The payment step's checks of what was posted: the coupon code, the idempotency key, the payment method. */
import { describe, expect, it } from 'vitest';
import { chosenPaymentMethod, couponCodeOf, isIdempotencyKey } from './finishing.server.ts';

describe('the payment step', () => {
  it('reads a coupon code trimmed and at most 100 characters; nothing typed is empty', () => {
    expect(couponCodeOf('  PRIMAVERA10 ')).toBe('PRIMAVERA10');
    expect(couponCodeOf('x'.repeat(150))).toHaveLength(100);
    expect(couponCodeOf(null)).toBe('');
    expect(couponCodeOf('   ')).toBe('');
  });

  it('accepts only the UUID the page was drawn with as the idempotency key', () => {
    expect(isIdempotencyKey('0b9f3c52-5d1e-4a53-9a4e-2f1d7c2f8a10')).toBe(true);
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('0b9f3c52-5d1e-4a53-9a4e-2f1d7c2f8a1')).toBe(false);
    expect(isIdempotencyKey('0B9F3C52-5D1E-4A53-9A4E-2F1D7C2F8A10')).toBe(false);
    expect(isIdempotencyKey("0b9f3c52-5d1e-4a53-9a4e-2f1d7c2f8a10' or 1=1")).toBe(false);
  });

  it('takes a payment method only among those offered for the cart', () => {
    expect(chosenPaymentMethod(['pix', 'card'], 'pix')).toBe('pix');
    expect(chosenPaymentMethod(['card'], 'pix')).toBeNull();
    expect(chosenPaymentMethod(['pix', 'card'], null)).toBeNull();
    expect(chosenPaymentMethod(['pix', 'card'], '')).toBeNull();
  });
});
