import { z } from 'zod';

export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
});
