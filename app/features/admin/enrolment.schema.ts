import { z } from 'zod';
import { ROSTER_MAX_CHARACTERS } from './roster.ts';

const choice = z.string().regex(/^\d{0,9}$/, { error: 'grantNotFound' });

/** The bulk enrolment form: a class list, what to give it, and the language of the invitations. */
export const enrolSchema = z
  .object({
    roster: z.string().trim().min(1, { error: 'rosterEmpty' }).max(ROSTER_MAX_CHARACTERS, { error: 'rosterTooLong' }),
    courseId: choice,
    publicationId: choice,
    locale: z.enum(['pt', 'en'], { error: 'localeMissing' }),
  })
  .superRefine((value, ctx) => {
    if (!value.courseId && !value.publicationId) ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'grantMissing' });
  });

export type EnrolForm = z.output<typeof enrolSchema>;
