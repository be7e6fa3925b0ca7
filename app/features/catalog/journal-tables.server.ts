/** Journals: their issues and articles. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type Contributor, type Funding, publications } from './tables.server.ts';
import { originalTexts } from '../../lib/db/columns.ts';

/** The journal-specific part of a publication of type journal. */
export const journals = pgTable('journals', {
  publicationId: integer()
    .primaryKey()
    .references(() => publications.id, { onDelete: 'cascade' }),
  issn: text(),
  eissn: text(),
  /** Editorial team as listed on the journal's about page. */
  team: jsonb().$type<{ name: string; role: 'editor' | 'assistant-editor' | 'reviewer'; affiliation?: string; orcid?: string }[]>().notNull().default([]),
  guidelinesPt: text().notNull().default(''),
  guidelinesEn: text().notNull().default(''),
  callForPapersOpen: boolean().notNull().default(false),
  /** A translated full text gets its own DOI (issue 52): each language's page cites its own. */
  translationDois: boolean().notNull().default(false),
  submissionUrl: text(),
  issuesPerYear: integer().notNull().default(2),
  wordsMin: integer().notNull().default(5000),
  wordsMax: integer().notNull().default(7000),
  abstractWordsMin: integer().notNull().default(150),
  abstractWordsMax: integer().notNull().default(250),
  keywordsMin: integer().notNull().default(3),
  keywordsMax: integer().notNull().default(5),
  feeUsd: integer().notNull().default(5000),
  feeBrl: integer().notNull().default(25000),
  feedbackDays: integer().notNull().default(60),
  reviewers: integer().notNull().default(2),
  /** Language review, per language (English; Portuguese/Spanish), BRL cents. */
  languageReviewBrl: integer().notNull().default(22000),
  /** Translation, BRL cents per word (30 = R$ 0,30). */
  translationBrlPerWord: integer().notNull().default(30),
});

export const journalIssues = pgTable(
  'journal_issues',
  {
    id: serial().primaryKey(),
    journalId: integer()
      .notNull()
      .references(() => journals.publicationId, { onDelete: 'cascade' }),
    volume: integer().notNull(),
    number: integer().notNull(),
    year: integer().notNull(),
    titlePt: text(),
    titleEn: text(),
    cover: text(),
    publishedOn: date({ mode: 'string' }),
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
  },
  (t) => [uniqueIndex('journal_issues_number_idx').on(t.journalId, t.volume, t.number)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial().primaryKey(),
    issueId: integer()
      .notNull()
      .references(() => journalIssues.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    section: text(),
    titlePt: text(),
    titleEn: text(),
    contributors: jsonb().$type<Contributor[]>().notNull().default([]),
    abstractPt: text(),
    abstractEn: text(),
    keywordsPt: text().array().notNull().default(sql`'{}'::text[]`),
    keywordsEn: text().array().notNull().default(sql`'{}'::text[]`),
    /** ISO 639-1 code of the text: pt, en, es. */
    language: text().notNull().default('pt'),
    ...originalTexts(),
    firstPage: integer(),
    lastPage: integer(),
    doi: text(),
    /** Works cited, one unstructured reference each (deposited to Crossref as the citation list). */
    references: text().array().notNull().default(sql`'{}'::text[]`),
    /** Who funded it: the funder's name and the grant number. */
    funding: jsonb().$type<Funding[]>().notNull().default([]),
    /**
     * The history and data statement the article states itself (an imported JATS, the admin's form);
     * an article made from a submission has them in its editorial record, which they override.
     */
    receivedOn: date({ mode: 'string' }),
    acceptedOn: date({ mode: 'string' }),
    dataAvailability: text(),
    pdfFile: text(),
    /** What an uploaded PDF states of its accessibility (tagged, language, title, pictures and their alt text), read when it was uploaded; null for one we typeset (or none). */
    pdfAccessibility: jsonb().$type<{ tagged: boolean; lang: string | null; title: string | null; images?: boolean; figuresDescribed?: boolean }>(),
    /** The full text as allowlisted HTML (uploaded as JATS, HTML or Markdown). */
    fullText: text(),
    /** The full text translated into the other site language (pt ↔ en; see translationLanguage). */
    fullTextTranslation: text(),
    /** The translation's own DOI, used when the journal gives translations their own (journals.translationDois). */
    doiTranslation: text(),
    /** The PDF was written from the full text (not uploaded): it follows the text's changes. */
    pdfGenerated: boolean().notNull().default(false),
  },
  (t) => [index('articles_issue_idx').on(t.issueId, t.position)],
);
