/** The contact form's post: checked, bounded per address, honeypot, no 5xx when the database fails (decision 0044's one outcome). */
import type { Locale } from '#app/i18n/locales.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, withHeaders, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { contactSchema } from './contact.schema.ts';
import type { contactMessages } from './messages.ts';
import { sendContactMessage } from './send-contact-message.server.ts';

export const CONTACT_FORM = 'contact';
type ContactKey = KeyOf<typeof contactMessages>;
export type ContactFormState = FormState<ContactKey, typeof CONTACT_FORM>;
type ContactOutcome = Outcome<ContactKey, typeof CONTACT_FORM>;

export async function contactAction(db: Db, formData: FormData, { ip, locale }: { ip: string; locale: Locale }): Promise<ContactOutcome> {
  const parsed = parseForm(contactSchema, formData);
  if (!parsed.ok) return refused(CONTACT_FORM, parsed.values, parsed.errors, 'fixErrors');
  if (isHoneypotFilled(formData)) return done(CONTACT_FORM, 'success');
  const limit = await hitRateLimit(db, `contact:${ip}`, { limit: 5, windowSeconds: 600 });
  if (!limit.ok) {
    const tooMany = refused(CONTACT_FORM, parsed.values, {}, 'tooMany', { params: { minutes: Math.ceil(limit.retryAfter / 60) } }, 429);
    return withHeaders(tooMany, { 'Retry-After': String(limit.retryAfter) });
  }
  try {
    await sendContactMessage(db, parsed.data, locale);
  } catch (error) {
    log.error({ err: error }, 'contact message could not be saved');
    return refused(CONTACT_FORM, parsed.values, {}, 'failure', {}, 503);
  }
  wakeJobRunner();
  return done(CONTACT_FORM, 'success');
}
