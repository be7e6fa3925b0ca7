import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postArgs, thrownRedirect } from '#app/features/catalog/admin/test-support.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, jobs, orderEvents, orders } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { unwrap, thrownStatus } from '#app/test/route-args.ts';
import { action as orderAction, loader as orderLoader } from '#app/routes/admin/order.tsx';
import { submitOrderAction } from './order-actions.server.ts';
import { getOrderDetail } from './order-detail.server.ts';
import type { FormState } from './outcome.ts';
import { createAccount, form, insertOrder } from './test-support.ts';

let database: TestDatabase;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  admin = await createAccount(database.db, 'Clara', 'Admin');
});
afterAll(() => database.dispose());

const submit = (orderId: number, values: Record<string, string>) => submitOrderAction(database.db, admin, orderId, form(values));
const statusOf = async (id: number) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))));
const state = (outcome: Awaited<ReturnType<typeof submit>>) => (outcome.kind === 'state' ? { status: outcome.status, ...outcome.state } : outcome);

describe('changing an order by hand', () => {
  it('offers only the changes the status allows', async () => {
    const id = await insertOrder(database.db);
    expect((await getOrderDetail(database.db, id))!.transitions).toEqual(['paid', 'canceled']);
    await database.db.update(orders).set({ status: 'sent' }).where(eq(orders.id, id));
    expect((await getOrderDetail(database.db, id))!.transitions).toEqual(['delivered']);
    await database.db.update(orders).set({ status: 'expired' }).where(eq(orders.id, id));
    expect((await getOrderDetail(database.db, id))!.transitions).toEqual([]);
    expect(await getOrderDetail(database.db, 987_654)).toBeNull();
  });

  it('marks an order paid with a reason: history, audit entry and the buyer’s mail, all together', async () => {
    const id = await insertOrder(database.db);
    expect(state(await submit(id, { intent: 'paid', status: 'placed', reason: '  ' }))).toMatchObject({
      status: 400,
      form: 'paid',
      errors: { reason: 'paidReasonRequired' },
      values: { reason: '  ' },
    });
    expect(await auditOf(id)).toHaveLength(0);

    const mailsBefore = (await database.db.select().from(jobs)).length;
    expect(await submit(id, { intent: 'paid', status: 'placed', reason: 'Pix recebido na conta\r\nem 3/3' })).toEqual({
      kind: 'redirect',
      to: `/admin/orders/${id}?done=done.paid`,
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe('paid');
    expect(order!.paidAt).not.toBeNull();
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'paid',
      actorKind: 'admin',
      actorId: admin,
      reason: 'Pix recebido na conta\nem 3/3',
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ actorId: admin, action: 'order.paid', details: { from: 'placed', to: 'paid', reason: 'Pix recebido na conta\nem 3/3' } }),
    ]);
    expect((await database.db.select().from(jobs)).length).toBe(mailsBefore + 1);

    const detail = (await getOrderDetail(database.db, id))!;
    expect(detail.history.at(-1)).toMatchObject({ actorKind: 'admin', actorName: 'Clara Admin' });
    expect(detail.changes).toEqual([expect.objectContaining({ action: 'order.paid', actorName: 'Clara Admin' })]);
  });

  it('refuses with 409 a change the status does not allow, or one made on a status that has changed meanwhile', async () => {
    const id = await insertOrder(database.db);
    // Placed orders are not shipped.
    expect(state(await submit(id, { intent: 'sent', status: 'placed', carrier: 'correios', trackingCode: 'AB123456789BR' }))).toMatchObject({
      status: 409,
      message: 'conflict',
    });
    // Someone marked it paid while this admin was looking at the placed order.
    await submit(id, { intent: 'paid', status: 'placed', reason: 'Depósito' });
    expect(state(await submit(id, { intent: 'canceled', status: 'placed', reason: 'Pedido em duplicidade' }))).toMatchObject({
      status: 409,
      message: 'conflict',
      values: { reason: 'Pedido em duplicidade' },
    });
    expect(await statusOf(id)).toBe('paid');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['order.paid']);
    // Expiry is the system's, and unknown intents are refused.
    expect(state(await submit(id, { intent: 'expired', status: 'paid' }))).toMatchObject({ status: 400, message: 'unknownAction' });
    await expect(submit(987_654, { intent: 'paid', status: 'placed', reason: 'x' })).rejects.toMatchObject({ code: 'not-found' });
  });

  it('marks an order sent with a tracking code the carrier accepts, normalized', async () => {
    const id = await insertOrder(database.db, { status: 'paid' });
    expect(state(await submit(id, { intent: 'sent', status: 'paid', carrier: 'correios', trackingCode: '' }))).toMatchObject({
      status: 400,
      errors: { trackingCode: 'trackingRequired' },
    });
    expect(state(await submit(id, { intent: 'sent', status: 'paid', carrier: 'correios', trackingCode: '123456' }))).toMatchObject({
      status: 400,
      errors: { trackingCode: 'trackingInvalidCorreios' },
      values: { carrier: 'correios', trackingCode: '123456' },
    });
    expect(state(await submit(id, { intent: 'sent', status: 'paid', carrier: 'pigeon', trackingCode: '123456' }))).toMatchObject({
      status: 400,
      errors: { carrier: 'carrierInvalid' },
    });
    expect(await submit(id, { intent: 'sent', status: 'paid', carrier: 'correios', trackingCode: 'ab 123-456-789 br' })).toMatchObject({ kind: 'redirect' });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'sent', trackingCarrier: 'correios', trackingCode: 'AB123456789BR' });
    expect((await getOrderDetail(database.db, id))!.order.tracking).toEqual({
      carrier: 'correios',
      code: 'AB123456789BR',
      url: 'https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR',
    });
    expect(await submit(id, { intent: 'delivered', status: 'sent' })).toMatchObject({ kind: 'redirect' });
    expect(state(await submit(id, { intent: 'canceled', status: 'delivered', reason: 'Devolução' }))).toMatchObject({ status: 409 });
    expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual(['order.delivered', 'order.sent']);
  });

  it('cancels a paid order only with a refund note, which is kept for the buyer', async () => {
    const id = await insertOrder(database.db, { status: 'paid' });
    expect(state(await submit(id, { intent: 'canceled', status: 'paid', reason: 'Sem estoque', refundNote: '' }))).toMatchObject({
      status: 400,
      errors: { refundNote: 'refundNoteRequired' },
      values: { reason: 'Sem estoque' },
    });
    expect(await submit(id, { intent: 'canceled', status: 'paid', reason: 'Sem estoque', refundNote: 'Estorno no cartão em até 7 dias.' })).toMatchObject({
      kind: 'redirect',
    });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'canceled', refundNote: 'Estorno no cartão em até 7 dias.' });
    // An unpaid order is canceled without one.
    const unpaid = await insertOrder(database.db);
    expect(await submit(unpaid, { intent: 'canceled', status: 'placed', reason: 'A pedido do comprador', refundNote: 'ignored' })).toMatchObject({
      kind: 'redirect',
    });
    expect((await database.db.select().from(orders).where(eq(orders.id, unpaid)))[0]).toMatchObject({ status: 'canceled', refundNote: null });
  });

  it('keeps internal notes up to 5,000 characters, audited when they change', async () => {
    const id = await insertOrder(database.db);
    expect(state(await submit(id, { intent: 'notes', internalNotes: 'x'.repeat(5001) }))).toMatchObject({
      status: 400,
      errors: { internalNotes: 'notesTooLong' },
    });
    // A textarea posts CRLF: 2,500 lines of "x" count as 4,999 characters, as the browser counts them.
    expect(await submit(id, { intent: 'notes', internalNotes: Array(2500).fill('x').join('\r\n') })).toMatchObject({ kind: 'redirect' });
    expect(await submit(id, { intent: 'notes', internalNotes: 'Ligar para a compradora' })).toEqual({
      kind: 'redirect',
      to: `/admin/orders/${id}?done=done.notes`,
    });
    expect(await submit(id, { intent: 'notes', internalNotes: 'Ligar para a compradora' })).toMatchObject({ kind: 'redirect' });
    expect((await database.db.select().from(orders).where(eq(orders.id, id)))[0]!.internalNotes).toBe('Ligar para a compradora');
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['order.notes', 'order.notes']);
  });
});

describe('the order page', () => {
  const session = () => ({ userId: admin, roles: ['user' as const, 'admin' as const] });

  it('answers 404 for an id that is not a number or an order that does not exist', async () => {
    for (const id of ['abc', '12x', '0', '99999999999999999999', '424242']) {
      const outcome = await orderLoader(postArgs(`/admin/orders/${id}`, form({}), { id }, session())).catch((error: unknown) => error);
      expect(thrownStatus(outcome), id).toBe(404);
    }
  });

  it('lets only admins change an order, through the same checks', async () => {
    const id = await insertOrder(database.db);
    const reader = await createAccount(database.db, 'Rita', 'Leitora', 'user');
    const refusedForReader = await orderAction(
      postArgs(`/admin/orders/${id}`, form({ intent: 'paid', status: 'placed', reason: 'x' }), { id: String(id) }, { userId: reader, roles: ['user'] }),
    ).catch((error: unknown) => error);
    expect(thrownStatus(refusedForReader)).toBe(403);

    const bad = unwrap<FormState>(
      await orderAction(postArgs(`/admin/orders/${id}`, form({ intent: 'paid', status: 'placed', reason: '' }), { id: String(id) }, session())),
    );
    expect(bad).toMatchObject({ status: 400, body: { form: 'paid', errors: { reason: 'paidReasonRequired' } } });
    const stale = unwrap<FormState>(
      await orderAction(postArgs(`/admin/orders/${id}`, form({ intent: 'delivered', status: 'sent' }), { id: String(id) }, session())),
    );
    expect(stale).toMatchObject({ status: 409, body: { message: 'conflict' } });

    const done = await thrownRedirect(() =>
      orderAction(postArgs(`/en/admin/orders/${id}`, form({ intent: 'paid', status: 'placed', reason: 'Boleto compensado' }), { id: String(id) }, session())),
    );
    expect(done).toEqual({ status: 302, location: `/en/admin/orders/${id}?done=done.paid` });
    const page = await orderLoader(postArgs(`/en/admin/orders/${id}?done=done.paid`, form({}), { id: String(id) }, session()));
    expect(page).toMatchObject({ title: `Order ${id}`, done: 'done.paid', order: { status: 'paid' }, transitions: ['sent', 'canceled'] });
  });
});
