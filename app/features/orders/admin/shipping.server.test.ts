import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteShipping } from '../shipping.ts';
import { loadRateTables } from '../shipping.server.ts';
import { auditLog, shippingMethods, shippingRates } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { loadShippingEditor, submitShippingForm } from './shipping.server.ts';
import { createAccount, form } from './test-support.ts';

let database: TestDatabase;
let admin: string;
let pac: number;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAccount(database.db);
  const [method] = await database.db
    .insert(shippingMethods)
    .values({ code: 'pac', namePt: 'PAC', nameEn: 'PAC', position: 1 })
    .returning({ id: shippingMethods.id });
  pac = method!.id;
  await database.db.insert(shippingRates).values([
    { methodId: pac, region: 'BR-SE', maxWeightGrams: 500, priceBrl: 2190, priceUsd: 450, daysMin: 3, daysMax: 6 },
    { methodId: pac, region: 'BR-SE', maxWeightGrams: 1000, priceBrl: 2590, priceUsd: 520, daysMin: 3, daysMax: 6 },
  ]);
});
afterAll(() => database.dispose());

const post = (values: Record<string, string>) => submitShippingForm(database.db, admin, form(values));
const method = (id: number | null, rows: string[][], overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    methodId: id === null ? '' : String(id),
    code: 'pac',
    namePt: 'PAC',
    nameEn: 'PAC',
    carrier: 'correios',
    active: 'on',
    position: '1',
    ratesRows: String(rows.length),
    ...overrides,
  };
  rows.forEach((row, i) => {
    ['region', 'maxWeightGrams', 'priceBrl', 'priceUsd', 'daysMin', 'daysMax'].forEach((field, j) => (values[`rates.${i}.${field}`] = row[j] ?? ''));
  });
  return values;
};
const ratesOf = async (id: number) =>
  (await database.db.select().from(shippingRates).where(eq(shippingRates.methodId, id)))
    .map((r) => [r.region, r.maxWeightGrams, r.priceBrl, r.priceUsd, r.daysMin, r.daysMax])
    .sort();

describe('the shipping editor', () => {
  it('shows each method with its rows, in the page language, and one empty row to add', async () => {
    const editor = await loadShippingEditor(database.db, 'pt');
    expect(editor.methods).toHaveLength(1);
    expect(editor.methods[0]!.values).toMatchObject({
      code: 'pac',
      ratesRows: '3',
      'rates.0.region': 'BR-SE',
      'rates.0.priceBrl': '21,90',
      'rates.1.maxWeightGrams': '1000',
      active: 'on',
    });
    expect(editor.newMethod).toMatchObject({ methodId: '', ratesRows: '3', position: '2' });
    expect((await loadShippingEditor(database.db, 'en')).methods[0]!.values['rates.0.priceUsd']).toBe('4.50');
  });

  it('adds and removes rows without saving', async () => {
    const values = method(pac, [
      ['BR-SE', '500', '21,90', '4,50', '3', '6'],
      ['BR-S', '500', '26,90', '5,40', '4', '8'],
    ]);
    const added = await post({ ...values, intent: 'add-rates' });
    expect(added).toMatchObject({ kind: 'state', status: 200, state: { form: String(pac), focus: 'rates.2.region', values: { ratesRows: '3' } } });
    const removed = await post({ ...values, intent: 'remove-rates:0' });
    expect(removed).toMatchObject({ kind: 'state', status: 200, state: { values: { ratesRows: '1', 'rates.0.region': 'BR-S', 'rates.0.priceBrl': '26,90' } } });
    expect(removed.kind === 'state' && removed.state.values['rates.1.region']).toBeUndefined();
    expect(await ratesOf(pac)).toHaveLength(2);
  });

  it("replaces the method's rows in one go, skipping empty rows, and audits it", async () => {
    const values = method(
      pac,
      [
        ['BR-SE', '500', '21,90', '4,50', '3', '6'],
        ['', '', '', '', '', ''],
        ['BR-N', '2000', '66.90', '13.40', '8', '14'],
      ],
      { namePt: 'PAC (Correios)', position: '3' },
    );
    expect(await post({ ...values, intent: 'save' })).toEqual({ kind: 'redirect', to: `/admin/shipping?done=done.methodSaved#method-${pac}` });
    expect(await ratesOf(pac)).toEqual([
      ['BR-N', 2000, 6690, 1340, 8, 14],
      ['BR-SE', 500, 2190, 450, 3, 6],
    ]);
    expect((await database.db.select().from(shippingMethods).where(eq(shippingMethods.id, pac)))[0]).toMatchObject({
      namePt: 'PAC (Correios)',
      position: 3,
      active: true,
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetType, 'shipping-method'));
    expect(entry).toMatchObject({ actorId: admin, action: 'shipping.update', targetId: String(pac), details: { code: 'pac', active: true, rates: 2 } });
    // What checkout quotes comes from the new table.
    const { methods, rates } = await loadRateTables(database.db);
    expect(quoteShipping(methods, rates, { region: 'BR-N', weightGrams: 1200, currency: 'BRL' })).toMatchObject([{ code: 'pac', price: 6690 }]);
  });

  it('refuses bad rows field by field, and keeps what was typed', async () => {
    const values = method(pac, [
      ['MARS', '500', '21,90', '4,50', '3', '6'],
      ['BR-S', '0', 'dez', '-1', '', '6'],
    ]);
    const outcome = await post({ ...values, intent: 'save' });
    expect(outcome).toMatchObject({
      kind: 'state',
      status: 400,
      state: {
        message: 'fixErrors',
        errors: {
          'rates.0.region': 'regionRequired',
          'rates.1.maxWeightGrams': 'numberRange',
          'rates.1.priceBrl': 'moneyInvalid',
          'rates.1.priceUsd': 'moneyNegative',
          'rates.1.daysMin': 'required',
        },
        values: { 'rates.1.priceBrl': 'dez' },
      },
    });
    expect(await ratesOf(pac)).toHaveLength(2);
  });

  it('refuses a table the rate-table check finds wrong (a repeated bracket, days the wrong way round), rows numbered as shown', async () => {
    const values = method(pac, [
      ['BR-SE', '500', '21,90', '4,50', '3', '6'],
      ['', '', '', '', '', ''],
      ['BR-SE', '500', '19,90', '4,00', '2', '5'],
      ['BR-S', '500', '26,90', '5,40', '9', '4'],
    ]);
    const outcome = await post({ ...values, intent: 'save' });
    expect(outcome).toMatchObject({
      kind: 'state',
      status: 400,
      state: { message: 'rateTableProblems', values: { ratesRows: '4', 'rates.1.priceBrl': '19,90' } },
    });
    const problems = outcome.kind === 'state' ? outcome.state.problems! : [];
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).toMatch(/Row 2 .*same bracket as row 1/);
    expect(problems.join(' ')).toMatch(/Row 3 .*minimum days \(9\) are more than the maximum \(4\)/);
    expect(await ratesOf(pac)).toHaveLength(2);
  });

  it('adds a new method with its table, with a code of its own', async () => {
    const taken = await post({ ...method(null, [], { code: 'PAC', namePt: 'Outro', nameEn: 'Other' }), intent: 'save' });
    expect(taken).toMatchObject({ kind: 'state', status: 400, state: { form: 'new', errors: { code: 'codeTaken' } } });
    expect(await post({ ...method(null, [], { code: 'sedex express', namePt: 'X', nameEn: 'X' }), intent: 'save' })).toMatchObject({
      state: { errors: { code: 'methodCodeInvalid' } },
    });
    expect(await post({ ...method(null, [], { carrier: 'pigeon', namePt: '', code: 'x' }), intent: 'save' })).toMatchObject({
      state: { errors: { carrier: 'carrierInvalid', namePt: 'required' } },
    });

    const created = await post({
      ...method(null, [['WORLD', '2000', '250,00', '49,00', '15', '30']], {
        code: 'intl',
        namePt: 'Internacional',
        nameEn: 'International',
        carrier: 'dhl',
        active: '',
      }),
      intent: 'save',
    });
    const [row] = await database.db.select().from(shippingMethods).where(eq(shippingMethods.code, 'intl'));
    expect(created).toEqual({ kind: 'redirect', to: `/admin/shipping?done=done.methodCreated#method-${row!.id}` });
    expect(row).toMatchObject({ carrier: 'dhl', active: false });
    expect(await ratesOf(row!.id)).toEqual([['WORLD', 2000, 25000, 4900, 15, 30]]);
    expect(await ratesOf(pac)).toHaveLength(2);
    await expect(post({ ...method(987_654, [], { code: 'ghost' }), intent: 'save' })).rejects.toMatchObject({ code: 'not-found' });
  });
});
