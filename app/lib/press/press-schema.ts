/** What the press form and the stored setting must hold (apart from press.ts, which every page loads: zod stays out of it). Messages are keys of the press form. */
import { z } from 'zod';
import { withoutXmlForbidden } from '../xml.ts';

const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'social');

/** A name every page, mail and export carries: without what XML forbids (a stored value may predate the form's check). */
const name = (max: number, message: string) => z.string().transform(withoutXmlForbidden).pipe(z.string().trim().min(2, message).max(max, message));

/** What the admin form and the stored setting must hold. Messages are keys of the press form. */
export const pressSchema = z.object({
  name: name(120, 'name'),
  legalName: name(200, 'legalName'),
  city: name(80, 'city'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'country'),
  doiPrefix: z
    .string()
    .trim()
    .regex(/^(10\.\d{4,9})?$/, 'doiPrefix'),
  // An address a person can write to; a local one (contato@localhost) is fine on a demo install.
  email: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\s@]+@[^\s@]+$/, 'email'),
  logo: z
    .string()
    .trim()
    .max(300)
    .regex(/^(https:\/\/[^\s]+|\/[^\s/][^\s]*)?$/, 'logo'),
  social: z.array(httpsUrl).max(8, 'social'),
  // A setting stored before the promise existed reads as 15 days.
  accessibleVersionDays: z.coerce
    .number('accessibleVersionDays')
    .int('accessibleVersionDays')
    .min(1, 'accessibleVersionDays')
    .max(60, 'accessibleVersionDays')
    .default(15),
});
