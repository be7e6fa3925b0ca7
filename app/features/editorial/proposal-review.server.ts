/**
 * Book proposals on the editorial engine (issue 51, item 6; decision 0045): a proposal that answers
 * an open call becomes a submission of kind 'proposal' on the desk of the call's series editors, at
 * once and in the same transaction as the proposal. From there it is read, sent to outside review,
 * reviewed and decided like a manuscript; single- or double-blind is the call's setting. The
 * proposal itself belongs to features/publish, which hands it in (the route joins the two), and
 * whose status follows the decisions through the hook the route hands to the workspace.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { reviewAssignments, submissionEvents, submissionFiles, submissions, type BookOutline, type SubmissionAuthor } from '#app/lib/db/schema.ts';
import { safeFileName } from './anonymity.ts';
import { DOCUMENT_MEDIA_TYPES, type DocumentKind } from './manuscript-files.server.ts';
import { nextNumber, submissionSearchText } from './submissions.server.ts';
import { journalCode } from './submission-number.ts';
import type { EditorialDecision } from './values.ts';

/** A proposal as features/publish hands it in, right after storing it. */
export interface ReceivedProposal {
  proposalId: number;
  openCallId: number;
  /** The call's slug: its initials, after a P, make the numbers (PCDE-2026-0001). */
  callSlug: string;
  authorId: string;
  locale: Locale;
  type: BookOutline['type'];
  title: string;
  description: string;
  keywords: readonly string[];
  summary: string;
  chapters: readonly { title: string; summary: string; keywords: readonly string[] }[];
  authors: readonly { name: string; email: string; affiliation: string; orcid: string }[];
  /** The manuscript sample as stored by publish (its key is shared: publish never deletes it). */
  sample: { key: string; name: string; bytes: number; kind: DocumentKind } | null;
  at?: Date;
}

/** A call's code: P and the initials of its slug, so that proposals never share a journal's numbers. */
export function proposalCode(callSlug: string): string {
  return `P${journalCode(callSlug)}`.slice(0, 6);
}

/** Makes the proposal's submission (status new: proposals pay no fee) in the caller's transaction; returns its number. */
export async function openProposalReview(tx: Db, p: ReceivedProposal): Promise<string> {
  const now = p.at ?? new Date();
  const number = await nextNumber(tx, proposalCode(p.callSlug), now.getUTCFullYear());
  const en = p.locale === 'en';
  const authors: SubmissionAuthor[] = p.authors.map((a) => ({
    name: a.name,
    email: a.email,
    affiliation: a.affiliation,
    country: '',
    orcid: a.orcid,
    credit: [],
  }));
  // The proposal has one title and one description, in the language it was written in.
  const metadata = {
    titlePt: en ? '' : p.title,
    titleEn: en ? p.title : '',
    abstractPt: en ? '' : p.description,
    abstractEn: en ? p.description : '',
    keywordsPt: en ? [] : [...p.keywords],
    keywordsEn: en ? [...p.keywords] : [],
    authors,
    funding: '',
    dataAvailability: '',
    book: { type: p.type, summary: p.summary, chapters: p.chapters.map((c) => ({ title: c.title, summary: c.summary, keywords: [...c.keywords] })) },
  };
  const [row] = await tx
    .insert(submissions)
    .values({
      number,
      kind: 'proposal',
      openCallId: p.openCallId,
      proposalId: p.proposalId,
      authorId: p.authorId,
      status: 'new',
      language: p.locale,
      locale: p.locale,
      metadata,
      searchText: submissionSearchText(number, metadata),
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: submissions.id });
  const id = row!.id;
  await tx.insert(submissionEvents).values([
    { submissionId: id, kind: 'submitted', actorId: p.authorId, detail: { number, proposalId: p.proposalId }, createdAt: now },
    { submissionId: id, kind: 'fee-not-due', actorId: null, detail: {}, createdAt: now },
  ]);
  if (p.sample) {
    await tx.insert(submissionFiles).values({
      submissionId: id,
      round: 1,
      kind: 'manuscript',
      storageKey: p.sample.key,
      originalName: p.sample.name,
      safeName: safeFileName(number, 1, 'manuscript', p.sample.kind),
      size: p.sample.bytes,
      mediaType: DOCUMENT_MEDIA_TYPES[p.sample.kind],
      uploadedBy: p.authorId,
      createdAt: now,
    });
  }
  return number;
}

/** The proposal's status (features/publish's words) after an editorial decision on it; null: unchanged. */
export function proposalStatusAfter(decision: EditorialDecision): 'under-review' | 'accepted' | 'declined' | null {
  switch (decision) {
    case 'send-to-review':
      return 'under-review';
    case 'accept':
      return 'accepted';
    case 'decline':
    case 'decline-desk':
      return 'declined';
    case 'minor':
    case 'major':
      return null;
  }
}

/** publish's function that moves a proposal as its review decides (the route hands it in: editorial never imports publish). */
export type ProposalDecided = (
  tx: Db,
  input: { proposalId: number; status: 'under-review' | 'accepted' | 'declined'; actorId: string; at: Date },
) => Promise<void>;

/** The proposal's submission on the desk, if it has one: its number and status (for the proposal's pages). */
export async function proposalReviews(db: Db, proposalIds: readonly number[]): Promise<Map<number, { number: string; status: string }>> {
  if (!proposalIds.length) return new Map();
  const rows = await db
    .select({ proposalId: submissions.proposalId, number: submissions.number, status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.kind, 'proposal'), inArray(submissions.proposalId, [...proposalIds])));
  return new Map(rows.flatMap((r) => (r.proposalId !== null && r.number ? [[r.proposalId, { number: r.number, status: r.status }] as const] : [])));
}

/**
 * The author took the proposal back (features/publish calls this in its transaction): the review
 * stops — the submission is closed as declined with a "withdrawn" event, and the invitations and
 * reviews still open are cancelled, so that no reviewer is asked or reminded any more.
 */
export async function closeWithdrawnProposal(tx: Db, proposalId: number, at = new Date()): Promise<void> {
  const closed = await tx
    .update(submissions)
    .set({ status: 'declined', declinedAt: at, updatedAt: at })
    .where(
      and(
        eq(submissions.kind, 'proposal'),
        eq(submissions.proposalId, proposalId),
        inArray(submissions.status, ['new', 'in-review', 'awaiting-decision', 'revisions']),
      ),
    )
    .returning({ id: submissions.id });
  for (const { id } of closed) {
    await tx
      .update(reviewAssignments)
      .set({ status: 'cancelled' })
      .where(and(eq(reviewAssignments.submissionId, id), inArray(reviewAssignments.status, ['invited', 'accepted'])));
    await tx.insert(submissionEvents).values({ submissionId: id, kind: 'withdrawn', actorId: null, detail: { proposalId }, createdAt: at });
  }
}
