/** Folding raw reading events older than 90 days into daily totals (the job runner's hourly prune). */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingDaily, readingEvents } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.ts';
import { foldReadingEvents, READING_TIME_BUCKETS, timeBucket } from '#app/lib/reading-records.server.ts';
import { createBook, readChapter } from './test-support.ts';

let database: TestDatabase;
let book: number;
let other: number;
const now = new Date('2026-06-30T12:00:00Z');
// 90 days before 2026-06-30 is 2026-04-01: days before it are folded, it and later stay raw.
const OLD = '2026-03-31';
const OLDER = '2026-02-10';
const KEPT = '2026-04-01';

beforeAll(async () => {
  database = await createTestDatabase();
  book = await createBook(database.db, 'dobras');
  other = await createBook(database.db, 'outro');
});
afterAll(() => database.dispose());

const daily = () => database.db.select().from(readingDaily).orderBy(asc(readingDaily.day), asc(readingDaily.publicationId), asc(readingDaily.chapter));

describe('the time buckets', () => {
  it('start at 0 and end at the 10-minute bound, each reader in exactly one', () => {
    expect(READING_TIME_BUCKETS[0]).toBe(0);
    expect(READING_TIME_BUCKETS.at(-1)).toBe(600);
    expect([0, 29, 30, 59, 60, 119, 120, 299, 300, 599, 600].map(timeBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7]);
  });
});

describe('foldReadingEvents', () => {
  it('folds old days into readers, completions and a time histogram per day, book and chapter, and deletes those raw rows', async () => {
    const db = database.db;
    // Seven readers of cap-1 on OLD, with 0 … 25 steps (25 is past the bound: counted as 600 s).
    const steps = [0, 1, 2, 4, 10, 20, 25];
    for (const [i, n] of steps.entries()) await readChapter(db, book, 'cap-1', OLD, { steps: n, ended: i % 2 === 0 });
    // One reader who read two chapters that day counts once in each.
    const both = await readChapter(db, book, 'cap-1', OLD, { steps: 3, ended: true });
    await readChapter(db, book, 'cap-2', OLD, { id: both, steps: 1 });
    // An end without its open (read across midnight) still makes a reader.
    await db.insert(readingEvents).values({ day: OLD, pseudonym: 'f'.repeat(32), publicationId: book, chapter: 'cap-2', kind: 'end' });
    await readChapter(db, other, 'cap-1', OLDER, { steps: 2 });
    // Not old enough: stay raw.
    const kept = await readChapter(db, book, 'cap-1', KEPT, { steps: 2, ended: true });
    const todays = await readChapter(db, book, 'cap-1', '2026-06-30', { steps: 1 });
    const oldRows = (await db.select().from(readingEvents)).filter((r) => r.day < KEPT).length;

    expect(await foldReadingEvents(db, now)).toBe(oldRows);

    expect(await daily()).toEqual([
      // Chapter '': the title's readers that day (COUNTER's unique title requests).
      { day: OLDER, publicationId: other, chapter: '', readers: 1, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      { day: OLDER, publicationId: other, chapter: 'cap-1', readers: 1, completions: 0, timeHistogram: [0, 0, 1, 0, 0, 0, 0, 0] },
      // Nine sessions read the book on OLD: eight of cap-1 (`both` among them) and the end without its open.
      { day: OLD, publicationId: book, chapter: '', readers: 9, completions: 0, timeHistogram: [0, 0, 0, 0, 0, 0, 0, 0] },
      // 0, 30, 60, 90, 120, 300, 600, 600 seconds; ended: readers 0, 2, 4, 6 and `both`.
      { day: OLD, publicationId: book, chapter: 'cap-1', readers: 8, completions: 5, timeHistogram: [1, 1, 2, 1, 0, 1, 0, 2] },
      { day: OLD, publicationId: book, chapter: 'cap-2', readers: 2, completions: 1, timeHistogram: [1, 1, 0, 0, 0, 0, 0, 0] },
    ]);
    const left = await db.select().from(readingEvents);
    expect(left.every((r) => r.day >= KEPT)).toBe(true);
    expect(new Set(left.map((r) => r.pseudonym))).toEqual(new Set([kept, todays]));
  });

  it('folds nothing twice: a second run finds no old rows and leaves the totals alone', async () => {
    const before = await daily();
    expect(await foldReadingEvents(database.db, now)).toBe(0);
    expect(await daily()).toEqual(before);
  });

  it('adds late rows of an already folded day to its totals, bucket by bucket', async () => {
    await readChapter(database.db, book, 'cap-2', OLD, { steps: 20, ended: true });
    expect(await foldReadingEvents(database.db, now)).toBe(22);
    const [row] = await database.db.select().from(readingDaily).where(eq(readingDaily.chapter, 'cap-2'));
    expect(row).toMatchObject({ readers: 3, completions: 2, timeHistogram: [1, 1, 0, 0, 0, 0, 0, 1] });
  });

  it('a day later, the next day goes too', async () => {
    expect(await foldReadingEvents(database.db, new Date('2026-07-01T00:30:00Z'))).toBe(4);
    expect((await database.db.select().from(readingEvents)).every((r) => r.day === '2026-06-30')).toBe(true);
    const [row] = await database.db.select().from(readingDaily).where(and(eq(readingDaily.day, KEPT), eq(readingDaily.chapter, 'cap-1')));
    expect(row).toMatchObject({ readers: 1, completions: 1, timeHistogram: [0, 0, 1, 0, 0, 0, 0, 0] });
  });
});
