/**
 * The editorial-team section's two forms (components/roles-section.tsx), checked by the same
 * schemas in the browser before sending and in the action (roles-section.server.ts): give a role
 * by e-mail, and how the review runs. Whether the role fits the journal or the call, and whether
 * an account has the e-mail, only the server knows.
 */
import { z } from 'zod';
import { fail } from '#app/lib/form-fields.ts';
import { REVIEW_BLINDNESS } from '../values.ts';

/** The bounds of the review's days, as the form's hints say them. */
export const RESPONSE_DAYS = { min: 1, max: 60 } as const;
export const REVIEW_DAYS = { min: 7, max: 180 } as const;

/** A whole number of days within bounds; `outOfRange` for anything else typed. */
const days = (bounds: { min: number; max: number }, outOfRange: string) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (!value) return fail(ctx, 'required');
      const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
      return n >= bounds.min && n <= bounds.max ? n : fail(ctx, outOfRange);
    });

export const reviewSettingsSchema = z.object({
  blindness: z.enum(REVIEW_BLINDNESS, { error: 'blindnessInvalid' }),
  responseDays: days(RESPONSE_DAYS, 'responseDaysRange'),
  reviewDays: days(REVIEW_DAYS, 'reviewDaysRange'),
});

export const grantRoleSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(254, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
  role: z.string().trim().min(1, { error: 'roleInvalid' }),
});
