/** What harvesters, registries and libraries see: the OAI-PMH registry, Crossref deposits, COUNTER customers. */
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';

/**
 * One row per OAI-PMH identifier ever offered, kept after the work is gone (deletedRecord:
 * persistent). Reconciled with the catalog before a harvest (features/oai/records.server.ts):
 * a record's datestamp moves when the hash of its metadata changes, it is marked deleted when
 * it leaves the catalog, and it comes back when the work is published again.
 */
export const oaiRecords = pgTable(
  'oai_records',
  {
    /** The local part after oai:{host}: "book/12", "article/40", "paper/7". */
    identifier: text().primaryKey(),
    datestamp: timestamp({ withTimezone: true, precision: 0 }).notNull(),
    deleted: boolean().notNull().default(false),
    /** setSpecs, parents included ("journal", "journal:revista-x"). */
    sets: text().array().notNull(),
    /** md5 of the metadata the record shows: a change moves the datestamp. */
    hash: text().notNull(),
  },
  (t) => [index('oai_records_datestamp_idx').on(t.datestamp)],
);

/** Each deposit sent to Crossref: its batch id, size, and what Crossref answered. */
export const crossrefDeposits = pgTable('crossref_deposits', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  batchId: text().notNull().unique(),
  items: integer().notNull(),
  bytes: integer().notNull(),
  status: text({ enum: ['submitted', 'failed'] }).notNull(),
  httpStatus: integer(),
  /** Crossref's answer (its first 20,000 characters), or the network error. */
  answer: text().notNull(),
  createdAt: createdAt(),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
});
