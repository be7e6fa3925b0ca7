/** The mail an author gets when a manuscript is submitted: its number, in the author's language. */
import { eq } from 'drizzle-orm';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, submissions, users } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { submitMessages } from './submit-messages.ts';

/** Queues the author's "submission received" mail in the caller's transaction (sent by the job runner, retried while mail is down). */
export async function queueSubmittedMail(tx: Db, submissionId: number, number: string): Promise<void> {
  const [row] = await tx
    .select({
      locale: submissions.locale,
      metadata: submissions.metadata,
      status: submissions.status,
      name: users.name,
      email: users.email,
      journalPt: publications.titlePt,
      journalEn: publications.titleEn,
    })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.authorId))
    .leftJoin(publications, eq(publications.id, submissions.journalId))
    .where(eq(submissions.id, submissionId));
  if (!row) return;
  const locale: Locale = row.locale === 'en' ? 'en' : 'pt';
  const t = translator(submitMessages, locale);
  const title = (locale === 'en' ? row.metadata.titleEn || row.metadata.titlePt : row.metadata.titlePt || row.metadata.titleEn) ?? '';
  const journal = (locale === 'en' ? row.journalEn || row.journalPt : row.journalPt) ?? '';
  const paragraphs = [t('mailBody', { name: row.name, title, journal, number })];
  if (row.status === 'awaiting-fee') paragraphs.push(t('mailFee'));
  paragraphs.push(t('mailFollow'));
  const content = renderMail(
    {
      title: t('mailTitle'),
      paragraphs,
      action: { label: t('mailAction'), url: config().appUrl + localizePath(`/account/submissions/${number}`, locale) },
      footer: [currentPress().name],
    },
    localeInfo[locale].iso,
  );
  await queueMail(tx, { to: row.email, subject: t('mailSubject', { number, title }), ...content });
}
