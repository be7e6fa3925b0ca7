import { describe, expect, it } from 'vitest';
import { DEMO_SHIPPING_METHODS, DEMO_SHIPPING_RATES } from './demo-shipping.ts';
import { parcelWeight, quoteShipping, regionOf, SHIPPING_REGIONS, validateRateTable, type ShippingMethodRow, type ShippingRateRow } from './shipping.ts';

// As the seed does it: ids come from inserting the methods, and the rates follow their method's code.
const methods: ShippingMethodRow[] = DEMO_SHIPPING_METHODS.map((method, index) => ({ ...method, id: index + 1 }));
const idOf = new Map(methods.map((method) => [method.code, method.id]));
const rates: ShippingRateRow[] = DEMO_SHIPPING_RATES.map(({ methodCode, ...rate }) => ({ ...rate, methodId: idOf.get(methodCode)! }));

describe('demo shipping', () => {
  it('has the three methods, each rate pointing at one of them', () => {
    expect(DEMO_SHIPPING_METHODS.map((m) => [m.code, m.namePt, m.nameEn])).toEqual([
      ['pac', 'PAC (Correios)', 'PAC (Correios)'],
      ['sedex', 'SEDEX (Correios)', 'SEDEX (Correios)'],
      ['international', 'Correios internacional (registrado)', 'Correios international (registered)'],
    ]);
    expect(DEMO_SHIPPING_METHODS.every((m) => m.active)).toBe(true);
    for (const rate of DEMO_SHIPPING_RATES) expect(idOf.has(rate.methodCode), rate.methodCode).toBe(true);
  });

  it('passes validateRateTable', () => {
    expect(validateRateTable(rates)).toEqual([]);
  });

  it('has the four brackets for every region a method serves', () => {
    const brazil = SHIPPING_REGIONS.filter((region) => region.startsWith('BR-'));
    const served = (code: string) => [...new Set(DEMO_SHIPPING_RATES.filter((r) => r.methodCode === code).map((r) => r.region))].sort();
    expect(served('pac')).toEqual([...brazil].sort());
    expect(served('sedex')).toEqual([...brazil].sort());
    expect(served('international')).toEqual(['SOUTH-AMERICA', 'WORLD']);
    expect(DEMO_SHIPPING_RATES).toHaveLength(5 * 4 + 5 * 4 + 2 * 4);
    for (const rate of DEMO_SHIPPING_RATES) expect([500, 1000, 2000, 5000]).toContain(rate.maxWeightGrams);
  });

  it('costs more with weight and with distance from the Southeast, and SEDEX more than PAC', () => {
    const price = (code: string, region: string, grams: number) =>
      DEMO_SHIPPING_RATES.find((r) => r.methodCode === code && r.region === region && r.maxWeightGrams === grams)!.priceBrl;
    for (const code of ['pac', 'sedex']) {
      const byDistance = ['BR-SE', 'BR-S', 'BR-CO', 'BR-NE', 'BR-N'].map((region) => price(code, region, 500));
      expect(byDistance).toEqual([...byDistance].sort((a, b) => a - b));
      for (const region of ['BR-SE', 'BR-N']) {
        const byWeight = [500, 1000, 2000, 5000].map((grams) => price(code, region, grams));
        expect(new Set(byWeight).size).toBe(4);
        expect(byWeight).toEqual([...byWeight].sort((a, b) => a - b));
      }
    }
    for (const rate of DEMO_SHIPPING_RATES.filter((r) => r.methodCode === 'sedex')) {
      const pac = price('pac', rate.region, rate.maxWeightGrams);
      expect(rate.priceBrl * 10).toBeGreaterThanOrEqual(pac * 17);
      expect(rate.priceBrl * 10).toBeLessThanOrEqual(pac * 19);
    }
  });

  it('prices dollars at about a fifth of the reais', () => {
    for (const rate of DEMO_SHIPPING_RATES) {
      expect(Number.isInteger(rate.priceUsd)).toBe(true);
      expect(Math.abs(rate.priceUsd * 5 - rate.priceBrl)).toBeLessThanOrEqual(rate.priceBrl / 20);
    }
    expect(DEMO_SHIPPING_RATES.find((r) => r.methodCode === 'pac' && r.region === 'BR-SE' && r.maxWeightGrams === 500)!.priceUsd).toBe(440);
  });

  describe('a 1.2 kg parcel', () => {
    // Two books of 525 g, packed.
    const weightGrams = parcelWeight([{ weightGrams: 525, quantity: 2 }]);
    const quote = (country: string, state: string | null, currency: 'BRL' | 'USD') =>
      quoteShipping(methods, rates, { region: regionOf(country, state), weightGrams, currency }).map((o) => [
        o.code,
        o.price,
        o.currency,
        o.daysMin,
        o.daysMax,
      ]);

    it('weighs 1.2 kg', () => {
      expect(weightGrams).toBe(1200);
    });
    it('to São Paulo: PAC, then SEDEX, in the 2 kg bracket', () => {
      expect(quote('BR', 'SP', 'BRL')).toEqual([
        ['pac', 3290, 'BRL', 3, 6],
        ['sedex', 5890, 'BRL', 1, 3],
      ]);
    });
    it('to Amazonas: the North prices and waits', () => {
      expect(quote('BR', 'AM', 'BRL')).toEqual([
        ['pac', 6690, 'BRL', 8, 14],
        ['sedex', 12090, 'BRL', 4, 7],
      ]);
    });
    it('to Argentina: international mail only', () => {
      expect(quote('AR', null, 'USD')).toEqual([['international', 3900, 'USD', 10, 20]]);
      expect(quote('AR', null, 'BRL')).toEqual([['international', 19500, 'BRL', 10, 20]]);
    });
    it('to Germany: international mail at world prices', () => {
      expect(quote('DE', null, 'USD')).toEqual([['international', 5900, 'USD', 15, 30]]);
      expect(quote('DE', null, 'BRL')).toEqual([['international', 29500, 'BRL', 15, 30]]);
    });
    it('to São Paulo in dollars, on the English site', () => {
      expect(quote('BR', 'SP', 'USD')).toEqual([
        ['pac', 660, 'USD', 3, 6],
        ['sedex', 1180, 'USD', 1, 3],
      ]);
    });
  });

  it('offers nothing above 5 kg', () => {
    expect(quoteShipping(methods, rates, { region: 'BR-SE', weightGrams: 5001, currency: 'BRL' })).toEqual([]);
  });
});
