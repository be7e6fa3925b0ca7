/**
 * The submission fee (decision 0045): an order of the store with one `fee` line, which orders
 * places (editorial never writes orders: the route hands `placeFeeOrder` in) and editorial keeps
 * the id of. Paid → orders calls `feePaid`, and the manuscript reaches the editors; an editor may
 * waive it instead, with a reason kept in the history.
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { journals, submissionEvents, submissions } from '#app/lib/db/schema.ts';
import { requireEditorialSubmission } from './roles.server.ts';
import type { EditorialActor } from './scoped-roles.ts';
import { submitMessages } from './submit-messages.ts';
import { moveFor } from './workflow.ts';

export type FeeCurrency = 'BRL' | 'USD';

/** The store's rule for a buyer who has not said: reais in Portuguese, dollars in English. */
export const feeCurrencyFor = (locale: Locale): FeeCurrency => (locale === 'en' ? 'USD' : 'BRL');

/** What orders' placeFeeOrder takes and answers (features/orders/fee-order.server.ts). */
export type PlaceFeeOrder = (
  db: Db,
  input: { userId: string; reference: string; title: string; currency: FeeCurrency; amount: number; locale: Locale },
) => Promise<{ ok: true; orderId: number; reused: boolean } | { ok: false; reason: 'paid'; orderId: number }>;

export type StartFeeResult = { ok: true; orderId: number } | { ok: false; reason: 'notDue' };

/**
 * The fee order to pay for the author's submission: the open one reused, or a new one. Nothing
 * when the submission no longer awaits its fee (paid, or waived meanwhile).
 */
export async function startFee(
  db: Db,
  input: { authorId: string; number: string; currency: FeeCurrency; locale: Locale },
  placeFeeOrder: PlaceFeeOrder,
): Promise<StartFeeResult> {
  const [row] = await db
    .select({ id: submissions.id, status: submissions.status, feeOrderId: submissions.feeOrderId, feeBrl: journals.feeBrl, feeUsd: journals.feeUsd })
    .from(submissions)
    .innerJoin(journals, eq(journals.publicationId, submissions.journalId))
    .where(and(eq(submissions.number, input.number), eq(submissions.authorId, input.authorId)));
  if (!row || row.status !== 'awaiting-fee') return { ok: false, reason: 'notDue' };
  const amount = input.currency === 'USD' ? row.feeUsd : row.feeBrl;
  const title = translator(submitMessages, input.locale)('feeLine', { number: input.number });
  const placed = await placeFeeOrder(db, { userId: input.authorId, reference: input.number, title, currency: input.currency, amount, locale: input.locale });
  if (!placed.ok) {
    // Paid already (its notice was lost or is on its way): the payment moves it, not a second charge.
    await feePaid(db, placed.orderId, row.id);
    return { ok: false, reason: 'notDue' };
  }
  if (row.feeOrderId !== placed.orderId) {
    await db.transaction(async (tx) => {
      await tx.update(submissions).set({ feeOrderId: placed.orderId, updatedAt: new Date() }).where(eq(submissions.id, row.id));
      await tx.insert(submissionEvents).values({ submissionId: row.id, kind: 'fee-order', actorId: input.authorId, detail: { orderId: placed.orderId } });
    });
  }
  return { ok: true, orderId: placed.orderId };
}

/**
 * Orders calls this when a fee's order is paid (inside its transaction): the submission that keeps
 * this order moves from awaiting-fee to new, once, with an event. Nothing for any other order,
 * or a submission already moved (paid twice, or waived before paying).
 */
export async function feePaid(db: Db, orderId: number, submissionId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id, status: submissions.status, authorId: submissions.authorId })
    .from(submissions)
    .where(submissionId === undefined ? eq(submissions.feeOrderId, orderId) : eq(submissions.id, submissionId))
    .for('update');
  const to = row ? moveFor({ status: row.status }, 'system', 'pay-fee') : null;
  if (!row || !to) return false;
  const now = new Date();
  await db.update(submissions).set({ status: to, feeOrderId: orderId, updatedAt: now }).where(eq(submissions.id, row.id));
  await db.insert(submissionEvents).values({ submissionId: row.id, kind: 'fee-paid', actorId: null, detail: { orderId }, createdAt: now });
  return true;
}

export const WAIVER_REASON_MAX = 1000;

export type WaiveResult = { ok: true } | { ok: false; reason: 'reasonRequired' | 'tooLong' | 'notAwaitingFee' };

/**
 * An editor (of the submission's journal, or an admin) waives its fee with a reason, kept on the
 * submission and in its history; the manuscript goes on to the desk. 404 outside the editor's scope.
 */
export async function waiveFee(db: Db, actor: EditorialActor | null, input: { number: string; reason: string }): Promise<WaiveResult> {
  const guarded = await requireEditorialSubmission(db, actor, input.number, ['editor']);
  const reason = input.reason.replace(/\s+/g, ' ').trim();
  if (!reason) return { ok: false, reason: 'reasonRequired' };
  if (reason.length > WAIVER_REASON_MAX) return { ok: false, reason: 'tooLong' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, guarded.id)).for('update');
    const to = row ? moveFor({ status: row.status }, 'editor', 'waive-fee') : null;
    if (!to) return { ok: false as const, reason: 'notAwaitingFee' as const };
    const now = new Date();
    await tx.update(submissions).set({ status: to, feeWaivedBy: actor!.userId, feeWaivedReason: reason, updatedAt: now }).where(eq(submissions.id, guarded.id));
    await tx.insert(submissionEvents).values({ submissionId: guarded.id, kind: 'fee-waived', actorId: actor!.userId, detail: { reason }, createdAt: now });
    return { ok: true as const };
  });
}
