/** The accessible-versions feature's table (its owner; decision 0037): readers' requests and staff's answers. */
import { bigserial, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';
import { publications } from '../catalog/tables.server.ts';
import { ACCESSIBLE_FORMATS, REQUEST_STATUSES } from './values.ts';

/**
 * A reader's request for an accessible version of a work (LBI art. 68, Marrakesh Treaty) and the
 * answer. What it says of the reader's needs (`format`, `needs`) is for the admins handling it
 * only, and goes with the row: deleted by staff, or with the reader's account (cascade).
 */
export const accessibleVersionRequests = pgTable(
  'accessible_version_requests',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicationId: integer()
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    format: text({ enum: ACCESSIBLE_FORMATS }).notNull(),
    /** What the reader told us about their needs; null when nothing. */
    needs: text(),
    /** When the reader declared a print disability (the form does not send without it). */
    declaredAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: REQUEST_STATUSES }).notNull().default('received'),
    /** The press's calendar day (São Paulo) the answer is promised by, fixed when the request arrives. */
    dueOn: date({ mode: 'string' }).notNull(),
    /** What staff wrote to the reader with the answer or the refusal. */
    reply: text(),
    /** The answer: a stored file (its key, the name and type it is downloaded with, its size)… */
    fileKey: text(),
    fileName: text(),
    fileMediaType: text(),
    fileSize: integer(),
    /** …or an https link. */
    link: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('accessible_version_requests_user_idx').on(t.userId, t.createdAt), index('accessible_version_requests_due_idx').on(t.status, t.dueOn)],
);
