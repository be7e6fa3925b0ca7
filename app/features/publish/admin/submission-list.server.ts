/** The admin's list of proposals: filters, search, counts per status, pages; the filter's calls; the dashboard's count. */
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PROPOSAL_STATUSES, type ProposalStatus } from '../proposal-status.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls, proposals } from '#app/lib/db/schema.ts';
import { startOfDay, startOfNextDay } from '#app/lib/publisher-time.ts';
import { containsPattern, numberQuery } from '#app/lib/list-filters.ts';
import { SUBMISSIONS_PAGE_SIZE, type SubmissionFilters } from './submission-filters.ts';

type Reader = Pick<Db, 'select'>;

/** The filters as SQL; without the status one for the counts shown as status links. */
export function submissionCondition(filters: Omit<SubmissionFilters, 'page'>, { status = true } = {}): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.q) {
    const number = numberQuery(filters.q);
    // Trigram-indexed: any part of the title or an author's name or e-mail.
    conditions.push(number !== null ? eq(proposals.id, number) : sql`${proposals.searchText} like ${containsPattern(filters.q)}`);
  }
  if (status && filters.status) conditions.push(eq(proposals.status, filters.status));
  if (filters.call === 'none') conditions.push(isNull(proposals.openCallId));
  else if (filters.call !== '') conditions.push(eq(proposals.openCallId, filters.call));
  if (filters.from) conditions.push(gte(proposals.submittedAt, startOfDay(filters.from)));
  if (filters.to) conditions.push(lt(proposals.submittedAt, startOfNextDay(filters.to)));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listSubmissions(db: Reader, filters: SubmissionFilters) {
  const perStatus = await db
    .select({ status: proposals.status, n: count() })
    .from(proposals)
    .where(submissionCondition(filters, { status: false }))
    .groupBy(proposals.status);
  const counts = Object.fromEntries(PROPOSAL_STATUSES.map((status) => [status, perStatus.find((row) => row.status === status)?.n ?? 0])) as Record<
    ProposalStatus,
    number
  >;
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const total = filters.status ? counts[filters.status] : all;
  const rows = await db
    .select({
      id: proposals.id,
      submittedAt: proposals.submittedAt,
      status: proposals.status,
      type: proposals.type,
      title: proposals.title,
      // Read whole and named in JavaScript: an expression here would run for every row an offset skips.
      authors: proposals.authors,
      callTitlePt: openCalls.titlePt,
      callTitleEn: openCalls.titleEn,
    })
    .from(proposals)
    .leftJoin(openCalls, eq(openCalls.id, proposals.openCallId))
    .where(submissionCondition(filters))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id))
    .limit(SUBMISSIONS_PAGE_SIZE)
    .offset((filters.page - 1) * SUBMISSIONS_PAGE_SIZE);
  return {
    counts,
    /** Every status together, with the other filters. */
    all,
    total,
    pages: Math.max(1, Math.ceil(total / SUBMISSIONS_PAGE_SIZE)),
    hasNext: filters.page * SUBMISSIONS_PAGE_SIZE < total,
    submissions: rows.map(({ submittedAt, authors, ...row }) => ({
      ...row,
      authors: authors.map((a) => a.name).join(', '),
      submittedAt: submittedAt.toISOString(),
    })),
  };
}

export type SubmissionListRow = Awaited<ReturnType<typeof listSubmissions>>['submissions'][number];

/** Every call, for the list's filter: the newest first, drafts included (a proposal keeps its call). */
export function callChoices(db: Reader) {
  return db
    .select({ id: openCalls.id, titlePt: openCalls.titlePt, titleEn: openCalls.titleEn })
    .from(openCalls)
    .orderBy(desc(openCalls.opensOn), asc(openCalls.id));
}

/** The dashboard's card: proposals nobody has started to assess yet. */
export async function newSubmissionsCount(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(proposals).where(eq(proposals.status, 'received'));
  return row?.n ?? 0;
}
