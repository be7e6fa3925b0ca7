import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { formats, publications, readingDownloads } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { pruneReadingEvents, summarizeReadingDays } from '../reading-days.server.ts';
import { loader as sushiLoader } from '#app/routes/api/counter.ts';
import { validateCounter } from '#app/test/counter-schema.ts';
import { routeArgs } from '#app/test/route-args.ts';
import { createBook, readChapter } from '../test-support.ts';
import { counterFile } from './counter-admin.server.ts';
import { counterReport, counterTable, delimited, monthsOf } from './counter.server.ts';
import { createCustomer, requestedPeriod, revokeCustomer, sushiReport, THE_WORLD } from './sushi.server.ts';

let database: TestDatabase;
let open: number;
let paid: number;
const now = new Date('2026-11-26T12:00:00Z');
const options = { institution: THE_WORLD, created: now };
const september = { begin: '2026-09-01', end: '2026-09-30' };

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  const { db } = database;
  open = await createBook(db, 'aberto');
  paid = await createBook(db, 'pago');
  await db.update(publications).set({ openAccess: true, publishedOn: '2024-03-01', doi: '10.99999/ipe.aberto' }).where(eq(publications.id, open));
  await db.insert(formats).values({ publicationId: open, kind: 'ebook', slug: 'aberto-ebook', isbn: '978-65-86543-90-2' });
  // September: two sessions on the open book (one reads two chapters), one on the paid book; a
  // session opening the same chapter twice counts once (one open a chapter a day).
  const a = await readChapter(db, open, 'cap-1', '2026-09-03', { steps: 2 });
  await readChapter(db, open, 'cap-2', '2026-09-03', { id: a, ended: true });
  await readChapter(db, open, 'cap-1', '2026-09-03', { id: a });
  await readChapter(db, open, 'cap-1', '2026-09-10');
  await readChapter(db, paid, 'cap-1', '2026-09-20');
  // October: one session; and two open downloads of the open book.
  await readChapter(db, open, 'cap-3', '2026-10-05');
  await db.insert(readingDownloads).values({ day: '2026-10-06', publicationId: open, access: 'open', downloads: 2 });
});
afterAll(() => database.dispose());

type Item = {
  Title: string;
  Item_ID: unknown;
  Attribute_Performance: { Access_Type: string; YOP: string; Performance: Record<string, Record<string, number>> }[];
};
const items = (report: { Report_Items: unknown[] }) => report.Report_Items as unknown as Item[];
const metric = (report: { Report_Items: unknown[] }, title: string, name: string) =>
  items(report).find((i) => i.Title === title)?.Attribute_Performance[0]?.Performance[name];

describe('COUNTER R5.1 reports from the reading records', () => {
  it('TR_B3: each book by access type, sessions and chapters counted as the Code of Practice says, valid against the schema', async () => {
    const report = await counterReport(database.db, 'tr_b3', { begin: '2026-09-01', end: '2026-10-31' }, options);
    const validation = validateCounter('TR_B3', report);
    expect(validation.errors).toEqual([]);
    expect(items(report).map((i) => i.Title)).toEqual(['Livro aberto', 'Livro pago']);
    // Open book, September: session a viewed 2 chapters, another session 1 → 3 item requests, 2 title requests.
    expect(metric(report, 'Livro aberto', 'Total_Item_Requests')).toEqual({ '2026-09': 3, '2026-10': 3 });
    expect(metric(report, 'Livro aberto', 'Unique_Title_Requests')).toEqual({ '2026-09': 2, '2026-10': 3 });
    expect(metric(report, 'Livro aberto', 'Unique_Item_Investigations')).toEqual({ '2026-09': 3, '2026-10': 3 });
    const attributes = items(report)[0]!.Attribute_Performance[0]!;
    expect([attributes.Access_Type, attributes.YOP]).toEqual(['Open', '2024']);
    expect(items(report)[0]!.Item_ID).toEqual({ DOI: '10.99999/ipe.aberto', ISBN: '978-65-86543-90-2', Proprietary: 'ipe:aberto' });
    expect(items(report)[1]!.Attribute_Performance[0]).toMatchObject({ Access_Type: 'Controlled', YOP: '0001' });
  });

  it('TR, PR and PR_P1 are valid too; PR sums the platform', async () => {
    for (const id of ['tr', 'pr', 'pr_p1'] as const) {
      const report = await counterReport(database.db, id, september, options);
      expect(validateCounter(id.toUpperCase(), report).errors, id).toEqual([]);
    }
    const pr = await counterReport(database.db, 'pr_p1', september, options);
    expect(items(pr)[0]!.Attribute_Performance[0]!.Performance).toEqual({
      Total_Item_Requests: { '2026-09': 4 },
      Unique_Item_Requests: { '2026-09': 4 },
      Unique_Title_Requests: { '2026-09': 3 },
    });
  });

  it('the admin’s JSON file is the API’s report: valid, the same items, the month so far flagged as provisional', async () => {
    const params = new URLSearchParams({ report: 'tr_b3', begin: '2026-09', end: '2026-11' });
    const file = await counterFile(database.db, params, 'json', now);
    expect(file?.name).toBe('TR_B3_2026-09_2026-11.json');
    const report = JSON.parse(file!.body);
    expect(validateCounter('TR_B3', report).errors).toEqual([]);
    expect(report.Report_Items).toEqual(
      JSON.parse(JSON.stringify((await counterReport(database.db, 'tr_b3', { begin: '2026-09-01', end: '2026-11-30' }, options)).Report_Items)),
    );
    expect(report.Report_Header.Exceptions.map((e: { Code: number }) => e.Code)).toContain(1);
  });

  it('a period without usage says so (Exception 3030) and stays valid', async () => {
    const report = await counterReport(database.db, 'tr_b3', { begin: '2025-01-01', end: '2025-01-31' }, options);
    expect(report.Report_Items).toEqual([]);
    expect((report.Report_Header as { Exceptions?: { Code: number }[] }).Exceptions?.map((e) => e.Code)).toEqual([3030]);
    expect(validateCounter('TR_B3', report).errors).toEqual([]);
  });

  it('the same figures once the days are summarized, and once their raw events are deleted', async () => {
    const before = await counterReport(database.db, 'tr_b3', september, options);
    expect(await summarizeReadingDays(database.db, new Date('2026-10-15T00:00:00Z'))).toBeGreaterThan(0);
    expect((await counterReport(database.db, 'tr_b3', september, options)).Report_Items).toEqual(before.Report_Items);
    // 90 days after September, the raw events are deleted.
    expect(await pruneReadingEvents(database.db, new Date('2027-01-01T00:00:00Z'))).toBeGreaterThan(0);
    expect(
      Number(
        ((await database.db.execute(sql`select count(*)::int as n from reading_events where day < '2026-10-01'`)) as unknown as { rows: { n: number }[] })
          .rows[0]!.n,
      ),
    ).toBe(0);
    const after = await counterReport(database.db, 'tr_b3', september, options);
    expect(after.Report_Items).toEqual(before.Report_Items);
  });

  it('as TSV and CSV: the header rows, then a row per metric with the total and each month', async () => {
    const period = { begin: '2026-09-01', end: '2026-10-31' };
    const table = counterTable(await counterReport(database.db, 'tr_b3', period, options), period);
    expect(table[0]).toEqual(['Report_Name', 'Book Usage by Access Type']);
    const columns = table.find((row) => row[0] === 'Title')!;
    expect(columns.slice(-3)).toEqual(['Reporting_Period_Total', 'Sep-2026', 'Oct-2026']);
    expect(table.find((row) => row[0] === 'Livro aberto' && row[13] === 'Total_Item_Requests')!.slice(-3)).toEqual(['6', '3', '3']);
    const tsv = delimited(table, 'tsv');
    expect(tsv.startsWith('\uFEFFReport_Name\tBook Usage by Access Type\r\n')).toBe(true);
    expect(delimited([['=SUM(A1)', 'a,b']], 'csv')).toBe('\uFEFF\'=SUM(A1),"a,b"\r\n');
    expect(monthsOf({ begin: '2025-11-01', end: '2026-02-28' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('the SUSHI API', () => {
  it('dates: whole months; a begin in the current month is 3020; an end there is cut, with 3031', () => {
    expect(requestedPeriod('2026-09', '2026-10-15', now)).toEqual({ period: { begin: '2026-09-01', end: '2026-10-31' }, warnings: [] });
    expect(requestedPeriod('2026-11-01', '2026-11-30', now)).toMatchObject({ status: 400, error: { Code: 3020 } });
    expect(requestedPeriod('2026-10', '2026-11', now)).toMatchObject({ period: { begin: '2026-10-01', end: '2026-10-31' }, warnings: [{ Code: 3031 }] });
    expect(requestedPeriod('2026-10', '2026-09', now)).toMatchObject({ error: { Code: 3020 } });
    expect(requestedPeriod('2026-13', '2026-10', now)).toMatchObject({ error: { Code: 3020 } });
    expect(requestedPeriod(null, '2026-10', now)).toMatchObject({ error: { Code: 1030 } });
    // The admin sees the month so far, marked provisional.
    expect(requestedPeriod('2026-10', '2026-11', now, { allowCurrentMonth: true })).toMatchObject({
      period: { end: '2026-11-30' },
      warnings: [{ Code: 1, Message: 'Provisional Usage' }],
    });
  });

  it('a customer with its key gets the report; a wrong, missing or revoked key is Exception 2000; every answer validates', async () => {
    const { customerId, apiKey } = await createCustomer(database.db, 'Biblioteca Central');
    const ask = (query: Record<string, string>) => sushiReport(database.db, 'tr_b3', new URLSearchParams(query), now);
    const good = await ask({ customer_id: customerId, api_key: apiKey, begin_date: '2026-09', end_date: '2026-11' });
    expect(good.status).toBe(200);
    expect(validateCounter('TR_B3', good.body).errors).toEqual([]);
    expect((good.body as { Report_Header: { Exceptions: { Code: number }[]; Institution_Name: string } }).Report_Header).toMatchObject({
      Institution_Name: 'The World',
      Exceptions: [{ Code: 3031 }],
    });
    const wrong = await ask({ customer_id: customerId, api_key: `${apiKey}x`, begin_date: '2026-09', end_date: '2026-10' });
    expect(wrong.status).toBe(401);
    expect(validateCounter('Exception_2000', wrong.body).errors).toEqual([]);
    expect((await ask({ begin_date: '2026-09', end_date: '2026-10' })).status).toBe(401);
    const early = await ask({ customer_id: customerId, api_key: apiKey, begin_date: '2026-11', end_date: '2026-11' });
    expect(early.status).toBe(400);
    expect(validateCounter('Exception_3020', early.body).errors).toEqual([]);
    expect(await revokeCustomer(database.db, customerId)).toBe(true);
    expect((await ask({ customer_id: customerId, api_key: apiKey, begin_date: '2026-09', end_date: '2026-10' })).status).toBe(401);
  });

  it('GET /api/counter/r51/status, /reports and an unsupported report, as the specification says', async () => {
    const get = async (path: string) => (await sushiLoader(routeArgs(new Request(`http://localhost:3000/api/counter/r51/${path}`), { '*': path }))) as Response;
    const status = await get('status');
    expect(status.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const statusBody = (await status.json()) as unknown[];
    expect(statusBody.every((s) => validateCounter('Status', s).valid)).toBe(true);
    const reports = (await (await get('reports')).json()) as unknown[];
    expect(reports.map((r) => validateCounter('Report', r).valid)).toEqual([true, true, true, true]);
    const unsupported = await get('reports/dr');
    expect(unsupported.status).toBe(404);
    expect(await unsupported.json()).toMatchObject({ Code: 3000 });
  });
});
