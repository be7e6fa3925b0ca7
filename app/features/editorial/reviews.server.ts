/**
 * The reviewer's pages (issue 51 item 4): my assignments (/review) and one review (/review/{id}),
 * its anonymised files and its form. Only the assignment's reviewer reaches it: anyone else (the
 * author, other reviewers, a visitor) gets 404; editors use their workspace. Saving keeps a draft;
 * sending makes it read-only, writes the history, tells the editors, and once the round has the
 * reviews it asked for, moves the submission to awaiting a decision (actor 'system').
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { notFound } from '#app/lib/app-error.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { reviewAssignments, submissionEvents, submissionFiles, submissions } from '#app/lib/db/schema.ts';
import { redirectTo, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { FILE_MESSAGE_SLACK, tryReadFormData } from '#app/lib/request-body.server.ts';
import { withUploads } from '#app/lib/uploads.server.ts';
import { safeFileName, type ReviewerView, type SharedFile } from './anonymity.ts';
import { listThread, postMessage, reviewerThread, type ThreadMessage } from './discussions.server.ts';
import { checkDocument, MANUSCRIPT_MAX_BYTES } from './manuscript-files.server.ts';
import { assignmentContext, journalIn, reviewerView, titleIn, type AssignmentContext } from './review-access.server.ts';
import { DEFAULT_REVIEWERS_PER_ROUND } from './desk.server.ts';
import { scopeOfSubmission } from './roles.server.ts';
import { scopeSettings } from './workspace.server.ts';
import { queueEditorsNotice } from './review-mail.server.ts';
import type { ReviewKey } from './review-messages.ts';
import { REVIEW_LIMITS } from './review-limits.ts';
import { messageSchema, reviewSchema } from './review.schema.ts';
import { RECOMMENDATIONS, REVIEWS_IN_HAND, type Recommendation, type ReviewStatus } from './values.ts';
import { isOverdue, moveFor, reviewsIn } from './workflow.ts';

export interface MyReview {
  id: number;
  number: string;
  title: string;
  journal: string;
  status: Extract<ReviewStatus, 'accepted' | 'submitted'>;
  reviewDue: string;
  submittedAt: string | null;
  overdue: boolean;
}

/** The person's accepted and sent reviews, newest first. */
export async function myReviews(db: Db, userId: string, locale: Locale, now = new Date(), limit = 200): Promise<MyReview[]> {
  const rows = await db
    .select({ id: reviewAssignments.id })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.reviewerId, userId), inArray(reviewAssignments.status, REVIEWS_IN_HAND)))
    .orderBy(desc(reviewAssignments.createdAt), desc(reviewAssignments.id))
    .limit(limit);
  const out: MyReview[] = [];
  for (const { id } of rows) {
    const context = await assignmentContext(db, { id });
    if (!context) continue;
    const view = await reviewerView(db, context);
    const a = context.assignment;
    out.push({
      id: a.id,
      number: context.submission.number,
      title: titleIn(view, locale),
      journal: journalIn(context, locale),
      status: a.status as MyReview['status'],
      reviewDue: a.reviewDue.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      overdue: isOverdue(a, now),
    });
  }
  return out;
}

/** The assignment when it is this person's accepted or sent review; 404 for anyone and anything else. */
async function requireMyAssignment(db: Db, userId: string, assignmentId: number): Promise<AssignmentContext> {
  const context = await assignmentContext(db, { id: assignmentId });
  const a = context?.assignment;
  if (!context || !a || a.reviewerId !== userId || (a.status !== 'accepted' && a.status !== 'submitted')) throw notFound();
  return context;
}

export interface ReviewPage {
  id: number;
  status: 'accepted' | 'submitted';
  journal: { pt: string; en: string };
  work: ReviewerView;
  reviewDue: string;
  submittedAt: string | null;
  /** The review as saved (a draft or what was sent). */
  values: { competingInterests: string; recommendation: string; commentsForAuthors: string; commentsForEditors: string };
  /** The annotated file kept, by its safe name. */
  annotated: SharedFile | null;
  thread: ThreadMessage[];
}

/** What /review/{id} shows. */
export async function reviewPage(db: Db, userId: string, assignmentId: number): Promise<ReviewPage> {
  const context = await requireMyAssignment(db, userId, assignmentId);
  const a = context.assignment;
  const work = await reviewerView(db, context);
  const thread = (await listThread(db, context.submission.id, reviewerThread(a.id), { side: 'reviewer', userId })) ?? [];
  return {
    id: a.id,
    status: a.status as ReviewPage['status'],
    journal: context.journalTitle,
    work: { ...work, files: work.files.filter((f) => f.kind !== 'review') },
    reviewDue: a.reviewDue.toISOString(),
    submittedAt: a.submittedAt?.toISOString() ?? null,
    values: {
      competingInterests: a.competingInterests ?? '',
      recommendation: a.recommendation ?? '',
      commentsForAuthors: a.commentsForAuthors ?? '',
      commentsForEditors: a.commentsForEditors ?? '',
    },
    annotated: work.files.find((f) => f.kind === 'review') ?? null,
    thread,
  };
}

/** A file the reviewer may download (through the anonymity filter), by its safe name; 404 otherwise. */
export async function reviewFile(db: Db, userId: string, assignmentId: number, fileId: number): Promise<{ key: string; name: string; mediaType: string }> {
  const context = await requireMyAssignment(db, userId, assignmentId);
  const work = await reviewerView(db, context);
  const shared = work.files.find((f) => f.id === fileId);
  if (!shared) throw notFound();
  const [row] = await db.select({ key: submissionFiles.storageKey }).from(submissionFiles).where(eq(submissionFiles.id, shared.id));
  if (!row) throw notFound();
  return { key: row.key, name: shared.name, mediaType: shared.mediaType };
}

export type ReviewForm = 'review' | 'message';
export type ReviewState = FormState<ReviewKey, ReviewForm>;

const capped = (value: FormDataEntryValue | null, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** A post of the review page: save the draft, send the review, or write to the editors. */
export async function reviewAction(
  db: Db,
  input: { userId: string; assignmentId: number; request: Request; now?: Date },
): Promise<Outcome<ReviewKey, ReviewForm>> {
  const context = await requireMyAssignment(db, input.userId, input.assignmentId);
  const now = input.now ?? new Date();
  const read = await tryReadFormData(input.request, { bodyBytes: 512 * 1024, files: 1, fileBytes: MANUSCRIPT_MAX_BYTES + FILE_MESSAGE_SLACK });
  if (!read.ok) return refused('review', {}, {}, read.status === 413 ? 'filesTooLarge' : 'requestRefused', {}, read.status);
  const form = read.formData;
  const intent = String(form.get('intent') ?? '');
  const page = `/review/${context.assignment.id}`;

  if (intent === 'message') {
    const parsed = parseForm(messageSchema, form);
    if (!parsed.ok) return refused<ReviewKey, 'message'>('message', parsed.values, parsed.errors, undefined);
    const posted = await postMessage(db, {
      submissionId: context.submission.id,
      thread: reviewerThread(context.assignment.id),
      party: { side: 'reviewer', userId: input.userId },
      body: parsed.data.body,
      now,
    });
    if (!posted.ok) return refused<ReviewKey, 'message'>('message', parsed.values, { body: posted.reason === 'tooLong' ? 'tooLong' : 'required' }, undefined);
    return redirectTo(`${page}?done=messageSent#discussion`);
  }

  const values = {
    competingInterests: capped(form.get('competingInterests'), REVIEW_LIMITS.interests),
    recommendation: capped(form.get('recommendation'), 20),
    commentsForAuthors: capped(form.get('commentsForAuthors'), REVIEW_LIMITS.comments),
    commentsForEditors: capped(form.get('commentsForEditors'), REVIEW_LIMITS.confidential),
  };
  if (context.assignment.status !== 'accepted') return refused('review', values, {}, 'alreadySent', {}, 409);
  const send = intent === 'submit';
  const errors: Record<string, string> = {};
  if (send) {
    const parsed = parseForm(reviewSchema, form);
    if (!parsed.ok) Object.assign(errors, parsed.errors);
  }
  // The annotated file: checked by its content; one that names someone is refused under its field. A good one is kept even when other fields are refused.
  const checked = await checkDocument(form.get('annotated'), { anonymised: true });
  if (!checked.ok) errors.annotated = checked.error === 'fileNamesSomeone' ? `fileNamesSomeone.${checked.property}` : checked.error;
  const file = checked.ok ? checked.file : null;
  const recommendation = (RECOMMENDATIONS as readonly string[]).includes(values.recommendation) ? (values.recommendation as Recommendation) : null;
  const key = file ? `submissions/${context.submission.id}/${randomBytes(8).toString('hex')}-review.${file.kind}` : null;
  const complete = send && !Object.keys(errors).length;

  const moved = await withUploads(file && key ? [{ key, data: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) }] : [], () =>
    db.transaction(async (tx) => {
      const replaced: string[] = [];
      if (file && key) {
        const old = await tx
          .delete(submissionFiles)
          .where(
            and(
              eq(submissionFiles.submissionId, context.submission.id),
              eq(submissionFiles.kind, 'review'),
              eq(submissionFiles.assignmentId, context.assignment.id),
            ),
          )
          .returning({ key: submissionFiles.storageKey });
        replaced.push(...old.map((o) => o.key));
        await tx.insert(submissionFiles).values({
          submissionId: context.submission.id,
          round: context.assignment.round,
          kind: 'review',
          assignmentId: context.assignment.id,
          storageKey: key,
          originalName: file.name,
          safeName: safeFileName(context.submission.number, context.assignment.round, 'review', file.kind),
          size: file.size,
          mediaType: file.mediaType,
          uploadedBy: input.userId,
        });
      }
      const saved = await tx
        .update(reviewAssignments)
        .set({
          competingInterests: values.competingInterests || null,
          recommendation,
          commentsForAuthors: values.commentsForAuthors || null,
          commentsForEditors: values.commentsForEditors || null,
          ...(complete ? { status: 'submitted' as const, submittedAt: now } : {}),
        })
        .where(and(eq(reviewAssignments.id, context.assignment.id), eq(reviewAssignments.status, 'accepted')))
        .returning({ id: reviewAssignments.id });
      if (!saved.length || !complete) return { replaced, sent: false };
      await tx.insert(submissionEvents).values({
        submissionId: context.submission.id,
        kind: 'review-submitted',
        actorId: input.userId,
        detail: { assignmentId: context.assignment.id, round: context.assignment.round },
        createdAt: now,
      });
      await moveWhenReviewsIn(tx, context.submission.id, context.assignment.round, now);
      await queueEditorsNotice(tx, context.scope, 'submitted', {
        number: context.submission.number,
        reviewer: context.assignment.invitedName || context.assignment.invitedEmail,
      });
      return { replaced, sent: true };
    }),
  );
  if (Object.keys(errors).length) return refused('review', values, errors, 'fixErrors');
  if (send && !moved.sent) return refused('review', values, {}, 'alreadySent', {}, 409);
  return redirectTo(`${page}?done=${send ? 'sent' : 'saved'}`);
}

/** When the round has the reviews it asked for, the submission goes on to the editor's decision, moved by the system under the workflow's rule. */
export async function moveWhenReviewsIn(tx: Db, submissionId: number, round: number, now: Date): Promise<boolean> {
  const [submission] = await tx
    .select({ status: submissions.status, round: submissions.round, journalId: submissions.journalId, openCallId: submissions.openCallId })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for('update');
  if (!submission || submission.round !== round) return false;
  const scope = scopeOfSubmission(submission);
  const needed = scope ? (await scopeSettings(tx, scope)).reviewersPerRound : DEFAULT_REVIEWERS_PER_ROUND;
  const assignments = await tx
    .select({
      status: reviewAssignments.status,
      round: reviewAssignments.round,
      responseDue: reviewAssignments.responseDue,
      reviewDue: reviewAssignments.reviewDue,
    })
    .from(reviewAssignments)
    .where(and(eq(reviewAssignments.submissionId, submissionId), eq(reviewAssignments.round, round)));
  if (!reviewsIn(assignments, round, needed)) return false;
  const to = moveFor({ status: submission.status }, 'system', 'reviews-in');
  if (!to) return false;
  await tx.update(submissions).set({ status: to, updatedAt: now }).where(eq(submissions.id, submissionId));
  await tx
    .insert(submissionEvents)
    .values({ submissionId, kind: 'reviews-in', actorId: null, detail: { from: submission.status, to, round, actor: 'system' }, createdAt: now });
  return true;
}
