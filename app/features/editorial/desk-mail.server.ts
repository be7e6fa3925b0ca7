/**
 * The desk's mails: a reviewer's invitation (queued with the assignment, in the reviewer's
 * language, about the work as `forReviewer` shows it: never an author), and a decision's letter to
 * the author, sent by a job of its own so the decision keeps when its letter went (`mailSentAt`):
 * while mail is down the job fails, the decision stays recorded, and the runner tries again.
 */
import { eq } from 'drizzle-orm';
import { formatDate } from '#app/i18n/format.ts';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { db as appDb } from '#app/lib/db/db.server.ts';
import { editorialDecisions, submissions, users } from '#app/lib/db/schema.ts';
import { enqueueJob } from '#app/lib/jobs/jobs.server.ts';
import { deliverMail, queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { readPress } from '#app/lib/press/press.server.ts';
import type { ReviewerView } from './anonymity.ts';
import type { ReviewBlindness } from './values.ts';
import { deskMessages } from './desk-messages.ts';
import { invitationPath } from './invitation-token.server.ts';

export const DECISION_MAIL_JOB = 'editorial.decision-mail';

/** Queues the invitation in the caller's transaction: the work's title and abstract in the reviewer's language, the dates, the journal, the link. */
export async function queueInvitationMail(
  tx: Db,
  input: {
    to: string;
    name: string;
    locale: Locale;
    token: string;
    work: ReviewerView;
    journal: string;
    responseDue: Date;
    reviewDue: Date;
    blindness: ReviewBlindness;
  },
): Promise<void> {
  const t = translator(deskMessages, input.locale);
  const title = (input.locale === 'en' ? input.work.titleEn || input.work.titlePt : input.work.titlePt || input.work.titleEn) ?? '';
  const abstract = (input.locale === 'en' ? input.work.abstractEn || input.work.abstractPt : input.work.abstractPt || input.work.abstractEn) ?? '';
  const day = (d: Date) => formatDate(d, input.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const single = input.blindness === 'single';
  const proposal = input.work.book !== null;
  const bodyKey = proposal ? (single ? 'inviteMail.bodyProposalSingle' : 'inviteMail.bodyProposal') : single ? 'inviteMail.bodySingle' : 'inviteMail.body';
  const content = renderMail(
    {
      title: t('inviteMail.title', { journal: input.journal }),
      paragraphs: [
        t('inviteMail.hello', { name: input.name || input.to }),
        t(bodyKey, { journal: input.journal }),
        `${t('inviteMail.workTitle')}: ${title}`,
        `${t('inviteMail.abstract')}: ${abstract}`,
        t('inviteMail.dates', { response: day(input.responseDue), review: day(input.reviewDue) }),
        t('inviteMail.blind'),
      ],
      action: { label: t('inviteMail.action'), url: config().appUrl + invitationPath(input.token, input.locale) },
      footer: [input.journal],
    },
    localeInfo[input.locale].iso,
  );
  await queueMail(tx, { to: input.to, subject: t(proposal ? 'inviteMail.subjectProposal' : 'inviteMail.subject', { journal: input.journal }), ...content });
}

/** Queues the letter of a recorded decision (in the decision's transaction). */
export async function queueDecisionMail(tx: Db, decisionId: number): Promise<void> {
  await enqueueJob(tx, DECISION_MAIL_JOB, { decisionId });
}

/** Sends a decision's letter to the submission's author once, then marks it sent. */
export async function sendDecisionMail(db: Db, decisionId: number, job: { id: number }): Promise<void> {
  const [row] = await db
    .select({
      letter: editorialDecisions.letter,
      mailSentAt: editorialDecisions.mailSentAt,
      number: submissions.number,
      locale: submissions.locale,
      metadata: submissions.metadata,
      email: users.email,
    })
    .from(editorialDecisions)
    .innerJoin(submissions, eq(submissions.id, editorialDecisions.submissionId))
    .innerJoin(users, eq(users.id, submissions.authorId))
    .where(eq(editorialDecisions.id, decisionId));
  if (!row || row.mailSentAt || !row.number) return;
  const locale: Locale = row.locale === 'en' ? 'en' : 'pt';
  const t = translator(deskMessages, locale);
  const title = (locale === 'en' ? row.metadata.titleEn || row.metadata.titlePt : row.metadata.titlePt || row.metadata.titleEn) ?? '';
  const { name } = await readPress(db);
  const content = renderMail(
    {
      title: t('decisionMail.title', { number: row.number }),
      paragraphs: row.letter.split(/\n{2,}/),
      action: { label: t('decisionMail.action'), url: config().appUrl + localizePath(`/account/submissions/${row.number}`, locale) },
      footer: [name],
    },
    localeInfo[locale].iso,
  );
  await deliverMail({ to: row.email, subject: t('decisionMail.subject', { number: row.number, title }), ...content, fromName: name }, job);
  await db.update(editorialDecisions).set({ mailSentAt: new Date() }).where(eq(editorialDecisions.id, decisionId));
}

/** The desk's job handlers (app/jobs.server.ts registers them). */
export const editorialDeskJobs = {
  [DECISION_MAIL_JOB]: (payload: { decisionId: number }, job: { id: number }) => sendDecisionMail(appDb(), payload.decisionId, job),
};
