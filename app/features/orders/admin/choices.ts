/** Choices the store forms offer, shared by form and schema (no Zod here: forms import this). */
export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A rate table's rows are posted as `rates.0.region`, …, with their count in `ratesRows`. */
export const RATES = 'rates';
export const RATE_FIELDS = ['region', 'maxWeightGrams', 'priceBrl', 'priceUsd', 'daysMin', 'daysMax'] as const;
export type RateField = (typeof RATE_FIELDS)[number];
/** A rate table may be long (a row per region and weight band). */
export const RATE_ROWS_MAX = 400;
