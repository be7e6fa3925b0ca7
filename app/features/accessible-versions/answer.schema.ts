/** Staff's answer and refusal, shared by the admin forms and their action. Messages are keys of admin/messages.ts. */
import { z } from 'zod';
import { REPLY_MAX } from './values.ts';

const reply = z
  .string()
  .trim()
  .max(REPLY_MAX, { error: 'replyTooLong' })
  .transform((value) => value || null);

/**
 * A file, which only its reader can download (decision 0047: no link to another site, whose
 * address anyone who has it could open). It is checked on the server, by its content; the browser
 * knows only a chosen file's size (`fileSize`, read from the form as it is sent: ui/form-check.ts).
 */
export const answerSchema = z.object({ fileSize: z.string(), reply }).superRefine((value, ctx) => {
  if (!value.fileSize) ctx.addIssue({ code: 'custom', path: ['file'], message: 'fileRequired' });
});

export const declineSchema = z.object({
  reply: z.string().trim().min(1, { error: 'reasonRequired' }).max(REPLY_MAX, { error: 'replyTooLong' }),
});
