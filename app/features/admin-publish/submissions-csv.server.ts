/**
 * The filtered proposals as a CSV file, written in batches (newest first) so that a large export
 * never sits in memory whole; at most SUBMISSIONS_CSV_MAX_ROWS rows. Long texts (description,
 * summaries) stay on the proposal's page: the file is for sorting and counting.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { proposalStatusMessages } from '#app/features/publish/proposal-status-messages.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { csvLine, UTF8_BOM } from '#app/lib/csv.ts';
import type { Db } from '#app/lib/db/client.ts';
import { openCalls, proposals } from '#app/lib/db/schema.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';
import { adminPublishMessages } from './messages.ts';
import type { SubmissionFilters } from './submission-filters.ts';
import { submissionCondition } from './submission-list.server.ts';

export const SUBMISSIONS_CSV_MAX_ROWS = 50_000;

const COLUMNS = [
  'csv.number',
  'csv.sentAt',
  'csv.status',
  'csv.type',
  'csv.call',
  'csv.title',
  'csv.authors',
  'csv.emails',
  'csv.keywords',
  'csv.chapters',
  'csv.illustrations',
  'csv.thirdPartyImages',
  'csv.sample',
  'csv.language',
  'csv.lastChange',
] as const;

/** The file's name: the day it was made, in São Paulo. */
export const submissionsCsvFileName = (now = new Date()) => `proposals-${calendarDate(now)}.csv`;

/** One batch of rows after the cursor; keyset paging on (submitted_at, id) with PostgreSQL's own text of the time. */
function batch(db: Db, condition: SQL | undefined, cursor: { at: string; id: number } | null, limit: number) {
  const after = cursor ? sql`(${proposals.submittedAt}, ${proposals.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  return db
    .select({
      id: proposals.id,
      submittedAt: proposals.submittedAt,
      cursor: sql<string>`${proposals.submittedAt}::text`,
      status: proposals.status,
      type: proposals.type,
      callPt: openCalls.titlePt,
      callEn: openCalls.titleEn,
      title: proposals.title,
      authors: proposals.authors,
      keywords: proposals.keywords,
      chapters: sql<number>`jsonb_array_length(${proposals.chapters})`,
      needsIllustrations: proposals.needsIllustrations,
      thirdPartyImages: proposals.thirdPartyImages,
      sampleName: proposals.sampleName,
      locale: proposals.locale,
      updatedAt: proposals.updatedAt,
    })
    .from(proposals)
    .leftJoin(openCalls, eq(openCalls.id, proposals.openCallId))
    .where(and(condition, after))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id))
    .limit(limit);
}

/** The file in pieces: the byte-order mark and header, then one piece per batch of rows. */
export async function* submissionsCsv(db: Db, filters: SubmissionFilters, locale: Locale, { maxRows = SUBMISSIONS_CSV_MAX_ROWS, batchSize = 1_000 } = {}): AsyncGenerator<string> {
  const t = translator(adminPublishMessages, locale);
  const s = translator(proposalStatusMessages, locale);
  yield UTF8_BOM + csvLine(COLUMNS.map((column) => t(column)));
  const condition = submissionCondition(filters);
  let cursor: { at: string; id: number } | null = null;
  let written = 0;
  while (written < maxRows) {
    const rows = await batch(db, condition, cursor, Math.min(batchSize, maxRows - written));
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.id,
          row.submittedAt.toISOString(),
          s(`status.${row.status}`),
          t(`type.${row.type}`),
          (locale === 'pt' ? row.callPt : row.callEn) ?? '',
          row.title,
          row.authors.map((a) => a.name).join('; '),
          row.authors.map((a) => a.email).join('; '),
          row.keywords.join('; '),
          row.chapters,
          t(row.needsIllustrations ? 'yes' : 'no'),
          t(row.thirdPartyImages ? 'yes' : 'no'),
          row.sampleName ?? '',
          row.locale,
          row.updatedAt.toISOString(),
        ]),
      )
      .join('');
    written += rows.length;
    const last = rows.at(-1)!;
    cursor = { at: last.cursor, id: last.id };
    if (rows.length < batchSize) return;
  }
}
