/**
 * Every table of the platform, one section per capability. Times are UTC timestamptz; money is
 * integer cents with its currency. Generate a migration after a change: npm run db:generate.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
