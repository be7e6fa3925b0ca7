import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES } from '#app/lib/brazil/states.ts';
import {
  isShippingRegion,
  PACKAGING_GRAMS,
  parcelWeight,
  quoteShipping,
  regionOf,
  SHIPPING_REGIONS,
  validateRateTable,
  type ShippingMethodRow,
  type ShippingRateRow,
} from './shipping.ts';

describe('regionOf', () => {
  it('puts a Brazilian address in the macro-region of its state', () => {
    expect(regionOf('BR', 'SP')).toBe('BR-SE');
    expect(regionOf('BR', 'AM')).toBe('BR-N');
    expect(regionOf('BR', 'BA')).toBe('BR-NE');
    expect(regionOf('BR', 'DF')).toBe('BR-CO');
    expect(regionOf('BR', 'RS')).toBe('BR-S');
  });
  it('knows all 27 federative units', () => {
    for (const state of BRAZIL_STATES) expect(regionOf('BR', state.code)).toBe(`BR-${state.region}`);
  });
  it('accepts codes in lower case or with spaces around', () => {
    expect(regionOf(' br ', 'rj ')).toBe('BR-SE');
    expect(regionOf('ar', null)).toBe('SOUTH-AMERICA');
  });
  it('throws for a Brazilian address without a known state', () => {
    expect(() => regionOf('BR', null)).toThrow(RangeError);
    expect(() => regionOf('BR', '')).toThrow(RangeError);
    expect(() => regionOf('BR', 'XX')).toThrow(RangeError);
    expect(() => regionOf('BR', 'São Paulo')).toThrow(RangeError);
  });
  it('groups the rest of South America, with the Falklands and French Guiana', () => {
    for (const country of ['AR', 'BO', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE', 'FK', 'GF']) {
      expect(regionOf(country, null), country).toBe('SOUTH-AMERICA');
    }
  });
  it('sends everything else to the world, the state ignored', () => {
    for (const country of ['DE', 'PT', 'US', 'MX', 'PA', 'JP', 'AO']) expect(regionOf(country, null), country).toBe('WORLD');
    expect(regionOf('US', 'CA')).toBe('WORLD');
  });
  it('lists the seven regions', () => {
    expect(SHIPPING_REGIONS).toEqual(['BR-N', 'BR-NE', 'BR-CO', 'BR-SE', 'BR-S', 'SOUTH-AMERICA', 'WORLD']);
    expect(isShippingRegion('BR-SE')).toBe(true);
    expect(isShippingRegion('EUROPE')).toBe(false);
  });
});

describe('parcelWeight', () => {
  it('is zero when nothing ships', () => {
    expect(parcelWeight([])).toBe(0);
  });
  it('adds the packaging once to the weight of the copies', () => {
    expect(PACKAGING_GRAMS).toBe(150);
    expect(parcelWeight([{ weightGrams: 450, quantity: 1 }])).toBe(600);
    expect(
      parcelWeight([
        { weightGrams: 450, quantity: 2 },
        { weightGrams: 320, quantity: 1 },
      ]),
    ).toBe(450 * 2 + 320 + 150);
  });
  it('refuses fractions and negative numbers, which would be a bug', () => {
    expect(() => parcelWeight([{ weightGrams: 450.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => parcelWeight([{ weightGrams: -1, quantity: 1 }])).toThrow(RangeError);
    expect(() => parcelWeight([{ weightGrams: 450, quantity: -2 }])).toThrow(RangeError);
  });
});

describe('quoteShipping', () => {
  const method = (id: number, code: string, position: number, active = true): ShippingMethodRow => ({
    id,
    code,
    namePt: `${code} pt`,
    nameEn: `${code} en`,
    active,
    position,
  });
  const rate = (
    methodId: number,
    maxWeightGrams: number,
    priceBrl: number,
    days: [number, number],
    region: ShippingRateRow['region'] = 'BR-SE',
  ): ShippingRateRow => ({
    methodId,
    region,
    maxWeightGrams,
    priceBrl,
    priceUsd: priceBrl / 5,
    daysMin: days[0],
    daysMax: days[1],
  });
  const methods = [method(1, 'pac', 1), method(2, 'sedex', 2)];
  const rates = [
    rate(1, 500, 2000, [3, 6]),
    rate(1, 1000, 2500, [3, 6]),
    rate(1, 2000, 3000, [3, 6]),
    rate(2, 500, 4000, [1, 3]),
    rate(2, 2000, 6000, [1, 3]),
    rate(1, 500, 4500, [8, 14], 'BR-N'),
  ];
  const quote = (weightGrams: number, region: ShippingRateRow['region'] = 'BR-SE', currency: 'BRL' | 'USD' = 'BRL') =>
    quoteShipping(methods, rates, { region, weightGrams, currency });

  it('prices each method by its smallest bracket that holds the parcel', () => {
    expect(quote(800)).toEqual([
      { methodId: 1, code: 'pac', namePt: 'pac pt', nameEn: 'pac en', price: 2500, currency: 'BRL', daysMin: 3, daysMax: 6 },
      { methodId: 2, code: 'sedex', namePt: 'sedex pt', nameEn: 'sedex en', price: 6000, currency: 'BRL', daysMin: 1, daysMax: 3 },
    ]);
  });
  it('fits a parcel of exactly the bracket weight in that bracket', () => {
    expect(quote(500).map((o) => o.price)).toEqual([2000, 4000]);
    expect(quote(501).map((o) => o.price)).toEqual([2500, 6000]);
    expect(quote(1000).map((o) => o.price)).toEqual([2500, 6000]);
    expect(quote(1001).map((o) => o.price)).toEqual([3000, 6000]);
  });
  it('leaves out a method without a bracket large enough, or without rates for the region', () => {
    expect(quote(2001)).toEqual([]);
    expect(quote(400, 'BR-N').map((o) => o.code)).toEqual(['pac']);
    expect(quote(600, 'BR-N')).toEqual([]);
    expect(quote(400, 'WORLD')).toEqual([]);
  });
  it('quotes in dollars for a dollar order', () => {
    expect(quote(800, 'BR-SE', 'USD').map((o) => [o.price, o.currency])).toEqual([
      [500, 'USD'],
      [1200, 'USD'],
    ]);
  });
  it('leaves out inactive methods', () => {
    expect(quoteShipping([method(1, 'pac', 1, false), methods[1]!], rates, { region: 'BR-SE', weightGrams: 800, currency: 'BRL' }).map((o) => o.code)).toEqual([
      'sedex',
    ]);
  });
  it('sorts by price, then by the longest wait', () => {
    const express = method(3, 'express', 0);
    const sameDay = method(4, 'same-day', 5);
    const options = quoteShipping([...methods, express, sameDay], [...rates, rate(3, 1000, 2500, [2, 4]), rate(4, 1000, 1500, [0, 1])], {
      region: 'BR-SE',
      weightGrams: 800,
      currency: 'BRL',
    });
    expect(options.map((o) => o.code)).toEqual(['same-day', 'express', 'pac', 'sedex']);
  });
  it('keeps the publisher’s order (position, then id) when price and speed are the same', () => {
    const twins = [method(7, 'b', 2), method(5, 'c', 2), method(9, 'a', 1)];
    const twinRates = [rate(5, 1000, 2000, [2, 5]), rate(7, 1000, 2000, [2, 5]), rate(9, 1000, 2000, [2, 5])];
    expect(quoteShipping(twins, twinRates, { region: 'BR-SE', weightGrams: 800, currency: 'BRL' }).map((o) => o.code)).toEqual(['a', 'c', 'b']);
  });
  it('does not reorder the rows it was given', () => {
    const given = [method(2, 'sedex', 2), method(1, 'pac', 1)];
    quoteShipping(given, rates, { region: 'BR-SE', weightGrams: 800, currency: 'BRL' });
    expect(given.map((m) => m.id)).toEqual([2, 1]);
  });
  it('takes the cheaper of two duplicated brackets', () => {
    const options = quoteShipping([methods[0]!], [rate(1, 1000, 2600, [3, 6]), rate(1, 1000, 2400, [4, 7])], {
      region: 'BR-SE',
      weightGrams: 800,
      currency: 'BRL',
    });
    expect(options.map((o) => [o.price, o.daysMax])).toEqual([[2400, 7]]);
  });
  it('refuses a bad weight', () => {
    expect(() => quote(-1)).toThrow(RangeError);
    expect(() => quote(800.5)).toThrow(RangeError);
  });
});

describe('validateRateTable', () => {
  const good: ShippingRateRow = { methodId: 1, region: 'BR-SE', maxWeightGrams: 500, priceBrl: 2190, priceUsd: 440, daysMin: 3, daysMax: 6 };

  it('finds nothing wrong in a sound table', () => {
    expect(validateRateTable([])).toEqual([]);
    expect(validateRateTable([good, { ...good, maxWeightGrams: 1000 }, { ...good, region: 'BR-S' }, { ...good, methodId: 2 }])).toEqual([]);
  });
  it('allows free shipping and same-day delivery', () => {
    expect(validateRateTable([{ ...good, priceBrl: 0, priceUsd: 0, daysMin: 0, daysMax: 0 }])).toEqual([]);
  });
  it('reports a bracket given twice', () => {
    expect(validateRateTable([good, { ...good, maxWeightGrams: 1000 }, { ...good, priceBrl: 2500 }])).toEqual([
      'Row 3 (method 1, BR-SE, up to 500 g): the same bracket as row 1.',
    ]);
  });
  it('reports negative prices', () => {
    expect(validateRateTable([{ ...good, priceBrl: -1 }])).toEqual(['Row 1 (method 1, BR-SE, up to 500 g): a price is negative.']);
    expect(validateRateTable([{ ...good, priceUsd: -440 }])).toHaveLength(1);
  });
  it('reports prices that are not whole cents', () => {
    expect(validateRateTable([{ ...good, priceBrl: 21.9 }])).toEqual(['Row 1 (method 1, BR-SE, up to 500 g): prices must be whole cents.']);
  });
  it('reports more minimum days than maximum', () => {
    expect(validateRateTable([{ ...good, daysMin: 7, daysMax: 6 }])).toEqual([
      'Row 1 (method 1, BR-SE, up to 500 g): the minimum days (7) are more than the maximum (6).',
    ]);
  });
  it('reports negative or fractional days', () => {
    expect(validateRateTable([{ ...good, daysMin: -1 }])).toHaveLength(1);
    expect(validateRateTable([{ ...good, daysMax: 6.5 }])).toHaveLength(1);
  });
  it('reports a weight that is not positive', () => {
    expect(validateRateTable([{ ...good, maxWeightGrams: 0 }])).toEqual([
      'Row 1 (method 1, BR-SE, up to 0 g): the weight must be a positive whole number of grams.',
    ]);
    expect(validateRateTable([{ ...good, maxWeightGrams: -500 }])).toHaveLength(1);
  });
  it('reports an unknown region', () => {
    expect(validateRateTable([{ ...good, region: 'EUROPE' as never }])).toEqual(['Row 1 (method 1, EUROPE, up to 500 g): unknown region EUROPE.']);
  });
  it('reports every problem of every row', () => {
    expect(validateRateTable([good, { ...good, priceBrl: -1, daysMin: 9 }, { ...good, region: 'BR-S', maxWeightGrams: 0 }])).toEqual([
      'Row 2 (method 1, BR-SE, up to 500 g): a price is negative.',
      'Row 2 (method 1, BR-SE, up to 500 g): the minimum days (9) are more than the maximum (6).',
      'Row 2 (method 1, BR-SE, up to 500 g): the same bracket as row 1.',
      'Row 3 (method 1, BR-S, up to 0 g): the weight must be a positive whole number of grams.',
    ]);
  });
});
