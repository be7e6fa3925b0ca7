/** The subscribe form's action, shared by the newsletter page and the footer form that posts to it (decision 0044's one outcome). */
import type { Locale } from '#app/i18n/locales.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import { db } from '#app/lib/db/db.server.ts';
import { done, refused, withHeaders, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import type { newsletterFormMessages } from './form-messages.ts';
import { newsletterSchema } from './newsletter.schema.ts';
import { subscribeToNewsletter } from './subscriptions.server.ts';

export const NEWSLETTER_FORM = 'newsletter';
type NewsletterKey = KeyOf<typeof newsletterFormMessages>;
/** What the subscribe action answers; the form shows it (`confirmationSent` accepted, the rest refused). */
export type NewsletterState = FormState<NewsletterKey, typeof NEWSLETTER_FORM>;

export async function handleSubscribe(formData: FormData, locale: Locale, ip: string): Promise<Outcome<NewsletterKey, typeof NEWSLETTER_FORM>> {
  const parsed = parseForm(newsletterSchema, formData);
  const email = parsed.values.email ?? '';
  if (!parsed.ok)
    return refused<NewsletterKey, typeof NEWSLETTER_FORM>(NEWSLETTER_FORM, { email }, { email: parsed.errors.email ?? 'emailInvalid' }, undefined);
  if (isHoneypotFilled(formData)) return done(NEWSLETTER_FORM, 'confirmationSent', { params: { email } });
  const limit = await hitRateLimit(db(), `newsletter:${ip}`, { limit: 10, windowSeconds: 3600 });
  if (!limit.ok) {
    const tooMany = refused(NEWSLETTER_FORM, { email }, {}, 'tooMany', { params: { minutes: Math.ceil(limit.retryAfter / 60) } }, 429);
    return withHeaders(tooMany, { 'Retry-After': String(limit.retryAfter) });
  }
  try {
    const outcome = await subscribeToNewsletter(db(), parsed.data.email, locale);
    wakeJobRunner();
    if (outcome === 'already-subscribed') return refused(NEWSLETTER_FORM, { email: parsed.data.email }, {}, 'alreadySubscribed', {}, 409);
    return done(NEWSLETTER_FORM, 'confirmationSent', { params: { email: parsed.data.email } });
  } catch (error) {
    log.error({ err: error }, 'newsletter subscription failed');
    return refused(NEWSLETTER_FORM, { email }, {}, 'failure', {}, 503);
  }
}
