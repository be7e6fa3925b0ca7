/**
 * What the editorial record says of a published article (issue 51 item 7; issue 52 item 6): when
 * its manuscript was received and accepted. One source for the article page, its citation data and
 * its JATS history: the submission the article was made from (the demo's published articles have
 * theirs too, seed/seed-editorial.server.ts).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';
import { submissions } from './tables.server.ts';

export interface ArticleRecord {
  /** Calendar dates (YYYY-MM-DD) in the publisher's time zone. */
  receivedOn: string | null;
  acceptedOn: string | null;
  /** The authors' data availability statement, when they gave one. */
  dataAvailability: string | null;
  /** Each author's country and CRediT roles as the manuscript gave them (by name), for the JATS's `aff` and `role`. */
  authors: { name: string; country: string; credit: string[] }[];
}

/** The received and accepted dates of the article made from a submission; both null when none was. */
export async function articleRecord(db: Db, articleId: number): Promise<ArticleRecord> {
  const [row] = await db
    .select({ submittedAt: submissions.submittedAt, acceptedAt: submissions.acceptedAt, metadata: submissions.metadata })
    .from(submissions)
    .where(and(eq(submissions.articleId, articleId), isNotNull(submissions.acceptedAt)))
    .orderBy(desc(submissions.acceptedAt))
    .limit(1);
  return {
    receivedOn: row?.submittedAt ? calendarDate(row.submittedAt) : null,
    acceptedOn: row?.acceptedAt ? calendarDate(row.acceptedAt) : null,
    dataAvailability: row?.metadata.dataAvailability?.trim() || null,
    authors: (row?.metadata.authors ?? []).map((a) => ({ name: a.name, country: a.country, credit: a.credit })),
  };
}
