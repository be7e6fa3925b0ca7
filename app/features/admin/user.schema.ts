import { z } from 'zod';

/** A user's name as the staff edit it (message keys of messages.ts); roles are checked by users.server.ts. */
export const userDetailsSchema = z.object({
  name: z.string().trim().min(1, { error: 'nameRequired' }).max(100, { error: 'tooLong' }),
  lastName: z.string().trim().min(1, { error: 'lastNameRequired' }).max(100, { error: 'tooLong' }),
});
