/**
 * Coupons for the admin: the list, the form's values, saving with a unique code, and deleting
 * only what no order has used (a used coupon is deactivated instead). Every change is audited in
 * its own transaction.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { moneyInput } from '#app/lib/money.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { coupons, orders } from '#app/lib/db/schema.ts';
import type { FormValues } from '#app/lib/forms.ts';
import { checkCoupon, couponColumns } from './coupon.schema.ts';
import { readValues } from '#app/lib/form-values.ts';
import { redirectTo, refused, type Outcome } from './outcome.ts';
import { localDateTimeInput } from '#app/lib/publisher-time.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

type CouponRow = typeof coupons.$inferSelect;

/** The most coupons the list shows (the newest). */
export const COUPON_LIST_MAX = 1_000;

export async function listCoupons(db: Db) {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(COUPON_LIST_MAX);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    active: row.active,
    kind: row.kind,
    percent: row.percent,
    amountBrl: row.amountBrl,
    amountUsd: row.amountUsd,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usesCount: row.usesCount,
    maxUses: row.maxUses,
  }));
}

export type CouponListRow = Awaited<ReturnType<typeof listCoupons>>[number];

function couponValues(row: CouponRow, locale: Locale): FormValues {
  const number = (n: number | null) => (n === null ? '' : String(n));
  const when = (date: Date | null) => (date ? localDateTimeInput(date) : '');
  return {
    code: row.code,
    description: row.description,
    active: row.active ? 'on' : '',
    kind: row.kind,
    percent: number(row.percent),
    amountBrl: moneyInput(row.amountBrl, locale),
    amountUsd: moneyInput(row.amountUsd, locale),
    minOrderBrl: moneyInput(row.minOrderBrl, locale),
    minOrderUsd: moneyInput(row.minOrderUsd, locale),
    validFrom: when(row.validFrom),
    validUntil: when(row.validUntil),
    maxUses: number(row.maxUses),
    maxUsesPerPerson: number(row.maxUsesPerPerson),
  };
}

/** Some order named this coupon (paid, canceled or waiting): its history must stay readable. */
async function wasUsed(db: Db, id: number, usesCount: number): Promise<boolean> {
  if (usesCount > 0) return true;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, id)).limit(1);
  return Boolean(order);
}

/** The coupon page: a new coupon (id null) or a stored one with its uses; null when there is none. */
export async function loadCouponEditor(db: Db, id: number | null, locale: Locale) {
  if (id === null) return { coupon: null, values: { active: 'on', kind: 'percent' } as FormValues };
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) return null;
  return {
    coupon: { id: row.id, code: row.code, usesCount: row.usesCount, used: await wasUsed(db, row.id, row.usesCount), version: row.updatedAt.toISOString() },
    values: couponValues(row, locale),
  };
}

export type CouponEditor = NonNullable<Awaited<ReturnType<typeof loadCouponEditor>>>;

const codeConstraint = { coupons_code_unique: { code: 'codeTaken' } };

/** One post of the coupon page: save (create or update) or delete. */
export async function submitCouponForm(db: Db, actorId: string, id: number | null, formData: FormData): Promise<Outcome> {
  if (formData.get('intent') === 'delete' && id !== null) return deleteCoupon(db, actorId, id);
  const values = readValues(formData);
  const parsed = checkCoupon(values);
  if (!parsed.ok) return refused('coupon', values, parsed.errors);
  const columns = couponColumns(parsed.data);
  try {
    const saved = await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, columns.code), id === null ? undefined : ne(coupons.id, id)));
      if (taken) throw new FieldConflict({ code: 'codeTaken' });
      if (id === null) {
        const [created] = await tx.insert(coupons).values(columns).returning({ id: coupons.id });
        await audit(tx, actorId, 'coupon.create', created!.id, { code: columns.code });
        return { id: created!.id, created: true };
      }
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new NotFound();
      await tx
        .update(coupons)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(coupons.id, id));
      const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
      const fields = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => !same(before[key], columns[key]));
      if (fields.length) await audit(tx, actorId, 'coupon.update', id, { code: columns.code, fields });
      return { id, created: false };
    });
    return redirectTo(`/admin/coupons/${saved.id}?done=${saved.created ? 'done.couponCreated' : 'done.couponSaved'}`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    return refused('coupon', values, conflictFromDb(error, codeConstraint));
  }
}

async function deleteCoupon(db: Db, actorId: string, id: number): Promise<Outcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!row) return 'not-found' as const;
    if (await wasUsed(tx, id, row.usesCount)) return 'used' as const;
    await tx.delete(coupons).where(eq(coupons.id, id));
    await audit(tx, actorId, 'coupon.delete', id, { code: row.code });
    return 'deleted' as const;
  });
  if (result === 'not-found') throw notFound();
  if (result === 'used') return { kind: 'state', status: 409, state: { form: 'delete', values: {}, errors: {}, message: 'couponUsed', revision: Date.now() } };
  return redirectTo('/admin/coupons?done=done.couponDeleted');
}

async function audit(tx: Db, actorId: string, action: string, couponId: number, details: Record<string, unknown>) {
  await recordAudit(tx, { actorId, action, targetType: 'coupon', targetId: String(couponId), details });
}
