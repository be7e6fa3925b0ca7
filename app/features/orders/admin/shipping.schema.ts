/** A shipping method and the rows of its rate table (region, weight bracket, prices, days). */
import { z } from 'zod';
import { CARRIERS } from '../carriers.ts';
import { SHIPPING_REGIONS } from '../shipping.ts';
import { checkbox, combine, requiredInt, requiredMoney, requiredText, validate, validateRows } from '#app/lib/form-fields.ts';
import type { FormValues } from '#app/lib/forms.ts';
import { RATE_FIELDS, RATE_ROWS_MAX, RATES } from './choices.ts';

export const METHOD_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const methodSchema = z.object({
  code: z.string().trim().toLowerCase().min(1, { error: 'required' }).max(40, { error: 'tooLong' }).regex(METHOD_CODE_PATTERN, { error: 'methodCodeInvalid' }),
  namePt: requiredText(120),
  nameEn: requiredText(120),
  carrier: z.enum(CARRIERS, { error: 'carrierInvalid' }),
  active: checkbox,
  position: requiredInt(0, 10_000),
});

export const rateSchema = z.object({
  region: z.enum(SHIPPING_REGIONS, { error: 'regionRequired' }),
  maxWeightGrams: requiredInt(1, 1_000_000),
  priceBrl: requiredMoney,
  priceUsd: requiredMoney,
  daysMin: requiredInt(0, 365),
  daysMax: requiredInt(0, 365),
});

export type MethodInput = z.output<typeof methodSchema>;
export type RateInput = z.output<typeof rateSchema>;

/** A method's form and its rate rows (empty rows skipped), as the action and the browser check them. */
export const checkShippingMethod = (values: FormValues) =>
  combine({ method: validate(methodSchema, values), rates: validateRows(rateSchema, values, RATES, RATE_FIELDS, RATE_ROWS_MAX) });
