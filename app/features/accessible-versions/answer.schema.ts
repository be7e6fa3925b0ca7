/** Staff's answer and refusal, shared by the admin forms and their action. Messages are keys of admin/messages.ts. */
import { z } from 'zod';
import { REPLY_MAX } from './values.ts';

const reply = z
  .string()
  .trim()
  .max(REPLY_MAX, { error: 'replyTooLong' })
  .transform((value) => value || null);

/**
 * A file or an https link (the file itself is checked on the server, by its content); the browser
 * knows only a chosen file's size (`fileSize`, read from the form as it is sent: ui/form-check.ts).
 */
export const answerSchema = z
  .object({
    link: z
      .string()
      .trim()
      .max(1000, { error: 'linkInvalid' })
      .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), { error: 'linkInvalid' }),
    fileSize: z.string(),
    reply,
  })
  .superRefine((value, ctx) => {
    if (value.link && value.fileSize) ctx.addIssue({ code: 'custom', path: ['link'], message: 'fileOrLink' });
    else if (!value.link && !value.fileSize) ctx.addIssue({ code: 'custom', path: ['file'], message: 'fileOrLinkRequired' });
  });

export const declineSchema = z.object({
  reply: z.string().trim().min(1, { error: 'reasonRequired' }).max(REPLY_MAX, { error: 'replyTooLong' }),
});
