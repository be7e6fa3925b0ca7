/** What every catalog change shares: the audit trail and the search index. Refusals that roll a transaction back are in lib/db/conflicts.ts. */
import { eq } from 'drizzle-orm';
import { syncWorkTexts } from '#app/features/fulltext/api.server.ts';
import { refreshPublicationIndex } from '../search-index.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { recordAudit } from '#app/lib/audit.server.ts';

export type AuditTarget = 'publication' | 'event';

export async function audit(tx: Db, actorId: string, action: string, targetType: AuditTarget, targetId: number, details: Record<string, unknown> = {}) {
  await recordAudit(tx, { actorId, action, targetType, targetId: String(targetId), details });
}

/**
 * After a change to a work's parts (formats, chapters, issues, articles): its search columns are
 * derived again (the full-text index too) and its change time moves (lists, sitemaps and feeds read it), in the same transaction.
 */
export async function workPartsChanged(tx: Db, workId: number) {
  await tx.update(publications).set({ updatedAt: new Date() }).where(eq(publications.id, workId));
  // Articles' and papers' full texts, as the pages now show them.
  await syncWorkTexts(tx, workId);
  await refreshPublicationIndex(tx, workId);
}
