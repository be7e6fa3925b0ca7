/**
 * Shipping methods and their rate tables for the admin: one form per method (its fields and its
 * rows), rows added and removed by submit buttons that work without JavaScript, and a save that
 * replaces the method's rows in one transaction, audited.
 */
import { and, eq, ne } from 'drizzle-orm';
import { conflictFromDb, FieldConflict, NotFound } from '#app/lib/db/conflicts.ts';
import { moneyInput } from '#app/lib/money.ts';
import { isCarrier } from '../carriers.ts';
import { validateRateTable, type ShippingRateRow } from '../shipping.ts';
import { loadRateTables } from '../shipping.server.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { shippingMethods, shippingRates } from '#app/lib/db/schema.ts';
import type { FormValues } from '#app/lib/forms.ts';
import { RATE_FIELDS, RATE_ROWS_MAX, RATES } from './choices.ts';
import { readValues, removeRow, rowCount, rowName, rowsToValues, withRows } from '#app/lib/form-values.ts';
import { redirectTo, refused, rerender, type Outcome } from './outcome.ts';
import { checkShippingMethod } from './shipping.schema.ts';
import { recordAudit } from '#app/lib/audit.server.ts';
import { notFound } from '#app/lib/app-error.ts';

/** Empty rows the form offers below the stored ones. */
const EXTRA_ROWS = 1;

export async function loadShippingEditor(db: Db, locale: Locale) {
  const { methods, rates } = await loadRateTables(db);
  const rateValues = (methodId: number) =>
    rates
      .filter((rate) => rate.methodId === methodId)
      .map((rate) => ({
        region: rate.region,
        maxWeightGrams: String(rate.maxWeightGrams),
        priceBrl: moneyInput(rate.priceBrl, locale),
        priceUsd: moneyInput(rate.priceUsd, locale),
        daysMin: String(rate.daysMin),
        daysMax: String(rate.daysMax),
      }));
  const nextPosition = methods.reduce((max, method) => Math.max(max, method.position), 0) + 1;
  return {
    methods: methods.map((method) => ({
      id: method.id,
      code: method.code,
      namePt: method.namePt,
      nameEn: method.nameEn,
      active: method.active,
      values: {
        methodId: String(method.id),
        code: method.code,
        namePt: method.namePt,
        nameEn: method.nameEn,
        carrier: isCarrier(method.carrier) ? method.carrier : 'correios',
        active: method.active ? 'on' : '',
        position: String(method.position),
        ...rowsToValues(RATES, rateValues(method.id), RATE_FIELDS, EXTRA_ROWS, RATE_ROWS_MAX),
      } as FormValues,
    })),
    newMethod: { methodId: '', carrier: 'correios', active: 'on', position: String(nextPosition), ...rowsToValues(RATES, [], RATE_FIELDS, 3) } as FormValues,
  };
}

export type ShippingEditor = Awaited<ReturnType<typeof loadShippingEditor>>;

const isEmptyRow = (values: FormValues, index: number) => RATE_FIELDS.every((field) => !(values[rowName(RATES, index, field)] ?? '').trim());

/** The same values without the empty rows (and one empty row at the end), so row numbers match the table's. */
function compactRows(values: FormValues): FormValues {
  const kept: Record<string, string>[] = [];
  for (let i = 0; i < rowCount(values, RATES, { max: RATE_ROWS_MAX }); i++) {
    if (!isEmptyRow(values, i)) kept.push(Object.fromEntries(RATE_FIELDS.map((field) => [field, values[rowName(RATES, i, field)] ?? ''])));
  }
  const others = Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith(`${RATES}.`)));
  return { ...others, ...rowsToValues(RATES, kept, RATE_FIELDS, EXTRA_ROWS, RATE_ROWS_MAX) };
}

/** One post of the shipping page: a method's form (an existing one by its id, or the new one). */
export async function submitShippingForm(db: Db, actorId: string, formData: FormData): Promise<Outcome> {
  const values = readValues(formData);
  const methodId = values.methodId ? Number(values.methodId) : null;
  if (methodId !== null && !(Number.isSafeInteger(methodId) && methodId > 0 && methodId <= 2_147_483_647)) throw notFound();
  const form = methodId === null ? 'new' : String(methodId);
  const intent = String(formData.get('intent') ?? 'save');
  const count = rowCount(values, RATES, { max: RATE_ROWS_MAX });

  if (intent === `add-${RATES}`) return rerender(form, withRows(values, RATES, count + 1, RATE_ROWS_MAX), rowName(RATES, count, 'region'));
  const removed = new RegExp(`^remove-${RATES}:(\\d+)$`).exec(intent);
  if (removed) {
    const index = Number(removed[1]);
    const next = removeRow(values, RATES, RATE_FIELDS, index, RATE_ROWS_MAX);
    const left = rowCount(next, RATES, { max: RATE_ROWS_MAX });
    return rerender(form, next, left ? rowName(RATES, Math.min(index, left - 1), 'region') : `add-${RATES}`);
  }

  const parsed = checkShippingMethod(values);
  if (!parsed.ok) return refused(form, values, parsed.errors);
  const table: ShippingRateRow[] = parsed.data.rates.map((rate) => ({ methodId: methodId ?? 0, ...rate }));
  const problems = validateRateTable(table);
  if (problems.length) return refused(form, compactRows(values), {}, { message: 'rateTableProblems', problems });

  try {
    const saved = await db.transaction(async (tx) => {
      const { method: columns, rates } = parsed.data;
      const [taken] = await tx
        .select({ id: shippingMethods.id })
        .from(shippingMethods)
        .where(and(eq(shippingMethods.code, columns.code), methodId === null ? undefined : ne(shippingMethods.id, methodId)));
      if (taken) throw new FieldConflict({ code: 'codeTaken' });
      let id: number;
      if (methodId === null) {
        const [created] = await tx.insert(shippingMethods).values(columns).returning({ id: shippingMethods.id });
        id = created!.id;
      } else {
        const [updated] = await tx.update(shippingMethods).set(columns).where(eq(shippingMethods.id, methodId)).returning({ id: shippingMethods.id });
        if (!updated) throw new NotFound();
        id = methodId;
        await tx.delete(shippingRates).where(eq(shippingRates.methodId, id));
      }
      if (rates.length) await tx.insert(shippingRates).values(rates.map((rate) => ({ methodId: id, ...rate })));
      await recordAudit(tx, {
        actorId,
        action: methodId === null ? 'shipping.create' : 'shipping.update',
        targetType: 'shipping-method',
        targetId: String(id),
        details: { code: columns.code, active: columns.active, rates: rates.length },
      });
      return id;
    });
    return redirectTo(`/admin/shipping?done=${methodId === null ? 'done.methodCreated' : 'done.methodSaved'}#method-${saved}`);
  } catch (error) {
    if (error instanceof NotFound) throw notFound();
    return refused(form, values, conflictFromDb(error, { shipping_methods_code_unique: { code: 'codeTaken' } }));
  }
}
