/** Reads a journal's editorial record for its figures (journal-figures.ts has the rules). */
import { and, eq, gte, notInArray, or } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { articles, journalIssues } from '#app/lib/db/schema.ts';
import { journalFigures, lastTwelveMonths, type FigureRow, type JournalFigures } from './journal-figures.ts';
import type { Scope } from './scoped-roles.ts';
import { submissions } from './tables.server.ts';

/** The journal's figures for the last twelve months (or the period given). */
export async function figuresOfJournal(db: Db, journalId: number, period = lastTwelveMonths(new Date())): Promise<JournalFigures> {
  return journalFigures(await figureRows(db, { kind: 'journal', id: journalId }, period.from), period.from, period.to);
}

/** The rows of a journal or an open call that may count in a period starting at `since`. */
export async function figureRows(db: Db, scope: Scope, since: Date): Promise<FigureRow[]> {
  const rows = await db
    .select({
      submittedAt: submissions.submittedAt,
      firstDecisionAt: submissions.firstDecisionAt,
      acceptedAt: submissions.acceptedAt,
      declinedAt: submissions.declinedAt,
      publishedOn: journalIssues.publishedOn,
    })
    .from(submissions)
    .leftJoin(articles, eq(articles.id, submissions.articleId))
    .leftJoin(journalIssues, eq(journalIssues.id, articles.issueId))
    .where(
      and(
        scope.kind === 'journal' ? eq(submissions.journalId, scope.id) : eq(submissions.openCallId, scope.id),
        notInArray(submissions.status, ['draft', 'awaiting-fee']),
        // Only rows that can count in the period.
        or(
          gte(submissions.submittedAt, since),
          gte(submissions.firstDecisionAt, since),
          gte(submissions.acceptedAt, since),
          gte(submissions.declinedAt, since),
          gte(journalIssues.publishedOn, utcDay(since)),
        ),
      ),
    );
  return rows.map(({ publishedOn, ...r }) => ({ ...r, publishedAt: publishedOn ? new Date(`${publishedOn}T12:00:00Z`) : null }));
}
