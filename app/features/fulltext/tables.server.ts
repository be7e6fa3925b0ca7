/** Full-text search across every work (issue 40): the text of chapters, papers and articles, one row per paragraph. */
import { bigserial, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tsvector } from '../../lib/db/columns.ts';
import { publications } from '../catalog/tables.server.ts';

export const TEXT_SOURCES = ['edition', 'paper', 'article'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/**
 * A paragraph of a work's readable text, where a page can open it: a reader edition's chapter
 * (`edition`, part = reader_chapters.id, key = the chapter's slug), a proceedings paper's or book
 * chapter's full text (`paper`, part = chapters.id) or an article's (`article`, part = articles.id).
 * Written in the same transaction as the text it comes from (features/fulltext).
 */
export const textPassages = pgTable(
  'text_passages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    source: text({ enum: TEXT_SOURCES }).notNull(),
    partId: integer().notNull(),
    /** The address segment of the part: a chapter's slug, or the article's or paper's id. */
    partKey: text().notNull(),
    partTitle: text().notNull(),
    /** The paragraph's id in the page (#anchor). */
    anchor: text().notNull(),
    /** Order within the work: parts in order, then paragraphs. */
    position: integer().notNull(),
    /** The text search configuration of the part's language (ipe_pt, ipe_en, ipe_simple). */
    config: text().notNull(),
    text: text().notNull(),
    search: tsvector().notNull(),
  },
  (t) => [
    index('text_passages_search_idx').using('gin', t.search),
    index('text_passages_part_idx').on(t.source, t.partId),
    index('text_passages_work_idx').on(t.publicationId, t.position),
  ],
);

/**
 * A whole part (chapter, article, paper) as one stripped vector (its words, no positions): the
 * catalog finds which works hold the words here, in a few thousand small rows, and ranks them by
 * how many of their parts do; text_passages then gives the paragraphs to show.
 */
export const textParts = pgTable(
  'text_parts',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    source: text({ enum: TEXT_SOURCES }).notNull(),
    partId: integer().notNull(),
    config: text().notNull(),
    search: tsvector().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.partId, t.publicationId] }),
    index('text_parts_search_idx').using('gin', t.search),
    index('text_parts_work_idx').on(t.publicationId),
  ],
);
