/** The press form: the setting's rules (lib/press), with the social links typed one per line. Messages are keys of press-messages.ts. */
import { z } from 'zod';
import { pressSchema } from '#app/lib/press/press-schema.ts';

export const pressFormSchema = pressSchema.extend({
  social: z
    .string()
    .max(2400, 'social')
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .pipe(pressSchema.shape.social),
});
