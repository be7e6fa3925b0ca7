import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUS_VALUES, type ReviewStatus } from './values.ts';
import {
  daysBetween,
  dueDates,
  isOverdue,
  moveFor,
  nextStates,
  queueOf,
  remindersDue,
  reviewersToInviteAgain,
  reviewsIn,
  statusAfterDecision,
  type AssignmentTimes,
} from './workflow.ts';

const DAY = 86_400_000;
const t0 = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const assignment = (over: Partial<AssignmentTimes> = {}): AssignmentTimes => ({ status: 'accepted', round: 1, ...dueDates(t0), ...over });

describe('who may move a submission where', () => {
  it('lets the author send a draft, and only the author', () => {
    expect(nextStates({ status: 'draft' }, 'author').map((m) => m.to)).toEqual(['awaiting-fee']);
    expect(nextStates({ status: 'draft' }, 'editor')).toEqual([]);
  });

  it('brings an unpaid submission to the desk when the payment comes or an editor waives the fee; an assistant may not waive', () => {
    expect(moveFor({ status: 'awaiting-fee' }, 'system', 'pay-fee')).toBe('new');
    expect(moveFor({ status: 'awaiting-fee' }, 'editor', 'waive-fee')).toBe('new');
    expect(moveFor({ status: 'awaiting-fee' }, 'assistant-editor', 'waive-fee')).toBeNull();
    expect(moveFor({ status: 'awaiting-fee' }, 'author', 'pay-fee')).toBeNull();
  });

  it('lets editors and assistants send a new submission to review, but only editors decline it at the desk', () => {
    expect(nextStates({ status: 'new' }, 'editor').map((m) => m.action)).toEqual(['send-to-review', 'decline-desk']);
    expect(nextStates({ status: 'new' }, 'assistant-editor').map((m) => m.action)).toEqual(['send-to-review']);
    expect(nextStates({ status: 'new' }, 'author')).toEqual([]);
  });

  it('keeps decisions for editors', () => {
    for (const status of ['in-review', 'awaiting-decision'] as const) {
      expect(moveFor({ status }, 'editor', 'accept')).toBe('accepted');
      expect(moveFor({ status }, 'editor', 'request-revisions')).toBe('revisions');
      expect(moveFor({ status }, 'editor', 'decline')).toBe('declined');
      expect(moveFor({ status }, 'assistant-editor', 'accept')).toBeNull();
      expect(moveFor({ status }, 'author', 'accept')).toBeNull();
    }
    expect(moveFor({ status: 'in-review' }, 'system', 'reviews-in')).toBe('awaiting-decision');
  });

  it('sends a revision back to review after major revisions, to the editor after minor ones', () => {
    expect(nextStates({ status: 'revisions', lastDecision: 'major' }, 'author').map((m) => m.to)).toEqual(['in-review']);
    expect(nextStates({ status: 'revisions', lastDecision: 'minor' }, 'author').map((m) => m.to)).toEqual(['awaiting-decision']);
    expect(nextStates({ status: 'revisions', lastDecision: 'minor' }, 'editor')).toEqual([]);
  });

  it('publishes only what was accepted, and nothing leaves a declined or published submission', () => {
    expect(moveFor({ status: 'accepted' }, 'editor', 'publish')).toBe('published');
    expect(moveFor({ status: 'in-review' }, 'editor', 'publish')).toBeNull();
    for (const actor of ['author', 'editor', 'assistant-editor', 'system'] as const) {
      expect(nextStates({ status: 'declined' }, actor)).toEqual([]);
      expect(nextStates({ status: 'published' }, actor)).toEqual([]);
    }
  });

  it('never moves a submission to the state it is in, and every state is reachable', () => {
    const reached = new Set<string>(['draft']);
    for (const status of SUBMISSION_STATUS_VALUES) {
      for (const actor of ['author', 'editor', 'assistant-editor', 'system'] as const) {
        for (const decision of ['minor', 'major'] as const) {
          for (const move of nextStates({ status, lastDecision: decision }, actor)) {
            expect(move.to).not.toBe(status);
            reached.add(move.to);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...SUBMISSION_STATUS_VALUES].sort());
  });

  it('says where each decision leads', () => {
    expect(statusAfterDecision('send-to-review')).toBe('in-review');
    expect(statusAfterDecision('decline-desk')).toBe('declined');
    expect(statusAfterDecision('minor')).toBe('revisions');
    expect(statusAfterDecision('major')).toBe('revisions');
    expect(statusAfterDecision('accept')).toBe('accepted');
  });
});

describe('the desk’s queues', () => {
  it('puts nothing unsent or unpaid on the desk', () => {
    expect(queueOf({ status: 'draft', round: 1 }, [], 2, t0)).toBeNull();
    expect(queueOf({ status: 'awaiting-fee', round: 1 }, [], 2, t0)).toBeNull();
    expect(queueOf({ status: 'new', round: 1 }, [], 2, t0)).toBe('new');
  });

  it('waits for reviewers until the round has as many as the journal asks, declined ones not counted', () => {
    const one = [assignment(), assignment({ status: 'declined' })];
    expect(queueOf({ status: 'in-review', round: 1 }, one, 2, at(1))).toBe('awaiting-reviewers');
    expect(queueOf({ status: 'in-review', round: 1 }, [...one, assignment({ status: 'invited' })], 2, at(1))).toBe('in-review');
    // The last round's reviewers do not count for the next.
    expect(queueOf({ status: 'in-review', round: 2 }, [assignment(), assignment()], 2, at(1))).toBe('awaiting-reviewers');
  });

  it('shows overdue reviews: an invitation past its response date, an accepted review past its review date', () => {
    const two = [assignment(), assignment({ status: 'invited' })];
    expect(queueOf({ status: 'in-review', round: 1 }, two, 2, at(7))).toBe('in-review');
    expect(queueOf({ status: 'in-review', round: 1 }, two, 2, at(7.01))).toBe('reviews-overdue');
    const accepted = [assignment(), assignment({ status: 'submitted' })];
    expect(queueOf({ status: 'in-review', round: 1 }, accepted, 2, at(30.01))).toBe('reviews-overdue');
    expect(isOverdue(assignment({ status: 'submitted' }), at(99))).toBe(false);
  });

  it('names the other queues from the state', () => {
    expect(queueOf({ status: 'awaiting-decision', round: 1 }, [], 2, t0)).toBe('awaiting-decision');
    expect(queueOf({ status: 'revisions', round: 1 }, [], 2, t0)).toBe('revisions-requested');
    expect(queueOf({ status: 'accepted', round: 1 }, [], 2, t0)).toBe('accepted');
    expect(queueOf({ status: 'published', round: 1 }, [], 2, t0)).toBe('accepted');
    expect(queueOf({ status: 'declined', round: 1 }, [], 2, t0)).toBe('declined');
  });

  it('knows when a round’s reviews are in', () => {
    expect(reviewsIn([assignment({ status: 'submitted' }), assignment({ status: 'declined' })], 1, 2)).toBe(false);
    expect(reviewsIn([assignment({ status: 'submitted' }), assignment({ status: 'accepted' })], 1, 2)).toBe(false);
    expect(reviewsIn([assignment({ status: 'submitted' }), assignment({ status: 'submitted' })], 1, 2)).toBe(true);
  });
});

describe('the previous round’s reviewers asked again', () => {
  const a = (round: number, status: ReviewStatus, invitedEmail: string, reviewerId: string | null = null) => ({ round, status, invitedEmail, reviewerId });

  it('asks those who sent a review in the previous round, each once, and none before a second round', () => {
    const assignments = [
      a(1, 'submitted', 'ana@example.com', 'u-ana'),
      a(1, 'declined', 'bia@example.com'),
      a(1, 'cancelled', 'caio@example.com'),
      a(1, 'accepted', 'davi@example.com'),
      a(1, 'submitted', 'eva@example.com'),
      // The same account asked twice in round 1 (once under another address): asked again once.
      a(1, 'submitted', 'ana.outra@example.com', 'u-ana'),
    ];
    expect(reviewersToInviteAgain(assignments, 2).map((x) => x.invitedEmail)).toEqual(['ana@example.com', 'eva@example.com']);
    expect(reviewersToInviteAgain(assignments, 1)).toEqual([]);
    // Only the round just before: round 1's reviewers are not round 3's.
    expect(reviewersToInviteAgain(assignments, 3)).toEqual([]);
  });

  it('skips anyone already in this round, by account or e-mail, whatever became of it', () => {
    const assignments = [
      a(1, 'submitted', 'ana@example.com', 'u-ana'),
      a(1, 'submitted', 'Eva@Example.com'),
      a(1, 'submitted', 'gil@example.com', 'u-gil'),
      a(2, 'invited', 'ana.conta@example.com', 'u-ana'),
      a(2, 'declined', 'eva@example.com'),
    ];
    expect(reviewersToInviteAgain(assignments, 2).map((x) => x.invitedEmail)).toEqual(['gil@example.com']);
  });
});

describe('deadlines and reminders', () => {
  it('gives 7 days to answer and 30 to review by default, or what the journal says', () => {
    expect(dueDates(t0)).toEqual({ responseDue: at(7), reviewDue: at(30) });
    expect(dueDates(t0, { responseDays: 5, reviewDays: 21 })).toEqual({ responseDue: at(5), reviewDue: at(21) });
  });

  it('reminds 2 days before an invitation’s response date and 1 day after it, once each', () => {
    const invited = { ...assignment({ status: 'invited' }), reminders: [] as string[] };
    expect(remindersDue(invited, at(4.9))).toEqual([]);
    expect(remindersDue(invited, at(5))).toEqual(['response-before']);
    expect(remindersDue({ ...invited, reminders: ['response-before'] }, at(6))).toEqual([]);
    expect(remindersDue({ ...invited, reminders: ['response-before'] }, at(7.5))).toEqual([]);
    expect(remindersDue({ ...invited, reminders: ['response-before'] }, at(8))).toEqual(['response-after']);
    expect(remindersDue({ ...invited, reminders: ['response-before', 'response-after'] }, at(20))).toEqual([]);
  });

  it('reminds about the review date once the invitation is accepted, and sends only the later reminder after a long pause', () => {
    const accepted = { ...assignment(), reminders: ['response-before'] };
    expect(remindersDue(accepted, at(28))).toEqual(['review-before']);
    expect(remindersDue(accepted, at(40))).toEqual(['review-after']);
  });

  it('reminds nobody who declined, was cancelled or has sent the review', () => {
    for (const status of ['declined', 'cancelled', 'submitted'] as const) {
      expect(remindersDue({ ...assignment({ status }), reminders: [] }, at(31))).toEqual([]);
    }
  });

  it('counts whole days', () => {
    expect(daysBetween(t0, at(0.9))).toBe(0);
    expect(daysBetween(t0, at(60))).toBe(60);
    expect(daysBetween(at(1), t0)).toBe(0);
  });
});
