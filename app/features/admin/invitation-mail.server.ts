/** The mail of an account staff opened for someone (enrolment.server.ts): a link to choose a password, and what the account gives access to. */
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { invitationMailMessages } from './invitation-mail-messages.ts';

export async function sendInvitationMail(to: string, locale: Locale, token: string, { name, access }: { name: string; access: string }) {
  const t = translator(invitationMailMessages, locale);
  const url = config().appUrl + localizePath(`/recover/${token}`, locale);
  const mail = renderMail(
    { title: t('title', { name, access }), paragraphs: [t('body', { name, access }), t('expiry')], action: { label: t('action'), url } },
    locale === 'pt' ? 'pt-BR' : 'en-US',
  );
  await queueMail(db(), { to, subject: t('subject'), ...mail });
  wakeJobRunner();
}
