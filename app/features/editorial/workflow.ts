/**
 * The editorial workflow as plain rules (decision 0045): a submission's states, who may move it
 * where, the desk's queue it is in, reviewers' deadlines and the reminders due. No database here:
 * the server's changes ask these before they write, and the desk derives its queues from them.
 */
import type { EditorialDecision, ReviewStatus, SubmissionStatus } from './values.ts';

const DAY = 86_400_000;

/** Who acts: the submission's author, an editor or assistant editor of its scope (admins act as editors), the system (payments, reviews in). */
export type WorkflowActor = 'author' | 'editor' | 'assistant-editor' | 'system';

/** What the rules need of a submission. */
export interface WorkflowSubmission {
  status: SubmissionStatus;
  /** The latest decision on it (minor or major revisions say where a revision goes). */
  lastDecision?: EditorialDecision | null;
}

export interface Move {
  to: SubmissionStatus;
  /** What the move is called (a message key of the workflow's messages). */
  action: MoveAction;
  by: readonly WorkflowActor[];
}

export type MoveAction =
  | 'submit'
  | 'pay-fee'
  | 'waive-fee'
  | 'send-to-review'
  | 'decline-desk'
  | 'reviews-in'
  | 'more-reviews'
  | 'accept'
  | 'request-revisions'
  | 'decline'
  | 'revise'
  | 'publish';

const EDITORS = ['editor'] as const;
const EDITORS_AND_ASSISTANTS = ['editor', 'assistant-editor'] as const;

/** Every move, from each state. Decisions (accept, revisions, decline) are an editor's; assistants prepare them. */
const MOVES: Record<SubmissionStatus, readonly Move[]> = {
  draft: [{ to: 'awaiting-fee', action: 'submit', by: ['author'] }],
  'awaiting-fee': [
    { to: 'new', action: 'pay-fee', by: ['system'] },
    { to: 'new', action: 'waive-fee', by: EDITORS },
  ],
  new: [
    { to: 'in-review', action: 'send-to-review', by: EDITORS_AND_ASSISTANTS },
    { to: 'declined', action: 'decline-desk', by: EDITORS },
  ],
  'in-review': [
    { to: 'awaiting-decision', action: 'reviews-in', by: ['system', ...EDITORS_AND_ASSISTANTS] },
    { to: 'accepted', action: 'accept', by: EDITORS },
    { to: 'revisions', action: 'request-revisions', by: EDITORS },
    { to: 'declined', action: 'decline', by: EDITORS },
  ],
  'awaiting-decision': [
    { to: 'in-review', action: 'more-reviews', by: EDITORS_AND_ASSISTANTS },
    { to: 'accepted', action: 'accept', by: EDITORS },
    { to: 'revisions', action: 'request-revisions', by: EDITORS },
    { to: 'declined', action: 'decline', by: EDITORS },
  ],
  // Where a revision goes depends on the decision that asked for it: see nextStates.
  revisions: [
    { to: 'in-review', action: 'revise', by: ['author'] },
    { to: 'awaiting-decision', action: 'revise', by: ['author'] },
  ],
  accepted: [{ to: 'published', action: 'publish', by: EDITORS }],
  declined: [],
  published: [],
};

/**
 * Where this actor may move this submission now. A revision after major revisions starts a new
 * round of review; after minor revisions it comes back to the editor, who may decide without new
 * reviews.
 */
export function nextStates(submission: WorkflowSubmission, actor: WorkflowActor): Move[] {
  return MOVES[submission.status].filter((move) => {
    if (!move.by.includes(actor)) return false;
    if (submission.status === 'revisions') return move.to === (submission.lastDecision === 'minor' ? 'awaiting-decision' : 'in-review');
    return true;
  });
}

/** Whether this actor may make this move (by its action) from the submission's state; the target when so. */
export function moveFor(submission: WorkflowSubmission, actor: WorkflowActor, action: MoveAction): SubmissionStatus | null {
  return nextStates(submission, actor).find((m) => m.action === action)?.to ?? null;
}

/** The status a decision leads to. */
export function statusAfterDecision(decision: EditorialDecision): SubmissionStatus {
  switch (decision) {
    case 'send-to-review':
      return 'in-review';
    case 'accept':
      return 'accepted';
    case 'minor':
    case 'major':
      return 'revisions';
    case 'decline':
    case 'decline-desk':
      return 'declined';
  }
}

/** Whether the submission has reached the editors (drafts and unpaid ones have not). */
export function onTheDesk(status: SubmissionStatus): boolean {
  return status !== 'draft' && status !== 'awaiting-fee';
}

/** Whether the author may still change it (only while a draft). */
export function editableByAuthor(status: SubmissionStatus): boolean {
  return status === 'draft';
}

// --- Queues ------------------------------------------------------------------------------------

export const QUEUES = [
  'new',
  'awaiting-reviewers',
  'in-review',
  'reviews-overdue',
  'awaiting-decision',
  'revisions-requested',
  'accepted',
  'declined',
] as const;
export type Queue = (typeof QUEUES)[number];

/** What the queue rule needs of an assignment. */
export interface AssignmentTimes {
  status: ReviewStatus;
  round: number;
  responseDue: Date;
  reviewDue: Date;
}

/** Assignments that still count for a round: not declined, not cancelled. */
export function activeAssignments<A extends AssignmentTimes>(assignments: readonly A[], round: number): A[] {
  return assignments.filter((a) => a.round === round && (a.status === 'invited' || a.status === 'accepted' || a.status === 'submitted'));
}

/** What asking a round's reviewers again needs of an assignment. */
export interface PastAssignment {
  round: number;
  status: ReviewStatus;
  reviewerId: string | null;
  invitedEmail: string;
}

/**
 * Whom to ask again when a new round opens (after major revisions): the previous round's reviewers
 * who sent their review, each once, less anyone with an assignment in this round already (by
 * account or e-mail, whatever its status: someone who declined or was cancelled is not asked twice).
 */
export function reviewersToInviteAgain<A extends PastAssignment>(assignments: readonly A[], round: number): A[] {
  if (round < 2) return [];
  const keys = (a: PastAssignment) => [`e:${a.invitedEmail.trim().toLowerCase()}`, ...(a.reviewerId ? [`u:${a.reviewerId}`] : [])];
  const taken = new Set(assignments.filter((a) => a.round === round).flatMap(keys));
  const again: A[] = [];
  for (const a of assignments) {
    if (a.round !== round - 1 || a.status !== 'submitted' || keys(a).some((k) => taken.has(k))) continue;
    for (const k of keys(a)) taken.add(k);
    again.push(a);
  }
  return again;
}

/** An invitation unanswered past its response date, or an accepted review not in by its review date. */
export function isOverdue(a: AssignmentTimes, now: Date): boolean {
  if (a.status === 'invited') return now.getTime() > a.responseDue.getTime();
  if (a.status === 'accepted') return now.getTime() > a.reviewDue.getTime();
  return false;
}

/**
 * The desk's queue of a submission, derived from its state and its round's assignments (never
 * stored): in review with fewer reviewers than the journal asks → awaiting reviewers; with one
 * overdue → reviews overdue. Drafts and unpaid submissions are on no queue.
 */
export function queueOf(
  submission: { status: SubmissionStatus; round: number },
  assignments: readonly AssignmentTimes[],
  reviewersPerRound: number,
  now: Date,
): Queue | null {
  switch (submission.status) {
    case 'draft':
    case 'awaiting-fee':
      return null;
    case 'new':
      return 'new';
    case 'in-review': {
      const active = activeAssignments(assignments, submission.round);
      if (active.some((a) => isOverdue(a, now))) return 'reviews-overdue';
      if (active.length < reviewersPerRound) return 'awaiting-reviewers';
      return 'in-review';
    }
    case 'awaiting-decision':
      return 'awaiting-decision';
    case 'revisions':
      return 'revisions-requested';
    case 'accepted':
    case 'published':
      return 'accepted';
    case 'declined':
      return 'declined';
  }
}

/** Whether a round has the reviews it asked for: every active assignment submitted, and at least `needed` of them. */
export function reviewsIn(assignments: readonly AssignmentTimes[], round: number, needed: number): boolean {
  const active = activeAssignments(assignments, round);
  return active.length >= needed && active.every((a) => a.status === 'submitted');
}

// --- Deadlines and reminders -------------------------------------------------------------------

export interface ReviewDeadlines {
  responseDays: number;
  reviewDays: number;
}

export const DEFAULT_DEADLINES: ReviewDeadlines = { responseDays: 7, reviewDays: 30 };

/** The dates of a new assignment, both counted from the invitation. */
export function dueDates(invitedAt: Date, deadlines: ReviewDeadlines = DEFAULT_DEADLINES): { responseDue: Date; reviewDue: Date } {
  return {
    responseDue: new Date(invitedAt.getTime() + deadlines.responseDays * DAY),
    reviewDue: new Date(invitedAt.getTime() + deadlines.reviewDays * DAY),
  };
}

/** A reminder's key, kept on the assignment once sent. */
export type ReminderKey = 'response-before' | 'response-after' | 'review-before' | 'review-after';

export const REMIND_BEFORE_DAYS = 2;
export const REMIND_AFTER_DAYS = 1;

/**
 * The reminders due now, each sent once: 2 days before a date (while it is still ahead) and 1 day
 * after it. An invitation's reminders are about its response date, an accepted review's about its
 * review date; when the runner was away past both, only the later one goes.
 */
export function remindersDue(a: AssignmentTimes & { reminders: readonly string[] }, now: Date): ReminderKey[] {
  const which = a.status === 'invited' ? 'response' : a.status === 'accepted' ? 'review' : null;
  if (!which) return [];
  const due = (which === 'response' ? a.responseDue : a.reviewDue).getTime();
  const t = now.getTime();
  const after = `${which}-after` as const;
  const before = `${which}-before` as const;
  if (t >= due + REMIND_AFTER_DAYS * DAY) return a.reminders.includes(after) ? [] : [after];
  if (t >= due - REMIND_BEFORE_DAYS * DAY && t < due) return a.reminders.includes(before) ? [] : [before];
  return [];
}

/** Whole days from one moment to another (0 within the first day), for "days since submission" and "since assignment". */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY));
}
