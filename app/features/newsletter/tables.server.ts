/** Newsletter subscriptions (double opt-in). */
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';

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
