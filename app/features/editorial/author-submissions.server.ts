/**
 * The author's side of their submissions (/account/submissions): every manuscript they started or
 * sent, and one by its number with its status, the history meant for them and the files they
 * sent. Someone else's number is 404. What the history shows is an allowlist of event kinds: an
 * event the author is not meant to see (a reviewer invited, an editor's note) never reaches them.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { editorialDecisions, openCalls, publications, reviewAssignments, submissionEvents, submissionFiles, submissions } from '#app/lib/db/schema.ts';
import { forAuthor, type ReviewForAuthor } from './anonymity.ts';
import { isLetterDecision, type LetterDecision } from './letters.ts';
import type { SubmissionKind, SubmissionStatus } from './values.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

/** The history's events an author sees (their message keys are `event.<kind>` of authorSubmissionsMessages). */
export const AUTHOR_EVENTS = [
  'submitted',
  'fee-order',
  'fee-paid',
  'fee-waived',
  'fee-not-due',
  'sent-to-review',
  'decision',
  'revised',
  'article-created',
] as const;
export type AuthorEvent = (typeof AUTHOR_EVENTS)[number];

export interface MySubmissionSummary {
  id: number;
  number: string | null;
  status: SubmissionStatus;
  title: string;
  journalSlug: string;
  journalTitle: string;
  submittedAt: string | null;
  updatedAt: string;
}

const titleIn = (m: { titlePt?: string; titleEn?: string }, locale: Locale) => (locale === 'en' ? m.titleEn || m.titlePt : m.titlePt || m.titleEn) ?? '';

/** Whether the account has any submission, draft or sent (a question for `presence`). */
export const hasSubmissions = (userId: Person) => sql`exists (select 1 from ${submissions} where ${submissions.authorId} = ${userId})`;

/** The author's submissions, newest first: drafts (to go on with) and those sent. */
export async function mySubmissions(db: Db, authorId: string, locale: Locale, limit = 200): Promise<MySubmissionSummary[]> {
  const rows = await db
    .select({
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      metadata: submissions.metadata,
      submittedAt: submissions.submittedAt,
      updatedAt: submissions.updatedAt,
      slug: publications.slug,
      journalPt: publications.titlePt,
      journalEn: publications.titleEn,
    })
    .from(submissions)
    .innerJoin(publications, eq(publications.id, submissions.journalId))
    .where(eq(submissions.authorId, authorId))
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    title: titleIn(r.metadata, locale),
    journalSlug: r.slug,
    journalTitle: (locale === 'en' ? r.journalEn || r.journalPt : r.journalPt) ?? '',
    submittedAt: r.submittedAt?.toISOString() ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export interface MySubmission extends MySubmissionSummary {
  number: string;
  /** A manuscript for a journal, or a book proposal for an open call (journalTitle is then the call's). */
  kind: SubmissionKind;
  /** The proposal's id (features/publish's page of it), for a book proposal. */
  proposalId: number | null;
  articleType: string;
  language: string;
  /** Whether the fee is still to pay (the page links to the wizard's fee step). */
  feeDue: boolean;
  history: { kind: AuthorEvent; at: string }[];
  /** The decisions with a letter for the author (sending to review has none), oldest first. */
  decisions: { id: number; round: number; decision: LetterDecision; letter: string; at: string }[];
  /** The reviews of decided rounds as the anonymity filter lets the author see them. */
  reviews: ReviewForAuthor[];
  files: { id: number; kind: string; name: string; size: number; round: number; at: string }[];
}

/** One of the author's sent submissions by its number; anyone else's (or a draft) is not found. */
export async function mySubmission(db: Db, authorId: string, number: string, locale: Locale): Promise<MySubmission> {
  const wanted = number.trim().toUpperCase();
  if (!/^[A-Z0-9]{2,6}-\d{4}-\d{4,}$/.test(wanted)) throw notFound();
  const [row] = await db
    .select({
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      metadata: submissions.metadata,
      articleType: submissions.articleType,
      language: submissions.language,
      submittedAt: submissions.submittedAt,
      updatedAt: submissions.updatedAt,
      kind: submissions.kind,
      proposalId: submissions.proposalId,
      slug: publications.slug,
      journalPt: publications.titlePt,
      journalEn: publications.titleEn,
      callPt: openCalls.titlePt,
      callEn: openCalls.titleEn,
    })
    .from(submissions)
    // A manuscript's journal, or the open call a book proposal answers.
    .leftJoin(publications, eq(publications.id, submissions.journalId))
    .leftJoin(openCalls, eq(openCalls.id, submissions.openCallId))
    .where(and(eq(submissions.number, wanted), eq(submissions.authorId, authorId)));
  if (!row?.number) throw notFound();
  const [events, files, decisions, reviews, reviewFiles] = await Promise.all([
    db
      .select({ kind: submissionEvents.kind, at: submissionEvents.createdAt })
      .from(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, row.id), inArray(submissionEvents.kind, [...AUTHOR_EVENTS])))
      .orderBy(asc(submissionEvents.createdAt), asc(submissionEvents.id)),
    db
      .select({
        id: submissionFiles.id,
        kind: submissionFiles.kind,
        name: submissionFiles.originalName,
        size: submissionFiles.size,
        round: submissionFiles.round,
        at: submissionFiles.createdAt,
      })
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, row.id), eq(submissionFiles.uploadedBy, authorId)))
      .orderBy(asc(submissionFiles.round), asc(submissionFiles.id)),
    db
      .select()
      .from(editorialDecisions)
      .where(eq(editorialDecisions.submissionId, row.id))
      .orderBy(asc(editorialDecisions.decidedAt), asc(editorialDecisions.id)),
    db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, row.id)),
    db
      .select()
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, row.id), eq(submissionFiles.kind, 'review'))),
  ]);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    title: titleIn(row.metadata, locale),
    journalSlug: row.slug ?? '',
    journalTitle:
      (row.kind === 'proposal'
        ? locale === 'en'
          ? row.callEn || row.callPt
          : row.callPt
        : locale === 'en'
          ? row.journalEn || row.journalPt
          : row.journalPt) ?? '',
    kind: row.kind,
    proposalId: row.proposalId,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    articleType: row.articleType,
    language: row.language,
    feeDue: row.status === 'awaiting-fee',
    history: events.map((e) => ({ kind: e.kind as AuthorEvent, at: e.at.toISOString() })),
    decisions: decisions.flatMap((d) =>
      isLetterDecision(d.decision) ? [{ id: d.id, round: d.round, decision: d.decision, letter: d.letter, at: d.decidedAt.toISOString() }] : [],
    ),
    // Through the filter only: no reviewer's name, e-mail, recommendation or confidential comments.
    reviews: forAuthor(reviews, decisions, reviewFiles),
    files: files.map((f) => ({ ...f, at: f.at.toISOString() })),
  };
}

/**
 * A file the author may download from their submission: one they sent (under the name they gave
 * it), or a reviewer's annotated file once its round is decided (under its safe name, through the
 * anonymity filter). Anything else, or someone else's submission, is not found.
 */
export async function authorFile(db: Db, authorId: string, number: string, fileId: number): Promise<{ key: string; name: string; mediaType: string }> {
  const submission = await mySubmission(db, authorId, number, 'pt');
  const own = submission.files.find((f) => f.id === fileId);
  const reviewed = submission.reviews.flatMap((r) => r.files).find((f) => f.id === fileId);
  if (!own && !reviewed) throw notFound();
  const [row] = await db
    .select({ key: submissionFiles.storageKey, mediaType: submissionFiles.mediaType })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, submission.id)));
  if (!row) throw notFound();
  return { key: row.key, name: own ? own.name : reviewed!.name, mediaType: row.mediaType };
}
