/** Editorial work (issue 51, decision 0045): scoped roles, submissions, peer review, decisions. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  EDITORIAL_DECISIONS,
  RECOMMENDATIONS,
  REVIEW_BLINDNESS,
  REVIEW_STATUS_VALUES,
  SCOPE_KINDS,
  SCOPED_ROLES,
  SUBMISSION_FILE_KINDS,
  SUBMISSION_KINDS,
  SUBMISSION_STATUS_VALUES,
} from './values.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications } from '../catalog/tables.server.ts';
import { createdAt } from '../../lib/db/columns.ts';
import { orders } from '../orders/tables.server.ts';
import { openCalls, proposals } from '../publish/tables.server.ts';

// --- Editorial: scoped roles, submissions, review, decisions ------------------------------------
// Everything here is written by features/editorial alone. A submission's state moves only through
// editorial/workflow.ts's rules; what a reviewer or an author may see goes through its anonymity
// filter (editorial/anonymity.ts).

/**
 * A role held for one journal or one open call (decision 0045). General on purpose: a later
 * course instructor adds enum values only. Admins (the global role) need no row to act anywhere.
 */
export const scopedRoles = pgTable(
  'scoped_roles',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: SCOPED_ROLES }).notNull(),
    scopeKind: text({ enum: SCOPE_KINDS }).notNull(),
    /** The journal's publications.id or the open call's open_calls.id. */
    scopeId: integer().notNull(),
    grantedBy: text().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: createdAt(),
  },
  (t) => [uniqueIndex('scoped_roles_unique_idx').on(t.userId, t.role, t.scopeKind, t.scopeId), index('scoped_roles_scope_idx').on(t.scopeKind, t.scopeId)],
);

/** How a journal or an open call runs its review; a scope without a row uses the defaults. */
export const editorialSettings = pgTable(
  'editorial_settings',
  {
    scopeKind: text({ enum: SCOPE_KINDS }).notNull(),
    scopeId: integer().notNull(),
    /** Days a reviewer has to answer an invitation, and to send the review once accepted. */
    responseDays: integer().notNull().default(7),
    reviewDays: integer().notNull().default(30),
    /** Double-blind (neither side named) or single-blind (reviewers see the authors). */
    blindness: text({ enum: REVIEW_BLINDNESS }).notNull().default('double'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('editorial_settings_scope_idx').on(t.scopeKind, t.scopeId)],
);

/** One author of a submission as typed; orcid normalized (0000-0000-0000-0000) or ''. */
export interface SubmissionAuthor {
  name: string;
  email: string;
  affiliation: string;
  country: string;
  orcid: string;
  /** CRediT roles (their slugs, editorial/metadata.ts). */
  credit: string[];
}

/** What a book proposal adds to its description (issue 51, item 6): its kind, detailed summary and chapters, as the proposer sent them. */
export interface BookOutline {
  type: 'collection' | 'single';
  summary: string;
  chapters: { title: string; summary: string; keywords: string[] }[];
}

/** What describes a manuscript (or a book proposal), in Portuguese and English. */
export interface SubmissionMetadata {
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string[];
  keywordsEn: string[];
  authors: SubmissionAuthor[];
  funding: string;
  dataAvailability: string;
  /** Only on a book proposal. */
  book?: BookOutline;
}

/** The author's declarations, each accepted at a time (ISO) or not yet (''). */
export interface SubmissionDeclarations {
  original: string;
  notUnderReview: string;
  ethics: string;
  /** The conflicts of interest declared ('' when none). */
  conflicts: string;
  conflictsConfirmed: string;
}

export const submissions = pgTable(
  'submissions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Like CIE-2026-0012: the journal's code, the year, a sequence per journal and year. Null while a draft. */
    number: text().unique(),
    kind: text({ enum: SUBMISSION_KINDS }).notNull(),
    journalId: integer().references(() => publications.id, { onDelete: 'restrict' }),
    openCallId: integer().references(() => openCalls.id, { onDelete: 'set null' }),
    proposalId: bigint({ mode: 'number' }).references(() => proposals.id, { onDelete: 'set null' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: SUBMISSION_STATUS_VALUES }).notNull().default('draft'),
    articleType: text().notNull().default(''),
    /** The manuscript's language (pt, en, es) and the author's language for letters and mails (pt, en). */
    language: text().notNull().default(''),
    locale: text().notNull().default('pt'),
    metadata: jsonb().$type<Partial<SubmissionMetadata>>().notNull().default({}),
    declarations: jsonb().$type<Partial<SubmissionDeclarations>>().notNull().default({}),
    coverLetter: text().notNull().default(''),
    feeOrderId: bigint({ mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    feeWaivedBy: text().references(() => users.id, { onDelete: 'set null' }),
    feeWaivedReason: text(),
    round: integer().notNull().default(1),
    /** The browser's key for the final submit: posting twice makes one submission. */
    submitKey: text().unique(),
    /** Lower-cased number, titles, keywords and authors, for the desk's search. */
    searchText: text().notNull().default(''),
    submittedAt: timestamp({ withTimezone: true }),
    firstDecisionAt: timestamp({ withTimezone: true }),
    acceptedAt: timestamp({ withTimezone: true }),
    declinedAt: timestamp({ withTimezone: true }),
    /** The article made from it once accepted. */
    articleId: integer(),
    /** The draft book made from an accepted book proposal (the catalog's publications.id). */
    bookId: integer(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_journal_idx').on(t.journalId, t.status, t.submittedAt.desc().nullsFirst()),
    index('submissions_call_idx').on(t.openCallId, t.status),
    index('submissions_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
    index('submissions_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Every file of a submission, every round's, kept (a revision adds; nothing is replaced). */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    submissionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    kind: text({ enum: SUBMISSION_FILE_KINDS }).notNull(),
    /** A review's annotated file belongs to its assignment. */
    assignmentId: bigint({ mode: 'number' }),
    /** The key in the site's storage (DATA_DIR/uploads or S3). */
    storageKey: text().notNull(),
    /** The name it came with: shown only to its uploader and the editors. */
    originalName: text().notNull(),
    /** The name shown to others (no person in it): like CIE-2026-0012-r1-anonymised.pdf. */
    safeName: text().notNull(),
    size: integer().notNull(),
    mediaType: text().notNull(),
    uploadedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('submission_files_submission_idx').on(t.submissionId, t.round, t.kind)],
);

/** A reviewer asked to read one round; reviewerId is null until an invited person has an account. */
export const reviewAssignments = pgTable(
  'review_assignments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    submissionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    reviewerId: text().references(() => users.id, { onDelete: 'set null' }),
    invitedEmail: text().notNull(),
    invitedName: text().notNull().default(''),
    /** The reviewer's language for mails (pt, en). */
    locale: text().notNull().default('pt'),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the invitation link's token; single use (tokenUsedAt), expiring with responseDue. */
    tokenHash: text().notNull().unique(),
    tokenUsedAt: timestamp({ withTimezone: true }),
    status: text({ enum: REVIEW_STATUS_VALUES }).notNull().default('invited'),
    responseDue: timestamp({ withTimezone: true }).notNull(),
    reviewDue: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    suggestedReviewer: text(),
    competingInterests: text(),
    recommendation: text({ enum: RECOMMENDATIONS }),
    commentsForAuthors: text(),
    commentsForEditors: text(),
    /** The keys of the reminders already sent (like response-before, review-after). */
    reminders: jsonb().$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_assignments_submission_idx').on(t.submissionId, t.round),
    index('review_assignments_reviewer_idx').on(t.reviewerId, t.status),
    index('review_assignments_due_idx').on(t.status, t.reviewDue),
    // The desk sums each submission's active assignments of its round on every view: read from this index alone.
    index('review_assignments_active_idx')
      .on(t.submissionId, t.round, t.status, t.responseDue, t.reviewDue, t.createdAt)
      .where(sql`${t.status} in ('invited', 'accepted', 'submitted')`),
  ],
);

/** An editor's decision on a round, and its letter to the author (mailSentAt null until sent). */
export const editorialDecisions = pgTable(
  'editorial_decisions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    submissionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    decision: text({ enum: EDITORIAL_DECISIONS }).notNull(),
    /** Markdown, from a template in the author's language, edited before sending. */
    letter: text().notNull().default(''),
    decidedBy: text().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: createdAt(),
    mailSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('editorial_decisions_submission_idx').on(t.submissionId, t.decidedAt)],
);

/** Discussions on a submission: thread 'author' (editors ↔ author) or 'reviewer:<assignmentId>'. Threads never cross. */
export const editorialMessages = pgTable(
  'editorial_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    submissionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    thread: text().notNull(),
    senderId: text().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('editorial_messages_thread_idx').on(t.submissionId, t.thread, t.createdAt)],
);

/** A submission's history: every move, upload, invitation, decision and waiver. */
export const submissionEvents = pgTable(
  'submission_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    submissionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('submission_events_submission_idx').on(t.submissionId, t.createdAt)],
);
