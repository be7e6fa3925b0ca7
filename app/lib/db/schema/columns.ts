import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made (UTC). */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** PostgreSQL's full-text search vector. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
