/** Revoking a certificate: why (kept for the staff, never shown publicly). */
import { z } from 'zod';

export const revokeSchema = z.object({ reason: z.string().trim().min(1, { error: 'reasonRequired' }).max(500, { error: 'reasonRequired' }) });
