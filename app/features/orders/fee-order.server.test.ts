/**
 * A submission's fee through the store: one open fee order per submission (reused; another
 * currency cancels the open one), paid by the provider's webhook which moves the manuscript from
 * awaiting-fee to new with an event, paying twice charging once, and an editor's waiver with its
 * reason (404 for an editor of another journal).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorialActor, feePaid, grantRole, openDraft, startFee, submitDraft, waiveFee } from '#app/features/editorial/api.server.ts';
import { createAccount, createJournal } from '#app/features/editorial/test-support.ts';
import { jobs, orderItems, orders, payments, submissionEvents, submissions, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { configurePayments, testPaymentSecret } from '#app/lib/payments/payment-config.server.ts';
import { buildTestWebhook } from '#app/lib/payments/offline-provider.server.ts';
import { placeFeeOrder } from './fee-order.server.ts';
import { handlePaymentWebhook, startPayment } from './payment.server.ts';

let database: TestDatabase;
let db: TestDatabase['db'];
let journal: number;

beforeAll(async () => {
  configurePayments({ appUrl: 'http://localhost:3000', siteSecret: 'x' }, {});
  database = await createTestDatabase();
  db = database.db;
  journal = await createJournal(db, 'revista-design-e-sociedade');
});
afterAll(() => database.dispose());

/** A manuscript sent by a new author, awaiting its fee. */
async function submitted() {
  const author = await createAccount(db);
  const draft = await openDraft(db, author, journal, 'pt');
  const sent = await submitDraft(db, { authorId: author, draftId: draft.id, submitKey: randomUUID() });
  if (!sent.ok) throw new Error('not sent');
  return { author, id: draft.id, number: sent.number };
}

const statusOf = async (id: number) => (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id)))[0]!.status;
const eventsOf = async (id: number) =>
  (await db.select({ kind: submissionEvents.kind, detail: submissionEvents.detail }).from(submissionEvents).where(eq(submissionEvents.submissionId, id))).map(
    (e) => e.kind,
  );
const feeOrders = (userId: string) =>
  db
    .select({ id: orders.id, status: orders.status, currency: orders.currency, total: orders.total })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.kind, 'fee')))
    .orderBy(orders.id);

/** The test provider's signed "approved" notice for the order's latest payment link. */
async function approve(orderId: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const built = buildTestWebhook({
    secret: testPaymentSecret(),
    eventId: `evt-${randomUUID()}`,
    outcome: 'approved',
    orderId,
    providerRef: payment!.providerRef,
    amount: payment!.amount,
    currency: payment!.currency as 'BRL' | 'USD',
  });
  return handlePaymentWebhook(db, 'test', { rawBody: built.rawBody, headers: built.headers, url: new URL('http://localhost:3000/api/webhooks/test') });
}

describe('the submission fee', () => {
  it('is one open order per submission, reused, in the journal’s amount; another currency replaces it', async () => {
    const s = await submitted();
    const input = { authorId: s.author, number: s.number, currency: 'BRL' as const, locale: 'pt' as const };
    const first = await startFee(db, input, placeFeeOrder);
    const again = await startFee(db, input, placeFeeOrder);
    expect(first).toEqual(again);
    expect(await feeOrders(s.author)).toEqual([{ id: first.ok ? first.orderId : 0, status: 'placed', currency: 'BRL', total: 25000 }]);
    const [line] = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, first.ok ? first.orderId : 0));
    expect(line).toMatchObject({ kind: 'fee', productSlug: s.number, title: `Taxa de submissão ${s.number}`, unitPrice: 25000, quantity: 1 });
    const dollars = await startFee(db, { ...input, currency: 'USD', locale: 'en' }, placeFeeOrder);
    expect((await feeOrders(s.author)).map((o) => [o.status, o.currency, o.total])).toEqual([
      ['canceled', 'BRL', 25000],
      ['placed', 'USD', 5000],
    ]);
    const [row] = await db.select({ feeOrderId: submissions.feeOrderId }).from(submissions).where(eq(submissions.id, s.id));
    expect(row!.feeOrderId).toBe(dollars.ok ? dollars.orderId : -1);
    // Someone else cannot pay (or learn of) another author's submission.
    const stranger = await createAccount(db);
    expect(await startFee(db, { ...input, authorId: stranger }, placeFeeOrder)).toEqual({ ok: false, reason: 'notDue' });
  });

  it('moves the manuscript to the editors when paid, once, and paying twice charges once', async () => {
    const s = await submitted();
    const fee = await startFee(db, { authorId: s.author, number: s.number, currency: 'BRL', locale: 'pt' }, placeFeeOrder);
    if (!fee.ok) throw new Error('no fee order');
    const link = await startPayment(db, fee.orderId, s.author);
    expect(link).toMatchObject({ ok: true, url: expect.stringMatching(/\/pay\/test\/tp_/) });
    // A second click makes no second payment: the same link.
    expect(await startPayment(db, fee.orderId, s.author)).toEqual(link);
    expect(await approve(fee.orderId)).toEqual({ status: 200, body: 'applied' });
    expect(await statusOf(s.id)).toBe('new');
    expect(await eventsOf(s.id)).toEqual(['submitted', 'fee-order', 'fee-paid']);
    // The author's paid mail says where the manuscript went.
    const mails = (await db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send'))).map(
      (j) => j.payload as { to: string; text: string },
    );
    expect(mails.some((m) => m.to === `${s.author}@ipe.test` && m.text.includes('a submissão seguiu para a equipe editorial'))).toBe(true);
    // Paid again (a second notice, a second click): nothing more is charged or moved.
    expect((await approve(fee.orderId)).body).toBe('duplicate');
    expect(await startPayment(db, fee.orderId, s.author)).toEqual({ ok: false, reason: 'not-payable' });
    expect(await startFee(db, { authorId: s.author, number: s.number, currency: 'BRL', locale: 'pt' }, placeFeeOrder)).toEqual({ ok: false, reason: 'notDue' });
    expect(await placeFeeOrder(db, { userId: s.author, reference: s.number, title: 'x', currency: 'BRL', amount: 25000, locale: 'pt' })).toEqual({
      ok: false,
      reason: 'paid',
      orderId: fee.orderId,
    });
    expect((await feeOrders(s.author)).map((o) => o.status)).toEqual(['paid']);
    expect(await db.$count(payments, eq(payments.orderId, fee.orderId))).toBe(1);
    expect(await eventsOf(s.id)).toEqual(['submitted', 'fee-order', 'fee-paid']);
    // An order that is no fee's moves nothing.
    expect(await feePaid(db, 987_654)).toBe(false);
  });

  it('may be waived by an editor of the journal, with the reason kept; others get 404', async () => {
    const s = await submitted();
    const fee = await startFee(db, { authorId: s.author, number: s.number, currency: 'BRL', locale: 'pt' }, placeFeeOrder);
    const editor = await createAccount(db, { email: `edna-${randomUUID()}@ipe.test` });
    const [{ email } = { email: '' }] = await db.select({ email: users.email }).from(users).where(eq(users.id, editor));
    await grantRole(db, { email, role: 'editor', scope: { kind: 'journal', id: journal }, actorId: null });
    const other = await createJournal(db, `outra-revista-${randomUUID().slice(0, 6)}`);
    const outsider = await createAccount(db, { email: `out-${randomUUID()}@ipe.test` });
    const [{ email: outsiderEmail } = { email: '' }] = await db.select({ email: users.email }).from(users).where(eq(users.id, outsider));
    await grantRole(db, { email: outsiderEmail, role: 'editor', scope: { kind: 'journal', id: other }, actorId: null });
    const actor = (id: string) => editorialActor(db, { id, roles: ['user'] });

    await expect(waiveFee(db, await actor(outsider), { number: s.number, reason: 'Autora convidada' })).rejects.toMatchObject({ code: 'not-found' });
    await expect(waiveFee(db, await actor(s.author), { number: s.number, reason: 'Eu mesma' })).rejects.toMatchObject({ code: 'not-found' });
    expect(await waiveFee(db, await actor(editor), { number: s.number, reason: '   ' })).toEqual({ ok: false, reason: 'reasonRequired' });
    expect(await waiveFee(db, await actor(editor), { number: s.number, reason: 'Autora convidada do dossiê' })).toEqual({ ok: true });
    expect(await waiveFee(db, await actor(editor), { number: s.number, reason: 'De novo' })).toEqual({ ok: false, reason: 'notAwaitingFee' });
    const [row] = await db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'new', feeWaivedBy: editor, feeWaivedReason: 'Autora convidada do dossiê' });
    const events = await db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, s.id));
    expect(events.at(-1)).toMatchObject({ kind: 'fee-waived', actorId: editor, detail: { reason: 'Autora convidada do dossiê' } });
    // The order left open, paid after all, moves nothing more.
    if (!fee.ok) throw new Error('no fee order');
    await startPayment(db, fee.orderId, s.author);
    await approve(fee.orderId);
    expect(await statusOf(s.id)).toBe('new');
    expect(await eventsOf(s.id)).toEqual(['submitted', 'fee-order', 'fee-waived']);
  });
});
