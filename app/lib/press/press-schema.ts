/** What the press form and the stored setting must hold (apart from press.ts, which every page loads: zod stays out of it). Messages are keys of the press form. */
import { z } from 'zod';

const httpsUrl = z.string().trim().max(300).regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'social');

/** What the admin form and the stored setting must hold. Messages are keys of the press form. */
export const pressSchema = z.object({
  name: z.string().trim().min(2, 'name').max(120, 'name'),
  legalName: z.string().trim().min(2, 'legalName').max(200, 'legalName'),
  city: z.string().trim().min(2, 'city').max(80, 'city'),
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'country'),
  doiPrefix: z.string().trim().regex(/^(10\.\d{4,9})?$/, 'doiPrefix'),
  // An address a person can write to; a local one (contato@localhost) is fine on a demo install.
  email: z.string().trim().max(200).regex(/^[^\s@]+@[^\s@]+$/, 'email'),
  logo: z.string().trim().max(300).regex(/^(https:\/\/[^\s]+|\/[^\s/][^\s]*)?$/, 'logo'),
  social: z.array(httpsUrl).max(8, 'social'),
});
