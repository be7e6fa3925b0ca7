/** The contact form's messages. */
import { bigserial, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';

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
