/** The reader's request, shared by the form (checked before sending) and the action. Messages are keys of messages.ts. */
import { z } from 'zod';
import { ACCESSIBLE_FORMATS, NEEDS_MAX } from './values.ts';

export const requestSchema = z.object({
  work: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'workMissing' })
    .transform(Number),
  format: z.enum(ACCESSIBLE_FORMATS, { error: 'formatRequired' }),
  needs: z
    .string()
    .trim()
    .max(NEEDS_MAX, { error: 'needsTooLong' })
    .transform((value) => value || null),
  declaration: z.string().refine((value) => value === 'on', { error: 'declarationRequired' }),
});

export type RequestInput = z.output<typeof requestSchema>;
