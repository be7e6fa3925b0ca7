/** Courses: recorded classes, the books they include, who may watch. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications } from '../catalog/tables.server.ts';

// --- Courses: recorded classes sold in the store, with permanent access and a certificate -----
export const courses = pgTable('courses', {
  id: serial().primaryKey(),
  /** The course page's address: /course/{slug}. */
  slug: text().notNull().unique(),
  status: text({ enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
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

/** A course's classes, in order: a video with captions in both languages; one may be a free preview. */
export const courseClasses = pgTable(
  'course_classes',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 1, 2, 3…: /course/{slug}/class/{position}. */
    position: integer().notNull(),
    titlePt: text().notNull(),
    titleEn: text().notNull(),
    descriptionPt: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** How long the class is (shown to visitors and summed into the course's length). */
    durationSeconds: integer().notNull(),
    /** Storage key of the video (MP4). */
    video: text().notNull(),
    /** WebVTT captions as text (they are small); the transcript is read from them. */
    captionsPt: text().notNull().default(''),
    captionsEn: text().notNull().default(''),
    /** Anyone may watch a preview class. */
    preview: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('course_classes_course_position_idx').on(t.courseId, t.position)],
);

/** How far a student has watched each class; done at 90 % watched. */
export const classProgress = pgTable(
  'class_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: integer()
      .notNull()
      .references(() => courseClasses.id, { onDelete: 'cascade' }),
    /** Where to resume, and the furthest point reached (seconds). */
    positionSeconds: integer().notNull().default(0),
    watchedSeconds: integer().notNull().default(0),
    done: boolean().notNull().default(false),
    /** The server's clock for counting watched seconds (course-rules' nextProgress). */
    countedUntil: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classId] })],
);

/** A course's certificate: what it certifies is kept as issued; a public page checks its code. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    /** The short code printed on it and in its QR code: /certificate/{code}. */
    code: text().notNull().unique(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    courseTitlePt: text().notNull(),
    courseTitleEn: text().notNull(),
    durationSeconds: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
  },
  (t) => [uniqueIndex('certificates_user_course_idx').on(t.userId, t.courseId), index('certificates_course_idx').on(t.courseId)],
);
