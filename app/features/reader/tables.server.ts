/** The reader: imported EPUB editions, what readers keep, and who may read. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications } from '../catalog/tables.server.ts';

// --- Reader: imported EPUB editions, chapters, and what readers keep (notes, bookmarks, progress)

/** A W3C Web Annotation selector pair: the quoted text with its context, and its offsets in the chapter's text. */
export interface NoteSelector {
  quote: { exact: string; prefix: string; suffix: string };
  position: { start: number; end: number };
}

/** One imported EPUB of a work; re-importing adds a new edition and makes it current. */
export const readerEditions = pgTable(
  'reader_editions',
  {
    id: serial().primaryKey(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    current: boolean().notNull().default(true),
    /** Storage key of the EPUB as imported. */
    sourceFile: text().notNull(),
    title: text().notNull(),
    language: text().notNull(),
    /** Package metadata: creators, identifiers, description, subjects, rights, publisher, date. */
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Navigation: [{ label, chapter (slug), fragment?, children }]. */
    toc: jsonb().$type<{ label: string; chapter: string; fragment?: string; children: unknown[] }[]>().notNull().default([]),
    /** Storage key of the cover image, if the EPUB has one. */
    cover: text(),
    /** Storage prefix of the edition's images and other kept resources. */
    assetsPrefix: text().notNull(),
    importedAt: createdAt(),
    importedBy: text().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reader_editions_version_idx').on(t.publicationId, t.version),
    uniqueIndex('reader_editions_current_idx').on(t.publicationId).where(sql`${t.current}`),
  ],
);

/** A spine document: sanitized HTML with stable paragraph ids, and its plain text for anchoring (search reads text_passages). */
export const readerChapters = pgTable(
  'reader_chapters',
  {
    id: serial().primaryKey(),
    editionId: integer()
      .notNull()
      .references(() => readerEditions.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The address segment: /book/{slug}/read/{chapter}. Kept across editions when the file name is. */
    slug: text().notNull(),
    title: text().notNull(),
    html: text().notNull(),
    /** The chapter's text as readers see it (annotations' text positions count in it). */
    text: text().notNull(),
    words: integer().notNull(),
    /** Linear false (EPUB): reachable by links only, not by previous / next. */
    linear: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('reader_chapters_slug_idx').on(t.editionId, t.slug), index('reader_chapters_position_idx').on(t.editionId, t.position)],
);

/** Who may read a paid ebook: filled by the store on payment, or granted by an admin. */
export const entitlements = pgTable(
  'entitlements',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    source: text({ enum: ['purchase', 'grant'] }).notNull(),
    orderId: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.publicationId] })],
);

export const readerBookmarks = pgTable(
  'reader_bookmarks',
  {
    /** Made by the browser, so a bookmark kept before sign-in merges without duplicates. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    /** The paragraph's stable id in the chapter. */
    paragraph: text().notNull(),
    /** The first words of the paragraph, to list it. */
    excerpt: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reader_bookmarks_place_idx').on(t.userId, t.publicationId, t.chapter, t.paragraph)],
);

export const readerNotes = pgTable(
  'reader_notes',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    selector: jsonb().$type<NoteSelector>().notNull(),
    comment: text().notNull().default(''),
    color: text().notNull().default('yellow'),
    /** Set when a re-import could not find the quoted text again. */
    orphaned: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reader_notes_user_book_idx').on(t.userId, t.publicationId)],
);

export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    /** How far into the chapter, 0 to 1. */
    position: real().notNull().default(0),
    /** The block (paragraph id) at the top of the screen when last saved: where "continue reading" opens. */
    paragraph: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Where read aloud stopped in the book (null: never used, or heard to the end), and when it was said. */
    aloud: jsonb().$type<AloudPlaceStored>(),
    aloudAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.publicationId] })],
);

/** Read aloud's place in a book: the chapter, its block's data-offset, the sentence in that block, and its first words. */
export interface AloudPlaceStored {
  chapter: string;
  offset: number;
  inBlock: number;
  excerpt: string;
}

/**
 * A signed-in reader's reading settings (settings.ts: typeface, size, spacing, theme, columns, read
 * aloud's speed), the same on every device, with the moment they were last changed on one: the
 * newer of this and a device's own copy wins. One row per person, written only by the reader.
 */
export const readerSettings = pgTable('reader_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Validated against the settings' schema before it is written; read back through normalize(). */
  settings: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
