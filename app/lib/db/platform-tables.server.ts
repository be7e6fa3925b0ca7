/** Jobs, rate limits, facts about this installation, and the audit log: what every feature leans on. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from '../auth/tables.server.ts';

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

// --- Facts about this installation (e.g. when demo content was filled) -------------------------
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
