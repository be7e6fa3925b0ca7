import { z } from 'zod';
import { CONTACT_MESSAGE_MAX } from './limits.ts';

/** Shared by the form (native constraints mirror it) and the action. Messages are catalogue keys. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }).max(100, { error: 'tooLong' }),
  surname: z.string().trim().min(1, { error: 'surnameRequired' }).max(100, { error: 'tooLong' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'tooLong' })
    .pipe(z.email({ error: 'emailInvalid' })),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'phoneRequired' })
    .max(30, { error: 'tooLong' })
    .regex(/^\+?[\d\s().-]{8,}$/, { error: 'phoneInvalid' }),
  message: z.string().trim().min(1, { error: 'messageRequired' }).max(CONTACT_MESSAGE_MAX, { error: 'messageTooLong' }),
});

export type ContactInput = z.output<typeof contactSchema>;
