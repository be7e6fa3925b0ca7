/**
 * The COUNTER_SUSHI API (Release 5.1) at /api/counter/r51: status, the list of reports, and the
 * reports themselves for customers with an API key. Dates follow R5.1: begin_date and end_date as
 * YYYY-MM or YYYY-MM-DD, whole months; a begin_date in the current month or later is Exception
 * 3020 (the month is not over), and an end_date there is cut to the last complete month with
 * Exception 3031. Keys are kept as SHA-256 hashes and shown once, when made.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { counterCustomers } from '#app/lib/db/schema.ts';
import { counterReport, REPORT_NAMES, REPORTS, type CounterException, type ReportId, type ReportPeriod } from './counter.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { currentPress } from '#app/lib/press/press.ts';

export const THE_WORLD = { name: 'The World', id: '0000000000000000' };

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new customer and its key (the only time the key is seen). */
export async function createCustomer(db: Db, name: string): Promise<{ customerId: string; apiKey: string }> {
  const customerId = `ipe-${randomBytes(4).toString('hex')}`;
  const apiKey = randomBytes(24).toString('base64url');
  await db.insert(counterCustomers).values({ customerId, name: name.trim().slice(0, 200), keyHash: hash(apiKey) });
  return { customerId, apiKey };
}

export async function revokeCustomer(db: Db, customerId: string): Promise<boolean> {
  const revoked = await db
    .update(counterCustomers)
    .set({ revokedAt: new Date() })
    .where(and(eq(counterCustomers.customerId, customerId), isNull(counterCustomers.revokedAt)))
    .returning({ id: counterCustomers.id });
  return revoked.length > 0;
}

export function listCustomers(db: Db) {
  return db
    .select({
      customerId: counterCustomers.customerId,
      name: counterCustomers.name,
      createdAt: counterCustomers.createdAt,
      revokedAt: counterCustomers.revokedAt,
    })
    .from(counterCustomers)
    .orderBy(asc(counterCustomers.createdAt))
    .limit(500);
}

async function authorized(db: Db, customerId: string | null, apiKey: string | null): Promise<boolean> {
  if (!customerId || !apiKey || customerId.length > 100 || apiKey.length > 200) return false;
  const [customer] = await db
    .select({ keyHash: counterCustomers.keyHash })
    .from(counterCustomers)
    .where(and(eq(counterCustomers.customerId, customerId), isNull(counterCustomers.revokedAt)));
  if (!customer) return false;
  return timingSafeEqual(Buffer.from(customer.keyHash, 'hex'), Buffer.from(hash(apiKey), 'hex'));
}

const exception = (Code: number, Message: string, Data?: string): CounterException => ({ Code, Message, ...(Data ? { Data } : {}) });

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A begin or end date as the API takes it, as the first or last day of its month; null if malformed. */
function monthOf(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1];
  if (month < 1 || month > 12 || day < 1 || day > lastDay(year, month) || year < 1900) return null;
  return { year, month };
}

/**
 * The period a request asks for, or the exception that answers it. `allowCurrentMonth` (the
 * admin's view) keeps the month in progress, with a warning that its figures are provisional.
 */
export function requestedPeriod(
  begin: string | null,
  end: string | null,
  now: Date,
  { allowCurrentMonth = false } = {},
): { period: ReportPeriod; warnings: CounterException[] } | { error: CounterException; status: 400 } {
  if (!begin || !end)
    return {
      error: exception(1030, 'Insufficient Information to Process Request', 'begin_date and end_date are required (YYYY-MM or YYYY-MM-DD).'),
      status: 400,
    };
  const from = monthOf(begin);
  const to = monthOf(end);
  if (!from || !to) return { error: exception(3020, 'Invalid Date Arguments', 'Dates are YYYY-MM or YYYY-MM-DD.'), status: 400 };
  const index = (m: { year: number; month: number }) => m.year * 12 + m.month - 1;
  if (index(from) > index(to)) return { error: exception(3020, 'Invalid Date Arguments', 'begin_date is after end_date.'), status: 400 };
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const warnings: CounterException[] = [];
  let last = to;
  if (allowCurrentMonth) {
    if (index(from) > index(current)) return { error: exception(3020, 'Invalid Date Arguments', 'begin_date is in the future.'), status: 400 };
    if (index(to) >= index(current)) {
      last = current;
      warnings.push(exception(1, 'Provisional Usage', `${current.year}-${pad(current.month)} is not over: its figures are the month so far.`));
    }
  } else {
    if (index(from) >= index(current))
      return {
        error: exception(3020, 'Invalid Date Arguments', 'begin_date is in the current month or later: a month is reported once it is over.'),
        status: 400,
      };
    if (index(to) >= index(current)) {
      const previous = index(current) - 1;
      last = { year: Math.floor(previous / 12), month: (previous % 12) + 1 };
      warnings.push(
        exception(3031, 'Usage Not Ready for Requested Dates', `Usage is reported up to ${last.year}-${pad(last.month)}; the current month is not over.`),
      );
    }
  }
  return {
    period: { begin: `${from.year}-${pad(from.month)}-01`, end: `${last.year}-${pad(last.month)}-${pad(lastDay(last.year, last.month))}` },
    warnings,
  };
}

export const isReportId = (value: string | undefined): value is ReportId => (REPORTS as readonly string[]).includes(value ?? '');

/** The answer to GET /api/counter/r51/reports/{report}: status and JSON body. */
export async function sushiReport(db: Db, report: ReportId, params: URLSearchParams, now = new Date()): Promise<{ status: number; body: unknown }> {
  if (!(await authorized(db, params.get('customer_id'), params.get('api_key')))) {
    return { status: 401, body: exception(2000, 'Requestor Not Authorized to Access Service', 'Unknown customer_id or api_key.') };
  }
  const asked = requestedPeriod(params.get('begin_date'), params.get('end_date'), now);
  if ('error' in asked) return { status: asked.status, body: asked.error };
  return { status: 200, body: await counterReport(db, report, asked.period, { institution: THE_WORLD, created: now, exceptions: asked.warnings }) };
}

export const sushiStatus = () => [
  {
    Description: `COUNTER_SUSHI API of ${currentPress().name}: usage of the books read online and downloaded.`,
    Service_Active: true,
    Note: 'Usage is anonymous and reported for The World.',
  },
];

/** The reports offered, with the months that can be asked for: from the first recorded use to last month. */
export async function sushiReports(db: Db, now = new Date()) {
  const [first] = rowsOf<{ month: string | null }>(
    await db.execute(sql`select to_char(min(day), 'YYYY-MM') as month from (
      select min(day) as day from reading_events union all select min(day) from reading_daily union all select min(day) from reading_downloads) days`),
  );
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const firstMonth = first?.month && first.month <= last ? first.month : last;
  return REPORTS.map((id) => ({
    Report_Name: REPORT_NAMES[id],
    Report_ID: id,
    Release: '5.1',
    Report_Description: `${REPORT_NAMES[id]} of the books read online and downloaded (COUNTER Release 5.1).`,
    Path: `/r51/reports/${id}`,
    First_Month_Available: firstMonth,
    Last_Month_Available: last,
  }));
}
