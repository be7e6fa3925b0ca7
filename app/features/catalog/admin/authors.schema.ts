/** The form that links an account to a work by its e-mail (messages are keys of authors-messages.ts). */
import { z } from 'zod';

export const linkAuthorSchema = z.object({
  // Accounts are stored with lower-case e-mails (Better Auth), so the typed one is compared likewise.
  authorEmail: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: 'authorEmailRequired' })
    .max(254, { error: 'authorEmailInvalid' })
    .pipe(z.email({ error: 'authorEmailInvalid' })),
});

/** Account ids are Better Auth's random strings (or UUIDs): anything else is no account. */
export const accountId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
