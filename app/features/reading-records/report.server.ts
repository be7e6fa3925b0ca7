/**
 * Reports on anonymous reading records, for admins and for a book's own authors. Every number
 * that describes a group of fewer than MIN_GROUP readers comes back as FEWER_THAN_5 instead of
 * the count (also 0), and so does any ratio or median computed from such a group. Nothing here
 * returns a pseudonym, and the tables hold no user id, e-mail or address to return.
 *
 * A "reader" is a pseudonym on one day: pseudonyms change daily, so the same person reading on two
 * days counts twice. That is what lets raw events and daily totals add up the same way.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pick } from '#app/lib/localized.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publicationAuthors, publications, readerChapters, readerEditions } from '#app/lib/db/schema.ts';
import { FEWER_THAN_5, guard, guardedTotal, MIN_GROUP, type Guarded, type GuardedTotal, type Period } from './guarded.ts';
import { perReaderColumnsSql, READING_MAX_SECONDS, READING_TIME_BUCKETS, timeHistogramSql, unsummarizedDaySql } from './reading-days.server.ts';
import { utcDaysBefore } from '#app/lib/utc-days.ts';
import { rowsOf } from '#app/lib/db/rows.ts';

/** The median of a histogram over READING_TIME_BUCKETS, interpolated inside its bucket. */
export function histogramMedian(histogram: readonly number[]): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  const half = total / 2;
  let before = 0;
  for (let i = 0; i < READING_TIME_BUCKETS.length; i++) {
    const inBucket = histogram[i] ?? 0;
    if (inBucket > 0 && before + inBucket >= half) {
      const from = READING_TIME_BUCKETS[i]!;
      const to = READING_TIME_BUCKETS[i + 1] ?? READING_MAX_SECONDS;
      return from + ((half - before) / inBucket) * (to - from);
    }
    before += inBucket;
  }
  return READING_MAX_SECONDS;
}

const addHistograms = (a: readonly number[], b: readonly number[]) => READING_TIME_BUCKETS.map((_, i) => (a[i] ?? 0) + (b[i] ?? 0));

async function bookTitle(db: Db, publicationId: number, locale: Locale): Promise<string | null> {
  const [row] = await db.select({ titlePt: publications.titlePt, titleEn: publications.titleEn }).from(publications).where(eq(publications.id, publicationId));
  return row ? pick(row, 'title', locale) : null;
}

/**
 * Readers per day of one book (or of every book) since a day: the title's daily totals for the
 * summarized days and the raw events after them, in one statement.
 */
async function readersPerDay(db: Db, since: string, publicationId?: number) {
  const book = (column: SQL) => (publicationId === undefined ? sql`true` : sql`${column} = ${publicationId}`);
  return rowsOf<{ publication_id: number; day: string; readers: number }>(
    await db.execute(sql`
      select publication_id, day::text as day, count(distinct pseudonym)::int as readers
      from reading_events where ${book(sql`publication_id`)} and day >= ${since} and ${unsummarizedDaySql()}
      group by publication_id, day
      union all
      select publication_id, day::text, readers from reading_daily
      where ${book(sql`publication_id`)} and chapter = '' and day >= ${since}`),
  );
}

export interface BookWithReaders {
  publicationId: number;
  title: string;
  /** Readers (pseudonyms per day, summed) in the last 30 days. */
  readers: GuardedTotal;
}

const sortValue = (total: GuardedTotal) => (typeof total === 'number' ? total : typeof total === 'object' ? total.atLeast : -1);

/**
 * The books read in the last 30 days, most read first by the shown figure (books under 5 come
 * last, by title, so their order reveals nothing either).
 */
export async function booksWithReaders(db: Db, locale: Locale, now: Date = new Date()): Promise<BookWithReaders[]> {
  const perDay = await readersPerDay(db, utcDaysBefore(now, 29));
  const byBook = new Map<number, number[]>();
  for (const row of perDay) byBook.set(row.publication_id, [...(byBook.get(row.publication_id) ?? []), row.readers]);
  if (byBook.size === 0) return [];
  const works = await db
    .select({ id: publications.id, titlePt: publications.titlePt, titleEn: publications.titleEn })
    .from(publications)
    .where(inArray(publications.id, [...byBook.keys()]));
  const books = works.map((work) => ({ publicationId: work.id, title: pick(work, 'title', locale), readers: guardedTotal(byBook.get(work.id)!) }));
  return books.sort((a, b) => sortValue(b.readers) - sortValue(a.readers) || a.title.localeCompare(b.title, locale));
}

export interface ChapterReading {
  position: number;
  title: string;
  readers: Guarded;
  /** Readers of this chapter / readers of the first chapter. */
  reach: Guarded;
  /** Readers who reached its end / readers who opened it. */
  completion: Guarded;
  /** Median visible time per reader, in seconds. */
  medianSeconds: Guarded;
}

export interface ReadingReport {
  publicationId: number;
  title: string;
  period: Period;
  /** The per-day table's days (30, or 90 for the longer periods), oldest first. */
  days: { day: string; readers: Guarded }[];
  /** Readers over the per-day table's days. */
  total: GuardedTotal;
  /** The current edition's chapters in reading order (empty when the book has no online edition). */
  chapters: ChapterReading[];
}

interface ChapterTotals {
  readers: number;
  completions: number;
  histogram: number[];
  /** The exact median of the raw events (used when no daily totals take part). */
  rawMedian: number;
  folded: boolean;
}

async function chapterTotals(db: Db, publicationId: number, since: string | null): Promise<Map<string, ChapterTotals>> {
  const period = since === null ? sql`true` : sql`day >= ${since}`;
  // The raw events of the days not yet summarized, per chapter, then each summarized day's totals
  // (chapter '' is the title as a whole, COUNTER's unique title readers, not a chapter).
  const rows = rowsOf<{ chapter: string; readers: number; completions: number; median: number; histogram: number[]; folded: boolean }>(
    await db.execute(sql`
      select chapter, count(*)::int as readers, (count(*) filter (where ended))::int as completions,
        coalesce(percentile_cont(0.5) within group (order by seconds), 0)::float8 as median,
        ${timeHistogramSql} as histogram, false as folded
      from (
        select day, pseudonym, chapter, ${perReaderColumnsSql}
        from reading_events where publication_id = ${publicationId} and ${period} and ${unsummarizedDaySql()}
        group by day, pseudonym, chapter
      ) per_reader
      group by chapter
      union all
      select chapter, readers, completions, 0, time_histogram, true
      from reading_daily where publication_id = ${publicationId} and chapter <> '' and ${period}`),
  );
  const totals = new Map<string, ChapterTotals>();
  for (const row of rows) {
    const before = totals.get(row.chapter);
    const histogram = row.histogram.map(Number);
    if (!before) {
      totals.set(row.chapter, { readers: row.readers, completions: row.completions, histogram, rawMedian: Number(row.median), folded: row.folded });
      continue;
    }
    totals.set(row.chapter, {
      readers: before.readers + row.readers,
      completions: before.completions + row.completions,
      histogram: addHistograms(before.histogram, histogram),
      // Summed over sources, the median comes from the histogram.
      rawMedian: before.rawMedian,
      folded: true,
    });
  }
  return totals;
}

/**
 * One book's report for a period: readers per day (the last 30 days, or 90 for the longer
 * periods) and, per chapter of the current edition, readers, reach, completion and median time
 * from the raw events and the daily totals together. Null when the work does not exist.
 */
export async function readingReport(db: Db, publicationId: number, period: Period, locale: Locale, now: Date = new Date()): Promise<ReadingReport | null> {
  const title = await bookTitle(db, publicationId, locale);
  if (title === null) return null;

  const dayCount = period === '30' ? 30 : 90;
  const firstDay = utcDaysBefore(now, dayCount - 1);
  const perDay = new Map((await readersPerDay(db, firstDay, publicationId)).map((row) => [row.day, row.readers]));
  const dayList = Array.from({ length: dayCount }, (_, i) => utcDaysBefore(now, dayCount - 1 - i));
  const counts = dayList.map((day) => perDay.get(day) ?? 0);

  const chapters = await db
    .select({ slug: readerChapters.slug, title: readerChapters.title, position: readerChapters.position, linear: readerChapters.linear })
    .from(readerChapters)
    .innerJoin(readerEditions, and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.current, true)))
    .where(eq(readerEditions.publicationId, publicationId))
    .orderBy(asc(readerChapters.position));
  const totals = await chapterTotals(db, publicationId, period === 'all' ? null : firstDay);
  const first = chapters.find((c) => c.linear) ?? chapters[0];
  const firstReaders = first ? (totals.get(first.slug)?.readers ?? 0) : 0;

  return {
    publicationId,
    title,
    period,
    days: dayList.map((day, i) => ({ day, readers: guard(counts[i]!) })),
    total: guardedTotal(counts),
    chapters: chapters.map((chapter) => {
      const t = totals.get(chapter.slug);
      const readers = t?.readers ?? 0;
      const completions = t?.completions ?? 0;
      const small = readers < MIN_GROUP;
      return {
        position: chapter.position,
        title: chapter.title,
        readers: guard(readers),
        reach: small || firstReaders < MIN_GROUP ? FEWER_THAN_5 : readers / firstReaders,
        completion: small || completions < MIN_GROUP ? FEWER_THAN_5 : Math.min(1, completions / readers),
        medianSeconds: small || !t ? FEWER_THAN_5 : t.folded ? histogramMedian(t.histogram) : t.rawMedian,
      };
    }),
  };
}

/** Is this account linked to the work as one of its authors (publication_authors)? */
export async function isAuthorOf(db: Db, userId: string, publicationId: number): Promise<boolean> {
  const found = await db
    .select({ one: sql<number>`1` })
    .from(publicationAuthors)
    .where(and(eq(publicationAuthors.userId, userId), eq(publicationAuthors.publicationId, publicationId)))
    .limit(1);
  return found.length > 0;
}

/** A route parameter that must be a work's id. */
export function parsePublicationId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
