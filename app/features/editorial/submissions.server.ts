/**
 * A submission's life on the author's side, before the editors: the draft the wizard saves step by
 * step (one open draft per author and journal), and the final submit that gives it its number
 * (decision 0045). Posting the final submit twice with the same key finds the submission it made.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import {
  journals,
  publications,
  submissionEvents,
  submissionFiles,
  submissions,
  type SubmissionDeclarations,
  type SubmissionMetadata,
} from '#app/lib/db/schema.ts';
import { safeFileName } from './anonymity.ts';
import { DOCUMENT_MEDIA_TYPES } from './manuscript-files.server.ts';
import { queueSubmittedMail } from './submit-mail.server.ts';
import { formatSubmissionNumber, journalCode, nextSequence } from './submission-number.ts';
import { editableByAuthor, moveFor } from './workflow.ts';

export type SubmissionRow = typeof submissions.$inferSelect;

/** The author's open draft for this journal, made when there is none. */
export async function openDraft(db: Db, authorId: string, journalId: number, locale: 'pt' | 'en'): Promise<SubmissionRow> {
  const [existing] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.authorId, authorId), eq(submissions.journalId, journalId), eq(submissions.status, 'draft')))
    .orderBy(desc(submissions.createdAt))
    .limit(1);
  if (existing) return existing;
  const [created] = await db.insert(submissions).values({ kind: 'article', journalId, authorId, locale }).returning();
  return created!;
}

/** What a wizard step may change on a draft. */
export interface DraftPatch {
  articleType?: string;
  language?: string;
  metadata?: Partial<SubmissionMetadata>;
  declarations?: Partial<SubmissionDeclarations>;
  coverLetter?: string;
}

/** Saves a step on the author's own draft; false when it is not theirs or no longer a draft. */
export async function saveDraft(db: Db, authorId: string, draftId: number, patch: DraftPatch): Promise<boolean> {
  const [row] = await db
    .select({ status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.id, draftId), eq(submissions.authorId, authorId)));
  if (!row || !editableByAuthor(row.status)) return false;
  await db
    .update(submissions)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(submissions.id, draftId), eq(submissions.status, 'draft')));
  return true;
}

/** Lower-cased number, titles, keywords and authors, for the desk's search. */
export function submissionSearchText(number: string, m: Partial<SubmissionMetadata>): string {
  return [number, m.titlePt, m.titleEn, ...(m.keywordsPt ?? []), ...(m.keywordsEn ?? []), ...(m.authors ?? []).flatMap((a) => [a.name, a.email])]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The next number of this code and year, under a lock held to the end of the caller's transaction (two submits never share one). */
export async function nextNumber(tx: Db, code: string, year: number): Promise<string> {
  const prefix = `${code}-${year}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${prefix}))`);
  const [highest] = await tx
    .select({ number: submissions.number })
    .from(submissions)
    .where(like(submissions.number, `${prefix}%`))
    .orderBy(desc(sql`length(${submissions.number})`), desc(submissions.number))
    .limit(1);
  return formatSubmissionNumber(code, year, nextSequence(highest?.number ?? null));
}

export type SubmitResult = { ok: true; number: string; again: boolean } | { ok: false; reason: 'notDraft' };

/**
 * The final submit: the draft gets its number (the journal's code, the year, the next sequence of
 * that journal and year, taken under a transaction lock) and waits for its fee. The same key
 * again answers with the number already given.
 */
export async function submitDraft(db: Db, input: { authorId: string; draftId: number; submitKey: string; now?: Date }): Promise<SubmitResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [done] = await tx
      .select({ number: submissions.number, authorId: submissions.authorId })
      .from(submissions)
      .where(eq(submissions.submitKey, input.submitKey));
    if (done?.number && done.authorId === input.authorId) return { ok: true, number: done.number, again: true };
    const [row] = await tx
      .select({ status: submissions.status, journalId: submissions.journalId, metadata: submissions.metadata, slug: publications.slug })
      .from(submissions)
      .leftJoin(publications, eq(publications.id, submissions.journalId))
      .where(and(eq(submissions.id, input.draftId), eq(submissions.authorId, input.authorId)))
      .for('update', { of: submissions });
    const to = row ? moveFor({ status: row.status }, 'author', 'submit') : null;
    if (!row || !to || !row.slug) return { ok: false, reason: 'notDraft' };
    const number = await nextNumber(tx, journalCode(row.slug), now.getUTCFullYear());
    // A journal that asks no fee sends the manuscript on to the editors at once.
    const [fee] = await tx.select({ brl: journals.feeBrl, usd: journals.feeUsd }).from(journals).where(eq(journals.publicationId, row.journalId!));
    const free = fee !== undefined && fee.brl <= 0 && fee.usd <= 0;
    const status = free ? (moveFor({ status: to }, 'system', 'pay-fee') ?? to) : to;
    await tx
      .update(submissions)
      .set({ number, status, submitKey: input.submitKey, submittedAt: now, updatedAt: now, searchText: submissionSearchText(number, row.metadata) })
      .where(eq(submissions.id, input.draftId));
    await tx.insert(submissionEvents).values({ submissionId: input.draftId, kind: 'submitted', actorId: input.authorId, detail: { number }, createdAt: now });
    if (free) await tx.insert(submissionEvents).values({ submissionId: input.draftId, kind: 'fee-not-due', actorId: null, detail: {}, createdAt: now });
    await nameFilesSafely(tx, input.draftId, number);
    await queueSubmittedMail(tx, input.draftId, number);
    return { ok: true, number, again: false };
  });
}

const EXTENSIONS: Record<string, string> = Object.fromEntries(Object.entries(DOCUMENT_MEDIA_TYPES).map(([ext, type]) => [type, ext]));

/** The files' names shown to others, now that the submission has its number (like RDS-2026-0001-r1-anonymised.pdf). */
async function nameFilesSafely(tx: Db, submissionId: number, number: string): Promise<void> {
  const files = await tx
    .select({ id: submissionFiles.id, kind: submissionFiles.kind, round: submissionFiles.round, mediaType: submissionFiles.mediaType })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(submissionFiles.id);
  const seen = new Map<string, number>();
  for (const f of files) {
    const key = `${f.round}:${f.kind}`;
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const extension = EXTENSIONS[f.mediaType] ?? '';
    await tx
      .update(submissionFiles)
      .set({ safeName: safeFileName(number, f.round, f.kind, extension, index) })
      .where(eq(submissionFiles.id, f.id));
  }
}
