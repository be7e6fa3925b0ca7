/**
 * Writing one anonymous reading event. What comes in is a daily pseudonym the browser drew, a
 * book, a chapter and a kind — nothing else is read from the request, so nothing can link an
 * event to a person. Each pseudonym's rows per chapter and day are bounded: one `open`, one
 * `end`, at most READING_MAX_STEPS `time` steps.
 */
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#app/lib/db/client.ts';
import { publications, readerChapters, readerEditions, readingEvents } from '#app/lib/db/schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { READING_MAX_STEPS, READING_STEP_SECONDS, utcDay } from '#app/lib/reading-records.server.ts';

export const PSEUDONYM = /^[0-9a-f]{32}$/;

/** The fields the browser posts (client.ts): p book id, c chapter slug, k kind, id pseudonym. */
export const readingEventSchema = z.object({
  p: z.coerce.number().int().positive().max(2_147_483_647),
  c: z.string().min(1).max(200),
  k: z.enum(['open', 'time', 'end']),
  id: z.string().regex(PSEUDONYM),
});
export type ReadingEventInput = z.output<typeof readingEventSchema>;

/** Per pseudonym and hour: a reader sends at most 120 time steps an hour, plus opens and ends. */
export const READING_EVENTS_LIMIT = { limit: 400, windowSeconds: 3600 };

export type RecordOutcome = 'stored' | 'skipped' | 'invalid' | { retryAfter: number };

export function parseReadingEvent(body: string): ReadingEventInput | null {
  const params = new URLSearchParams(body);
  const result = readingEventSchema.safeParse({ p: params.get('p') ?? '', c: params.get('c') ?? '', k: params.get('k') ?? '', id: params.get('id') ?? '' });
  return result.success ? result.data : null;
}

/** Is the chapter part of the current edition of a published work? */
async function chapterIsReadable(db: Db, publicationId: number, chapter: string): Promise<boolean> {
  const rows = await db
    .select({ id: readerChapters.id })
    .from(readerChapters)
    .innerJoin(readerEditions, and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.current, true)))
    .innerJoin(publications, eq(publications.id, readerEditions.publicationId))
    .where(and(eq(publications.id, publicationId), eq(publications.status, 'published'), eq(readerChapters.slug, chapter)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Rate-limits by pseudonym (never by address), validates against the catalog and stores the
 * event under today's UTC day. "skipped": valid but already counted (a second open or end, a
 * step past the bound).
 */
export async function recordReadingEvent(db: Db, input: ReadingEventInput, now: Date = new Date()): Promise<RecordOutcome> {
  const limited = await hitRateLimit(db, `reading:${input.id}`, READING_EVENTS_LIMIT);
  if (!limited.ok) return { retryAfter: limited.retryAfter };
  if (!(await chapterIsReadable(db, input.p, input.c))) return 'invalid';
  const day = utcDay(now);
  const same = and(
    eq(readingEvents.day, day),
    eq(readingEvents.pseudonym, input.id),
    eq(readingEvents.publicationId, input.p),
    eq(readingEvents.chapter, input.c),
    eq(readingEvents.kind, input.k),
  );
  const [existing] = await db.select({ n: count() }).from(readingEvents).where(same);
  const bound = input.k === 'time' ? READING_MAX_STEPS : 1;
  if ((existing?.n ?? 0) >= bound) return 'skipped';
  await db.insert(readingEvents).values({
    day,
    pseudonym: input.id,
    publicationId: input.p,
    chapter: input.c,
    kind: input.k,
    // The server fixes the step: a client cannot claim more time than one step per post.
    seconds: input.k === 'time' ? READING_STEP_SECONDS : 0,
  });
  return 'stored';
}
