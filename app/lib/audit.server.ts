/** The audit log's one writer: staff actions (who did what to which record) are appended here and never changed. */
import type { Db } from './db/client.server.ts';
import { auditLog } from './db/schema.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Appends one entry, in the caller's transaction when given one. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Appends several entries at once (a bulk action: one per person it touched). */
export async function recordAudits(db: Pick<Db, 'insert'>, entries: AuditEntry[]): Promise<void> {
  if (entries.length) await db.insert(auditLog).values(entries);
}
