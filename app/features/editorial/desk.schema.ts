/** The workspace's forms, checked by the same schemas in the browser and on the server; errors are keys of deskMessages. */
import { z } from 'zod';
import { NAME_MAX, WAIVE_REASON_MAX } from './desk-limits.ts';
import { LETTER_DECISIONS, LETTER_MAX } from './letters.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/** A decision with its letter (the desk's decline too). */
export const decisionSchema = z.object({
  decision: z.enum(LETTER_DECISIONS, { error: 'decisionInvalid' }),
  letter: z.string().trim().min(1, { error: 'letterRequired' }).max(LETTER_MAX, { error: 'letterTooLong' }),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' });

/** Asking someone for a review: who (an account's or a new person's e-mail), in which language, by when. */
export const inviteSchema = z
  .object({
    email: z.string().trim().min(1, { error: 'emailRequired' }).max(254, { error: 'emailInvalid' }).email({ error: 'emailInvalid' }),
    name: z.string().trim().min(1, { error: 'nameRequired' }).max(NAME_MAX, { error: 'nameTooLong' }),
    locale: z.enum(['pt', 'en'], { error: 'localeInvalid' }),
    responseDue: day,
    reviewDue: day,
  })
  .superRefine((value, ctx) => {
    const today = utcDay(new Date());
    if (value.responseDue < today) ctx.addIssue({ code: 'custom', path: ['responseDue'], message: 'datePast' });
    if (value.reviewDue < value.responseDue) ctx.addIssue({ code: 'custom', path: ['reviewDue'], message: 'reviewBeforeResponse' });
  });

export const waiveSchema = z.object({
  reason: z.string().trim().min(1, { error: 'reasonRequired' }).max(WAIVE_REASON_MAX, { error: 'reasonTooLong' }),
});

/** The accepted manuscript's article: the issue it goes in. */
export const articleSchema = z.object({
  issueId: z.string().regex(/^\d{1,9}$/, { error: 'issueRequired' }),
});

export type InviteForm = z.output<typeof inviteSchema>;
