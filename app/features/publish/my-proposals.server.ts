/**
 * An author's own proposals: the account page's list, one proposal with the editorial team's
 * messages (never the internal notes), and taking a proposal back.
 */
import { withdrawSchema } from './withdraw.schema.ts';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { openCalls, proposalMessages, proposals } from '#app/lib/db/schema.ts';
import { parseForm } from '#app/lib/forms.ts';
import { notFound } from '#app/lib/app-error.ts';
import { redirectTo, refused, type Outcome } from '#app/lib/form-outcome.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import { wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import type { myProposalsMessages } from './my-proposals-messages.ts';
import { myProposalPath } from './proposal-paths.ts';
import { changeProposalStatus } from './proposal-changes.server.ts';
import { getProposalDocument } from './proposal-document.server.ts';
import { canWithdraw, type ProposalStatus } from './proposal-status.ts';
import type { Person } from '#app/lib/db/presence.server.ts';

/** The account page shows this many; an author with more is rare and the newest matter. */
const LIST_MAX = 50;

/** Only what the author is meant to read. */
const toAuthor = eq(proposalMessages.kind, 'message');

export interface MyProposalSummary {
  id: number;
  title: string;
  status: ProposalStatus;
  submittedAt: string;
  updatedAt: string;
  callTitle: string | null;
  /** The editorial team's messages to the author (internal notes not counted). */
  messages: number;
  lastMessageAt: string | null;
}

/** Whether the account has sent or drafted any proposal (a question for `presence`). */
export const hasProposals = (userId: Person) => sql`exists (select 1 from ${proposals} where ${proposals.userId} = ${userId})`;

/** This account's proposals, newest first. */
export async function listMyProposals(db: Db, userId: string, locale: Locale): Promise<MyProposalSummary[]> {
  const rows = await db
    .select({
      id: proposals.id,
      title: proposals.title,
      status: proposals.status,
      submittedAt: proposals.submittedAt,
      updatedAt: proposals.updatedAt,
      callTitle: locale === 'pt' ? openCalls.titlePt : openCalls.titleEn,
    })
    .from(proposals)
    .leftJoin(openCalls, eq(openCalls.id, proposals.openCallId))
    .where(eq(proposals.userId, userId))
    .orderBy(desc(proposals.submittedAt), desc(proposals.id))
    .limit(LIST_MAX);
  if (!rows.length) return [];
  const tallies = await db
    .select({ proposalId: proposalMessages.proposalId, messages: count(), last: max(proposalMessages.createdAt) })
    .from(proposalMessages)
    .where(
      and(
        toAuthor,
        inArray(
          proposalMessages.proposalId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .groupBy(proposalMessages.proposalId);
  const byProposal = new Map(tallies.map((tally) => [tally.proposalId, tally]));
  return rows.map((row) => {
    const tally = byProposal.get(row.id);
    return {
      ...row,
      submittedAt: row.submittedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      messages: tally?.messages ?? 0,
      lastMessageAt: tally?.last ? new Date(tally.last).toISOString() : null,
    };
  });
}

/** One of this account's proposals with the editorial team's messages (oldest first), or null (another's is not found, not forbidden). */
export async function getMyProposal(db: Db, id: number, userId: string, locale: Locale) {
  const document = await getProposalDocument(db, id, locale, { ownerId: userId });
  if (!document) return null;
  const messages = await db
    .select({ id: proposalMessages.id, body: proposalMessages.body, createdAt: proposalMessages.createdAt })
    .from(proposalMessages)
    .where(and(eq(proposalMessages.proposalId, id), toAuthor))
    .orderBy(asc(proposalMessages.createdAt), asc(proposalMessages.id));
  return {
    document,
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    canWithdraw: canWithdraw(document.status),
  };
}

export type MyProposal = NonNullable<Awaited<ReturnType<typeof getMyProposal>>>;

type WithdrawKey = KeyOf<typeof myProposalsMessages>;

/**
 * The author takes a proposal back (the withdraw form's post): back to the proposal with a
 * notice; refused, nothing done, without the box ticked (under it), for a post that is not a
 * withdrawal (400) or when the proposal moved meanwhile (409). Someone else's is not found.
 */
export async function withdrawAction(
  db: Db,
  { id, userId, formData, onWithdrawn }: { id: number; userId: string; formData: FormData; onWithdrawn?: (tx: Db, proposalId: number) => Promise<void> },
): Promise<Outcome<WithdrawKey, 'withdraw'>> {
  if (formData.get('intent') !== 'withdraw') return refused<WithdrawKey, 'withdraw'>('withdraw', {}, {}, 'invalid');
  const parsed = parseForm(withdrawSchema, formData);
  if (!parsed.ok) return refused<WithdrawKey, 'withdraw'>('withdraw', {}, parsed.errors, parsed.errors.confirm ? undefined : 'invalid');
  const result = await changeProposalStatus(db, {
    proposalId: id,
    to: 'withdrawn',
    actor: { kind: 'author', id: userId },
    expect: parsed.data.status,
    onWithdrawn,
  });
  if (result.ok) {
    wakeJobRunner();
    return redirectTo(`${myProposalPath(id)}?done=withdrawn`);
  }
  if (result.reason === 'not-found') throw notFound();
  return refused<WithdrawKey, 'withdraw'>('withdraw', {}, {}, 'conflict', {}, 409);
}
