import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made (UTC). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text search vector. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A part's title, abstract and keywords in the language it is written in, when that language is
 * neither Portuguese nor English (its work's `language`, or the article's): a Spanish article
 * keeps its Spanish title here and its translations in `…Pt` / `…En`. Unused for pt and en texts.
 */
export const originalTexts = () => ({
  titleOriginal: text(),
  abstractOriginal: text(),
  keywordsOriginal: text().array().notNull().default(sql`'{}'::text[]`),
});
