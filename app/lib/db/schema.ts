/**
 * Every table of the platform, one section per capability. Times are UTC timestamptz; money is
 * integer cents with its currency. Generate a migration after a change: npm run db:generate.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PUBLICATION_TYPES, ORDER_STATUS_VALUES, OPEN_CALL_KINDS, PROPOSAL_STATUS_VALUES, PROPOSAL_TYPES, type PublicationType, type ProposalStatus, type ProposalType } from '../domain-values.ts';

export { PUBLICATION_TYPES, ORDER_STATUS_VALUES, OPEN_CALL_KINDS, PROPOSAL_STATUS_VALUES, PROPOSAL_TYPES };
export type { PublicationType, ProposalStatus, ProposalType };

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// --- Jobs: work that must survive a crash (mails, follow-ups, expiries) -------------------------
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`)],
);

// --- Rate limits: fixed windows, shared by every app server -------------------------------------
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
});

// --- Contact -------------------------------------------------------------------------------------
export const contactMessages = pgTable('contact_messages', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  name: text().notNull(),
  surname: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  message: text().notNull(),
  locale: text().notNull(),
  createdAt: createdAt(),
});

// --- Newsletter (double opt-in) -----------------------------------------------------------------
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: text().notNull(),
    locale: text().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** sha256 of the token mailed in the confirmation link. */
    confirmTokenHash: text(),
    confirmSentAt: timestamp({ withTimezone: true }),
    /** Random, long-lived: every newsletter mail carries it in its unsubscribe link. */
    unsubscribeToken: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(t.email),
    uniqueIndex('newsletter_unsubscribe_idx').on(t.unsubscribeToken),
    index('newsletter_confirm_idx').on(t.confirmTokenHash),
  ],
);

// --- Facts about this installation (e.g. when demo content was filled) -------------------------
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// --- Accounts (Better Auth's tables; fields as its getAuthTables() lists them) -----------------
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    phone: text(),
    /** The language mails to this person are written in (pt or en). */
    locale: text().notNull().default('pt'),
    /** Comma-separated roles: user, author, admin. */
    role: text().notNull().default('user'),
    /** A disabled account ("banned" in Better Auth's admin plugin). */
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    twoFactorEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_roles_idx').using('gin', sql`string_to_array(${t.role}, ',')`),
    index('users_disabled_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.banned}`),
    index('users_unverified_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`not ${t.emailVerified}`),
    index('users_search_idx').using('gin', sql`(lower(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email})) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

export const authRateLimits = pgTable('auth_rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

// --- Audit log: who changed what, when (admin actions on users, orders, submissions) ----------
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. user.role, user.disable, user.enable, user.name, user.password-reset */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);

// --- Catalog: works (books, journals, proceedings), their formats, chapters, journals' issues --
// Text people read is stored per language (`…Pt`, `…En`); a work may have one or both.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A person credited on a work, chapter or article (ordered as printed). */
export interface Contributor {
  given: string;
  family: string;
  role: 'author' | 'editor' | 'organizer' | 'translator';
  orcid?: string;
  affiliation?: string;
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
    status: text({ enum: ['draft', 'published'] }).notNull().default('draft'),
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
  (t) => [uniqueIndex('stock_alerts_format_email_idx').on(t.formatId, t.email), index('stock_alerts_pending_idx').on(t.formatId).where(sql`${t.notifiedAt} is null`)],
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
    firstPage: integer(),
    lastPage: integer(),
    doi: text(),
    pdfFile: text(),
    /** A proceedings paper's full text as allowlisted HTML (see articles.fullText). */
    fullText: text(),
    pdfGenerated: boolean().notNull().default(false),
  },
  (t) => [index('chapters_publication_idx').on(t.publicationId, t.position)],
);

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
    status: text({ enum: ['draft', 'published'] }).notNull().default('draft'),
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
    language: text().notNull().default('pt'),
    firstPage: integer(),
    lastPage: integer(),
    doi: text(),
    pdfFile: text(),
    /** The full text as allowlisted HTML (uploaded as JATS, HTML or Markdown). */
    fullText: text(),
    /** The PDF was written from the full text (not uploaded): it follows the text's changes. */
    pdfGenerated: boolean().notNull().default(false),
  },
  (t) => [index('articles_issue_idx').on(t.issueId, t.position)],
);

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

/** A spine document: sanitized HTML with stable paragraph ids, and its plain text for anchoring and search. */
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
    search: tsvector(),
  },
  (t) => [uniqueIndex('reader_chapters_slug_idx').on(t.editionId, t.slug), index('reader_chapters_position_idx').on(t.editionId, t.position), index('reader_chapters_search_idx').using('gin', t.search)],
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
  },
  (t) => [primaryKey({ columns: [t.userId, t.publicationId] })],
);

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
  (t) => [index('reading_events_book_day_idx').on(t.publicationId, t.day)],
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

// --- Store: carts, orders with their history, payments, coupons, shipping rates, addresses -----
// Orders snapshot what was bought (title, ISBN, unit price), so later catalog edits never change a
// past order; payment state (payments) is kept apart from the order's own status.

/** What a buyer typed at checkout's identification step. */
export interface BuyerDetails {
  name: string;
  surname: string;
  /** cpf: a Brazilian taxpayer number (11 digits); foreign: a tax or passport id. */
  idType: 'cpf' | 'foreign';
  identification: string;
  phone: string;
  email: string;
}

export interface ShippingAddress {
  recipient: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  zipcode: string;
  address: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  /** For Brazil one of the 27 state codes; elsewhere free text. */
  state: string;
}

/** A checkout in progress, kept with its cart between the steps. */
export interface CheckoutDraft {
  buyer?: BuyerDetails;
  address?: ShippingAddress;
  shippingMethodId?: number;
  paymentMethod?: string;
  couponCode?: string;
}

/** A visitor's cart is found by its id in a cookie; a signed-in person's by their account. */
export const carts = pgTable(
  'carts',
  {
    id: text().primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    checkout: jsonb().$type<CheckoutDraft>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_idx').on(t.userId), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    formatId: integer()
      .notNull()
      .references(() => formats.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.formatId] })],
);

/** Courses in a cart: one seat each, no shipping. */
export const cartCourses = pgTable(
  'cart_courses',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.courseId] })],
);


export const orders = pgTable(
  'orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUS_VALUES }).notNull().default('placed'),
    /** The browser's key for this placement: a double submit finds the order it already made. */
    idempotencyKey: text().notNull().unique(),
    locale: text().notNull(),
    currency: text({ enum: ['BRL', 'USD'] }).notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shippingCost: integer().notNull().default(0),
    total: integer().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text(),
    buyer: jsonb().$type<BuyerDetails>().notNull(),
    /** Null for a digital-only order. */
    shippingAddress: jsonb().$type<ShippingAddress>(),
    shippingMethod: jsonb().$type<{ code: string; namePt: string; nameEn: string; daysMin: number; daysMax: number }>(),
    paymentMethod: text().notNull(),
    /** Lower-cased copy of buyer e-mail and name, for the admin's search. */
    searchText: text().notNull().default(''),
    trackingCarrier: text(),
    trackingCode: text(),
    internalNotes: text().notNull().default(''),
    refundNote: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    placedAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.placedAt.desc().nullsFirst()),
    index('orders_status_idx').on(t.status, t.placedAt.desc().nullsFirst()),
    index('orders_placed_idx').on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    formatId: integer().references(() => formats.id, { onDelete: 'set null' }),
    publicationId: integer().references(() => publications.id, { onDelete: 'set null' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    kind: text({ enum: ['print', 'ebook', 'course'] }).notNull(),
    title: text().notNull(),
    isbn: text(),
    productSlug: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    weightGrams: integer().notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Every status change of an order: when, who, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: ORDER_STATUS_VALUES }),
    toStatus: text({ enum: ORDER_STATUS_VALUES }).notNull(),
    /** buyer, admin, provider (a payment webhook) or system (expiry). */
    actorKind: text({ enum: ['buyer', 'admin', 'provider', 'system'] }).notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** A payment link made for an order (a retry makes another); its state follows the provider's webhooks. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** The preference / checkout session / test payment id. */
    providerRef: text().notNull(),
    url: text().notNull(),
    amount: integer().notNull(),
    currency: text({ enum: ['BRL', 'USD'] }).notNull(),
    status: text({ enum: ['pending', 'paid', 'failed', 'expired'] }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef), index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already applied: the same event delivered twice moves the order once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    orderId: bigint({ mode: 'number' }),
    kind: text().notNull(),
    outcome: text().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const coupons = pgTable('coupons', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  description: text().notNull().default(''),
  active: boolean().notNull().default(true),
  kind: text({ enum: ['percent', 'fixed'] }).notNull(),
  percent: integer(),
  amountBrl: integer(),
  amountUsd: integer(),
  minOrderBrl: integer(),
  minOrderUsd: integer(),
  validFrom: timestamp({ withTimezone: true }),
  validUntil: timestamp({ withTimezone: true }),
  maxUses: integer(),
  usesCount: integer().notNull().default(0),
  maxUsesPerPerson: integer(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One use of a coupon by an order; removed again when the order expires or is canceled unpaid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer's account, or their lower-cased e-mail: what the per-person limit counts. */
    person: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.orderId] }), index('coupon_redemptions_person_idx').on(t.couponId, t.person)],
);

export const shippingMethods = pgTable('shipping_methods', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  namePt: text().notNull(),
  nameEn: text().notNull(),
  /** The carrier whose tracking page a tracking code links to. */
  carrier: text().notNull().default('correios'),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

/** A rate table: per method and region, weight brackets with price and delivery time. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial().primaryKey(),
    methodId: integer()
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    region: text().notNull(),
    maxWeightGrams: integer().notNull(),
    priceBrl: integer().notNull(),
    priceUsd: integer().notNull(),
    daysMin: integer().notNull(),
    daysMax: integer().notNull(),
  },
  (t) => [uniqueIndex('shipping_rates_bracket_idx').on(t.methodId, t.region, t.maxWeightGrams)],
);

/** Addresses a buyer shipped to, offered again at the next checkout. */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb().$type<ShippingAddress>().notNull(),
    /** The address's fields joined, so the same address is kept once. */
    fingerprint: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_addresses_fingerprint_idx').on(t.userId, t.fingerprint)],
);

// --- Publishing: open calls and book proposals -------------------------------------------------
// A call invites proposals for a collection (several books) or for one book, between two calendar
// days; its state (upcoming, open, closing soon, closed) is computed from those days and
// `closedAt` (features/publish/open-call-state.ts), never stored. A proposal keeps what its
// author sent as sent: later edits of a call never change it.


export const openCalls = pgTable(
  'open_calls',
  {
    id: serial().primaryKey(),
    /** The call's anchor on /publish/open-calls and its key in /publish/submit?call={slug}. */
    slug: text().notNull().unique(),
    kind: text({ enum: OPEN_CALL_KINDS }).notNull(),
    status: text({ enum: ['draft', 'published'] }).notNull().default('draft'),
    titlePt: text().notNull(),
    titleEn: text().notNull(),
    summaryPt: text().notNull().default(''),
    summaryEn: text().notNull().default(''),
    /** Plain text; paragraphs split by blank lines. */
    descriptionPt: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    /** Calendar days in the publisher's time zone (America/Sao_Paulo), both included. */
    opensOn: date({ mode: 'string' }).notNull(),
    closesOn: date({ mode: 'string' }).notNull(),
    /** Set when an editor closed the call before closesOn. */
    closedAt: timestamp({ withTimezone: true }),
    /** Proposers hear back within this many weeks. */
    feedbackWeeks: integer().notNull(),
    /** The least number of authors a proposal should have (a goal, shown to proposers); null: any. */
    minAuthors: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('open_calls_listing_idx').on(t.status, t.opensOn.desc().nullsFirst())],
);


/** One author of a proposal; affiliation, orcid (normalized 0000-0000-0000-0000) and bio may be ''. */
export interface ProposalAuthor {
  name: string;
  email: string;
  affiliation: string;
  orcid: string;
  bio: string;
}

/** One chapter of a proposal's detailed summary: a summary of about 250 characters and exactly 3 keywords. */
export interface ProposalChapter {
  title: string;
  summary: string;
  keywords: string[];
}

/**
 * What a person typed in the proposal form, every field as typed (keywords as one comma-separated
 * text), unvalidated: what a failed submission renders again and what a draft keeps.
 */
export interface ProposalFormValues {
  type: string;
  openCall: string;
  title: string;
  authors: Record<keyof ProposalAuthor, string>[];
  description: string;
  keywords: string;
  summary: string;
  chapters: { title: string; summary: string; keywords: string }[];
  needsIllustrations: string;
  thirdPartyImages: string;
  otherBooks: string;
  authorshipLink: string;
  otherInformation: string;
}

export const proposals = pgTable(
  'proposals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Who sent it (null once their account is deleted; the authors' details stay). */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: PROPOSAL_STATUS_VALUES }).notNull().default('received'),
    type: text({ enum: PROPOSAL_TYPES }).notNull(),
    /** The call it answers (required for a collection proposal; a single book may answer a book call). */
    openCallId: integer().references(() => openCalls.id, { onDelete: 'set null' }),
    title: text().notNull(),
    authors: jsonb().$type<ProposalAuthor[]>().notNull(),
    description: text().notNull(),
    keywords: text().array().notNull().default(sql`'{}'::text[]`),
    /** The detailed summary of the book. */
    summary: text().notNull(),
    chapters: jsonb().$type<ProposalChapter[]>().notNull(),
    needsIllustrations: boolean().notNull(),
    thirdPartyImages: boolean().notNull(),
    otherBooks: text().notNull().default(''),
    authorshipLink: text().notNull().default(''),
    otherInformation: text().notNull().default(''),
    /** An optional manuscript sample (PDF, DOCX or ODT): its storage key, original name and size. */
    sampleFile: text(),
    sampleName: text(),
    sampleBytes: integer(),
    /** The language the proposer wrote in (pt or en): the one mails about it use. */
    locale: text().notNull(),
    /** Lower-cased title and the authors' names and e-mails, for the admin's search. */
    searchText: text().notNull().default(''),
    submittedAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_status_idx').on(t.status, t.submittedAt.desc().nullsFirst()),
    index('proposals_user_idx').on(t.userId, t.submittedAt.desc().nullsFirst()),
    index('proposals_submitted_idx').on(t.submittedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('proposals_call_idx').on(t.openCallId, t.submittedAt.desc().nullsFirst()),
    index('proposals_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The proposal form as last typed, one per account, so a long form survives a closed tab. */
export const proposalDrafts = pgTable('proposal_drafts', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb().$type<ProposalFormValues>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A proposal's conversation: messages to the author (shown in their account and mailed) and internal notes. */
export const proposalMessages = pgTable(
  'proposal_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    proposalId: bigint({ mode: 'number' })
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['message', 'note'] }).notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_messages_proposal_idx').on(t.proposalId, t.createdAt)],
);
