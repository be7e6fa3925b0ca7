/** Reading groups: members who read the same works and share highlights, notes and replies (issue 39). */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications } from '../catalog/tables.server.ts';
import { courses } from '../courses/tables.server.ts';
import type { NoteSelector } from '../reader/tables.server.ts';

export const readingGroups = pgTable(
  'reading_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** private: by invitation link or code only; public: listed on its works' pages for those who may read them. */
    privacy: text({ enum: ['private', 'public'] })
      .notNull()
      .default('private'),
    /** The secret in the invitation link; a new one makes the old link stop working. */
    inviteCode: text().notNull(),
    /** A course's group: its students join when they enrol and leave when the enrolment goes. */
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    /** A closed group keeps its annotations readable but takes no new ones or members. */
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reading_groups_invite_idx').on(t.inviteCode), uniqueIndex('reading_groups_course_idx').on(t.courseId)],
);

export const readingGroupWorks = pgTable(
  'reading_group_works',
  {
    groupId: integer()
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.publicationId] }), index('reading_group_works_work_idx').on(t.publicationId)],
);

export const readingGroupMembers = pgTable(
  'reading_group_members',
  {
    groupId: integer()
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'moderator', 'member'] })
      .notNull()
      .default('member'),
    joinedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('reading_group_members_user_idx').on(t.userId)],
);

/** A highlight or note shared with a group, anchored to the text as private notes are. */
export const groupAnnotations = pgTable(
  'group_annotations',
  {
    /** Made by the browser, as a private note's. */
    id: text().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    /** Null once the author deleted their account and chose to leave it as "a former member". */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    chapter: text().notNull(),
    selector: jsonb().$type<NoteSelector>().notNull(),
    /** Plain text (never HTML). */
    comment: text().notNull().default(''),
    orphaned: boolean().notNull().default(false),
    /** The edition the selector's position counts in; a newer current edition re-attaches it (re-anchoring). */
    editionVersion: integer().notNull().default(0),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_annotations_work_idx').on(t.publicationId, t.editionVersion),
    index('group_annotations_place_idx').on(t.groupId, t.publicationId, t.chapter),
  ],
);

/** A reply in an annotation's thread. */
export const groupReplies = pgTable(
  'group_replies',
  {
    id: serial().primaryKey(),
    annotationId: text()
      .notNull()
      .references(() => groupAnnotations.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_replies_annotation_idx').on(t.annotationId, t.createdAt)],
);

/** A member's report of an annotation or a reply to the group's moderators. */
export const groupReports = pgTable(
  'group_reports',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => readingGroups.id, { onDelete: 'cascade' }),
    annotationId: text().references(() => groupAnnotations.id, { onDelete: 'cascade' }),
    replyId: integer().references(() => groupReplies.id, { onDelete: 'cascade' }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('group_reports_group_idx').on(t.groupId, t.resolvedAt)],
);

/** A person who asked for the daily mail of replies to their shared notes (in their account's language): where the last one stopped, and the link that stops it. */
export const groupDigests = pgTable(
  'group_digests',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random: the unsubscribe link works without signing in. */
    token: text().notNull(),
    /** Replies up to this moment have been mailed (or were before the person asked). */
    sentThrough: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_digests_token_idx').on(t.token)],
);
