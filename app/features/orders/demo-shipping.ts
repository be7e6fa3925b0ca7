import type { ShippingMethodRow, ShippingRateRow, ShippingRegion } from './shipping.ts';

/** Demo shipping for the seed: Correios-like prices that grow with the distance from the Southeast, where the publisher ships from. */
export const DEMO_SHIPPING_METHODS: Omit<ShippingMethodRow, 'id'>[] = [
  { code: 'pac', namePt: 'PAC (Correios)', nameEn: 'PAC (Correios)', active: true, position: 1 },
  { code: 'sedex', namePt: 'SEDEX (Correios)', nameEn: 'SEDEX (Correios)', active: true, position: 2 },
  { code: 'international', namePt: 'Correios internacional (registrado)', nameEn: 'Correios international (registered)', active: true, position: 3 },
];

/** A rate row naming its method by code, since the seed only learns the ids when it inserts the methods. */
export type DemoShippingRate = Omit<ShippingRateRow, 'methodId'> & { methodCode: string };

const BRACKETS_GRAMS = [500, 1000, 2000, 5000] as const;

type Prices = readonly [number, number, number, number];

interface DemoRegionRates {
  region: ShippingRegion;
  /** Reais cents per bracket of BRACKETS_GRAMS. */
  brl: Prices;
  /** Dollar cents per bracket; when absent, about a fifth of the reais. */
  usd?: Prices;
  days: readonly [number, number];
}

const PAC: DemoRegionRates[] = [
  { region: 'BR-SE', brl: [2190, 2590, 3290, 5190], days: [3, 6] },
  { region: 'BR-S', brl: [2690, 3190, 3990, 6290], days: [4, 8] },
  { region: 'BR-CO', brl: [3090, 3690, 4590, 7290], days: [5, 10] },
  { region: 'BR-NE', brl: [3690, 4390, 5490, 8690], days: [6, 12] },
  { region: 'BR-N', brl: [4490, 5390, 6690, 10590], days: [8, 14] },
];

// About 1.8 × PAC, in half the days.
const SEDEX: DemoRegionRates[] = [
  { region: 'BR-SE', brl: [3950, 4690, 5890, 9390], days: [1, 3] },
  { region: 'BR-S', brl: [4850, 5750, 7190, 11290], days: [2, 4] },
  { region: 'BR-CO', brl: [5590, 6690, 8290, 13090], days: [3, 5] },
  { region: 'BR-NE', brl: [6690, 7890, 9890, 15690], days: [3, 6] },
  { region: 'BR-N', brl: [8090, 9690, 12090, 19090], days: [4, 7] },
];

const INTERNATIONAL: DemoRegionRates[] = [
  { region: 'SOUTH-AMERICA', brl: [11000, 14500, 19500, 32000], usd: [2200, 2900, 3900, 6400], days: [10, 20] },
  { region: 'WORLD', brl: [16000, 21500, 29500, 49000], usd: [3200, 4300, 5900, 9800], days: [15, 30] },
];

/** A fifth of the reais, to the nearest ten cents; in integers, as all money. */
function fifthInDollars(brl: number): number {
  const cents = brl + 25;
  return ((cents - (cents % 50)) / 50) * 10;
}

function rows(methodCode: string, table: readonly DemoRegionRates[]): DemoShippingRate[] {
  return table.flatMap(({ region, brl, usd, days }) =>
    BRACKETS_GRAMS.map((maxWeightGrams, bracket) => ({
      methodCode,
      region,
      maxWeightGrams,
      priceBrl: brl[bracket]!,
      priceUsd: usd?.[bracket] ?? fifthInDollars(brl[bracket]!),
      daysMin: days[0],
      daysMax: days[1],
    })),
  );
}

export const DEMO_SHIPPING_RATES: DemoShippingRate[] = [...rows('pac', PAC), ...rows('sedex', SEDEX), ...rows('international', INTERNATIONAL)];
