/** Publishing: open calls and book proposals. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OPEN_CALL_KINDS, PROPOSAL_TYPES } from './proposal-kinds.ts';
import { PROPOSAL_STATUSES } from './proposal-status.ts';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { collections } from '../catalog/tables.server.ts';

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
    status: text({ enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
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
    /**
     * The book collection the call fills, if any: the collection's series editors act on its
     * proposals as the call's own do (decision 0045).
     */
    collectionId: integer().references(() => collections.id, { onDelete: 'set null' }),
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
    status: text({ enum: PROPOSAL_STATUSES }).notNull().default('received'),
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
