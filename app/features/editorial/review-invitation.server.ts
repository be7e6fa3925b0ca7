/**
 * A reviewer's invitation link (/review/invitation/{token}, issue 51): the page shows the work as
 * the anonymity filter gives it, with Accept and Decline. The link works once (tokenUsedAt) and
 * until the response date; an expired, used or altered link gets a page that says which (4xx).
 *
 * Accepting, when the invited address has no account, opens one (the address counts as verified:
 * the link came to it), signs the person in and leads to the review. When the address has an
 * account, the assignment is bound to it and the person signs in with their own password, the
 * review as the next page: a link alone never signs anyone into an account that already exists.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { accountIdByEmail, openAccountFromLink, signInFromLink } from '#app/lib/auth/link-accounts.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { reviewAssignments, submissionEvents } from '#app/lib/db/schema.ts';
import { AppError } from '#app/lib/app-error.ts';
import { refused, type FormState } from '#app/lib/form-outcome.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { parseForm } from '#app/lib/forms.ts';
import type { ReviewerView } from './anonymity.ts';
import { invitationTokenHash } from './invitation-token.server.ts';
import { assignmentContext, reviewerView, type AssignmentContext } from './review-access.server.ts';
import { queueEditorsNotice } from './review-mail.server.ts';
import type { ReviewKey } from './review-messages.ts';
import { acceptAccountSchema, declineSchema } from './review.schema.ts';
import type { ReviewBlindness } from './values.ts';

/** Opening or answering invitation links, per address: a person needs a handful; guessing tokens needs millions. */
export const INVITATION_RATE_LIMIT = { limit: 30, windowSeconds: 600 };

/** The invitation door's rate limit (a public page with a secret in its address): 429 past it. */
export async function limitInvitationDoor(db: Db, ip: string): Promise<void> {
  const limit = await hitRateLimit(db, `review-invitation:${ip}`, INVITATION_RATE_LIMIT);
  if (!limit.ok) throw new AppError('too-many-requests', { retryAfter: limit.retryAfter });
}

export type ClosedInvitation = 'expired' | 'used' | 'invalid';

/** The status each closed page answers with: an altered link finds nothing, a used one conflicts, an expired one is gone. */
export const CLOSED_STATUS: Record<ClosedInvitation, number> = { invalid: 404, used: 409, expired: 410 };

export interface OpenInvitation {
  journal: { pt: string; en: string };
  blindness: ReviewBlindness;
  work: ReviewerView;
  email: string;
  hasAccount: boolean;
  responseDue: string;
  reviewDue: string;
}

export type InvitationPage = { state: 'open'; invitation: OpenInvitation } | { state: ClosedInvitation } | { state: 'declined' };

/** A token's assignment and whether its link still works. */
async function byToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ state: 'open'; context: AssignmentContext } | { state: ClosedInvitation; context?: AssignmentContext }> {
  if (!token || token.length > 200) return { state: 'invalid' };
  const context = await assignmentContext(db, { tokenHash: invitationTokenHash(token) });
  if (!context) return { state: 'invalid' };
  const a = context.assignment;
  if (a.tokenUsedAt || a.status !== 'invited') return { state: 'used', context };
  if (now.getTime() > a.responseDue.getTime()) return { state: 'expired', context };
  return { state: 'open', context };
}

/** What the invitation page shows. `answered=declined` after a decline: the thanks, instead of "already used". */
export async function invitationPage(
  db: Db,
  token: string,
  { now = new Date(), answered = '' }: { now?: Date; answered?: string } = {},
): Promise<InvitationPage> {
  const found = await byToken(db, token, now);
  if (found.state === 'used' && answered === 'declined' && found.context?.assignment.status === 'declined') return { state: 'declined' };
  if (found.state !== 'open') return { state: found.state };
  const { context } = found;
  return {
    state: 'open',
    invitation: {
      journal: context.journalTitle,
      blindness: context.blindness,
      work: await reviewerView(db, context),
      email: context.assignment.invitedEmail,
      hasAccount: (await accountIdByEmail(db, context.assignment.invitedEmail)) !== null,
      responseDue: context.assignment.responseDue.toISOString(),
      reviewDue: context.assignment.reviewDue.toISOString(),
    },
  };
}

export type InvitationForm = 'accept' | 'decline';
/** The answer to a post: a form's refusal, or (result.closed) a link closed meanwhile, answered with its 4xx. */
export type InvitationState = FormState<ReviewKey, InvitationForm, { closed: ClosedInvitation }>;

/** What answering an invitation leads to: a page of the site (with the new session's cookies), the form again, or the closed link's page. */
export type InvitationAnswer = { kind: 'redirect'; to: string; headers?: Headers } | { kind: 'state'; status: number; state: InvitationState };

/** A link closed (used, expired, altered) by the time of the post: the page says which, with its 4xx. */
function closedAnswer(closed: ClosedInvitation): InvitationAnswer {
  return {
    kind: 'state',
    status: CLOSED_STATUS[closed],
    state: { form: 'accept', values: {}, errors: {}, message: `closed.${closed}.title` as ReviewKey, result: { closed }, revision: Date.now() },
  };
}

export interface InvitationPost {
  token: string;
  form: FormData;
  /** Who is signed in on this browser, if anyone. */
  viewer: { id: string } | null;
  locale: Locale;
  request: Request;
  ip: string;
  now?: Date;
}

/** Marks the link used and the assignment answered, once: false when another answer came first. */
async function answer(
  db: Db,
  context: AssignmentContext,
  change: Partial<typeof reviewAssignments.$inferInsert>,
  event: 'review-accepted' | 'review-declined',
  actorId: string | null,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = await tx
      .update(reviewAssignments)
      .set({ ...change, tokenUsedAt: now, respondedAt: now })
      .where(and(eq(reviewAssignments.id, context.assignment.id), isNull(reviewAssignments.tokenUsedAt), eq(reviewAssignments.status, 'invited')))
      .returning({ id: reviewAssignments.id });
    if (!done.length) return false;
    await tx.insert(submissionEvents).values({
      submissionId: context.submission.id,
      kind: event,
      actorId,
      detail: { assignmentId: context.assignment.id, round: context.assignment.round },
      createdAt: now,
    });
    const reviewer = context.assignment.invitedName || context.assignment.invitedEmail;
    await queueEditorsNotice(tx, context.scope, event === 'review-accepted' ? 'accepted' : 'declined', { number: context.submission.number, reviewer });
    return true;
  });
}

/** Accept (with a new account's name and password when the address has none) or decline, from the invitation's page. */
export async function answerInvitation(db: Db, post: InvitationPost): Promise<InvitationAnswer> {
  const now = post.now ?? new Date();
  const found = await byToken(db, post.token, now);
  if (found.state !== 'open') return closedAnswer(found.state);
  const { context } = found;
  const intent = String(post.form.get('intent') ?? '');
  const reviewPath = `/review/${context.assignment.id}`;

  if (intent === 'decline') {
    const parsed = parseForm(declineSchema, post.form);
    if (!parsed.ok) return refused('decline', parsed.values, parsed.errors, 'fixErrors') as InvitationAnswer;
    const ok = await answer(
      db,
      context,
      { status: 'declined', declineReason: parsed.data.reason || null, suggestedReviewer: parsed.data.suggestedReviewer || null },
      'review-declined',
      null,
      now,
    );
    if (!ok) return closedAnswer('used');
    return { kind: 'redirect', to: `/review/invitation/${encodeURIComponent(post.token)}?answered=declined` };
  }
  if (intent !== 'accept') return refused('accept', {}, {}, 'requestRefused') as InvitationAnswer;

  const existing = await accountIdByEmail(db, context.assignment.invitedEmail);
  if (existing) {
    if (!(await answer(db, context, { status: 'accepted', reviewerId: existing }, 'review-accepted', existing, now))) return closedAnswer('used');
    // Already signed in as that account: straight to the review. Anyone else signs in first (as its owner).
    if (post.viewer?.id === existing) return { kind: 'redirect', to: reviewPath };
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(localizePath(reviewPath, post.locale))}` };
  }

  const parsed = parseForm(acceptAccountSchema, post.form);
  if (!parsed.ok) {
    const values = { name: parsed.values.name ?? '', lastName: parsed.values.lastName ?? '' };
    return refused('accept', values, parsed.errors, 'fixErrors') as InvitationAnswer;
  }
  const email = context.assignment.invitedEmail.trim().toLowerCase();
  const opened = await openAccountFromLink(db, {
    email,
    name: parsed.data.name,
    lastName: parsed.data.lastName,
    password: parsed.data.password,
    locale: post.locale,
  });
  // An account made for this address meanwhile (another tab): it is bound like any existing one, and its owner signs in.
  const reviewerId = opened ?? (await accountIdByEmail(db, email));
  if (!reviewerId || !(await answer(db, context, { status: 'accepted', reviewerId }, 'review-accepted', reviewerId, now))) return closedAnswer('used');
  if (!opened) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(localizePath(reviewPath, post.locale))}` };
  const headers = await signInFromLink(email, parsed.data.password, post.request, post.ip);
  if (!headers) return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(localizePath(reviewPath, post.locale))}` };
  return { kind: 'redirect', to: reviewPath, headers };
}
