/** Courses: recorded classes, the books they include, who may watch. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { publications } from './catalog.ts';

// --- Courses: recorded classes sold in the store, with permanent access and a certificate -----
export const courses = pgTable('courses', {
  id: serial().primaryKey(),
  /** The course page's address: /course/{slug}. */
  slug: text().notNull().unique(),
  status: text({ enum: ['draft', 'published'] }).notNull().default('draft'),
  titlePt: text().notNull(),
  titleEn: text().notNull(),
  summaryPt: text().notNull().default(''),
  summaryEn: text().notNull().default(''),
  /** What the course covers, one class a line. */
  syllabusPt: text().array().notNull().default(sql`'{}'::text[]`),
  syllabusEn: text().array().notNull().default(sql`'{}'::text[]`),
  teacher: text().notNull().default(''),
  /** Recorded classes of about 15 minutes each, and the total in hours. */
  classes: integer().notNull(),
  hours: integer().notNull(),
  /** Prices in cents; null: not sold in that currency. */
  priceBrl: integer(),
  priceUsd: integer(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Books a course includes: whoever may watch the course may read them. */
export const courseBooks = pgTable(
  'course_books',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.publicationId] })],
);

/** Who may watch a course: filled by the store on payment (permanent), or granted by an admin. */
export const courseAccess = pgTable(
  'course_access',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text({ enum: ['purchase', 'grant'] }).notNull(),
    orderId: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);
