/**
 * The site's own page views (features/analytics, decision 0043): no cookie, nothing personal. A
 * visitor is counted once a day by a hash of the day's secret with their address and browser; the
 * secret is forgotten when the day ends, and neither the address nor the browser is kept. Raw
 * views stay 30 days; a closed day's views are added to pageViewDays, which the dashboard reads.
 */
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Today's secret for the visitor hash; yesterday's is deleted, so no hash can be made again. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  secret: text().notNull(),
});

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    day: date({ mode: 'string' }).notNull(),
    /** The canonical path, with only the query parameters that name content. */
    path: text().notNull(),
    /** Where the visitor came from: another site's host name, or '' (direct, or within the site). */
    referrer: text().notNull().default(''),
    /** The browser's language (primary subtag: pt, en, es…), or ''. */
    language: text().notNull().default(''),
    device: text({ enum: ['phone', 'tablet', 'desktop'] }).notNull(),
    /** The first 8 bytes of the day's visitor hash, as a number. */
    visitor: bigint({ mode: 'bigint' }).notNull(),
    /**
     * What this view is the visitor's first of today (FIRST_* in page-views.server.ts): the day, the
     * path, the referrer, the language, the device. Today's figures add these up instead of counting
     * distinct visitors (a year's dashboard in its budget); a closed day's sums count them exactly.
     */
    firsts: smallint().notNull().default(0),
  },
  (t) => [index('page_views_day_visitor_idx').on(t.day, t.visitor)],
);

/**
 * A closed day's views: per dimension (total, page, referrer, language, device) and value, the
 * views and the day's distinct visitors. The dashboard sums these, and reads the raw views only
 * of the days not summed yet.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    day: date({ mode: 'string' }).notNull(),
    dimension: text({ enum: ['total', 'page', 'referrer', 'language', 'device'] }).notNull(),
    value: text().notNull(),
    views: integer().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/** Days whose raw views are already in pageViewDays (claimed once, even with two servers). */
export const pageViewSummarizedDays = pgTable('page_view_summarized_days', {
  day: date({ mode: 'string' }).primaryKey(),
});

/**
 * pageViewDays added up per calendar month as each day is summed, so a year's top pages read a
 * dozen months instead of 365 days of rows (the dashboard's 200 ms budget over 10 million views).
 */
export const pageViewMonths = pgTable(
  'page_view_months',
  {
    month: date({ mode: 'string' }).notNull(),
    dimension: text({ enum: ['total', 'page', 'referrer', 'language', 'device'] }).notNull(),
    value: text().notNull(),
    views: integer().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.month, t.value] })],
);
