import { z } from 'zod';

/** Message keys of work-messages.ts. */
export const stockAlertSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
});
