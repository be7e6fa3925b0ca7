/**
 * COUNTER Release 5.1 usage from the anonymous reading records: the Title Report (TR) and its
 * standard view TR_B3 (book usage by access type), the Platform Report (PR) and PR_P1.
 *
 * How our records map to COUNTER's metrics (Code of Practice 5.1, sections 3.3 and 7):
 * - A session is a reader's daily pseudonym (the browser draws a new one each UTC day); nothing
 *   ties it to a person, so every report is for "The World".
 * - An item is a chapter. Its first view by a session counts once (the reader records one open per
 *   chapter a day, a filter stronger than COUNTER's 30-second double-click rule): Total_Item_Requests
 *   and Unique_Item_Requests are the sessions × chapters viewed; Unique_Title_Requests the sessions
 *   that viewed the book at all. Every view of content is also an investigation, so each
 *   *_Investigations equals its *_Requests.
 * - Once a day is closed its raw events are summed in daily totals (reading-days.server.ts),
 *   which keep the readers per chapter and per title (chapter ''); the raw events of the days after
 *   the last summarized one are counted as they are, so every day counts once.
 * - An ebook download is one request of the whole title by its own session (downloads are counted
 *   without any session): it adds one to every metric.
 * - Access_Type: Open for open-access books (and open downloads), Controlled otherwise. YOP is the
 *   year of publication, 0001 when unknown. Access_Method is always Regular (no text mining).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { csvLine, UTF8_BOM } from '#app/lib/csv.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { unsummarizedDaySql } from '../reading-days.server.ts';
import { currentPress } from '#app/lib/press/press.ts';

export const REPORTS = ['tr', 'tr_b3', 'pr', 'pr_p1'] as const;
export type ReportId = (typeof REPORTS)[number];
export const REPORT_NAMES: Record<ReportId, string> = {
  tr: 'Title Report',
  tr_b3: 'Book Usage by Access Type',
  pr: 'Platform Report',
  pr_p1: 'Platform Usage',
};
const TITLE_METRICS = [
  'Total_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Investigations',
  'Unique_Item_Requests',
  'Unique_Title_Investigations',
  'Unique_Title_Requests',
] as const;
const PR_P1_METRICS = ['Total_Item_Requests', 'Unique_Item_Requests', 'Unique_Title_Requests'] as const;
type Metric = (typeof TITLE_METRICS)[number];
type Counts = Record<string, number>;

export interface CounterException {
  Code: number;
  Message: string;
  Data?: string;
}

/** One book's usage in a month and access type. */
interface UsageRow {
  publicationId: number;
  month: string;
  access: 'Open' | 'Controlled';
  itemRequests: number;
  titleRequests: number;
}

/** Usage per book, month and access type between two days (inclusive). */
async function usage(db: Db, begin: string, end: string): Promise<UsageRow[]> {
  const rows = rowsOf<{ publication_id: number; month: string; access: string; item_requests: number; title_requests: number }>(
    await db.execute(sql`
      with raw as (
        select e.publication_id, to_char(e.day, 'YYYY-MM') as month,
          count(distinct (e.day, e.pseudonym, e.chapter))::int as item_requests,
          count(distinct (e.day, e.pseudonym))::int as title_requests
        from reading_events e where e.day between ${begin} and ${end} and ${unsummarizedDaySql(sql`e.day`)}
        group by 1, 2
      ), folded as (
        select d.publication_id, to_char(d.day, 'YYYY-MM') as month,
          coalesce(sum(d.readers) filter (where d.chapter <> ''), 0)::int as item_requests,
          coalesce(sum(d.readers) filter (where d.chapter = ''), 0)::int as title_requests
        from reading_daily d where d.day between ${begin} and ${end}
        group by 1, 2
      ), reading as (
        select u.publication_id, u.month, case when p.open_access then 'Open' else 'Controlled' end as access,
          sum(u.item_requests)::int as item_requests, sum(u.title_requests)::int as title_requests
        from (select * from raw union all select * from folded) u join publications p on p.id = u.publication_id
        group by 1, 2, 3
      ), downloads as (
        select publication_id, to_char(day, 'YYYY-MM') as month, case when access = 'open' then 'Open' else 'Controlled' end as access,
          sum(downloads)::int as item_requests, sum(downloads)::int as title_requests
        from reading_downloads where day between ${begin} and ${end}
        group by 1, 2, 3
      )
      select publication_id, month, access, sum(item_requests)::int as item_requests, sum(title_requests)::int as title_requests
      from (select * from reading union all select * from downloads) usage
      group by 1, 2, 3
      having sum(item_requests) > 0 or sum(title_requests) > 0
      order by 1, 2, 3`),
  );
  return rows.map((r) => ({
    publicationId: r.publication_id,
    month: r.month,
    access: r.access as UsageRow['access'],
    itemRequests: r.item_requests,
    titleRequests: r.title_requests,
  }));
}

interface Title {
  id: number;
  title: string;
  doi: string | null;
  isbn: string | null;
  yop: string;
  slug: string;
}

async function titles(db: Db, ids: number[]): Promise<Map<number, Title>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; title: string; doi: string | null; isbn: string | null; year: number | null; slug: string }>(
    await db.execute(sql`
      select p.id, coalesce(case when p.language = 'en' then p.title_en else p.title_pt end, p.title_pt, p.title_en, p.slug) as title, p.doi, p.slug,
        extract(year from p.published_on)::int as year,
        (select f.isbn from formats f where f.publication_id = p.id and f.isbn ~ '^97[89]-[0-9]+-[0-9]+-[0-9]+-[0-9]$' order by f.kind = 'ebook' desc, f.id limit 1) as isbn
      from publications p where p.id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        doi: r.doi && /^10\.[1-9][0-9]{3}[0-9.]*\/.+$/.test(r.doi) ? r.doi : null,
        isbn: r.isbn,
        yop: r.year ? String(r.year).padStart(4, '0') : '0001',
        slug: r.slug,
      },
    ]),
  );
}

const addTo = (counts: Counts, month: string, n: number) => {
  if (n > 0) counts[month] = (counts[month] ?? 0) + n;
};

function performance(rows: UsageRow[], metrics: readonly Metric[]): Partial<Record<Metric, Counts>> {
  const out: Partial<Record<Metric, Counts>> = {};
  for (const metric of metrics) {
    const counts: Counts = {};
    for (const row of rows) addTo(counts, row.month, metric.startsWith('Unique_Title') ? row.titleRequests : row.itemRequests);
    if (Object.keys(counts).length) out[metric] = counts;
  }
  return out;
}

export interface ReportPeriod {
  /** First and last day (YYYY-MM-DD). */
  begin: string;
  end: string;
}

export interface ReportOptions {
  institution: { name: string; id: string };
  created: Date;
  /** Warnings or notes for the header (3030 is added when there is no usage). */
  exceptions?: CounterException[];
}

/** A COUNTER report as JSON (the SUSHI API's answer), valid against the R5.1 schema. */
export async function counterReport(db: Db, report: ReportId, period: ReportPeriod, options: ReportOptions) {
  const rows = await usage(db, period.begin, period.end);
  const exceptions = [...(options.exceptions ?? [])];
  if (!rows.length)
    exceptions.push({ Code: 3030, Message: 'No Usage Available for Requested Dates', Data: `No usage between ${period.begin} and ${period.end}.` });
  const filters: Record<string, unknown> = { Begin_Date: period.begin, End_Date: period.end };
  if (report === 'tr_b3') Object.assign(filters, { Metric_Type: [...TITLE_METRICS], Data_Type: ['Book', 'Reference_Work'], Access_Method: ['Regular'] });
  if (report === 'pr_p1') Object.assign(filters, { Metric_Type: ['Searches_Platform', ...PR_P1_METRICS], Access_Method: ['Regular'] });
  const header = {
    Release: '5.1',
    Report_ID: report.toUpperCase(),
    Report_Name: REPORT_NAMES[report],
    Created: options.created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Created_By: currentPress().name,
    Institution_ID: { Proprietary: [`ipe:${options.institution.id}`] },
    Institution_Name: options.institution.name,
    Registry_Record: '',
    ...(report === 'tr' ? { Report_Attributes: { Attributes_To_Show: ['YOP', 'Access_Type'] } } : {}),
    Report_Filters: filters,
    ...(exceptions.length ? { Exceptions: exceptions } : {}),
  };

  if (report === 'pr' || report === 'pr_p1') {
    const metrics = report === 'pr' ? TITLE_METRICS : PR_P1_METRICS;
    const items = rows.length
      ? [{ Platform: currentPress().name, Attribute_Performance: [{ Data_Type: 'Book', Performance: performance(rows, metrics) }] }]
      : [];
    return { Report_Header: header, Report_Items: items };
  }

  const books = await titles(db, [...new Set(rows.map((r) => r.publicationId))]);
  const items = [...books.values()]
    .sort((a, b) => a.title.localeCompare(b.title, 'pt'))
    .map((book) => {
      const own = rows.filter((r) => r.publicationId === book.id);
      const byAccess = (['Controlled', 'Open'] as const).filter((access) => own.some((r) => r.access === access));
      return {
        Title: book.title,
        Publisher: currentPress().name,
        Platform: currentPress().name,
        Item_ID: { ...(book.doi ? { DOI: book.doi } : {}), ...(book.isbn ? { ISBN: book.isbn } : {}), Proprietary: `ipe:${book.slug}` },
        Attribute_Performance: byAccess.map((access) => ({
          Data_Type: 'Book',
          YOP: book.yop,
          Access_Type: access,
          Performance: performance(
            own.filter((r) => r.access === access),
            TITLE_METRICS,
          ),
        })),
      };
    });
  return { Report_Header: header, Report_Items: items };
}

export type CounterReport = Awaited<ReturnType<typeof counterReport>>;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The months of a period, YYYY-MM. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  let [year, month] = period.begin.split('-').map(Number) as [number, number];
  const [endYear, endMonth] = period.end.split('-').map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    if (++month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * The tabular form (COUNTER's TSV/CSV layout): the header rows, a blank row, then one row per
 * item, attribute set and metric with the period's total and each month.
 */
export function counterTable(report: CounterReport, period: ReportPeriod): string[][] {
  const h = report.Report_Header;
  const titleReport = h.Report_ID.startsWith('TR');
  const months = monthsOf(period);
  const filters = Object.entries(h.Report_Filters)
    .filter(([key]) => key !== 'Begin_Date' && key !== 'End_Date')
    .map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('|') : String(value)}`)
    .join('; ');
  const head: string[][] = [
    ['Report_Name', h.Report_Name],
    ['Report_ID', h.Report_ID],
    ['Release', h.Release],
    ['Institution_Name', h.Institution_Name],
    ['Institution_ID', h.Institution_ID.Proprietary.map((id) => `Proprietary:${id}`).join('; ')],
    ['Metric_Types', ((h.Report_Filters as { Metric_Type?: string[] }).Metric_Type ?? TITLE_METRICS).join('; ')],
    ['Report_Filters', filters],
    [
      'Report_Attributes',
      'Report_Attributes' in h ? `Attributes_To_Show=${(h.Report_Attributes as { Attributes_To_Show: string[] }).Attributes_To_Show.join('|')}` : '',
    ],
    [
      'Exceptions',
      ('Exceptions' in h ? (h.Exceptions as CounterException[]) : []).map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${e.Data})` : ''}`).join('; '),
    ],
    ['Reporting_Period', `Begin_Date=${period.begin}; End_Date=${period.end}`],
    ['Created', h.Created],
    ['Created_By', h.Created_By],
    ['Registry_Record', h.Registry_Record],
    [],
  ];
  const monthLabels = months.map((m) => `${MONTH_NAMES[Number(m.slice(5)) - 1]}-${m.slice(0, 4)}`);
  const columns = titleReport
    ? [
        'Title',
        'Publisher',
        'Publisher_ID',
        'Platform',
        'DOI',
        'Proprietary_ID',
        'ISBN',
        'Print_ISSN',
        'Online_ISSN',
        'URI',
        'Data_Type',
        'YOP',
        'Access_Type',
        'Metric_Type',
        'Reporting_Period_Total',
        ...monthLabels,
      ]
    : ['Platform', 'Data_Type', 'Metric_Type', 'Reporting_Period_Total', ...monthLabels];
  const body: string[][] = [];
  for (const item of report.Report_Items as {
    Title?: string;
    Platform: string;
    Item_ID?: { DOI?: string; ISBN?: string; Proprietary?: string };
    Attribute_Performance: { Data_Type: string; YOP?: string; Access_Type?: string; Performance: Record<string, Counts> }[];
  }[]) {
    for (const attributes of item.Attribute_Performance) {
      for (const [metric, counts] of Object.entries(attributes.Performance)) {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        const perMonth = months.map((m) => String(counts[m] ?? 0));
        body.push(
          titleReport
            ? [
                item.Title ?? '',
                currentPress().name,
                '',
                item.Platform,
                item.Item_ID?.DOI ?? '',
                item.Item_ID?.Proprietary ?? '',
                item.Item_ID?.ISBN ?? '',
                '',
                '',
                '',
                attributes.Data_Type,
                attributes.YOP ?? '',
                attributes.Access_Type ?? '',
                metric,
                String(total),
                ...perMonth,
              ]
            : [item.Platform, attributes.Data_Type, metric, String(total), ...perMonth],
        );
      }
    }
  }
  return [...head, columns, ...body];
}

/**
 * Tab-separated (tabs and line breaks inside values become spaces; a value that starts like a
 * formula is kept as text) or comma-separated (lib/csv.ts), with the mark spreadsheets need for UTF-8.
 */
export function delimited(table: string[][], format: 'tsv' | 'csv'): string {
  if (format === 'csv') return UTF8_BOM + table.map((row) => csvLine(row)).join('');
  const cell = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/[\t\r\n]+/g, ' ');
  return UTF8_BOM + table.map((row) => row.map(cell).join('\t')).join('\r\n') + '\r\n';
}
