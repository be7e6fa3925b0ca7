import { z } from 'zod';
import { requiredText } from '#app/lib/form-fields.ts';
import { CONTACT_MESSAGE_MAX } from './limits.ts';

/** Shared by the form (native constraints mirror it) and the action. Messages are catalogue keys. */
export const contactSchema = z.object({
  name: requiredText(100, 'nameRequired'),
  surname: requiredText(100, 'surnameRequired'),
  email: requiredText(254, 'emailRequired').pipe(z.email({ error: 'emailInvalid' })),
  phone: requiredText(30, 'phoneRequired').regex(/^\+?[\d\s().-]{8,}$/, { error: 'phoneInvalid' }),
  message: z.string().trim().min(1, { error: 'messageRequired' }).max(CONTACT_MESSAGE_MAX, { error: 'messageTooLong' }),
});

export type ContactInput = z.output<typeof contactSchema>;
