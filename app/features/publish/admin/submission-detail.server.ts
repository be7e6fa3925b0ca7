/** Everything about one proposal for the editors: the proposal itself, who sent it, messages, notes, the moves it allows, its trail. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getProposalDocument } from '../proposal-document.server.ts';
import { editorMoves, isProposalStatus, type ProposalStatus } from '../proposal-status.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { auditLog, proposalMessages, proposals, users } from '#app/lib/db/schema.ts';

const fullName = sql<string | null>`${users.name} || ' ' || ${users.lastName}`;

export async function getSubmissionDetail(db: Db, id: number, locale: Locale) {
  const proposal = await getProposalDocument(db, id, locale);
  if (!proposal) return null;
  const [submitter] = await db
    .select({ id: users.id, name: fullName, email: users.email })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.userId))
    .where(eq(proposals.id, id));
  const conversation = await db
    .select({ id: proposalMessages.id, kind: proposalMessages.kind, body: proposalMessages.body, createdAt: proposalMessages.createdAt, authorName: fullName })
    .from(proposalMessages)
    .leftJoin(users, eq(users.id, proposalMessages.authorId))
    .where(eq(proposalMessages.proposalId, id))
    .orderBy(asc(proposalMessages.createdAt), asc(proposalMessages.id));
  const trail = await db
    .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details, createdAt: auditLog.createdAt, actorName: fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'proposal'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  const entry = (row: (typeof conversation)[number]) => ({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString(), authorName: row.authorName });
  const status = (value: unknown): ProposalStatus | null => (typeof value === 'string' && isProposalStatus(value) ? value : null);
  return {
    proposal,
    submitter: submitter ?? null,
    messages: conversation.filter((row) => row.kind === 'message').map(entry),
    notes: conversation.filter((row) => row.kind === 'note').map(entry),
    moves: editorMoves(proposal.status),
    trail: trail.map((row) => ({
      id: row.id,
      action: row.action,
      from: status(row.details.from),
      to: status(row.details.to),
      actorName: row.actorName,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export type SubmissionDetail = NonNullable<Awaited<ReturnType<typeof getSubmissionDetail>>>;

/** The stored sample of a proposal (its storage key and the name it was sent with), or null. */
export async function submissionSample(db: Db, id: number) {
  const [row] = await db.select({ key: proposals.sampleFile, name: proposals.sampleName }).from(proposals).where(eq(proposals.id, id));
  return row?.key ? { key: row.key, name: row.name ?? 'amostra' } : null;
}
