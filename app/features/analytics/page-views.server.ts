/**
 * Counting page views the way cookieless analytics do (decision 0043). A beacon says the page; the
 * server counts a daily visitor from a hash of the day's secret with the address and the browser,
 * and keeps neither. Only with the visitor's consent to analytics; never for a host in the
 * exclusion list, a bot that says so, or an address that is not one of the site's public pages
 * (a page whose address carries a secret, such as a reset link, is none).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { rowsOf } from '#app/lib/db/rows.ts';
import { pageViews } from '#app/lib/db/schema.ts';
import { publicPageAt } from './public-pages.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { addDays, utcDay, utcDaysBefore } from '#app/lib/utc-days.ts';
import { canonicalPath, DEVICES, languageOf, type PageViewBeacon } from './page-view.ts';

/** The bits of page_views.firsts: this view is the visitor's first of the day, of its path, referrer, language, device. */
export const FIRST = { day: 1, path: 2, referrer: 4, language: 8, device: 16 } as const;

/** Raw views stay this many days; older days exist only as daily sums. */
export const PAGE_VIEW_RAW_DAYS = 30;
/** A person moves through a few pages a minute; a script that posts hundreds waits. */
const LIMIT = { limit: 120, windowSeconds: 600 };

/** Crawlers, previews and headless browsers that say what they are. */
const BOT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|httpclient|monitor|uptime/i;
export const isBot = (userAgent: string) => !userAgent || BOT.test(userAgent);

/** The day's visitor: the first 8 bytes of sha256(secret, host, address, browser), as a number. */
export function visitorHash(secret: string, host: string, ip: string, userAgent: string): bigint {
  return createHash('sha256').update(`${secret}\n${host}\n${ip}\n${userAgent}`).digest().readBigInt64BE(0);
}

const secrets = new Map<string, string>();

/**
 * The day's secret, drawn by whichever server needs it first and shared through the database;
 * the days before are deleted with their secrets, so yesterday's hashes can never be made again.
 */
export async function daySecret(db: Db, day: string): Promise<string> {
  const known = secrets.get(day);
  if (known) return known;
  await db.execute(sql`insert into analytics_salts (day, secret) values (${day}, ${randomBytes(32).toString('base64url')}) on conflict do nothing`);
  const [row] = rowsOf<{ secret: string }>(await db.execute(sql`select secret from analytics_salts where day = ${day}`));
  await db.execute(sql`delete from analytics_salts where day < ${day}`);
  secrets.clear();
  secrets.set(day, row!.secret);
  return row!.secret;
}

/** The beacon's body, or null when it is not one. */
export function parseBeacon(text: string): PageViewBeacon | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { p, r, l, d } = value as Record<string, unknown>;
  if (typeof p !== 'string' || !p.startsWith('/') || p.startsWith('//') || p.length > 300) return null;
  if (typeof r !== 'string' || r.length > 120 || !/^[a-z0-9.-]*$/i.test(r) || typeof l !== 'string' || l.length > 20) return null;
  if (!DEVICES.includes(d as PageViewBeacon['d'])) return null;
  return { p, r: r.toLowerCase(), l: languageOf(l), d: d as PageViewBeacon['d'] };
}

export type CountOutcome = 'counted' | 'ignored' | { retryAfter: number };

/** Counts one page view, or says why not. `host` is the site's host name as the request named it. */
export async function countPageView(
  db: Db,
  beacon: PageViewBeacon,
  { host, ip, userAgent, consent, now = new Date() }: { host: string; ip: string; userAgent: string; consent: string | null; now?: Date },
): Promise<CountOutcome> {
  if (consent !== 'all' || config().analyticsExcludedHosts.includes(host.toLowerCase()) || isBot(userAgent)) return 'ignored';
  const limited = await hitRateLimit(db, `page-view:${ip}`, LIMIT);
  if (!limited.ok) return { retryAfter: limited.retryAfter };
  // The browser sent the canonical path; it is made so again here, whatever was sent.
  const url = new URL(beacon.p, 'http://site.invalid');
  let pathname: string;
  try {
    pathname = decodeURI(url.pathname);
  } catch {
    return 'ignored';
  }
  // The beacon's path is not trusted: a page whose address carries a secret is refused here too.
  if (!publicPageAt(pathname, url.search)) return 'ignored';
  const day = utcDay(now);
  const visitor = visitorHash(await daySecret(db, day), host.toLowerCase(), ip, userAgent);
  const path = canonicalPath(url.pathname, url.search);
  // Which firsts of today this view is, read from the visitor's earlier views (an index lookup).
  // Two views of one visitor in the same instant may both say first: today's live figure may then
  // count one visit too many, until the day is summed with exact distinct counts.
  const bit = (seen: string, value: number) => sql.raw(`(case when ${seen} then 0 else ${value} end)`);
  await db.execute(sql`
    with seen as (
      select count(*) > 0 as seen_day, coalesce(bool_or(path = ${path}), false) as seen_path, coalesce(bool_or(referrer = ${beacon.r}), false) as seen_referrer,
        coalesce(bool_or(language = ${beacon.l}), false) as seen_language, coalesce(bool_or(device = ${beacon.d}), false) as seen_device
      from ${pageViews} where day = ${day} and visitor = ${visitor}
    )
    insert into ${pageViews} (day, path, referrer, language, device, visitor, firsts)
    select ${day}, ${path}, ${beacon.r}, ${beacon.l}, ${beacon.d}, ${visitor},
      ${bit('seen_day', FIRST.day)} | ${bit('seen_path', FIRST.path)} | ${bit('seen_referrer', FIRST.referrer)} | ${bit('seen_language', FIRST.language)} | ${bit('seen_device', FIRST.device)}
    from seen`);
  return 'counted';
}

/** Raw views of days not summed yet, as a condition on a `day` column. */
export const unsummarizedDaySql = (day = sql`day`) => sql`${day} > (select coalesce(max(day), '-infinity'::date) from page_view_summarized_days)`;

/**
 * Adds each closed day to the daily and monthly sums (an hour after midnight: a beacon sent just
 * before it has arrived by then), one transaction per day, claimed so a second server adds
 * nothing. The dashboard then reads raw views of today alone. Returns the views summed.
 */
export async function summarizePageViewDays(db: Db, now: Date = new Date()): Promise<number> {
  const lastClosed = utcDaysBefore(new Date(now.getTime() - 3_600_000), 1);
  const [next] = rowsOf<{ day: string | null }>(
    await db.execute(sql`select coalesce((select (max(day) + 1)::text from page_view_summarized_days), (select min(day)::text from page_views)) as day`),
  );
  let views = 0;
  for (let day = next?.day; day && day <= lastClosed; day = addDays(day, 1)) {
    views += await db.transaction(async (tx) => {
      const claimed = rowsOf(await tx.execute(sql`insert into page_view_summarized_days (day) values (${day}) on conflict do nothing returning day`));
      if (!claimed.length) return 0;
      const result = await tx.execute(sql`
        with raw as (select path, referrer, language, device, visitor from page_views where day = ${day}),
        sums as (
          insert into page_view_days (day, dimension, value, views, visitors)
          select ${day}::date, 'total', '', count(*)::int, count(distinct visitor)::int from raw having count(*) > 0
          union all select ${day}::date, 'page', path, count(*)::int, count(distinct visitor)::int from raw group by path
          union all select ${day}::date, 'referrer', referrer, count(*)::int, count(distinct visitor)::int from raw where referrer <> '' group by referrer
          union all select ${day}::date, 'language', language, count(*)::int, count(distinct visitor)::int from raw group by language
          union all select ${day}::date, 'device', device, count(*)::int, count(distinct visitor)::int from raw group by device
          returning dimension, value, views, visitors
        ),
        months as (
          insert into page_view_months (month, dimension, value, views, visitors)
          select date_trunc('month', ${day}::date)::date, dimension, value, views, visitors from sums
          on conflict (dimension, month, value) do update set views = page_view_months.views + excluded.views, visitors = page_view_months.visitors + excluded.visitors
          returning 1
        )
        select (select count(*) from raw)::int as views, (select count(*) from months)::int as rows`);
      return Number(rowsOf<{ views: number }>(result)[0]?.views ?? 0);
    });
  }
  return views;
}

/** Deletes raw views older than PAGE_VIEW_RAW_DAYS once summed, and the claims as old but the last. */
export async function prunePageViews(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = utcDaysBefore(now, PAGE_VIEW_RAW_DAYS);
  const result = await db.execute(sql`
    with gone as (delete from page_views where day < ${cutoff} and not (${unsummarizedDaySql()}) returning 1),
    claims as (delete from page_view_summarized_days where day < ${cutoff} and day < (select max(day) from page_view_summarized_days) returning 1)
    select (select count(*) from gone)::int as views`);
  return Number(rowsOf<{ views: number }>(result)[0]?.views ?? 0);
}

/** The hourly housekeeping: closed days summed, raw views past 30 days deleted, old secrets gone. */
export async function pageViewsHourly(db: Db): Promise<void> {
  const now = new Date();
  await summarizePageViewDays(db, now);
  await prunePageViews(db, now);
  await db.execute(sql`delete from analytics_salts where day < ${utcDay(now)}`);
}
