import { z } from 'zod';
import { isDoiPrefix } from './crossref.ts';

/** Message keys of messages.ts. */
export const prefixSchema = z.object({
  prefix: z.string().trim().min(1, { error: 'prefixRequired' }).max(40, { error: 'prefixInvalid' }).refine(isDoiPrefix, { error: 'prefixInvalid' }),
});
