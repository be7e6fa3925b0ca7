/** The admin's COUNTER page: a report for chosen months (the current one so far, marked provisional), its files, and the API's customers. */
import type { KeyOf } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import { parseForm } from '#app/lib/forms.ts';
import { counterReport, counterTable, delimited, REPORTS, type ReportId } from './counter.server.ts';
import { customerSchema } from './customer.schema.ts';
import type { counterMessages } from './messages.ts';
import { createCustomer, isReportId, listCustomers, requestedPeriod, revokeCustomer, THE_WORLD } from './sushi.server.ts';

/** The report and months asked for in the address; by default TR_B3 over the last twelve months, this one included. */
export function reportQuery(params: URLSearchParams, now: Date) {
  const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
  const report: ReportId = isReportId(params.get('report') ?? undefined) ? (params.get('report') as ReportId) : 'tr_b3';
  return { report, begin: params.get('begin') || month(-11), end: params.get('end') || month(0) };
}

export async function counterPage(db: Db, params: URLSearchParams, now = new Date()) {
  const query = reportQuery(params, now);
  const asked = requestedPeriod(query.begin, query.end, now, { allowCurrentMonth: true });
  const customers = (await listCustomers(db)).map((c) => ({ ...c, createdAt: c.createdAt.toISOString(), revokedAt: c.revokedAt?.toISOString() ?? null }));
  if ('error' in asked) return { query, reports: REPORTS, table: null, provisional: null, noUsage: false, customers };
  const report = await counterReport(db, query.report, asked.period, { institution: THE_WORLD, created: now, exceptions: asked.warnings });
  return {
    query,
    reports: REPORTS,
    table: counterTable(report, asked.period),
    provisional: asked.warnings.some((w) => w.Code === 1) ? now.toISOString().slice(0, 7) : null,
    noUsage: report.Report_Items.length === 0,
    customers,
  };
}

/**
 * The report as a file; null when the period is not valid. TSV and CSV in COUNTER's tabular
 * layout; JSON exactly as the COUNTER_SUSHI API answers it (R5.1), so a librarian can compare
 * the two, with the month so far flagged in Report_Header.Exceptions as in the tabular files.
 */
export async function counterFile(db: Db, params: URLSearchParams, format: 'tsv' | 'csv' | 'json', now = new Date()) {
  const query = reportQuery(params, now);
  const asked = requestedPeriod(query.begin, query.end, now, { allowCurrentMonth: true });
  if ('error' in asked) return null;
  const report = await counterReport(db, query.report, asked.period, { institution: THE_WORLD, created: now, exceptions: asked.warnings });
  const body = format === 'json' ? JSON.stringify(report, null, 2) : delimited(counterTable(report, asked.period), format);
  return { name: `${query.report.toUpperCase()}_${asked.period.begin.slice(0, 7)}_${asked.period.end.slice(0, 7)}.${format}`, body };
}

export const COUNTER_FORM = 'counter-customers';
type CounterKey = KeyOf<typeof counterMessages>;
/** A new customer's id and key, shown once beside the `created` notice. */
export type CounterState = FormState<CounterKey, typeof COUNTER_FORM, { customerId: string; apiKey: string }>;
type CounterOutcome = Outcome<CounterKey, typeof COUNTER_FORM, { customerId: string; apiKey: string }>;

export async function counterAction(db: Db, formData: FormData): Promise<CounterOutcome> {
  const intent = formData.get('intent');
  if (intent === 'add-customer') {
    const parsed = parseForm(customerSchema, formData);
    if (!parsed.ok) return refused<CounterKey, typeof COUNTER_FORM>(COUNTER_FORM, parsed.values, parsed.errors, undefined);
    const made = await createCustomer(db, parsed.data.name);
    return done(COUNTER_FORM, 'created', { result: { customerId: made.customerId, apiKey: made.apiKey } });
  }
  if (intent === 'revoke') {
    const revoked = await revokeCustomer(db, String(formData.get('customerId') ?? ''));
    return revoked ? done(COUNTER_FORM, 'revokedDone') : refused<CounterKey, typeof COUNTER_FORM>(COUNTER_FORM, {}, {}, undefined, {}, 404);
  }
  return refused<CounterKey, typeof COUNTER_FORM>(COUNTER_FORM, {}, {}, undefined);
}
