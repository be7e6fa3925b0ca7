/**
 * What editors do in a submission's workspace, each authorised by workflow.ts for the person's role
 * on the submission's scope (editors decide, assistant editors prepare, admins act as editors), each
 * written with a `submission_events` row: send to review, decline at the desk or decide with a
 * letter (mailed through its own job), ask for more reviews, invite a reviewer (the assignment, its
 * token's hash, the mail), ask the previous round's reviewers again, cancel an assignment, waive the fee and cancel its open order, add a
 * proposal's anonymised sample for its reviewers (proposal-sample.server.ts). Outside
 * the person's scopes nothing exists (404).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { redirectTo, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { editorialDecisions, reviewAssignments, submissionEvents, submissionFiles, submissions, users } from '#app/lib/db/schema.ts';
import { tryReadFormData } from '#app/lib/request-body.server.ts';
import { forReviewer } from './anonymity.ts';
import { articleSchema, decisionSchema, inviteSchema, waiveSchema } from './desk.schema.ts';
import { articleFromManuscript, bookFromProposal } from '#app/features/catalog/api.server.ts';
import { articleRecordOf } from './manuscript-to-article.ts';
import { queueDecisionMail, queueInvitationMail } from './desk-mail.server.ts';
import type { DeskKey } from './desk-messages.ts';
import { waiveFee } from './fee.server.ts';
import { newInvitationToken } from './invitation-token.server.ts';
import type { LetterDecision } from './letters.ts';
import { requireEditorialSubmission, type GuardedSubmission } from './roles.server.ts';
import type { EditorialActor } from './scoped-roles.ts';
import type { EditorialDecision } from './values.ts';
import { authorsOf, decisionAction, scopeSettings, workflowRole } from './workspace.server.ts';
import { activeAssignments, dueDates, moveFor, reviewersToInviteAgain, statusAfterDecision, type MoveAction } from './workflow.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { editorsThreadPost } from './thread-actions.server.ts';
import type { ReviewKey } from './review-messages.ts';
import { proposalStatusAfter, type ProposalDecided } from './proposal-review.server.ts';
import { uploadSample } from './proposal-sample.server.ts';
import { SAMPLE_QUERY, type SAMPLE_FORM } from './sample-check.ts';

export const DESK_FORMS = ['move', 'decision', 'invite', 'invite-again', 'cancel', 'waive', 'article', 'book'] as const;
export type DeskForm = (typeof DESK_FORMS)[number];
export type DeskFormState = FormState<DeskKey, DeskForm>;
type DeskOutcome = Outcome<DeskKey, DeskForm>;

/** Orders' function that cancels a submission fee's open order (the route hands it in: editorial never imports orders). */
export type CancelFeeOrder = (db: Db, input: { reference: string; actorId: string; reason: string }) => Promise<{ canceled: number[] }>;

/** What other features do when a submission moves, handed in by the route (editorial imports neither orders nor publish). */
export interface WorkspaceHooks {
  cancelFeeOrder: CancelFeeOrder;
  proposalDecided: ProposalDecided;
}

/** Reviewers asked in one round at most (declined and cancelled ones not counted). */
export const ACTIVE_REVIEWERS_MAX = 10;

const back = (number: string, notice: string) => redirectTo(`/editorial/${number}?done=${notice}`);

/** The person's move from the submission's state now, or null when the rules do not allow it. */
async function allowedMove(db: Db, actor: EditorialActor, guarded: GuardedSubmission, action: MoveAction) {
  const [last] = await db
    .select({ decision: editorialDecisions.decision })
    .from(editorialDecisions)
    .where(eq(editorialDecisions.submissionId, guarded.id))
    .orderBy(sql`${editorialDecisions.decidedAt} desc, ${editorialDecisions.id} desc`)
    .limit(1);
  return moveFor({ status: guarded.status, lastDecision: last?.decision ?? null }, workflowRole(actor, guarded.scope), action);
}

const notAllowed = (form: DeskForm, values: Record<string, string> = {}): DeskOutcome => refused(form, values, {}, 'notAllowed', {}, 403);

/** A decision (send to review included): the row, the status, the dates, the event, and its letter queued. */
async function recordDecision(
  db: Db,
  actor: EditorialActor,
  guarded: GuardedSubmission,
  decision: EditorialDecision,
  letter: string,
  action: MoveAction,
  hooks: Pick<WorkspaceHooks, 'proposalDecided'>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: submissions.status,
        round: submissions.round,
        firstDecisionAt: submissions.firstDecisionAt,
        kind: submissions.kind,
        proposalId: submissions.proposalId,
      })
      .from(submissions)
      .where(eq(submissions.id, guarded.id))
      .for('update');
    // Checked again under the lock: two editors deciding at once make one decision.
    if (!row || row.status !== guarded.status) return false;
    const now = new Date();
    const to = statusAfterDecision(decision);
    const [made] = await tx
      .insert(editorialDecisions)
      .values({ submissionId: guarded.id, round: row.round, decision, letter, decidedBy: actor.userId, decidedAt: now })
      .returning({ id: editorialDecisions.id });
    const isDecision = decision !== 'send-to-review';
    await tx
      .update(submissions)
      .set({
        status: to,
        updatedAt: now,
        // A revision after major revisions is read in a new round.
        ...(decision === 'major' ? { round: row.round + 1 } : {}),
        ...(isDecision && !row.firstDecisionAt ? { firstDecisionAt: now } : {}),
        ...(decision === 'accept' ? { acceptedAt: now } : {}),
        ...(decision === 'decline' || decision === 'decline-desk' ? { declinedAt: now } : {}),
      })
      .where(eq(submissions.id, guarded.id));
    await tx.insert(submissionEvents).values({
      submissionId: guarded.id,
      kind: decision === 'send-to-review' ? 'sent-to-review' : 'decision',
      actorId: actor.userId,
      detail: { decision, action, round: row.round, decisionId: made!.id },
      createdAt: now,
    });
    if (isDecision) await queueDecisionMail(tx, made!.id);
    // A book proposal's own status (features/publish) follows: under review, accepted, declined.
    const proposalStatus = proposalStatusAfter(decision);
    if (row.kind === 'proposal' && row.proposalId !== null && proposalStatus) {
      await hooks.proposalDecided(tx, { proposalId: row.proposalId, status: proposalStatus, actorId: actor.userId, at: now });
    }
    return true;
  });
}

async function sendToReview(db: Db, actor: EditorialActor, guarded: GuardedSubmission, hooks: WorkspaceHooks): Promise<DeskOutcome> {
  if (!(await allowedMove(db, actor, guarded, 'send-to-review'))) return notAllowed('move');
  const ok = await recordDecision(db, actor, guarded, 'send-to-review', '', 'send-to-review', hooks);
  return ok ? back(guarded.number!, 'sentToReview') : refused('move', {}, {}, 'changedMeanwhile', {}, 409);
}

async function moreReviews(db: Db, actor: EditorialActor, guarded: GuardedSubmission): Promise<DeskOutcome> {
  const to = await allowedMove(db, actor, guarded, 'more-reviews');
  if (!to) return notAllowed('move');
  const moved = await db.transaction(async (tx) => {
    const changed = await tx
      .update(submissions)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(submissions.id, guarded.id), eq(submissions.status, guarded.status)))
      .returning({ round: submissions.round });
    if (!changed.length) return false;
    await tx.insert(submissionEvents).values({ submissionId: guarded.id, kind: 'more-reviews', actorId: actor.userId, detail: { round: changed[0]!.round } });
    return true;
  });
  return moved ? back(guarded.number!, 'moreReviews') : refused('move', {}, {}, 'changedMeanwhile', {}, 409);
}

async function decide(db: Db, actor: EditorialActor, guarded: GuardedSubmission, form: FormData, hooks: WorkspaceHooks): Promise<DeskOutcome> {
  const parsed = parseForm(decisionSchema, form);
  if (!parsed.ok) return refused('decision', parsed.values, parsed.errors, 'fixErrors');
  const decision: LetterDecision = parsed.data.decision;
  const action = decisionAction(decision);
  if (!(await allowedMove(db, actor, guarded, action))) return notAllowed('decision', parsed.values);
  const ok = await recordDecision(db, actor, guarded, decision, parsed.data.letter.replace(/\r\n/g, '\n'), action, hooks);
  return ok ? back(guarded.number!, 'decided') : refused('decision', parsed.values, {}, 'changedMeanwhile', {}, 409);
}

const endOfDay = (day: string) => new Date(`${day}T23:59:59.000Z`);

async function invite(db: Db, actor: EditorialActor, guarded: GuardedSubmission, form: FormData): Promise<DeskOutcome> {
  const parsed = parseForm(inviteSchema, form);
  if (!parsed.ok) return refused('invite', parsed.values, parsed.errors, 'fixErrors');
  if (guarded.status !== 'in-review') return notAllowed('invite', parsed.values);
  const input = parsed.data;
  const email = input.email.toLowerCase();
  const [row] = await db.select().from(submissions).where(eq(submissions.id, guarded.id));
  if (!row) return notAllowed('invite', parsed.values);
  const authors = authorsOf(row);
  const [account] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  // Anonymity and conflicts: an author never reviews their own work.
  if (authors.emails.some((e) => e.toLowerCase() === email) || (account && authors.userIds.includes(account.id)))
    return refused('invite', parsed.values, { email: 'reviewerIsAuthor' }, 'fixErrors');
  const settings = await scopeSettings(db, guarded.scope);
  const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, row.id));
  const journal = await scopeTitleFor(db, guarded, input.locale);
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: submissions.status, round: submissions.round })
      .from(submissions)
      .where(eq(submissions.id, row.id))
      .for('update');
    if (locked?.status !== 'in-review') return 'notAllowed' as const;
    const current = await tx
      .select()
      .from(reviewAssignments)
      .where(and(eq(reviewAssignments.submissionId, row.id), eq(reviewAssignments.round, locked.round)));
    const active = activeAssignments(current, locked.round);
    if (active.some((a) => a.invitedEmail.toLowerCase() === email)) return 'alreadyInvited' as const;
    if (active.length >= ACTIVE_REVIEWERS_MAX) return 'tooManyReviewers' as const;
    await inviteReviewer(tx, {
      row,
      round: locked.round,
      files,
      blindness: settings.blindness,
      actorId: actor.userId,
      reviewer: { id: account?.id ?? null, email, name: input.name, locale: input.locale },
      journal,
      responseDue: endOfDay(input.responseDue),
      reviewDue: endOfDay(input.reviewDue),
    });
    return 'invited' as const;
  });
  if (outcome === 'notAllowed') return notAllowed('invite', parsed.values);
  if (outcome !== 'invited') return refused('invite', parsed.values, { email: outcome }, 'fixErrors');
  return back(guarded.number!, 'invited');
}

/**
 * A new round's reviewers from the last one (after major revisions): everyone who sent a review in
 * the previous round and has no assignment in this one is invited again, each with the scope's
 * fresh dates from today, a new single-use link and its mail in their language, under the
 * submission's lock. Posting again finds nobody left to ask and changes nothing.
 */
async function inviteAgain(db: Db, actor: EditorialActor, guarded: GuardedSubmission): Promise<DeskOutcome> {
  if (guarded.status !== 'in-review') return notAllowed('invite-again');
  const [row] = await db.select().from(submissions).where(eq(submissions.id, guarded.id));
  if (!row) return notAllowed('invite-again');
  const authors = authorsOf(row);
  const authorEmails = new Set(authors.emails.map((e) => e.toLowerCase()));
  const settings = await scopeSettings(db, guarded.scope);
  const files = await db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, row.id));
  const journal = { pt: await scopeTitleFor(db, guarded, 'pt'), en: await scopeTitleFor(db, guarded, 'en') };
  const due = dueDates(new Date(), settings);
  const responseDue = endOfDay(utcDay(due.responseDue));
  const reviewDue = endOfDay(utcDay(due.reviewDue));
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: submissions.status, round: submissions.round })
      .from(submissions)
      .where(eq(submissions.id, row.id))
      .for('update');
    if (locked?.status !== 'in-review') return 'notAllowed' as const;
    const assignments = await tx
      .select({ a: reviewAssignments, email: users.email, name: users.name, lastName: users.lastName })
      .from(reviewAssignments)
      .leftJoin(users, eq(users.id, reviewAssignments.reviewerId))
      .where(and(eq(reviewAssignments.submissionId, row.id), inArray(reviewAssignments.round, [locked.round - 1, locked.round])));
    const again = reviewersToInviteAgain(
      assignments.map((x) => ({ ...x.a, accountEmail: x.email, accountName: [x.name, x.lastName].filter(Boolean).join(' ') })),
      locked.round,
    ).filter((a) => !(a.reviewerId && authors.userIds.includes(a.reviewerId)) && !authorEmails.has((a.accountEmail ?? a.invitedEmail).toLowerCase()));
    if (!again.length) return 'nobodyToInviteAgain' as const;
    const active = activeAssignments(
      assignments.map((x) => x.a),
      locked.round,
    );
    if (active.length + again.length > ACTIVE_REVIEWERS_MAX) return 'tooManyReviewers' as const;
    for (const previous of again) {
      const locale: Locale = previous.locale === 'en' ? 'en' : 'pt';
      await inviteReviewer(tx, {
        row,
        round: locked.round,
        files,
        blindness: settings.blindness,
        actorId: actor.userId,
        reviewer: {
          id: previous.reviewerId,
          email: (previous.accountEmail ?? previous.invitedEmail).toLowerCase(),
          name: previous.accountName || previous.invitedName,
          locale,
        },
        journal: journal[locale],
        responseDue,
        reviewDue,
        previousAssignmentId: previous.id,
      });
    }
    return 'invited' as const;
  });
  if (outcome === 'notAllowed') return notAllowed('invite-again');
  if (outcome !== 'invited') return refused('invite-again', {}, {}, outcome, {}, 409);
  return back(guarded.number!, 'invitedAgain');
}

async function scopeTitleFor(db: Db, guarded: GuardedSubmission, locale: Locale): Promise<string> {
  const result = await db.execute(
    guarded.scope.kind === 'journal'
      ? sql`select title_pt as pt, title_en as en from publications where id = ${guarded.scope.id}`
      : sql`select title_pt as pt, title_en as en from open_calls where id = ${guarded.scope.id}`,
  );
  const row = (result as unknown as { rows: { pt: string | null; en: string | null }[] }).rows[0];
  return (locale === 'en' ? row?.en || row?.pt : row?.pt || row?.en) ?? '';
}

async function cancelAssignment(db: Db, actor: EditorialActor, guarded: GuardedSubmission, form: FormData): Promise<DeskOutcome> {
  const id = Number(form.get('assignmentId'));
  if (!Number.isSafeInteger(id) || id < 1) return refused('cancel', {}, {}, 'assignmentNotFound', {}, 404);
  const cancelled = await db.transaction(async (tx) => {
    const changed = await tx
      .update(reviewAssignments)
      .set({ status: 'cancelled' })
      .where(and(eq(reviewAssignments.id, id), eq(reviewAssignments.submissionId, guarded.id), inArray(reviewAssignments.status, ['invited', 'accepted'])))
      .returning({ id: reviewAssignments.id, round: reviewAssignments.round });
    if (!changed.length) return false;
    await tx.insert(submissionEvents).values({ submissionId: guarded.id, kind: 'assignment-cancelled', actorId: actor.userId, detail: { assignmentId: id } });
    return true;
  });
  return cancelled ? back(guarded.number!, 'cancelled') : refused('cancel', {}, {}, 'assignmentNotFound', {}, 404);
}

async function waive(db: Db, actor: EditorialActor, guarded: GuardedSubmission, form: FormData, cancelFeeOrder: CancelFeeOrder): Promise<DeskOutcome> {
  const parsed = parseForm(waiveSchema, form);
  if (!parsed.ok) return refused('waive', parsed.values, parsed.errors, 'fixErrors');
  if (!(await allowedMove(db, actor, guarded, 'waive-fee'))) return notAllowed('waive', parsed.values);
  const result = await waiveFee(db, actor, { number: guarded.number!, reason: parsed.data.reason });
  if (!result.ok) return result.reason === 'notAwaitingFee' ? refused('waive', parsed.values, {}, 'changedMeanwhile', {}, 409) : notAllowed('waive');
  // The author may have an order open for the fee: it is no longer due.
  const { canceled } = await cancelFeeOrder(db, { reference: guarded.number!, actorId: actor.userId, reason: 'fee waived' });
  if (canceled.length) {
    await db
      .insert(submissionEvents)
      .values(canceled.map((orderId) => ({ submissionId: guarded.id, kind: 'fee-order-cancelled', actorId: actor.userId, detail: { orderId } })));
  }
  return back(guarded.number!, 'waived');
}

/**
 * An accepted manuscript becomes an article of one of its journal's issues (the editors' one
 * action; catalog writes the article). Under the submission's lock: two clicks make one article.
 */
async function createArticle(db: Db, actor: EditorialActor, guarded: GuardedSubmission, form: FormData): Promise<DeskOutcome> {
  const parsed = parseForm(articleSchema, form);
  if (!parsed.ok) return refused('article', parsed.values, parsed.errors, 'fixErrors');
  if (workflowRole(actor, guarded.scope) !== 'editor' || guarded.scope.kind !== 'journal') return notAllowed('article', parsed.values);
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: submissions.status, articleId: submissions.articleId, metadata: submissions.metadata, language: submissions.language })
      .from(submissions)
      .where(eq(submissions.id, guarded.id))
      .for('update');
    if (row?.status !== 'accepted' || row.articleId !== null) return 'changed' as const;
    const created = await articleFromManuscript(tx, {
      actorId: actor.userId,
      journalId: guarded.scope.id,
      issueId: Number(parsed.data.issueId),
      record: articleRecordOf(row.metadata, row.language),
    });
    if (!created.ok) return 'noIssue' as const;
    await tx.update(submissions).set({ articleId: created.articleId, updatedAt: new Date() }).where(eq(submissions.id, guarded.id));
    await tx.insert(submissionEvents).values({
      submissionId: guarded.id,
      kind: 'article-created',
      actorId: actor.userId,
      detail: { articleId: created.articleId, issueId: created.issueId },
    });
    return 'made' as const;
  });
  if (made === 'changed') return refused('article', parsed.values, {}, 'changedMeanwhile', {}, 409);
  if (made === 'noIssue') return refused('article', parsed.values, { issueId: 'issueRequired' }, 'fixErrors');
  return back(guarded.number!, 'articleCreated');
}

/**
 * An accepted book proposal becomes a draft book in the catalog (the editors' one action; catalog
 * writes the work) for the staff to go on with. Under the submission's lock: two clicks make one book.
 */
async function createBook(db: Db, actor: EditorialActor, guarded: GuardedSubmission): Promise<DeskOutcome> {
  if (workflowRole(actor, guarded.scope) !== 'editor' || guarded.scope.kind !== 'open-call') return notAllowed('book');
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: submissions.status, bookId: submissions.bookId, metadata: submissions.metadata, language: submissions.language })
      .from(submissions)
      .where(eq(submissions.id, guarded.id))
      .for('update');
    if (row?.status !== 'accepted' || row.bookId !== null) return false;
    const { funding: _funding, ...record } = articleRecordOf(row.metadata, row.language);
    const created = await bookFromProposal(tx, { actorId: actor.userId, record });
    await tx.update(submissions).set({ bookId: created.workId, updatedAt: new Date() }).where(eq(submissions.id, guarded.id));
    await tx.insert(submissionEvents).values({ submissionId: guarded.id, kind: 'book-created', actorId: actor.userId, detail: { bookId: created.workId } });
    return true;
  });
  return made ? back(guarded.number!, 'bookCreated') : refused('book', {}, {}, 'changedMeanwhile', {}, 409);
}

/** One post to the workspace, by its `intent`. */
export async function workspaceAction(
  db: Db,
  actor: EditorialActor | null,
  number: string,
  request: Request,
  hooks: WorkspaceHooks,
): Promise<DeskOutcome | Outcome<ReviewKey, 'message'> | Outcome<string, typeof SAMPLE_FORM>> {
  const guarded = await requireEditorialSubmission(db, actor, number);
  // A proposal's anonymised sample is a file: its form says so in its address, and is read with a file's limits.
  if (new URL(request.url).search.slice(1) === SAMPLE_QUERY) return uploadSample(db, actor!, guarded, request);
  const read = await tryReadFormData(request, { bodyBytes: 64 * 1024 });
  if (!read.ok) return refused('move', {}, {}, 'requestRefused', {}, read.status);
  const form = read.formData;
  switch (String(form.get('intent') ?? '')) {
    case 'send-to-review':
      return sendToReview(db, actor!, guarded, hooks);
    case 'more-reviews':
      return moreReviews(db, actor!, guarded);
    case 'decide':
      return decide(db, actor!, guarded, form, hooks);
    case 'invite':
      return invite(db, actor!, guarded, form);
    case 'invite-again':
      return inviteAgain(db, actor!, guarded);
    case 'cancel-assignment':
      return cancelAssignment(db, actor!, guarded, form);
    case 'waive-fee':
      return waive(db, actor!, guarded, form, hooks.cancelFeeOrder);
    case 'create-article':
      return createArticle(db, actor!, guarded, form);
    case 'create-book':
      return createBook(db, actor!, guarded);
    case 'message':
      // A discussion: the thread's access (this submission's, this scope's) is checked where it is written.
      return editorsThreadPost(db, {
        actor: actor!,
        submissionId: guarded.id,
        thread: String(form.get('thread') ?? '').slice(0, 40),
        form,
        back: `/editorial/${guarded.number}`,
      });
    default:
      return refused('move', {}, {}, 'requestRefused');
  }
}

/** The notices a redirect after a change carries (`?done=`). */
export const DESK_DONE = [
  'sentToReview',
  'moreReviews',
  'decided',
  'invited',
  'invitedAgain',
  'cancelled',
  'waived',
  'articleCreated',
  'bookCreated',
  'sampleAdded',
] as const;
export type DeskDone = (typeof DESK_DONE)[number];

/**
 * One invitation in a round, inside the submission's lock: the assignment with its token's hash,
 * the history's event and the mail with the token (a first invitation and an invitation again alike).
 */
async function inviteReviewer(
  tx: Db,
  invitation: {
    row: typeof submissions.$inferSelect;
    round: number;
    files: (typeof submissionFiles.$inferSelect)[];
    blindness: Awaited<ReturnType<typeof scopeSettings>>['blindness'];
    actorId: string;
    reviewer: { id: string | null; email: string; name: string; locale: Locale };
    journal: string;
    responseDue: Date;
    reviewDue: Date;
    previousAssignmentId?: number;
  },
): Promise<void> {
  const { row, round, files, blindness, actorId, reviewer, journal, responseDue, reviewDue, previousAssignmentId } = invitation;
  const { token, hash } = newInvitationToken();
  const [made] = await tx
    .insert(reviewAssignments)
    .values({
      submissionId: row.id,
      round,
      reviewerId: reviewer.id,
      invitedEmail: reviewer.email,
      invitedName: reviewer.name,
      locale: reviewer.locale,
      invitedBy: actorId,
      tokenHash: hash,
      responseDue,
      reviewDue,
    })
    .returning({ id: reviewAssignments.id });
  await tx.insert(submissionEvents).values({
    submissionId: row.id,
    kind: 'reviewer-invited',
    actorId,
    detail: { assignmentId: made!.id, round, reviewer: reviewer.name, ...(previousAssignmentId ? { previousAssignmentId } : {}) },
  });
  const work = forReviewer({ ...row, round, files }, { round, assignmentId: made!.id, blindness });
  await queueInvitationMail(tx, { to: reviewer.email, name: reviewer.name, locale: reviewer.locale, token, work, journal, responseDue, reviewDue, blindness });
}
