/**
 * Discussions on a submission (issue 51 item 5): thread 'author' (the editors and the author) and
 * one thread 'reviewer:<assignmentId>' per reviewer (the editors and that reviewer). Threads never
 * cross: each side may read and write only its own thread, checked here on every call. A message
 * tells the other side by mail; the author's and reviewer's pages never show a name from the
 * other side (the editors are "the editorial team"; the editors' workspace may show names).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { editorialMessages, openCalls, publications, reviewAssignments, submissions, users } from '#app/lib/db/schema.ts';
import { queueMessageNotice } from './review-mail.server.ts';
import { REVIEW_LIMITS } from './review-limits.ts';
import { scopeOfSubmission } from './roles.server.ts';
import { mayActOn, type EditorialActor } from './scoped-roles.ts';

export const AUTHOR_THREAD = 'author';
export const reviewerThread = (assignmentId: number) => `reviewer:${assignmentId}`;

/** Who is in a thread: the editors (an editorial actor of the scope), the author, or the assignment's reviewer. */
export type ThreadParty = { side: 'editors'; actor: EditorialActor } | { side: 'author'; userId: string } | { side: 'reviewer'; userId: string };

export interface ThreadMessage {
  id: number;
  from: 'editors' | 'author' | 'reviewer';
  mine: boolean;
  /** Only for the editors' view (their workspace): the sender's name. */
  senderName?: string;
  body: string;
  at: string;
}

/** Messages kept per thread page (the latest; a thread longer than that is rare and shows its end). */
export const THREAD_MAX = 500;

interface ThreadPlace {
  submissionId: number;
  number: string;
  authorId: string | null;
  locale: string;
  journal: { pt: string; en: string };
  scope: ReturnType<typeof scopeOfSubmission>;
  /** The reviewer's thread's assignment. */
  assignment: { id: number; reviewerId: string | null; locale: string } | null;
}

/** The thread's submission and assignment when `party` may be in it; null otherwise (the caller answers 404). */
async function placeFor(db: Db, submissionId: number, thread: string, party: ThreadParty): Promise<ThreadPlace | null> {
  const [row] = await db
    .select({
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      authorId: submissions.authorId,
      locale: submissions.locale,
      journalId: submissions.journalId,
      openCallId: submissions.openCallId,
      // The journal's title, or the open call's for a book proposal.
      titlePt: sql<string | null>`coalesce(${publications.titlePt}, ${openCalls.titlePt})`,
      titleEn: sql<string | null>`coalesce(${publications.titleEn}, ${openCalls.titleEn})`,
    })
    .from(submissions)
    .leftJoin(publications, eq(publications.id, submissions.journalId))
    .leftJoin(openCalls, eq(openCalls.id, submissions.openCallId))
    .where(eq(submissions.id, submissionId));
  if (!row?.number || row.status === 'draft') return null;
  const base = {
    submissionId: row.id,
    number: row.number,
    authorId: row.authorId,
    locale: row.locale,
    journal: { pt: row.titlePt ?? '', en: row.titleEn || row.titlePt || '' },
    scope: scopeOfSubmission(row),
  };
  const reviewer = /^reviewer:(\d{1,15})$/.exec(thread);
  if (thread !== AUTHOR_THREAD && !reviewer) return null;
  let assignment: ThreadPlace['assignment'] = null;
  if (reviewer) {
    const [a] = await db
      .select({ id: reviewAssignments.id, reviewerId: reviewAssignments.reviewerId, locale: reviewAssignments.locale, status: reviewAssignments.status })
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.id, Number(reviewer[1])), eq(reviewAssignments.submissionId, row.id)));
    if (!a) return null;
    assignment = a;
    if (party.side === 'reviewer' && !(a.reviewerId === party.userId && (a.status === 'accepted' || a.status === 'submitted'))) return null;
  }
  if (party.side === 'author' && !(thread === AUTHOR_THREAD && row.authorId === party.userId)) return null;
  if (party.side === 'reviewer' && !reviewer) return null;
  if (party.side === 'editors' && !(base.scope && mayActOn(party.actor, base.scope))) return null;
  return { ...base, assignment };
}

const partyId = (party: ThreadParty) => (party.side === 'editors' ? party.actor.userId : party.userId);

/** A thread's messages, oldest first, as `party` sees them; null when the thread is not theirs. */
export async function listThread(db: Db, submissionId: number, thread: string, party: ThreadParty): Promise<ThreadMessage[] | null> {
  const place = await placeFor(db, submissionId, thread, party);
  if (!place) return null;
  const rows = await db
    .select({ id: editorialMessages.id, senderId: editorialMessages.senderId, body: editorialMessages.body, at: editorialMessages.createdAt, name: users.name })
    .from(editorialMessages)
    .leftJoin(users, eq(users.id, editorialMessages.senderId))
    .where(and(eq(editorialMessages.submissionId, submissionId), eq(editorialMessages.thread, thread)))
    .orderBy(asc(editorialMessages.createdAt), asc(editorialMessages.id))
    .limit(THREAD_MAX);
  const other = thread === AUTHOR_THREAD ? place.authorId : (place.assignment?.reviewerId ?? null);
  const otherSide = thread === AUTHOR_THREAD ? 'author' : 'reviewer';
  const me = partyId(party);
  return rows.map((r) => ({
    id: r.id,
    // Whoever is not the thread's author or reviewer wrote for the editors.
    from: r.senderId !== null && r.senderId === other ? otherSide : 'editors',
    mine: r.senderId === me,
    ...(party.side === 'editors' ? { senderName: r.name ?? '' } : {}),
    body: r.body,
    at: r.at.toISOString(),
  }));
}

export type PostResult = { ok: true; id: number } | { ok: false; reason: 'notFound' | 'empty' | 'tooLong' };

/** Writes a message in a thread `party` is in, and tells the other side by mail. */
export async function postMessage(db: Db, input: { submissionId: number; thread: string; party: ThreadParty; body: string; now?: Date }): Promise<PostResult> {
  const body = input.body.replace(/\r\n?/g, '\n').trim();
  if (!body) return { ok: false, reason: 'empty' };
  if (body.length > REVIEW_LIMITS.message) return { ok: false, reason: 'tooLong' };
  const place = await placeFor(db, input.submissionId, input.thread, input.party);
  if (!place) return { ok: false, reason: 'notFound' };
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(editorialMessages)
      .values({ submissionId: place.submissionId, thread: input.thread, senderId: partyId(input.party), body, createdAt: now })
      .returning({ id: editorialMessages.id });
    if (input.party.side !== 'editors') {
      await queueMessageNotice(tx, { to: 'editors', scope: place.scope, from: input.party.side, number: place.number });
    } else if (input.thread === AUTHOR_THREAD && place.authorId) {
      const [author] = await tx.select({ email: users.email }).from(users).where(eq(users.id, place.authorId));
      if (author)
        await queueMessageNotice(tx, {
          to: 'author',
          email: author.email,
          locale: place.locale,
          number: place.number,
          journal: place.journal,
          path: `/account/submissions/${place.number}`,
        });
    } else if (place.assignment?.reviewerId) {
      const [reviewer] = await tx
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.id, [place.assignment.reviewerId]));
      if (reviewer)
        await queueMessageNotice(tx, {
          to: 'reviewer',
          email: reviewer.email,
          locale: place.assignment.locale,
          number: place.number,
          journal: place.journal,
          path: `/review/${place.assignment.id}`,
        });
    }
    return { ok: true as const, id: row!.id };
  });
}
