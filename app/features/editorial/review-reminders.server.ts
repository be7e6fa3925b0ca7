/**
 * Reviewers' reminders (issue 51, decision 0045), sent by the job runner's hourly housekeeping:
 * before and after the response date of an unanswered invitation, before and after the review
 * date of an accepted one (workflow.ts remindersDue), each once: its key is kept on the
 * assignment in the same transaction as its mail. Written in the reviewer's language, naming the
 * work only as the anonymity filter lets a reviewer see it.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { formatDate } from '#app/i18n/format.ts';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { reviewAssignments } from '#app/lib/db/schema.ts';
import { invitationPath, newInvitationToken } from './invitation-token.server.ts';
import { assignmentContext, journalIn, reviewerAddress, reviewerView, titleIn } from './review-access.server.ts';
import { queueReminder } from './review-mail.server.ts';
import { REMIND_BEFORE_DAYS, remindersDue } from './workflow.ts';

const DAY = 86_400_000;
/** Assignments looked at per run; the rest wait for the next hour. */
const REMINDERS_PER_RUN = 500;

/** Sends the reminders due at `now`; how many were queued. */
export async function sendReviewReminders(db: Db, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + REMIND_BEFORE_DAYS * DAY);
  const candidates = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .where(
      or(
        and(eq(reviewAssignments.status, 'invited'), lte(reviewAssignments.responseDue, soon)),
        and(eq(reviewAssignments.status, 'accepted'), lte(reviewAssignments.reviewDue, soon)),
      ),
    )
    .limit(REMINDERS_PER_RUN);
  let sent = 0;
  for (const { id } of candidates) sent += await remindOne(db, id, now);
  return sent;
}

async function remindOne(db: Db, assignmentId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Claimed for this transaction: two servers never send the same reminder.
    const [locked] = await tx
      .select({ id: reviewAssignments.id })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.id, assignmentId), inArray(reviewAssignments.status, ['invited', 'accepted'])))
      .for('update', { skipLocked: true });
    if (!locked) return 0;
    const context = await assignmentContext(tx, { id: assignmentId });
    if (!context) return 0;
    const a = context.assignment;
    const due = remindersDue(a, now);
    if (!due.length) return 0;
    const locale: Locale = a.locale === 'en' ? 'en' : 'pt';
    const view = await reviewerView(tx, context);
    const to = await reviewerAddress(tx, a);
    let tokenHash: string | undefined;
    for (const key of due) {
      let link: string | null;
      if (key === 'response-before') {
        // The invitation's first link cannot be mailed again: only its hash is kept. A fresh token
        // replaces it (the old link stops working) and the reminder carries the new link.
        const fresh = newInvitationToken();
        tokenHash = fresh.hash;
        link = invitationPath(fresh.token, locale);
      } else if (key === 'response-after') {
        // Past the response date an invitation link only says it has expired: the mail sends the reviewer to the editors instead.
        link = null;
      } else {
        link = localizePath(`/review/${a.id}`, locale);
      }
      const date = formatDate(key.startsWith('response') ? a.responseDue : a.reviewDue, locale, { dateStyle: 'long' });
      await queueReminder(tx, {
        to,
        locale,
        key,
        params: { journal: journalIn(context, locale), title: titleIn(view, locale), number: context.submission.number, date },
        link,
      });
    }
    await tx
      .update(reviewAssignments)
      .set({ reminders: sql`${reviewAssignments.reminders} || ${JSON.stringify(due)}::jsonb`, ...(tokenHash ? { tokenHash } : {}) })
      .where(eq(reviewAssignments.id, assignmentId));
    return due.length;
  });
}

/** For the hourly housekeeping. */
export const reviewRemindersHourly = async (db: Db) => void (await sendReviewReminders(db));
