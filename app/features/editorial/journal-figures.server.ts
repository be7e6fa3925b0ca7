/** Reads a journal's editorial record for its figures (journal-figures.ts has the rules). */
import { and, eq, gte, notInArray, or } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { articles, journalIssues } from '#app/lib/db/schema.ts';
import { journalFigures, lastTwelveMonths, type JournalFigures } from './journal-figures.ts';
import { submissions } from './tables.server.ts';

/** The journal's figures for the last twelve months (or the period given). */
export async function figuresOfJournal(db: Db, journalId: number, period = lastTwelveMonths(new Date())): Promise<JournalFigures> {
  const since = period.from;
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
        eq(submissions.journalId, journalId),
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
  return journalFigures(
    rows.map((r) => ({ ...r, publishedAt: r.publishedOn ? new Date(`${r.publishedOn}T12:00:00Z`) : null })),
    period.from,
    period.to,
  );
}
