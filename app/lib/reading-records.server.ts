/**
 * Anonymous reading records, the retention side: raw events (one daily pseudonym per browser)
 * are kept READING_RAW_DAYS days, then folded into per-day totals and deleted. Lives in lib
 * (not in features/reading-records) because the job runner's hourly prune calls it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';

/** Raw events stay this many days; older days only exist as readingDaily totals. */
export const READING_RAW_DAYS = 90;

/** Visible time is counted in steps of this many seconds… */
export const READING_STEP_SECONDS = 30;
/** …at most this many per chapter, day and pseudonym (so at most 10 minutes). */
export const READING_MAX_STEPS = 20;
export const READING_MAX_SECONDS = READING_STEP_SECONDS * READING_MAX_STEPS;

/**
 * The time histogram's buckets, by their lower bound in seconds: bucket i holds the readers who
 * spent from READING_TIME_BUCKETS[i] up to (not including) READING_TIME_BUCKETS[i + 1]; the last
 * one holds exactly READING_MAX_SECONDS, the most a reader can count.
 */
export const READING_TIME_BUCKETS = [0, 30, 60, 120, 180, 300, 450, READING_MAX_SECONDS] as const;

/** The bucket a reader's seconds fall in. */
export function timeBucket(seconds: number): number {
  let index = 0;
  for (let i = 0; i < READING_TIME_BUCKETS.length; i++) if (seconds >= READING_TIME_BUCKETS[i]!) index = i;
  return index;
}

/** The UTC calendar day of an instant, as the database's date columns hold it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` days before `at`'s. */
export function daysBefore(at: Date, days: number): string {
  return utcDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - days)));
}

/** Aggregate: the histogram (int[], READING_TIME_BUCKETS) of a grouped `seconds` column, one per reader. */
export const timeHistogramSql = sql`array[${sql.join(
  READING_TIME_BUCKETS.map((from, i) => {
    const to = READING_TIME_BUCKETS[i + 1];
    return to === undefined ? sql`count(*) filter (where seconds >= ${from})` : sql`count(*) filter (where seconds >= ${from} and seconds < ${to})`;
  }),
  sql`, `,
)}]::int[]`;

/** Per reader (pseudonym and day) and chapter: ended or not, and the visible seconds counted (bounded). */
export const perReaderColumnsSql = sql`bool_or(kind = 'end') as ended, least(coalesce(sum(seconds) filter (where kind = 'time'), 0), ${READING_MAX_SECONDS}) as seconds`;

/**
 * Folds the raw events of days older than READING_RAW_DAYS into readingDaily and deletes them, in
 * one statement (so one transaction): the DELETE … RETURNING feeds the totals, so two servers
 * folding at once never count a row twice (the second finds the rows gone). Returns how many
 * raw events were folded.
 */
export async function foldReadingEvents(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = daysBefore(now, READING_RAW_DAYS);
  const result = await db.execute<{ events: number }>(sql`
    with gone as (
      delete from reading_events where day < ${cutoff}
      returning day, pseudonym, publication_id, chapter, kind, seconds
    ), per_reader as (
      select day, publication_id, chapter, pseudonym,
        ${perReaderColumnsSql}
      from gone group by day, publication_id, chapter, pseudonym
    ), folded as (
      insert into reading_daily (day, publication_id, chapter, readers, completions, time_histogram)
      select day, publication_id, chapter, count(*)::int, (count(*) filter (where ended))::int, ${timeHistogramSql}
      from per_reader group by day, publication_id, chapter
      on conflict (day, publication_id, chapter) do update set
        readers = reading_daily.readers + excluded.readers,
        completions = reading_daily.completions + excluded.completions,
        time_histogram = array(
          select coalesce(a, 0) + coalesce(b, 0) from unnest(reading_daily.time_histogram, excluded.time_histogram) as h(a, b)
        )
      returning 1
    ), title_folded as (
      -- The title as a whole (chapter ''): its readers that day, which COUNTER counts as
      -- Unique_Title_Requests and the chapters' rows cannot give once the pseudonyms are gone.
      insert into reading_daily (day, publication_id, chapter, readers, completions, time_histogram)
      select day, publication_id, '', count(distinct pseudonym)::int, 0, array_fill(0, array[${sql.raw(String(READING_TIME_BUCKETS.length))}])
      from gone group by day, publication_id
      on conflict (day, publication_id, chapter) do update set readers = reading_daily.readers + excluded.readers
      returning 1
    )
    select (select count(*) from gone)::int as events`);
  return Number((result as unknown as { rows: { events: number }[] }).rows[0]?.events ?? 0);
}

/**
 * Keeps the raw events' visibility map current, so the reports read their covering index alone
 * (an index-only scan). PostgreSQL's autovacuum would do it in time; the embedded database has no
 * autovacuum. Run hourly after the fold; cheap when little changed.
 */
export async function vacuumReadingEvents(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) reading_events`);
}
