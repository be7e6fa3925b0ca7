/**
 * What every reviewer's page, mail and file reads of an assignment (issue 51, decision 0045): the
 * assignment with its submission's journal, blindness and files, made into the anonymity filter's
 * view. Nothing a reviewer reaches is read any other way, so nothing else has to remember the rule.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { editorialSettings, openCalls, publications, reviewAssignments, submissionFiles, submissions, users } from '#app/lib/db/schema.ts';
import { forReviewer, type ReviewerView } from './anonymity.ts';
import { scopeOfSubmission } from './roles.server.ts';
import type { Scope } from './scoped-roles.ts';
import type { ReviewBlindness } from './values.ts';

export type AssignmentRow = typeof reviewAssignments.$inferSelect;

export interface AssignmentContext {
  assignment: AssignmentRow;
  submission: { id: number; number: string; status: (typeof submissions.$inferSelect)['status']; round: number; authorId: string | null };
  scope: Scope | null;
  journalTitle: { pt: string; en: string };
  blindness: ReviewBlindness;
}

/** The assignment and what the reviewer's pages need around it; null when there is none (or its submission has no number yet). */
export async function assignmentContext(db: Db, where: { id: number } | { tokenHash: string }): Promise<AssignmentContext | null> {
  const [row] = await db
    .select({
      assignment: reviewAssignments,
      id: submissions.id,
      number: submissions.number,
      status: submissions.status,
      round: submissions.round,
      authorId: submissions.authorId,
      journalId: submissions.journalId,
      openCallId: submissions.openCallId,
      // The journal's title, or the open call's for a book proposal.
      titlePt: sql<string | null>`coalesce(${publications.titlePt}, ${openCalls.titlePt})`,
      titleEn: sql<string | null>`coalesce(${publications.titleEn}, ${openCalls.titleEn})`,
    })
    .from(reviewAssignments)
    .innerJoin(submissions, eq(submissions.id, reviewAssignments.submissionId))
    .leftJoin(publications, eq(publications.id, submissions.journalId))
    .leftJoin(openCalls, eq(openCalls.id, submissions.openCallId))
    .where('id' in where ? eq(reviewAssignments.id, where.id) : eq(reviewAssignments.tokenHash, where.tokenHash))
    .limit(1);
  if (!row?.number) return null;
  const scope = scopeOfSubmission(row);
  const [settings] = scope
    ? await db
        .select({ blindness: editorialSettings.blindness })
        .from(editorialSettings)
        .where(and(eq(editorialSettings.scopeKind, scope.kind), eq(editorialSettings.scopeId, scope.id)))
    : [];
  return {
    assignment: row.assignment,
    submission: { id: row.id, number: row.number, status: row.status, round: row.round, authorId: row.authorId },
    scope,
    journalTitle: { pt: row.titlePt ?? '', en: row.titleEn || row.titlePt || '' },
    blindness: settings?.blindness ?? 'double',
  };
}

/** What the reviewer may see of the work this assignment is about, through the anonymity filter. */
export async function reviewerView(db: Db, context: AssignmentContext): Promise<ReviewerView> {
  const [submission] = await db
    .select({
      number: submissions.number,
      round: submissions.round,
      articleType: submissions.articleType,
      language: submissions.language,
      metadata: submissions.metadata,
    })
    .from(submissions)
    .where(eq(submissions.id, context.submission.id));
  const files = await db
    .select({
      id: submissionFiles.id,
      round: submissionFiles.round,
      kind: submissionFiles.kind,
      assignmentId: submissionFiles.assignmentId,
      originalName: submissionFiles.originalName,
      safeName: submissionFiles.safeName,
      size: submissionFiles.size,
      mediaType: submissionFiles.mediaType,
    })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, context.submission.id))
    .orderBy(asc(submissionFiles.round), asc(submissionFiles.id));
  return forReviewer({ ...submission!, files }, { round: context.assignment.round, assignmentId: context.assignment.id, blindness: context.blindness });
}

/** The journal's title in a language. */
export const journalIn = (context: Pick<AssignmentContext, 'journalTitle'>, locale: Locale) =>
  locale === 'en' ? context.journalTitle.en : context.journalTitle.pt;

/** The work's title as a reviewer sees it, in a language. */
export const titleIn = (view: Pick<ReviewerView, 'titlePt' | 'titleEn'>, locale: Locale) =>
  locale === 'en' ? view.titleEn || view.titlePt : view.titlePt || view.titleEn;

/** Where mail to the reviewer goes: their account's address once bound, else the invited one. */
export async function reviewerAddress(db: Db, assignment: Pick<AssignmentRow, 'reviewerId' | 'invitedEmail'>): Promise<string> {
  if (!assignment.reviewerId) return assignment.invitedEmail;
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, assignment.reviewerId));
  return row?.email ?? assignment.invitedEmail;
}
