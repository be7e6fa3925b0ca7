import { data } from 'react-router';
import type { Locale } from '#app/i18n/locales.ts';
import { db } from '#app/lib/db/db.server.ts';
import { isHoneypotFilled, parseForm } from '#app/lib/forms.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { newsletterSchema, type NewsletterResult } from './newsletter.schema.ts';
import { subscribeToNewsletter } from './subscriptions.server.ts';

/** The subscribe form's action, shared by the newsletter page and the footer form that posts to it. */
export async function handleSubscribe(formData: FormData, locale: Locale, ip: string) {
  const parsed = parseForm(newsletterSchema, formData);
  const email = parsed.values.email ?? '';
  if (!parsed.ok) return data<NewsletterResult>({ status: 'invalid', error: parsed.errors.email ?? 'emailInvalid', email }, { status: 400 });
  if (isHoneypotFilled(formData)) return data<NewsletterResult>({ status: 'confirmation-sent', email });
  const limit = await hitRateLimit(db(), `newsletter:${ip}`, { limit: 10, windowSeconds: 3600 });
  if (!limit.ok) {
    return data<NewsletterResult>(
      { status: 'rate-limited', email, minutes: Math.ceil(limit.retryAfter / 60) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
    );
  }
  try {
    const outcome = await subscribeToNewsletter(db(), parsed.data.email, locale);
    wakeJobRunner();
    return data<NewsletterResult>({ status: outcome, email: parsed.data.email }, { status: outcome === 'already-subscribed' ? 409 : 200 });
  } catch (error) {
    log.error({ err: error }, 'newsletter subscription failed');
    return data<NewsletterResult>({ status: 'failure', email }, { status: 503 });
  }
}
