/** Anonymous reading records and download counts. */
import { bigserial, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { publications } from './catalog.ts';

/**
 * Anonymous reading records: a pseudonym that the browser draws at random each day, never stored
 * with an account, address or e-mail. Raw events are folded into readingDaily after 90 days.
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
  (t) => [index('reading_events_book_day_idx').on(t.publicationId, t.day, t.pseudonym, t.chapter, t.kind, t.seconds)],
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
