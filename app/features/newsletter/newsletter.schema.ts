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

/** What the subscribe action answers; the form shows it. */
export type NewsletterResult =
  | { status: 'confirmation-sent'; email: string }
  | { status: 'already-subscribed' | 'failure'; email: string }
  | { status: 'invalid'; error: string; email: string }
  | { status: 'rate-limited'; email: string; minutes: number };
