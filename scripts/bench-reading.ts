/**
 * The admin's reading report over 1,000,000 anonymous reading events (the last 90 days, 50 books,
 * four chapters each), as the hourly job leaves them (closed days summed, today's and yesterday's
 * raw): the list of books read and one book's report for each period, p50 and
 * max of 7 runs, on PGlite (PostgreSQL with TEST_DATABASE_URL). Part of `npm run bench`; alone:
 * node scripts/bench-reading.ts [events].
 */
import { sql } from 'drizzle-orm';
import { createBook } from '../app/features/reading-records/testing.server.ts';
import { booksWithReaders, readingReport } from '../app/features/reading-records/api.server.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';
import { pruneReadingEvents, summarizeReadingDays, vacuumReadingEvents } from '../app/features/reading-records/testing.server.ts';

const BOOKS = 50;

export async function benchReading(events = 1_000_000) {
  const database = await createTestDatabase();
  const { db } = database;
  const ids: number[] = [];
  for (let i = 0; i < BOOKS; i++) ids.push(await createBook(db, `livro-${i}`));
  const began = performance.now();
  // Readers of a book on a day: open, two time steps, and an end for one in three; books and
  // days skewed so the first books are the most read.
  await db.execute(sql`
    insert into reading_events (day, pseudonym, publication_id, chapter, kind, seconds)
    select current_date - ((n / 7) % 90)::int,
      md5((n / 4)::text),
      (${sql.raw(`array[${ids.join(',')}]`)})[1 + floor(power(random(), 2) * ${BOOKS})::int],
      (array['capa', 'cap-1', 'cap-2', 'cap-3'])[1 + (n / 4) % 4],
      (array['open', 'time', 'time', 'end'])[1 + n % 4],
      case when n % 4 in (1, 2) then 30 else 0 end
    from generate_series(0, ${events - 1}) as n`);
  const fillMs = performance.now() - began;
  // As the hourly job leaves the tables (app/lib/jobs): the closed days summed in daily totals (the
  // raw events stay 90 days), then vacuumed.
  const summarizeStarted = performance.now();
  await summarizeReadingDays(db);
  await pruneReadingEvents(db);
  await vacuumReadingEvents(db);
  const summarizeMs = performance.now() - summarizeStarted;
  const time = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return { p50: times[3]!, max: times[6]! };
  };
  const results = {
    'books read (30 days)': await time(() => booksWithReaders(db, 'pt')),
    'a book, 30 days': await time(() => readingReport(db, ids[0]!, '30', 'pt')),
    'a book, 90 days': await time(() => readingReport(db, ids[0]!, '90', 'pt')),
    'a book, all time': await time(() => readingReport(db, ids[0]!, 'all', 'pt')),
  };
  await database.dispose();
  return { engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', events, fillMs, summarizeMs, results };
}

export function printReading(r: Awaited<ReturnType<typeof benchReading>>) {
  console.log(
    `reading report, ${r.events.toLocaleString('en')} events on ${r.engine} (written in ${(r.fillMs / 1000).toFixed(1)} s, 88 closed days summed by the hourly job in ${(r.summarizeMs / 1000).toFixed(1)} s; target ≤ 200 ms):`,
  );
  for (const [name, t] of Object.entries(r.results)) console.log(`  ${name.padEnd(24)} p50 ${t.p50.toFixed(0)} ms  max ${t.max.toFixed(0)} ms`);
}

if (import.meta.main) printReading(await benchReading(Number(process.argv[2]) || 1_000_000));
