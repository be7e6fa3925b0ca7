/**
 * Writing one anonymous reading event. What comes in is a daily pseudonym the browser drew, a
 * book, a chapter, a kind and, for a chapter that needs a reading right, the page's proof that it
 * was served (view-proof.server.ts) — nothing else is read from the request, so nothing can link
 * an event to a person. Each pseudonym's rows per chapter and day are bounded: one `open`, one
 * `end`, at most READING_MAX_STEPS `time` steps; each proof counts once as much. (The address is
 * bounded before this, in server/app.ts, without reaching this module.)
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications, readerChapters, readerEditions, readingDownloads, readingEvents } from '#app/lib/db/schema.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { READING_MAX_STEPS, READING_STEP_SECONDS } from './reading-days.server.ts';
import { checkViewProof, VIEW_PROOF_SECONDS } from './view-proof.server.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';

export const PSEUDONYM = /^[0-9a-f]{32}$/;

/** The fields the browser posts (client.ts): p book id, c chapter slug, k kind, id pseudonym, t the page's proof (when it has one). */
export const readingEventSchema = z.object({
  p: z.coerce.number().int().positive().max(2_147_483_647),
  c: z.string().min(1).max(200),
  k: z.enum(['open', 'time', 'end']),
  id: z.string().regex(PSEUDONYM),
  t: z.string().max(100).optional(),
});
export type ReadingEventInput = z.output<typeof readingEventSchema>;

/** Per pseudonym and hour: a reader sends at most 120 time steps an hour, plus opens and ends. */
export const READING_EVENTS_LIMIT = { limit: 400, windowSeconds: 3600 };

/** "unproven": a chapter that needs a reading right, posted without the proof that it was served. */
export type RecordOutcome = 'stored' | 'skipped' | 'invalid' | 'unproven' | { retryAfter: number };

export function parseReadingEvent(body: string): ReadingEventInput | null {
  const params = new URLSearchParams(body);
  const result = readingEventSchema.safeParse({
    p: params.get('p') ?? '',
    c: params.get('c') ?? '',
    k: params.get('k') ?? '',
    id: params.get('id') ?? '',
    t: params.get('t') ?? undefined,
  });
  return result.success ? result.data : null;
}

/**
 * The chapter, when it is part of the current edition of a published work: whether reading it
 * needs a right (anything but open access and the preview, which anyone may read: the edition's
 * first chapter in reading order, as the reader shows it).
 */
async function chapterOf(db: Db, publicationId: number, chapter: string): Promise<{ controlled: boolean } | null> {
  const [row] = await db
    .select({ openAccess: publications.openAccess, editionId: readerEditions.id })
    .from(readerChapters)
    .innerJoin(readerEditions, and(eq(readerEditions.id, readerChapters.editionId), eq(readerEditions.current, true)))
    .innerJoin(publications, eq(publications.id, readerEditions.publicationId))
    .where(and(eq(publications.id, publicationId), eq(publications.status, 'published'), eq(readerChapters.slug, chapter)))
    .limit(1);
  if (!row) return null;
  if (row.openAccess) return { controlled: false };
  const [preview] = await db
    .select({ slug: readerChapters.slug })
    .from(readerChapters)
    .where(eq(readerChapters.editionId, row.editionId))
    .orderBy(desc(readerChapters.linear), asc(readerChapters.position))
    .limit(1);
  return { controlled: preview?.slug !== chapter };
}

/**
 * Rate-limits by pseudonym, validates against the catalog, asks a controlled chapter for its proof
 * and stores the event under today's UTC day. "skipped": valid but already counted (a second open
 * or end, a step past the bound, for the pseudonym or for the proof).
 */
export async function recordReadingEvent(db: Db, input: ReadingEventInput, now: Date = new Date()): Promise<RecordOutcome> {
  const limited = await hitRateLimit(db, `reading:${input.id}`, READING_EVENTS_LIMIT);
  if (!limited.ok) return { retryAfter: limited.retryAfter };
  const chapter = await chapterOf(db, input.p, input.c);
  if (!chapter) return 'invalid';
  const proof = input.t ? checkViewProof(input.t, input.p, input.c, now.getTime()) : null;
  // COUNTER's Controlled figures count a chapter served to someone who may read it, never a post alone.
  if (chapter.controlled && !proof) return 'unproven';
  const bound = input.k === 'time' ? READING_MAX_STEPS : 1;
  if (proof && !(await hitRateLimit(db, `reading-view:${proof}:${input.k}`, { limit: bound, windowSeconds: VIEW_PROOF_SECONDS })).ok) return 'skipped';
  const day = utcDay(now);
  const same = and(
    eq(readingEvents.day, day),
    eq(readingEvents.pseudonym, input.id),
    eq(readingEvents.publicationId, input.p),
    eq(readingEvents.chapter, input.c),
    eq(readingEvents.kind, input.k),
  );
  const [existing] = await db.select({ n: count() }).from(readingEvents).where(same);
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

/** One more download of a work today (anonymous: a count per day, work and kind of access). */
export async function countDownload(db: Db, publicationId: number, access: 'open' | 'entitled', now = new Date()) {
  await db
    .insert(readingDownloads)
    .values({ day: calendarDate(now), publicationId, access, downloads: 1 })
    .onConflictDoUpdate({
      target: [readingDownloads.day, readingDownloads.publicationId, readingDownloads.access],
      set: { downloads: sql`${readingDownloads.downloads} + 1` },
    });
}
