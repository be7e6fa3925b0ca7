/**
 * Anonymous reading records, the retention side: a closed day's raw events (one daily pseudonym
 * per browser) are added to per-day totals, which the reports read; the raw events are deleted
 * after READING_RAW_DAYS days, by the job runner's hourly housekeeping.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { addDays, utcDaysBefore } from '#app/lib/utc-days.ts';

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
 * Raw events of days not yet counted in readingDaily, as a condition on a `day` column: every day
 * after the last summarized one. Reports add these to readingDaily's rows, in one statement (one
 * snapshot), so a day summarized meanwhile is counted once.
 */
export const unsummarizedDaySql = (day = sql`day`) => sql`${day} > (select coalesce(max(day), '-infinity'::date) from reading_summarized_days)`;

/**
 * Adds each closed day's raw events to readingDaily: per chapter its readers, completions and time
 * histogram, and per title (chapter '') its readers, which COUNTER counts as Unique_Title_Requests
 * and the chapters' rows cannot give once the pseudonyms are gone. A day is summed once it is two
 * days old (a request begun just before midnight may still write under the day before), in order,
 * one transaction per day so other queries run in between. The raw events stay until
 * pruneReadingEvents. Returns how many raw events were summed.
 */
export async function summarizeReadingDays(db: Db, now: Date = new Date()): Promise<number> {
  const lastClosed = utcDaysBefore(now, 2);
  const [next] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select coalesce((select (max(day) + 1)::text from reading_summarized_days), (select min(day)::text from reading_events)) as day`),
  );
  let events = 0;
  for (let day = next?.day; day && day <= lastClosed; day = addDays(day, 1)) events += await summarizeDay(db, day);
  return events;
}

/**
 * One day: claimed in readingSummarizedDays in the same transaction as its totals are written, so a
 * second server finds it claimed and adds nothing, and reports never count it twice.
 */
async function summarizeDay(db: Db, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = rowsOf(await tx.execute(sql`insert into reading_summarized_days (day) values (${day}) on conflict do nothing returning day`));
    if (!claimed.length) return 0;
    const result = await tx.execute(sql`
      with raw as (
        select pseudonym, publication_id, chapter, kind, seconds from reading_events where day = ${day}
      ), per_reader as (
        select publication_id, chapter, pseudonym, ${perReaderColumnsSql}
        from raw group by publication_id, chapter, pseudonym
      ), chapters as (
        insert into reading_daily (day, publication_id, chapter, readers, completions, time_histogram)
        select ${day}, publication_id, chapter, count(*)::int, (count(*) filter (where ended))::int, ${timeHistogramSql}
        from per_reader group by publication_id, chapter
        -- A day the earlier 90-day fold already summed in part (an upgrade): add to it.
        on conflict (day, publication_id, chapter) do update set
          readers = reading_daily.readers + excluded.readers,
          completions = reading_daily.completions + excluded.completions,
          time_histogram = array(
            select coalesce(a, 0) + coalesce(b, 0) from unnest(reading_daily.time_histogram, excluded.time_histogram) as h(a, b)
          )
        returning 1
      ), titles as (
        insert into reading_daily (day, publication_id, chapter, readers, completions, time_histogram)
        select ${day}, publication_id, '', count(distinct pseudonym)::int, 0, array_fill(0, array[${sql.raw(String(READING_TIME_BUCKETS.length))}])
        from raw group by publication_id
        on conflict (day, publication_id, chapter) do update set readers = reading_daily.readers + excluded.readers
        returning 1
      )
      select (select count(*) from raw)::int as events`);
    return Number(rowsOf<{ events: number }>(result)[0]?.events ?? 0);
  });
}

/**
 * Deletes the raw events older than READING_RAW_DAYS whose day is already summarized (all of them
 * once summarizeReadingDays has run), and the claims as old, but the last.
 * Returns how many raw events were deleted.
 */
export async function pruneReadingEvents(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = utcDaysBefore(now, READING_RAW_DAYS);
  const result = await db.execute(sql`
    with gone as (
      delete from reading_events where day < ${cutoff} and not (${unsummarizedDaySql()}) returning 1
    ), claims as (
      delete from reading_summarized_days where day < ${cutoff} and day < (select max(day) from reading_summarized_days) returning 1
    )
    select (select count(*) from gone)::int as events, (select count(*) from claims)::int as claims`);
  return Number(rowsOf<{ events: number }>(result)[0]?.events ?? 0);
}

/**
 * Keeps the raw events' visibility map current, so the reports read their covering index alone
 * (an index-only scan). PostgreSQL's autovacuum would do it in time; the embedded database has no
 * autovacuum. Run hourly after the summary and the prune; cheap when little changed.
 */
export async function vacuumReadingEvents(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) reading_events`);
}

/** The hourly housekeeping of anonymous reading records: closed days become daily totals; raw events go after 90 days. */
export async function readingRecordsHourly(db: Db): Promise<void> {
  await summarizeReadingDays(db, new Date());
  await pruneReadingEvents(db, new Date());
  await vacuumReadingEvents(db);
}
