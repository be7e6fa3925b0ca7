/**
 * The filtered proposals as a CSV file, newest first, in batches; at most SUBMISSIONS_CSV_MAX_ROWS
 * rows. Long texts (description, summaries) stay on the proposal's page: the file is for sorting
 * and counting.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { proposalStatusMessages } from '../proposal-status-messages.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { batchedCsv, type Cursor } from '#app/lib/csv.ts';
import type { Db } from '#app/lib/db/client.server.ts';
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

/** One batch of rows after the cursor, newest first: keyset paging on (submitted_at, id). */
function batch(db: Db, condition: SQL | undefined, cursor: Cursor | null, limit: number) {
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

/** The file in pieces, at most `maxRows` rows. */
export function submissionsCsv(
  db: Db,
  filters: SubmissionFilters,
  locale: Locale,
  { maxRows = SUBMISSIONS_CSV_MAX_ROWS, batchSize = 1_000 } = {},
): AsyncGenerator<string> {
  const t = translator(adminPublishMessages, locale);
  const s = translator(proposalStatusMessages, locale);
  const condition = submissionCondition(filters);
  return batchedCsv(
    COLUMNS.map((column) => t(column)),
    (cursor, limit) => batch(db, condition, cursor, limit),
    (row) => [
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
    ],
    { maxRows, batchSize },
  );
}
