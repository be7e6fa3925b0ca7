/** The new group form. Messages are keys of messages.ts. */
import { z } from 'zod';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from './group-rules.ts';

export const groupSchema = z.object({
  name: z.string().trim().min(1, 'name').max(GROUP_NAME_MAX, 'name'),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX, 'description'),
  privacy: z.enum(['private', 'public'], { error: 'privacy' }),
  work: z.coerce.number({ error: 'work' }).int('work').positive('work'),
});
