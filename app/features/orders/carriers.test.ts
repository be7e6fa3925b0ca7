import { describe, expect, it } from 'vitest';
import { normalizeTrackingCode, trackingUrl } from './carriers.ts';

describe('tracking codes', () => {
  it('accepts a Correios object code, spaced or lower-case', () => {
    expect(normalizeTrackingCode('correios', 'ab 123 456 789 br')).toBe('AB123456789BR');
    expect(normalizeTrackingCode('correios', 'AB12345678BR')).toBeNull();
    expect(normalizeTrackingCode('correios', '<script>')).toBeNull();
  });
  it('accepts other carriers’ alphanumeric codes', () => {
    expect(normalizeTrackingCode('dhl', '1234567890')).toBe('1234567890');
    expect(normalizeTrackingCode('ups', '1Z!')).toBeNull();
  });
  it('links to the carrier’s tracking page with the code escaped', () => {
    expect(trackingUrl('correios', 'AB123456789BR')).toBe('https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR');
    expect(trackingUrl('fedex', 'A B')).toContain('trknbr=A%20B');
  });
});
