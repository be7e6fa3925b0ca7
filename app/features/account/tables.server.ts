/** The account feature's table: where sign-ups came from (its owner; decision 0037). */
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../lib/db/columns.ts';
import { users } from '../../lib/auth/tables.server.ts';

/**
 * Where each sign-up that passed the bot check came from, as a keyed hash of its network (never
 * the address itself), so the sign-up form can ask more work of a network that signs up often or
 * leaves accounts unverified (features/account/sign-up-policy.ts). Kept a week.
 */
export const signUpOrigins = pgTable(
  'sign_up_origins',
  {
    id: serial().primaryKey(),
    /** The account it opened; null when it opened none (the address had one: it weighs as never verified). */
    userId: text()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_up_origins_network_idx').on(t.network, t.createdAt)],
);
