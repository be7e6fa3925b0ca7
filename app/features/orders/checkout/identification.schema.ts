import { z } from 'zod';
import { cnpjCharacters, isValidCnpj } from '#app/lib/brazil/cnpj.ts';
import { cpfDigits, isValidCpf } from '#app/lib/brazil/cpf.ts';
import { isValidPhone } from '#app/lib/brazil/phone.ts';
import { requiredText } from '#app/lib/form-fields.ts';
import { ID_TYPES, isIdType } from './id-types.ts';

const validDocument = { cpf: isValidCpf, cnpj: isValidCnpj, foreign: (value: string) => FOREIGN_ID.test(value) };
const documentError = { cpf: 'identificationInvalid', cnpj: 'identificationCnpjInvalid', foreign: 'identificationInvalid' } as const;
const storedDocument = { cpf: cpfDigits, cnpj: cnpjCharacters, foreign: (value: string) => value };

// Passports and foreign tax numbers: letters and digits, sometimes grouped by spaces, dashes or dots.
const FOREIGN_ID = /^[A-Za-z0-9][A-Za-z0-9 .-]{3,28}[A-Za-z0-9]$/;

/**
 * Checkout's identification step. Messages are keys of checkoutFieldMessages. Which document and
 * which phone rules apply depends on idType, so those checks run on the whole object; it stays a
 * z.object (refinements keep .shape) for parseForm.
 */
export const identificationSchema = z
  .object({
    name: requiredText(100, 'nameRequired'),
    surname: requiredText(100, 'surnameRequired'),
    idType: z
      .string()
      .trim()
      .max(20, { error: 'tooLong' })
      .pipe(z.enum(ID_TYPES, { error: 'identificationRequired' })),
    identification: requiredText(100, 'identificationRequired'),
    phone: requiredText(30, 'phoneRequired'),
    email: requiredText(254, 'emailRequired').pipe(z.email({ error: 'emailInvalid' })),
  })
  .superRefine((value, ctx) => {
    // A field its own rule refused gets no second message; without a valid idType there is no rule to apply.
    const refused = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const type: unknown = value.idType;
    if (!isIdType(type)) return;
    if (!refused.has('identification') && !validDocument[type](value.identification)) {
      ctx.addIssue({ code: 'custom', path: ['identification'], message: documentError[type] });
    }
    if (!refused.has('phone') && !isValidPhone(value.phone, type === 'foreign' ? 'international' : 'BR')) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phoneInvalid' });
    }
  })
  // Stored and sent to payment providers without the mask (11 digits, 14 characters), however it was typed.
  .overwrite((value) => (isIdType(value.idType) ? { ...value, identification: storedDocument[value.idType](value.identification) } : value));

export type IdentificationInput = z.output<typeof identificationSchema>;
