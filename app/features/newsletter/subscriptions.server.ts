/**
 * Double opt-in: a subscription is pending until the person opens the link we mail; every
 * mail carries a one-click unsubscribe link. Tokens are random; only the confirmation token's
 * hash is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { newsletterSubscriptions as subscriptions } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { newsletterMessages } from './messages.ts';

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A second request within this time does not mail the link again. */
const RESEND_AFTER_MS = 60 * 1000;
/** Confirmation mails one address may receive a day: anyone may type it into the form. */
export const CONFIRM_MAILS = { limit: 3, windowSeconds: 24 * 60 * 60 };

const token = () => randomBytes(24).toString('base64url');
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export function unsubscribeUrl(unsubscribeToken: string, locale: Locale): string {
  return config().appUrl + localizePath(`/newsletter/unsubscribe/${unsubscribeToken}`, locale);
}

export type SubscribeOutcome = 'confirmation-sent' | 'already-subscribed';

export async function subscribeToNewsletter(db: Db, email: string, locale: Locale, now = new Date()): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    // Insert-or-lock, so two requests at once for one address end in one row and one mail.
    await tx.insert(subscriptions).values({ email, locale, status: 'pending', unsubscribeToken: token() }).onConflictDoNothing({ target: subscriptions.email });
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.email, email)).for('update');
    if (!current) throw new Error('subscription row vanished');
    if (current.status === 'confirmed') return 'already-subscribed';
    if (current.status === 'pending' && current.confirmSentAt && now.getTime() - current.confirmSentAt.getTime() < RESEND_AFTER_MS) {
      return 'confirmation-sent';
    }
    // Past the day's few, the same answer and no mail (the link sent before still works).
    if (!(await hitRateLimit(tx, `newsletter-confirm:${current.id}`, CONFIRM_MAILS)).ok) return 'confirmation-sent';
    const confirmToken = token();
    await tx
      .update(subscriptions)
      .set({ status: 'pending', locale, confirmTokenHash: hash(confirmToken), confirmSentAt: now, unsubscribedAt: null })
      .where(eq(subscriptions.id, current.id));
    const t = translator(newsletterMessages, locale);
    const stopUrl = unsubscribeUrl(current.unsubscribeToken, locale);
    const mail = renderMail(
      {
        title: t('mailTitle'),
        paragraphs: [t('mailBody'), t('mailIgnore')],
        action: { label: t('mailAction'), url: config().appUrl + localizePath(`/newsletter/confirm/${confirmToken}`, locale) },
        footer: [t('mailUnsubscribe', { url: stopUrl })],
      },
      localeInfo[locale].iso,
    );
    await queueMail(tx, {
      to: email,
      subject: t('mailSubject'),
      ...mail,
      headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return 'confirmation-sent';
  });
}

export type ConfirmOutcome = 'confirmed' | 'invalid';

export async function confirmSubscription(db: Db, confirmToken: string, now = new Date()): Promise<ConfirmOutcome> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(
      sql`${subscriptions.confirmTokenHash} = ${hash(confirmToken)} and ${subscriptions.status} = 'pending' and ${subscriptions.confirmSentAt} > ${new Date(now.getTime() - CONFIRM_TTL_MS)}`,
    )
    .returning({ id: subscriptions.id });
  return row ? 'confirmed' : 'invalid';
}

export async function unsubscribe(db: Db, unsubscribeToken: string, now = new Date()): Promise<'unsubscribed' | 'invalid'> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null })
    .where(eq(subscriptions.unsubscribeToken, unsubscribeToken))
    .returning({ id: subscriptions.id });
  return row ? 'unsubscribed' : 'invalid';
}

export async function isValidUnsubscribeToken(db: Db, unsubscribeToken: string): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.unsubscribeToken, unsubscribeToken));
  return Boolean(row);
}

export async function isPendingConfirmToken(db: Db, confirmToken: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      sql`${subscriptions.confirmTokenHash} = ${hash(confirmToken)} and ${subscriptions.status} = 'pending' and ${subscriptions.confirmSentAt} > ${new Date(now.getTime() - CONFIRM_TTL_MS)}`,
    );
  return Boolean(row);
}

/** A deleted account takes its subscription with it (the account feature calls this in its transaction). */
export async function forgetSubscriber(tx: Pick<Db, 'delete'>, email: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.email, email));
}
