/** The catalog: works, their formats, chapters, subjects, collections, events. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PUBLICATION_TYPES } from '../../lib/domain-values.ts';
import { createdAt, originalTexts, tsvector } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';

// --- Catalog: works (books, journals, proceedings), their formats, chapters, journals' issues --
// Text people read is stored per language (`…Pt`, `…En`); a work may have one or both.

/** A person credited on a work, chapter or article (ordered as printed). */
export interface Contributor {
  given: string;
  family: string;
  role: 'author' | 'editor' | 'organizer' | 'translator';
  orcid?: string;
  affiliation?: string;
  /** CRediT roles (their slugs: conceptualization, writing-original-draft…), from the editorial record. */
  credit?: string[];
  /** The affiliation's country as a JATS `aff` names it (an imported article's; else the editorial record's). */
  country?: string;
}

/** A grant behind a chapter, paper or article. */
export interface Funding {
  funder: string;
  award?: string;
}

export const collections = pgTable('collections', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  descriptionPt: text().notNull().default(''),
  descriptionEn: text().notNull().default(''),
});

export const subjects = pgTable('subjects', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
});

/** An academic event whose papers are published as proceedings volumes. */
export const events = pgTable('events', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  startsOn: date({ mode: 'string' }).notNull(),
  endsOn: date({ mode: 'string' }).notNull(),
  place: text().notNull(),
  aboutPt: text().notNull().default(''),
  aboutEn: text().notNull().default(''),
});

export const publications = pgTable(
  'publications',
  {
    id: serial().primaryKey(),
    type: text({ enum: PUBLICATION_TYPES }).notNull(),
    slug: text().notNull(),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    titlePt: text(),
    titleEn: text(),
    subtitlePt: text(),
    subtitleEn: text(),
    abstractPt: text(),
    abstractEn: text(),
    keywordsPt: text().array().notNull().default(sql`'{}'::text[]`),
    keywordsEn: text().array().notNull().default(sql`'{}'::text[]`),
    contributors: jsonb().$type<Contributor[]>().notNull().default([]),
    /** ISO 639-1 code of the text: pt, en, es. */
    language: text().notNull().default('pt'),
    collectionId: integer().references(() => collections.id, { onDelete: 'set null' }),
    /** Proceedings: the event and the volume number. */
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    volume: integer(),
    /** A proceedings volume's series ISSN (the JATS journal-meta and Crossref's series metadata carry it). */
    seriesIssn: text(),
    publishedOn: date({ mode: 'string' }),
    edition: integer().notNull().default(1),
    pages: integer(),
    doi: text(),
    /** SPDX identifier, e.g. CC-BY-4.0; null: all rights reserved. */
    license: text(),
    openAccess: boolean().notNull().default(false),
    /** Storage key of the cover image, and its size (for layout without shift). */
    cover: text(),
    coverWidth: integer(),
    coverHeight: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Derived by refreshPublicationIndex() after every change: what search and facets read.
    year: integer(),
    available: boolean().notNull().default(false),
    hasEbook: boolean().notNull().default(false),
    hasPrint: boolean().notNull().default(false),
    /** Lowest price in BRL cents among the formats for sale; 0 when free. */
    minPriceBrl: integer(),
    /** Everything searchable (titles, people, keywords, subjects, abstracts, chapters): what a query must match. */
    search: tsvector(),
    /** Titles, people, keywords and subjects only: small, kept in the row, cheap to rank matches by. */
    searchHead: tsvector(),
  },
  (t) => [
    uniqueIndex('publications_type_slug_idx').on(t.type, t.slug),
    index('publications_search_idx').using('gin', t.search),
    index('publications_listing_idx').on(t.status, t.publishedOn.desc().nullsLast(), t.id),
    index('publications_collection_idx').on(t.collectionId),
    index('publications_event_idx').on(t.eventId),
  ],
);

export const publicationSubjects = pgTable(
  'publication_subjects',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.subjectId] }), index('publication_subjects_subject_idx').on(t.subjectId)],
);

/** Accounts with the author role linked to the works they wrote. */
export const publicationAuthors = pgTable(
  'publication_authors',
  {
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.userId] }), index('publication_authors_user_idx').on(t.userId)],
);

/** A buyable or readable format of a work, each with its own ISBN. */
export const formats = pgTable(
  'formats',
  {
    id: serial().primaryKey(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['print', 'ebook'] }).notNull(),
    /** The product page's address: /product/{slug}. */
    slug: text().notNull().unique(),
    isbn: text().unique(),
    /** Prices in cents; null: not sold in that currency. 0 with open access: free. */
    priceBrl: integer(),
    priceUsd: integer(),
    /** Printed copies on hand; null for ebooks. */
    stock: integer(),
    weightGrams: integer(),
    widthMm: integer(),
    heightMm: integer(),
    depthMm: integer(),
    /** Ebook files (storage keys). */
    epubFile: text(),
    pdfFile: text(),
    /** What the PDF states of its accessibility (tagged, language, title, pictures and their alt text), read when it was uploaded. */
    pdfAccessibility: jsonb().$type<{ tagged: boolean; lang: string | null; title: string | null; images?: boolean; figuresDescribed?: boolean }>(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('formats_publication_idx').on(t.publicationId)],
);

/** "E-mail me when available": mailed once when the format is back in stock. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    formatId: integer()
      .notNull()
      .references(() => formats.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    locale: text().notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_format_email_idx').on(t.formatId, t.email),
    index('stock_alerts_pending_idx').on(t.formatId).where(sql`${t.notifiedAt} is null`),
  ],
);

/** Book chapters and proceedings papers, each with its own landing section for citation. */
export const chapters = pgTable(
  'chapters',
  {
    id: serial().primaryKey(),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    titlePt: text(),
    titleEn: text(),
    contributors: jsonb().$type<Contributor[]>().notNull().default([]),
    abstractPt: text(),
    abstractEn: text(),
    keywordsPt: text().array().notNull().default(sql`'{}'::text[]`),
    keywordsEn: text().array().notNull().default(sql`'{}'::text[]`),
    ...originalTexts(),
    firstPage: integer(),
    lastPage: integer(),
    doi: text(),
    /** Works cited, one unstructured reference each (deposited to Crossref as the citation list). */
    references: text().array().notNull().default(sql`'{}'::text[]`),
    /** Who funded it: the funder's name and the grant number. */
    funding: jsonb().$type<Funding[]>().notNull().default([]),
    pdfFile: text(),
    /** A proceedings paper's full text as allowlisted HTML (see articles.fullText). */
    fullText: text(),
    pdfGenerated: boolean().notNull().default(false),
  },
  (t) => [index('chapters_publication_idx').on(t.publicationId, t.position)],
);
