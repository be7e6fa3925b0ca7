/**
 * The analytics dashboard's figures for a period and the one before it: the site's visits and page
 * views (daily sums, plus the raw views of the days not summed yet), sales by format and currency,
 * chapter opens and the most read books, and course completions. Read-only SQL over the tables of
 * the features that keep them.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { FIRST, unsummarizedDaySql } from './page-views.server.ts';
import { daysOf, type Period } from './period.ts';
import { summedCover, type DayRange } from './summed-cover.ts';

export interface DayFigure {
  day: string;
  value: number;
}
export interface Ranked {
  label: string;
  views: number;
  visitors: number;
}

const TOP = 10;
export type Dimension = 'page' | 'referrer' | 'language' | 'device';

interface RawFigure {
  dimension: 'total' | Dimension;
  day: string;
  label: string;
  views: number;
  visitors: number;
}

/** grouping(path, referrer, language, device): a bit set for each column not grouped by. */
const GROUPING: Record<number, RawFigure['dimension']> = { 15: 'total', 7: 'page', 11: 'referrer', 13: 'language', 14: 'device' };

/**
 * The raw views of the period's days not summed yet (today, mostly), every figure in one scan:
 * per day, and per day and page, referrer, language or device, with the day's distinct visitors.
 */
async function rawFigures(db: Db, period: Period): Promise<RawFigure[]> {
  const first = (bit: number) => sql.raw(`sum((firsts & ${bit} <> 0)::int)::int`);
  const rows = rowsOf<
    { g: number; day: string; path: string; referrer: string; language: string; device: string; views: number } & Record<'total' | Dimension, number>
  >(
    await db.execute(sql`
      select grouping(path, referrer, language, device)::int as g, day::text as day, path, referrer, language, device, count(*)::int as views,
        ${first(FIRST.day)} as total, ${first(FIRST.path)} as page, ${first(FIRST.referrer)} as referrer_visitors, ${first(FIRST.language)} as language_visitors, ${first(FIRST.device)} as device_visitors
      from page_views where day between ${period.from} and ${period.to} and ${unsummarizedDaySql()}
      group by grouping sets ((day), (day, path), (day, referrer), (day, language), (day, device))`),
  );
  return rows.flatMap((r) => {
    const dimension = GROUPING[Number(r.g)];
    if (!dimension || (dimension === 'referrer' && !r.referrer)) return [];
    const row = r as unknown as Record<string, number | string>;
    const visitors = dimension === 'total' ? row.total : dimension === 'page' ? row.page : row[`${dimension}_visitors`];
    const label = dimension === 'total' ? '' : dimension === 'page' ? r.path : r[dimension];
    return [{ dimension, day: r.day, label, views: Number(r.views), visitors: Number(visitors) }];
  });
}

/** Per day: page views and visits (a visitor counted once a day). */
async function traffic(db: Db, period: Period, raw: RawFigure[]) {
  const rows = rowsOf<{ day: string; views: number; visitors: number }>(
    await db.execute(
      sql`select day::text as day, views, visitors from page_view_days where dimension = 'total' and day between ${period.from} and ${period.to}`,
    ),
  );
  const byDay = new Map<string, { views: number; visitors: number }>();
  for (const r of [...rows, ...raw.filter((x) => x.dimension === 'total')]) {
    const seen = byDay.get(r.day) ?? { views: 0, visitors: 0 };
    byDay.set(r.day, { views: seen.views + Number(r.views), visitors: seen.visitors + Number(r.visitors) });
  }
  return daysOf(period).map((day) => ({ day, views: byDay.get(day)?.views ?? 0, visitors: byDay.get(day)?.visitors ?? 0 }));
}

/** The last day whose raw views are in the daily and monthly sums ('0001-01-01': none yet). */
async function lastSummedDay(db: Db): Promise<string> {
  const [row] = rowsOf<{ summed: string | null }>(await db.execute(sql`select max(day)::text as summed from page_view_summarized_days`));
  return row?.summed ?? '0001-01-01';
}

const inRanges = (ranges: DayRange[]) =>
  ranges.length
    ? sql.join(
        ranges.map(([from, to]) => sql`day between ${from} and ${to}`),
        sql` or `,
      )
    : sql`false`;

/** The most viewed values of a dimension over the period (the summed part added up in SQL, the raw days' added here). */
async function ranked(db: Db, period: Period, dimension: Dimension, raw: RawFigure[], summed: string, limit = TOP): Promise<Ranked[]> {
  const { months, add, subtract } = summedCover(period, summed);
  const rows = rowsOf<{ label: string; views: number; visitors: number }>(
    await db.execute(sql`
      select label, sum(views)::int as views, sum(visitors)::int as visitors from (
        select value as label, views, visitors from page_view_months where dimension = ${dimension} and month = any(${`{${months.join(',')}}`}::date[])
        union all
        select value, views, visitors from page_view_days where dimension = ${dimension} and (${inRanges(add)})
        union all
        select value, -views, -visitors from page_view_days where dimension = ${dimension} and (${inRanges(subtract)})
      ) t group by label having sum(views) > 0 order by views desc, label limit 5000`),
  );
  const totals = new Map<string, Ranked>();
  for (const r of [...rows, ...raw.filter((x) => x.dimension === dimension)]) {
    const seen = totals.get(r.label) ?? { label: r.label, views: 0, visitors: 0 };
    totals.set(r.label, { label: r.label, views: seen.views + Number(r.views), visitors: seen.visitors + Number(r.visitors) });
  }
  return [...totals.values()].sort((a, b) => b.views - a.views || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)).slice(0, limit);
}

export interface SaleFigure {
  day: string;
  currency: 'BRL' | 'USD';
  kind: 'print' | 'ebook' | 'course';
  cents: number;
  items: number;
}

/** Paid orders' items (those not refunded or canceled) by the day they were paid, format and currency. */
async function sales(db: Db, period: Period): Promise<SaleFigure[]> {
  const rows = rowsOf<SaleFigure>(
    await db.execute(sql`
      select (o.paid_at at time zone 'UTC')::date::text as day, o.currency, i.kind, sum(i.unit_price * i.quantity)::int as cents, sum(i.quantity)::int as items
      from orders o join order_items i on i.order_id = o.id
      where o.status in ('paid', 'sent', 'delivered') and o.paid_at >= ${period.from}::date and o.paid_at < (${period.to}::date + 1)
      group by 1, 2, 3 order by 1, 2, 3`),
  );
  return rows.map((r) => ({ ...r, cents: Number(r.cents), items: Number(r.items) }));
}

/** Chapter opens per day: readers per chapter and day (summed days, and the raw events after them). */
async function chapterOpens(db: Db, period: Period): Promise<DayFigure[]> {
  const rows = rowsOf<{ day: string; value: number }>(
    await db.execute(sql`
      select day::text as day, sum(n)::int as value from (
        select day, readers as n from reading_daily where chapter <> '' and day between ${period.from} and ${period.to}
        union all
        select day, count(distinct (pseudonym, chapter)) from reading_events
        where kind = 'open' and day between ${period.from} and ${period.to} and day > (select coalesce(max(day), '-infinity'::date) from reading_summarized_days)
        group by day
      ) t group by day`),
  );
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  return daysOf(period).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

async function topBooks(db: Db, period: Period, locale: Locale): Promise<{ label: string; value: number }[]> {
  const title = locale === 'en' ? sql`coalesce(nullif(p.title_en, ''), p.title_pt)` : sql`coalesce(nullif(p.title_pt, ''), p.title_en)`;
  const rows = rowsOf<{ label: string; value: number }>(
    await db.execute(sql`
      select ${title} as label, sum(n)::int as value from (
        select publication_id, readers as n from reading_daily where chapter = '' and day between ${period.from} and ${period.to}
        union all
        select publication_id, count(distinct pseudonym) from reading_events
        where day between ${period.from} and ${period.to} and day > (select coalesce(max(day), '-infinity'::date) from reading_summarized_days)
        group by day, publication_id
      ) t join publications p on p.id = t.publication_id group by p.id, label order by value desc, label limit ${TOP}`),
  );
  return rows.map((r) => ({ label: r.label, value: Number(r.value) }));
}

/** Certificates issued per day (a course completed), revoked ones left out. */
async function completions(db: Db, period: Period): Promise<DayFigure[]> {
  const rows = rowsOf<{ day: string; value: number }>(
    await db.execute(sql`
      select (issued_at at time zone 'UTC')::date::text as day, count(*)::int as value from certificates
      where revoked_at is null and issued_at >= ${period.from}::date and issued_at < (${period.to}::date + 1) group by 1`),
  );
  const byDay = new Map(rows.map((r) => [r.day, Number(r.value)]));
  return daysOf(period).map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const salesTotals = (rows: SaleFigure[]) => ({
  BRL: sum(rows.filter((r) => r.currency === 'BRL').map((r) => r.cents)),
  USD: sum(rows.filter((r) => r.currency === 'USD').map((r) => r.cents)),
});

export async function analyticsDashboard(db: Db, current: Period, previous: Period, locale: Locale) {
  const [raw, rawBefore, summed] = await Promise.all([rawFigures(db, current), rawFigures(db, previous), lastSummedDay(db)]);
  const [now, before, pages, referrers, languages, devices, sold, soldBefore, opens, opensBefore, books, done, doneBefore] = await Promise.all([
    traffic(db, current, raw),
    traffic(db, previous, rawBefore),
    ranked(db, current, 'page', raw, summed),
    ranked(db, current, 'referrer', raw, summed),
    ranked(db, current, 'language', raw, summed),
    ranked(db, current, 'device', raw, summed),
    sales(db, current),
    sales(db, previous),
    chapterOpens(db, current),
    chapterOpens(db, previous),
    topBooks(db, current, locale),
    completions(db, current),
    completions(db, previous),
  ]);
  return {
    traffic: { days: now, previous: before },
    totals: {
      views: [sum(now.map((d) => d.views)), sum(before.map((d) => d.views))],
      visits: [sum(now.map((d) => d.visitors)), sum(before.map((d) => d.visitors))],
      opens: [sum(opens.map((d) => d.value)), sum(opensBefore.map((d) => d.value))],
      completions: [sum(done.map((d) => d.value)), sum(doneBefore.map((d) => d.value))],
    },
    ranked: { page: pages, referrer: referrers, language: languages, device: devices },
    sales: { rows: sold, totals: salesTotals(sold), previousTotals: salesTotals(soldBefore) },
    reading: { days: opens, books },
    completions: done,
  };
}

export type AnalyticsDashboard = Awaited<ReturnType<typeof analyticsDashboard>>;
