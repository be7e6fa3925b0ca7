/** The withdraw form: the status the author saw, and the box that says they mean it. */
import { z } from 'zod';
import { PROPOSAL_STATUSES } from './proposal-status.ts';

export const withdrawSchema = z.object({
  status: z.enum(PROPOSAL_STATUSES, { error: 'invalid' }),
  confirm: z.literal('yes', { error: 'confirmRequired' }),
});
