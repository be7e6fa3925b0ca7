/**
 * The analytics dashboard over a year of 10,000,000 page views (issue 43's budget: ≤ 200 ms): a
 * year of daily sums as the hourly job leaves them (1,000 pages a day in a long tail, 40 referring
 * sites, 8 languages, 3 devices), today still raw, then the whole dashboard (figures
 * and SVG charts) for the year, timed. PGlite; PostgreSQL with TEST_DATABASE_URL. Part of
 * `npm run bench -- --analytics`; alone: node scripts/bench-analytics.ts.
 */
import { sql } from 'drizzle-orm';
import { analyticsPage } from '../app/features/analytics/api.server.ts';
import { rowsOf } from '../app/lib/db/rows.ts';
import { createTestDatabase } from '../app/lib/db/test-database.server.ts';
import { utcDay } from '../app/lib/utc-days.ts';

const VIEWS = 10_000_000;
const PAGES = 1_000;
const RUNS = 15;

export async function benchAnalytics() {
  const database = await createTestDatabase();
  const db = database.db;
  const today = utcDay(new Date());
  const began = performance.now();
  // A day's views spread over the pages by Zipf's law (weight 1/rank), the total near VIEWS/365.
  const perDay = Math.round(VIEWS / 365);
  const harmonic = Array.from({ length: PAGES }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
  await db.execute(sql`
    insert into page_view_days (day, dimension, value, views, visitors)
    select d::date, 'page', '/book/obra-' || r, greatest(1, round(${perDay}::float8 / (r * ${harmonic}::float8))::int), greatest(1, round(${perDay}::float8 / (r * ${harmonic}::float8) / 2.5)::int)
    from generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') d, generate_series(1, ${PAGES}) r`);
  await db.execute(sql`
    insert into page_view_days (day, dimension, value, views, visitors)
    select day, 'total', '', sum(views)::int, (sum(views) / 2.5)::int from page_view_days where dimension = 'page' group by day
    union all
    select d::date, 'referrer', 'site-' || r || '.example', (${perDay} / 10 / r)::int + 1, (${perDay} / 25 / r)::int + 1 from generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') d, generate_series(1, 40) r
    union all
    select d::date, 'language', l, (${perDay} / 8)::int, (${perDay} / 20)::int from generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') d, unnest(array['pt','en','es','fr','de','it','ja','']) l
    union all
    select d::date, 'device', v, (${perDay} / 3)::int, (${perDay} / 7.5)::int from generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day') d, unnest(array['phone','tablet','desktop']) v`);
  // The monthly sums the hourly job keeps beside the daily ones.
  await db.execute(sql`
    insert into page_view_months (month, dimension, value, views, visitors)
    select date_trunc('month', day)::date, dimension, value, sum(views)::int, sum(visitors)::int from page_view_days group by 1, 2, 3`);
  await db.execute(sql`insert into page_view_summarized_days (day) select generate_series(${today}::date - 365, ${today}::date - 1, interval '1 day')::date`);
  // Today, not summed yet: raw views.
  await db.execute(sql`
    insert into page_views (day, path, referrer, language, device, visitor, firsts)
    select ${today}::date, '/book/obra-' || (1 + (i * 7919) % ${PAGES}), case when i % 10 = 0 then 'site-' || (i % 40) || '.example' else '' end,
      (array['pt','en','es'])[1 + i % 3], (array['phone','tablet','desktop'])[1 + i % 3], (i / 3)::bigint, case when i % 3 = 0 then 31 else 2 end
    from generate_series(1, ${perDay}) i`);
  await db.execute(sql`analyze`);
  const [total] = rowsOf<{ views: number }>(
    await db.execute(
      sql`select ((select coalesce(sum(views), 0) from page_view_days where dimension = 'total') + (select count(*) from page_views))::bigint as views`,
    ),
  );
  const setupSeconds = (performance.now() - began) / 1000;
  const url = new URL('http://localhost/admin/analytics?days=365');
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const start = performance.now();
    const page = await analyticsPage(db, url, 'pt');
    const ms = performance.now() - start;
    if (i >= 2) times.push(ms);
    if (page.dashboard.totals.views[0]! < VIEWS * 0.9) throw new Error(`the year holds ${page.dashboard.totals.views[0]} views`);
  }
  await database.dispose();
  times.sort((a, b) => a - b);
  return {
    engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    views: Number(total?.views ?? 0),
    setupSeconds,
    p50: times[Math.floor(times.length / 2)]!,
    p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!,
  };
}

export function printAnalytics(r: Awaited<ReturnType<typeof benchAnalytics>>) {
  console.log(
    `analytics dashboard for a year of ${Number(r.views).toLocaleString('en')} page views on ${r.engine} (budget: ≤ 200 ms; data made in ${r.setupSeconds.toFixed(1)} s):`,
  );
  console.log(`  p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms over ${RUNS} runs`);
}

if (import.meta.url === `file://${process.argv[1]}`) printAnalytics(await benchAnalytics());
