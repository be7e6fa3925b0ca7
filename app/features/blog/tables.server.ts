/**
 * The blog: a story is what its language versions share (cover, authors, categories); each
 * version is a post in one language with its own address, text, tags and publication time.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from '../../lib/db/columns.ts';

export const blogCategories = pgTable('blog_categories', {
  id: serial().primaryKey(),
  /** /blog/category/{slugPt} and /en/blog/category/{slugEn}. */
  slugPt: text().notNull().unique(),
  slugEn: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  position: integer().notNull().default(0),
});

export const blogStories = pgTable('blog_stories', {
  id: serial().primaryKey(),
  /** Storage key of the cover image and its size (served through /_ipx). */
  cover: text(),
  coverWidth: integer(),
  coverHeight: integer(),
  /** Who wrote it, as the catalog credits them: their works are found by these names. */
  authors: text().array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const blogStoryCategories = pgTable(
  'blog_story_categories',
  {
    storyId: integer()
      .notNull()
      .references(() => blogStories.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.categoryId] }), index('blog_story_categories_category_idx').on(t.categoryId)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial().primaryKey(),
    storyId: integer()
      .notNull()
      .references(() => blogStories.id, { onDelete: 'cascade' }),
    locale: text({ enum: ['pt', 'en'] }).notNull(),
    /** /blog/{slug} (Portuguese) or /en/blog/{slug} (English); unique within its language. */
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(''),
    /** The text as written (Markdown), and the sanitised HTML made from it when saved. */
    body: text().notNull().default(''),
    html: text().notNull().default(''),
    coverAlt: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    readingMinutes: integer().notNull().default(1),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** When it appears: a published post with a later time is scheduled. */
    publishedAt: timestamp({ withTimezone: true }),
    search: tsvector(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_locale_slug_idx').on(t.locale, t.slug),
    uniqueIndex('blog_posts_story_locale_idx').on(t.storyId, t.locale),
    index('blog_posts_listing_idx').on(t.status, t.publishedAt.desc(), t.id),
    index('blog_posts_search_idx').using('gin', t.search),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

/** A post's former addresses: they answer with a permanent redirect to the current one. */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    locale: text({ enum: ['pt', 'en'] }).notNull(),
    slug: text().notNull(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.slug] })],
);
