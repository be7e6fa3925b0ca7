import { z } from 'zod';

/** Message keys of messages.ts. */
export const customerSchema = z.object({
  name: z.string().trim().min(1, { error: 'customerNameRequired' }).max(200, { error: 'customerNameTooLong' }),
});
