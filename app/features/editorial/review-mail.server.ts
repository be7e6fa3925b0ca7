/**
 * The peer review's mails, each in its reader's language and queued in the caller's transaction
 * (sent by the job runner, retried while mail is down). What a mail to a reviewer says of the work
 * comes from the anonymity filter's view (title and number); a mail to an author never names a
 * reviewer; the editors may be told who a reviewer is.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls, scopedRoles, users } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { reviewMessages, type ReviewKey } from './review-messages.ts';
import type { Scope } from './scoped-roles.ts';

const asLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'pt');

/** The editors and assistant editors of a scope (an open call's: its collection's series editors too), with the language their mails are written in. */
async function scopeEditors(db: Db, scope: Scope | null): Promise<{ email: string; locale: Locale }[]> {
  if (!scope) return [];
  const ofScope = and(eq(scopedRoles.scopeKind, scope.kind), eq(scopedRoles.scopeId, scope.id));
  const ofCollection =
    scope.kind === 'open-call'
      ? and(
          eq(scopedRoles.scopeKind, 'collection'),
          sql`${scopedRoles.scopeId} = (select ${openCalls.collectionId} from ${openCalls} where ${openCalls.id} = ${scope.id})`,
        )
      : undefined;
  const rows = await db
    .select({ email: users.email, locale: users.locale })
    .from(scopedRoles)
    .innerJoin(users, eq(users.id, scopedRoles.userId))
    .where(and(ofCollection ? or(ofScope, ofCollection) : ofScope, inArray(scopedRoles.role, ['editor', 'assistant-editor', 'series-editor'])));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.email) && seen.add(r.email)).map((r) => ({ email: r.email, locale: asLocale(r.locale) }));
}

/** One mail in the site's layout: a title, a paragraph, a button to a page of the site. */
async function queuePlain(
  tx: Db,
  input: {
    to: string;
    locale: Locale;
    subject: ReviewKey;
    body: ReviewKey;
    params: Record<string, string>;
    action: ReviewKey;
    path: string;
    absolute?: string;
  },
) {
  const t = translator(reviewMessages, input.locale);
  const content = renderMail(
    {
      title: t(input.subject, input.params),
      paragraphs: [t(input.body, input.params)],
      action: { label: t(input.action), url: input.absolute ?? config().appUrl + localizePath(input.path, input.locale) },
      footer: [currentPress().name],
    },
    localeInfo[input.locale].iso,
  );
  await queueMail(tx, { to: input.to, subject: t(input.subject, input.params), ...content });
}

export type EditorsNotice = 'accepted' | 'declined' | 'submitted' | 'revised';

/** Tells the scope's editors that a reviewer answered or sent the review (the editors may know the reviewer's name). */
export async function queueEditorsNotice(tx: Db, scope: Scope | null, kind: EditorsNotice, params: { number: string; reviewer: string }): Promise<void> {
  for (const editor of await scopeEditors(tx, scope)) {
    await queuePlain(tx, {
      to: editor.email,
      locale: editor.locale,
      subject: `mail.noticeSubject.${kind}`,
      body: `mail.notice.${kind}`,
      params,
      action: 'mail.openDesk',
      path: '/editorial',
    });
  }
}

/** The notice of a new message in a discussion, to the other side: never the message's text, never its sender's name. */
export async function queueMessageNotice(
  tx: Db,
  input:
    | { to: 'editors'; scope: Scope | null; from: 'author' | 'reviewer'; number: string }
    | { to: 'author' | 'reviewer'; email: string; locale: string; number: string; journal: { pt: string; en: string }; path: string },
): Promise<void> {
  if (input.to === 'editors') {
    for (const editor of await scopeEditors(tx, input.scope)) {
      await queuePlain(tx, {
        to: editor.email,
        locale: editor.locale,
        subject: 'mail.messageSubject',
        body: input.from === 'author' ? 'mail.messageFromAuthor' : 'mail.messageFromReviewer',
        params: { number: input.number },
        action: 'mail.readMessage',
        path: '/editorial',
      });
    }
    return;
  }
  const locale = asLocale(input.locale);
  await queuePlain(tx, {
    to: input.email,
    locale,
    subject: 'mail.messageSubject',
    body: input.to === 'author' ? 'mail.messageToAuthor' : 'mail.messageToReviewer',
    params: { number: input.number, journal: locale === 'en' ? input.journal.en : input.journal.pt },
    action: 'mail.readMessage',
    path: input.path,
  });
}

/** A reminder to a reviewer: `link` is a path of the site (a fresh invitation or the review page), or none when only the editors can help now. */
export async function queueReminder(
  tx: Db,
  input: { to: string; locale: string; key: string; params: { journal: string; title: string; number: string; date: string }; link: string | null },
): Promise<void> {
  const locale = asLocale(input.locale);
  const t = translator(reviewMessages, locale);
  const subject = t(`mail.reminderSubject.${input.key}` as ReviewKey, input.params);
  const content = renderMail(
    {
      title: subject,
      paragraphs: [t(`mail.reminder.${input.key}` as ReviewKey, input.params)],
      ...(input.link
        ? { action: { label: t(input.key.startsWith('response') ? 'mail.answerInvitation' : 'mail.openReview'), url: config().appUrl + input.link } }
        : {}),
      footer: [currentPress().name],
    },
    localeInfo[locale].iso,
  );
  await queueMail(tx, { to: input.to, subject, ...content });
}
