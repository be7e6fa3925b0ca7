import { isBrazilStateCode, regionOfState } from '#app/lib/brazil/states.ts';
import type { Currency } from '#app/lib/payments/provider.ts';
import { assertNonNegativeInteger } from './totals.ts';

/** Brazil by macro-region (the Correios price by distance), then the rest of South America, then the world. */
export const SHIPPING_REGIONS = ['BR-N', 'BR-NE', 'BR-CO', 'BR-SE', 'BR-S', 'SOUTH-AMERICA', 'WORLD'] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

/** ISO 3166-1 codes of South America besides Brazil, with the Falklands and French Guiana. */
const SOUTH_AMERICA = new Set(['AR', 'BO', 'CL', 'CO', 'EC', 'GY', 'PY', 'PE', 'SR', 'UY', 'VE', 'FK', 'GF']);

export function isShippingRegion(value: string): value is ShippingRegion {
  return (SHIPPING_REGIONS as readonly string[]).includes(value);
}

/** Country and state as ISO codes ('BR', 'SP'); a Brazilian address without a known state is a bug upstream. */
export function regionOf(country: string, state: string | null): ShippingRegion {
  const countryCode = country.trim().toUpperCase();
  if (countryCode === 'BR') {
    const stateCode = state?.trim().toUpperCase() ?? '';
    if (!isBrazilStateCode(stateCode)) throw new RangeError(`A Brazilian address needs one of the 27 states, got ${state === null ? 'none' : `'${state}'`}.`);
    return `BR-${regionOfState(stateCode)}`;
  }
  return SOUTH_AMERICA.has(countryCode) ? 'SOUTH-AMERICA' : 'WORLD';
}

export interface ShippingMethodRow {
  id: number;
  code: string;
  namePt: string;
  nameEn: string;
  active: boolean;
  position: number;
}

/** One weight bracket: parcels up to maxWeightGrams to the region cost this much. */
export interface ShippingRateRow {
  methodId: number;
  region: ShippingRegion;
  maxWeightGrams: number;
  priceBrl: number;
  priceUsd: number;
  /** Business days. */
  daysMin: number;
  daysMax: number;
}

export interface ShippingOption {
  methodId: number;
  code: string;
  namePt: string;
  nameEn: string;
  price: number;
  currency: Currency;
  daysMin: number;
  daysMax: number;
}

/** Box and filling, added once per parcel. */
export const PACKAGING_GRAMS = 150;

/** The weight of the printed items to ship, packed; pass only the lines that ship (not ebooks or courses). */
export function parcelWeight(lines: readonly { weightGrams: number; quantity: number }[]): number {
  if (lines.length === 0) return 0;
  let grams = PACKAGING_GRAMS;
  for (const [index, line] of lines.entries()) {
    assertNonNegativeInteger(line.weightGrams, `The weight of line ${index + 1}`);
    assertNonNegativeInteger(line.quantity, `The quantity of line ${index + 1}`);
    grams += line.weightGrams * line.quantity;
  }
  return grams;
}

/**
 * The ways a parcel can go, cheapest first (then fastest): each active method, priced by its
 * smallest bracket that holds the parcel; a method with no such bracket for the region is left out.
 */
export function quoteShipping(
  methods: readonly ShippingMethodRow[],
  rates: readonly ShippingRateRow[],
  { region, weightGrams, currency }: { region: ShippingRegion; weightGrams: number; currency: Currency },
): ShippingOption[] {
  assertNonNegativeInteger(weightGrams, 'The parcel weight');
  const priceOf = (rate: ShippingRateRow) => (currency === 'BRL' ? rate.priceBrl : rate.priceUsd);
  const options: ShippingOption[] = [];
  const ordered = methods.filter((method) => method.active).sort((a, b) => a.position - b.position || a.id - b.id);
  for (const method of ordered) {
    let best: ShippingRateRow | undefined;
    for (const rate of rates) {
      if (rate.methodId !== method.id || rate.region !== region || rate.maxWeightGrams < weightGrams) continue;
      // A duplicated bracket is an editing mistake (validateRateTable reports it); the buyer gets the cheaper one meanwhile.
      if (!best || rate.maxWeightGrams < best.maxWeightGrams || (rate.maxWeightGrams === best.maxWeightGrams && priceOf(rate) < priceOf(best))) best = rate;
    }
    if (!best) continue;
    options.push({
      methodId: method.id,
      code: method.code,
      namePt: method.namePt,
      nameEn: method.nameEn,
      price: priceOf(best),
      currency,
      daysMin: best.daysMin,
      daysMax: best.daysMax,
    });
  }
  // A stable sort: at the same price and speed, the publisher's order of methods stays.
  return options.sort((a, b) => a.price - b.price || a.daysMax - b.daysMax);
}

/** What is wrong with a rate table, one sentence per problem, for the admin editor; empty when all is well. */
export function validateRateTable(rates: readonly ShippingRateRow[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const [index, rate] of rates.entries()) {
    const row = `Row ${index + 1} (method ${rate.methodId}, ${rate.region}, up to ${rate.maxWeightGrams} g)`;
    if (!isShippingRegion(rate.region)) problems.push(`${row}: unknown region ${rate.region}.`);
    if (!Number.isSafeInteger(rate.maxWeightGrams) || rate.maxWeightGrams <= 0) problems.push(`${row}: the weight must be a positive whole number of grams.`);
    if (rate.priceBrl < 0 || rate.priceUsd < 0) problems.push(`${row}: a price is negative.`);
    if (!Number.isSafeInteger(rate.priceBrl) || !Number.isSafeInteger(rate.priceUsd)) problems.push(`${row}: prices must be whole cents.`);
    if (!Number.isSafeInteger(rate.daysMin) || !Number.isSafeInteger(rate.daysMax) || rate.daysMin < 0) {
      problems.push(`${row}: delivery days must be whole numbers, not negative.`);
    }
    if (rate.daysMin > rate.daysMax) problems.push(`${row}: the minimum days (${rate.daysMin}) are more than the maximum (${rate.daysMax}).`);
    const key = `${rate.methodId}|${rate.region}|${rate.maxWeightGrams}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else problems.push(`${row}: the same bracket as row ${first + 1}.`);
  }
  return problems;
}
