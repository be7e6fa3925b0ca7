import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons, orders } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { listCoupons, loadCouponEditor, submitCouponForm } from './coupons.server.ts';
import { createAccount, form, insertOrder } from './test-support.ts';

let database: TestDatabase;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAccount(database.db);
});
afterAll(() => database.dispose());

const coupon = (overrides: Record<string, string> = {}) => ({
  code: 'leia 10',
  description: 'Campanha de volta às aulas',
  active: 'on',
  kind: 'percent',
  percent: '10',
  amountBrl: '',
  amountUsd: '',
  minOrderBrl: '',
  minOrderUsd: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerPerson: '',
  ...overrides,
});

const save = (id: number | null, values: Record<string, string>) => submitCouponForm(database.db, admin, id, form({ intent: 'save', ...values }));
const stored = async (code: string) => (await database.db.select().from(coupons).where(eq(coupons.code, code)))[0];
const refusal = (outcome: Awaited<ReturnType<typeof save>>) =>
  outcome.kind === 'state' ? { status: outcome.status, errors: outcome.state.errors, values: outcome.state.values } : outcome;

describe('saving a coupon', () => {
  it('normalizes the code (no spaces, upper case) and stores a percent coupon without amounts', async () => {
    const outcome = await save(null, coupon({ amountBrl: '5,00' }));
    const row = await stored('LEIA10');
    expect(outcome).toEqual({ kind: 'redirect', to: `/admin/coupons/${row!.id}?done=done.couponCreated` });
    expect(row).toMatchObject({ kind: 'percent', percent: 10, amountBrl: null, active: true, description: 'Campanha de volta às aulas' });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(row!.id)));
    expect(entry).toMatchObject({ actorId: admin, action: 'coupon.create', targetType: 'coupon', details: { code: 'LEIA10' } });
    expect((await listCoupons(database.db)).map((c) => c.code)).toEqual(['LEIA10']);
  });

  it('keeps percentages whole, from 1 to 100', async () => {
    for (const percent of ['0', '101', '12.5', '-3', 'dez']) {
      expect(refusal(await save(null, coupon({ code: 'PCT', percent }))), percent).toMatchObject({ status: 400, errors: { percent: 'percentRange' } });
    }
    expect(refusal(await save(null, coupon({ code: 'PCT', percent: '' })))).toMatchObject({ status: 400, errors: { percent: 'percentRequired' } });
    expect(await save(null, coupon({ code: 'PCT', percent: '100 %' }))).toMatchObject({ kind: 'redirect' });
    expect((await stored('PCT'))!.percent).toBe(100);
  });

  it('reads amounts typed with a comma or a point into cents', async () => {
    expect(
      await save(null, coupon({ code: 'vinte', kind: 'fixed', percent: '', amountBrl: '12,50', amountUsd: '3.5', minOrderBrl: 'R$ 1.234,56' })),
    ).toMatchObject({ kind: 'redirect' });
    expect(await stored('VINTE')).toMatchObject({ kind: 'fixed', percent: null, amountBrl: 1250, amountUsd: 350, minOrderBrl: 123456, minOrderUsd: null });
    expect(refusal(await save(null, coupon({ code: 'X1', kind: 'fixed', amountBrl: '12,5,0' })))).toMatchObject({ errors: { amountBrl: 'moneyInvalid' } });
    expect(refusal(await save(null, coupon({ code: 'X1', kind: 'fixed', amountBrl: '-5' })))).toMatchObject({ errors: { amountBrl: 'moneyNegative' } });
    expect(refusal(await save(null, coupon({ code: 'X1', kind: 'fixed', amountBrl: '', amountUsd: '' })))).toMatchObject({
      errors: { amountBrl: 'amountRequired' },
    });
    expect(refusal(await save(null, coupon({ code: 'X1', kind: 'fixed', amountBrl: '0,00' })))).toMatchObject({ errors: { amountBrl: 'amountZero' } });
    expect(refusal(await save(null, coupon({ code: 'X1', kind: 'gift' })))).toMatchObject({ errors: { kind: 'kindInvalid' } });
  });

  it('refuses a code another coupon has, however it was typed, and keeps what was typed', async () => {
    const outcome = refusal(await save(null, coupon({ code: ' Leia10 ', description: 'Outra' })));
    expect(outcome).toMatchObject({ status: 400, errors: { code: 'codeTaken' }, values: { code: ' Leia10 ', description: 'Outra' } });
    expect(refusal(await save(null, coupon({ code: '   ' })))).toMatchObject({ errors: { code: 'codeRequired' } });
    expect(refusal(await save(null, coupon({ code: 'A'.repeat(41) })))).toMatchObject({ errors: { code: 'codeTooLong' } });
    expect(refusal(await save(null, coupon({ code: 'LEIA!10' })))).toMatchObject({ errors: { code: 'codeInvalid' } });
    expect(await save(null, coupon({ code: 'promoção' }))).toMatchObject({ kind: 'redirect' });
    expect(await stored('PROMOÇÃO')).toBeDefined();
    // Its own code is not "taken" when the coupon itself is saved again.
    const own = await stored('LEIA10');
    expect(await save(own!.id, coupon({ code: 'leia10', percent: '15' }))).toEqual({ kind: 'redirect', to: `/admin/coupons/${own!.id}?done=done.couponSaved` });
    expect((await stored('LEIA10'))!.percent).toBe(15);
    expect(refusal(await save(own!.id, coupon({ code: 'vinte' })))).toMatchObject({ errors: { code: 'codeTaken' } });
    await expect(save(99_999, coupon({ code: 'NOVO' }))).rejects.toMatchObject({ code: 'not-found' });
  });

  it('reads validity in São Paulo time and checks the order of dates and limits', async () => {
    expect(
      await save(null, coupon({ code: 'natal', validFrom: '2025-12-24T00:00', validUntil: '2025-12-26T00:00', maxUses: '100', maxUsesPerPerson: '1' })),
    ).toMatchObject({ kind: 'redirect' });
    const row = await stored('NATAL');
    expect(row!.validFrom!.toISOString()).toBe('2025-12-24T03:00:00.000Z');
    expect(row!.validUntil!.toISOString()).toBe('2025-12-26T03:00:00.000Z');
    const editor = await loadCouponEditor(database.db, row!.id, 'pt');
    expect(editor!.values).toMatchObject({ validFrom: '2025-12-24T00:00', validUntil: '2025-12-26T00:00', maxUses: '100', percent: '10', amountBrl: '' });
    expect(refusal(await save(null, coupon({ code: 'D1', validFrom: '2025-12-26T00:00', validUntil: '2025-12-24T00:00' })))).toMatchObject({
      errors: { validUntil: 'untilBeforeFrom' },
    });
    expect(refusal(await save(null, coupon({ code: 'D1', validFrom: '2025-02-30T10:00' })))).toMatchObject({ errors: { validFrom: 'dateTimeInvalid' } });
    expect(refusal(await save(null, coupon({ code: 'D1', maxUses: '0' })))).toMatchObject({ errors: { maxUses: 'numberRange' } });
    expect(refusal(await save(null, coupon({ code: 'D1', maxUses: '2', maxUsesPerPerson: '3' })))).toMatchObject({
      errors: { maxUsesPerPerson: 'perPersonOverTotal' },
    });
    const vinte = await loadCouponEditor(database.db, (await stored('VINTE'))!.id, 'en');
    expect(vinte!.values).toMatchObject({ amountBrl: '12.50', minOrderBrl: '1234.56', kind: 'fixed', active: 'on' });
  });
});

describe('deleting a coupon', () => {
  it('deletes one no order has used, and refuses one that was used (deactivate instead)', async () => {
    const unused = (await stored('PCT'))!;
    expect(await submitCouponForm(database.db, admin, unused.id, form({ intent: 'delete' }))).toEqual({
      kind: 'redirect',
      to: '/admin/coupons?done=done.couponDeleted',
    });
    expect(await stored('PCT')).toBeUndefined();

    const used = (await stored('VINTE'))!;
    await insertOrder(database.db, { couponId: used.id, couponCode: 'VINTE', status: 'canceled' });
    expect((await loadCouponEditor(database.db, used.id, 'pt'))!.coupon).toMatchObject({ used: true, usesCount: 0 });
    const outcome = await submitCouponForm(database.db, admin, used.id, form({ intent: 'delete' }));
    expect(outcome).toMatchObject({ kind: 'state', status: 409, state: { message: 'couponUsed' } });
    expect(await stored('VINTE')).toBeDefined();
    expect(await database.db.$count(orders, eq(orders.couponId, used.id))).toBe(1);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.targetType, 'coupon'))).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'coupon.delete')).toHaveLength(1);
  });
});
