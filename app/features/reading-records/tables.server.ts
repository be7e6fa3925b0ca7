/** Anonymous reading records and download counts. */
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { publications } from '../catalog/tables.server.ts';

/**
 * Anonymous reading records: a pseudonym that the browser draws at random each day, never stored
 * with an account, address or e-mail. A closed day's events are added to readingDaily (and the day
 * to readingSummarizedDays); the raw events themselves are deleted after 90 days.
 */
export const readingEvents = pgTable(
  'reading_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    day: date({ mode: 'string' }).notNull(),
    pseudonym: text().notNull(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    kind: text({ enum: ['open', 'time', 'end'] }).notNull(),
    /** For kind time: seconds read, in bounded steps. */
    seconds: integer().notNull().default(0),
  },
  // Every column the reports read, in the key: they are answered from the index alone (once
  // vacuumed: jobs run VACUUM after the hourly fold), 1,000,000 events within the 200 ms budget.
  // By day alone: the hourly job sums a closed day and deletes the days past 90.
  (t) => [
    index('reading_events_book_day_idx').on(t.publicationId, t.day, t.pseudonym, t.chapter, t.kind, t.seconds),
    index('reading_events_day_idx').on(t.day),
  ],
);

export const readingDaily = pgTable(
  'reading_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    readers: integer().notNull(),
    completions: integer().notNull(),
    /** Readers by time spent: buckets of READING_TIME_BUCKETS (so a median can still be read). */
    timeHistogram: integer().array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.publicationId, t.chapter] })],
);

/**
 * The days whose raw events are already counted in readingDaily. Reports read raw events only after
 * the last of them, so a day is never counted twice; claiming a day here is what makes its summary
 * happen once, even with two servers.
 */
export const readingSummarizedDays = pgTable('reading_summarized_days', {
  day: date({ mode: 'string' }).primaryKey(),
});

/** Ebook downloads per day, book and access (open access or an entitled copy): counts only, nobody's trace. */
export const readingDownloads = pgTable(
  'reading_downloads',
  {
    day: date({ mode: 'string' }).notNull(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    access: text({ enum: ['open', 'entitled'] }).notNull(),
    downloads: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.publicationId, t.access] })],
);

/** Who may ask for COUNTER reports through the SUSHI API: a customer id and the hash of its key. */
export const counterCustomers = pgTable('counter_customers', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  /** What the customer sends as customer_id. */
  customerId: text().notNull().unique(),
  name: text().notNull(),
  /** SHA-256 of the API key, which is shown once when made. */
  keyHash: text().notNull(),
  createdAt: createdAt(),
  revokedAt: timestamp({ withTimezone: true }),
});
