/** A closed day's raw reading events become daily totals; raw events go after 90 days (the job runner's hourly prune). */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingDaily, readingEvents, readingSummarizedDays } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { pruneReadingEvents, READING_TIME_BUCKETS, summarizeReadingDays, timeBucket } from './reading-days.server.ts';
import { createBook, readChapter } from './test-support.ts';

let database: TestDatabase;
let book: number;
let other: number;
const now = new Date('2026-06-30T12:00:00Z');
// 90 days before 2026-06-30 is 2026-04-01: raw events of days before it are deleted, it and later stay.
const OLD = '2026-03-31';
const OLDER = '2026-02-10';
const KEPT = '2026-04-01';
// Two days old on 2026-06-30: the last day summarized. The day after may still be written to.
const CLOSED = '2026-06-28';
const YESTERDAY = '2026-06-29';

beforeAll(async () => {
  database = await createTestDatabase();
  book = await createBook(database.db, 'dobras');
  other = await createBook(database.db, 'outro');
});
afterAll(() => database.dispose());

const daily = () => database.db.select().from(readingDaily).orderBy(asc(readingDaily.day), asc(readingDaily.publicationId), asc(readingDaily.chapter));
const rawDays = async () => [...new Set((await database.db.select({ day: readingEvents.day }).from(readingEvents)).map((r) => r.day))].sort();

describe('the time buckets', () => {
  it('start at 0 and end at the 10-minute bound, each reader in exactly one', () => {
    expect(READING_TIME_BUCKETS[0]).toBe(0);
    expect(READING_TIME_BUCKETS.at(-1)).toBe(600);
    expect([0, 29, 30, 59, 60, 119, 120, 299, 300, 599, 600].map(timeBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7]);
  });
});

describe('summarizeReadingDays and pruneReadingEvents', () => {
  it('before any day is summarized, no raw event is deleted, however old', async () => {
    await readChapter(database.db, other, 'cap-1', OLDER, { steps: 2 });
    expect(await pruneReadingEvents(database.db, now)).toBe(0);
    expect(await rawDays()).toEqual([OLDER]);
  });

  it('sums each closed day into readers, completions and a time histogram per day, book and chapter; the raw events stay', async () => {
    const db = database.db;
    // Seven readers of cap-1 on OLD, with 0 … 25 steps (25 is past the bound: counted as 600 s).
    const steps = [0, 1, 2, 4, 10, 20, 25];
    for (const [i, n] of steps.entries()) await readChapter(db, book, 'cap-1', OLD, { steps: n, ended: i % 2 === 0 });
    // One reader who read two chapters that day counts once in each.
    const both = await readChapter(db, book, 'cap-1', OLD, { steps: 3, ended: true });
    await readChapter(db, book, 'cap-2', OLD, { id: both, steps: 1 });
    // An end without its open (read across midnight) still makes a reader.
    await db.insert(readingEvents).values({ day: OLD, pseudonym: 'f'.repeat(32), publicationId: book, chapter: 'cap-2', kind: 'end' });
    await readChapter(db, book, 'cap-1', KEPT, { steps: 2, ended: true });
    await readChapter(db, book, 'cap-3', CLOSED, { steps: 1 });
    // Not closed yet: yesterday and today stay raw only.
    await readChapter(db, book, 'cap-1', YESTERDAY, { steps: 1 });
    await readChapter(db, book, 'cap-1', '2026-06-30', { steps: 1 });
    const closedRows = (await db.select().from(readingEvents)).filter((r) => r.day <= CLOSED).length;

    expect(await summarizeReadingDays(db, now)).toBe(closedRows);

    expect(await daily()).toEqual([
      // Chapter '': the title's readers that day (COUNTER's unique title requests).
      { day: OLDER, publicationId: other, chapter: '', readers: 1, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      { day: OLDER, publicationId: other, chapter: 'cap-1', readers: 1, completions: 0, timeHistogram: [0, 0, 1, 0, 0, 0, 0, 0] },
      // Nine sessions read the book on OLD: eight of cap-1 (`both` among them) and the end without its open.
      { day: OLD, publicationId: book, chapter: '', readers: 9, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      // 0, 30, 60, 90, 120, 300, 600, 600 seconds; ended: readers 0, 2, 4, 6 and `both`.
      { day: OLD, publicationId: book, chapter: 'cap-1', readers: 8, completions: 5, timeHistogram: [1, 1, 2, 1, 0, 1, 0, 2] },
      { day: OLD, publicationId: book, chapter: 'cap-2', readers: 2, completions: 1, timeHistogram: [1, 1, 0, 0, 0, 0, 0, 0] },
      { day: KEPT, publicationId: book, chapter: '', readers: 1, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      { day: KEPT, publicationId: book, chapter: 'cap-1', readers: 1, completions: 1, timeHistogram: [0, 0, 1, 0, 0, 0, 0, 0] },
      { day: CLOSED, publicationId: book, chapter: '', readers: 1, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      { day: CLOSED, publicationId: book, chapter: 'cap-3', readers: 1, completions: 0, timeHistogram: [0, 1, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(await rawDays()).toEqual([OLDER, OLD, KEPT, CLOSED, YESTERDAY, '2026-06-30']);
    const claims = await db.select().from(readingSummarizedDays);
    expect(claims.at(-1)).toEqual({ day: CLOSED });
  });

  it('sums nothing twice: a second run (or a second server) finds the days claimed and leaves the totals alone', async () => {
    const before = await daily();
    expect(await summarizeReadingDays(database.db, now)).toBe(0);
    expect(await daily()).toEqual(before);
  });

  it('a day later, yesterday is summarized too', async () => {
    expect(await summarizeReadingDays(database.db, new Date('2026-07-01T00:30:00Z'))).toBe(2);
    const [row] = await database.db
      .select()
      .from(readingDaily)
      .where(and(eq(readingDaily.day, YESTERDAY), eq(readingDaily.chapter, 'cap-1')));
    expect(row).toMatchObject({ readers: 1, completions: 0, timeHistogram: [0, 1, 0, 0, 0, 0, 0, 0] });
  });

  it('after 90 days the raw events go, their totals stay, and the last claim is kept', async () => {
    const totals = await daily();
    const oldRows = (await database.db.select().from(readingEvents)).filter((r) => r.day < KEPT).length;
    expect(await pruneReadingEvents(database.db, now)).toBe(oldRows);
    expect(await rawDays()).toEqual([KEPT, CLOSED, YESTERDAY, '2026-06-30']);
    expect(await daily()).toEqual(totals);
    // Far ahead: every raw event goes; the claims of the last 90 days stay (the last one says how
    // far the days are summarized), the older ones go.
    await summarizeReadingDays(database.db, new Date('2026-12-01T00:00:00Z'));
    await pruneReadingEvents(database.db, new Date('2026-12-01T00:00:00Z'));
    expect(await rawDays()).toEqual([]);
    const claims = (await database.db.select().from(readingSummarizedDays).orderBy(asc(readingSummarizedDays.day))).map((c) => c.day);
    expect([claims[0], claims.at(-1), claims.length]).toEqual(['2026-09-02', '2026-11-29', 89]);
  });
});
