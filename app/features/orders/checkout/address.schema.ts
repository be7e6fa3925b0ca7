import { z } from 'zod';
import { isBrazilStateCode } from '#app/lib/brazil/states.ts';
import { cepBelongsToState, cepDigits, isValidCep, stateOfCep } from '#app/lib/brazil/cep.ts';
import { isCountryCode } from '#app/lib/brazil/countries.ts';

// Postcodes elsewhere: "SW1A 1AA", "10115", "K1A 0B1", "1000-001"; letters and digits at both ends.
const FOREIGN_ZIPCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/;

/**
 * Checkout's shipping address. Messages are keys of checkoutFieldMessages. The rules for zipcode,
 * district and state depend on the country, so they run on the whole object; it stays a
 * z.object (refinements keep .shape) for parseForm.
 */
export const addressSchema = z
  .object({
    recipient: z.string().trim().min(1, { error: 'recipientRequired' }).max(200, { error: 'tooLong' }),
    // abort: with no known country, the zipcode, district and state rules are not checked at all.
    country: z
      .string()
      .trim()
      .min(1, { error: 'countryRequired', abort: true })
      .max(60, { error: 'tooLong', abort: true })
      .toUpperCase()
      .refine(isCountryCode, { error: 'countryInvalid', abort: true }),
    zipcode: z.string().trim().min(1, { error: 'zipcodeRequired' }).max(20, { error: 'tooLong' }),
    address: z.string().trim().min(1, { error: 'addressRequired' }).max(200, { error: 'tooLong' }),
    number: z.string().trim().min(1, { error: 'numberRequired' }).max(20, { error: 'tooLong' }),
    complement: z.string().trim().max(100, { error: 'tooLong' }),
    district: z.string().trim().max(100, { error: 'tooLong' }),
    city: z.string().trim().min(1, { error: 'cityRequired' }).max(100, { error: 'tooLong' }),
    state: z.string().trim().max(60, { error: 'tooLong' }),
  })
  .superRefine((value, ctx) => {
    // A field its own rule refused gets no second message.
    const refused = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const invalid = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });

    if (value.country !== 'BR') {
      if (!refused.has('zipcode') && !FOREIGN_ZIPCODE.test(value.zipcode)) invalid('zipcode', 'zipcodeInvalid');
      return;
    }

    const state = value.state.toUpperCase();
    if (!refused.has('state')) {
      if (state === '') invalid('state', 'stateRequired');
      else if (!isBrazilStateCode(state)) invalid('state', 'stateInvalid');
    }
    if (!refused.has('district') && value.district === '') invalid('district', 'districtRequired');
    if (!refused.has('zipcode')) {
      // A well-formed CEP outside every state's range (00100-000) is not one the Correios deliver to.
      if (!isValidCep(value.zipcode) || stateOfCep(value.zipcode) === null) invalid('zipcode', 'zipcodeInvalid');
      else if (isBrazilStateCode(state) && !cepBelongsToState(value.zipcode, state)) invalid('zipcode', 'zipcodeWrongState');
    }
  })
  // Stored as 8 digits and an upper-case state code, however they were typed.
  .overwrite((value) => (value.country === 'BR' ? { ...value, zipcode: cepDigits(value.zipcode), state: value.state.toUpperCase() } : value));

export type AddressInput = z.output<typeof addressSchema>;
