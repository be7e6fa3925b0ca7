/**
 * Everything that happens to a proposal after it was sent, each in one transaction with its
 * audit entry and its mail: an editor moves it on (with an optional message to the author), an
 * editor writes to the author or leaves an internal note, the author withdraws it. A move names
 * the status the person saw, so a change made meanwhile by someone else is refused, not stacked.
 */
import { and, eq } from 'drizzle-orm';
import { isLocale, localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { proposalMessages, proposals, users } from '#app/lib/db/schema.ts';
import { queueMail } from '#app/lib/mail/mail.server.ts';
import { renderMail } from '#app/lib/mail/render.ts';
import { proposalMailMessages } from './proposal-mail-messages.ts';
import { myProposalPath } from './proposal-paths.ts';
import { proposalStatusMessages } from './proposal-status-messages.ts';
import { canMoveProposal, type ProposalStatus } from './proposal-status.ts';
import { recordAudit } from '#app/lib/audit.server.ts';

export type ProposalActorRef = { kind: 'editor' | 'author'; id: string };
export type ProposalChangeResult = { ok: true; from: ProposalStatus } | { ok: false; reason: 'not-found' | 'conflict' };

type Locked = {
  id: number;
  status: ProposalStatus;
  userId: string | null;
  title: string;
  locale: string;
  firstAuthor: { name: string; email: string } | undefined;
};

/** The proposal's row, locked for the rest of the transaction; an author only finds their own. */
async function lockProposal(tx: Db, id: number, ownerId?: string): Promise<Locked | null> {
  const [row] = await tx
    .select({
      id: proposals.id,
      status: proposals.status,
      userId: proposals.userId,
      title: proposals.title,
      locale: proposals.locale,
      authors: proposals.authors,
    })
    .from(proposals)
    .where(ownerId === undefined ? eq(proposals.id, id) : and(eq(proposals.id, id), eq(proposals.userId, ownerId)))
    .for('update');
  return row ? { ...row, firstAuthor: row.authors[0] } : null;
}

/** Who hears about the proposal: the account that sent it, or (that account deleted) its first author. */
async function recipient(tx: Db, proposal: Locked): Promise<{ name: string; email: string } | null> {
  if (proposal.userId) {
    const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, proposal.userId));
    if (user) return user;
  }
  return proposal.firstAuthor ? { name: proposal.firstAuthor.name.split(' ')[0] ?? '', email: proposal.firstAuthor.email } : null;
}

const localeOf = (proposal: Locked): Locale => (isLocale(proposal.locale) ? proposal.locale : 'pt');

/** A mail to the author in the language they wrote the proposal in; replies go to the editors. */
async function mailAuthor(tx: Db, proposal: Locked, kind: 'status' | 'message', body: string | null) {
  const to = await recipient(tx, proposal);
  if (!to) return;
  const locale = localeOf(proposal);
  const t = translator(proposalMailMessages, locale);
  const s = translator(proposalStatusMessages, locale);
  const status = s(`status.${proposal.status}`);
  const vars = { name: to.name, title: proposal.title, status };
  const paragraphs =
    kind === 'status' ? [t('statusIntro', vars), s(`explain.${proposal.status}`), ...(body ? [body] : [])] : [t('messageIntro', vars), body ?? ''];
  const content = renderMail(
    {
      title: kind === 'status' ? t('statusTitle', vars) : t('messageTitle'),
      paragraphs: [...paragraphs, t('replyHint')],
      action: { label: t('seeProposal'), url: config().appUrl + localizePath(myProposalPath(proposal.id), locale) },
      footer: [t('footer')],
    },
    localeInfo[locale].iso,
  );
  const subject = kind === 'status' ? t('statusSubject', vars) : t('messageSubject', vars);
  await queueMail(tx, { to: to.email, replyTo: config().submissionsTo, subject, ...content });
}

/** The editors' notice that an author took a proposal back (in Portuguese, the staff's language). */
async function mailEditorsWithdrawn(tx: Db, proposal: Locked, from: ProposalStatus, authorId: string) {
  const t = translator(proposalMailMessages, 'pt');
  const [author] = await tx.select({ name: users.name, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, authorId));
  const name = author ? `${author.name} ${author.lastName}`.trim() : '';
  const vars = { name, title: proposal.title, id: proposal.id, status: translator(proposalStatusMessages, 'pt')(`status.${from}`) };
  const content = renderMail(
    {
      title: t('withdrawnTitle'),
      paragraphs: [t('withdrawnBody', vars)],
      action: { label: 'Abrir no painel', url: `${config().appUrl}/admin/submissions/${proposal.id}` },
      footer: [t('footer')],
    },
    'pt-BR',
  );
  await queueMail(tx, { to: config().submissionsTo, ...(author ? { replyTo: author.email } : {}), subject: t('withdrawnSubject', vars), ...content });
}

export interface ProposalMove {
  proposalId: number;
  to: ProposalStatus;
  actor: ProposalActorRef;
  /** The status the person saw when they chose the move. */
  expect: ProposalStatus;
  /** An editor's words to the author, mailed with the news and kept with the proposal. */
  message?: string;
  now?: Date;
  /** What else stops when the author withdraws it, in the same transaction (its outside review: the route hands editorial's in). */
  onWithdrawn?: (tx: Db, proposalId: number) => Promise<void>;
}

/**
 * Moves a proposal on. An editor's move mails the author (with the message, when there is one);
 * the author's withdrawal tells the editors. Refused (nothing written) when the proposal is not
 * there (or not the author's), moved meanwhile, or the move is not allowed from where it is.
 */
export async function changeProposalStatus(db: Db, move: ProposalMove): Promise<ProposalChangeResult> {
  const { proposalId, to, actor, expect, message = '', now = new Date(), onWithdrawn } = move;
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId, actor.kind === 'author' ? actor.id : undefined);
    if (!proposal) return { ok: false, reason: 'not-found' };
    const from = proposal.status;
    if (from !== expect || !canMoveProposal(actor.kind, from, to)) return { ok: false, reason: 'conflict' };
    await tx.update(proposals).set({ status: to, updatedAt: now }).where(eq(proposals.id, proposalId));
    const [written] = message
      ? await tx
          .insert(proposalMessages)
          .values({ proposalId, authorId: actor.id, kind: 'message', body: message, createdAt: now })
          .returning({ id: proposalMessages.id })
      : [];
    await recordAudit(tx, {
      actorId: actor.id,
      action: actor.kind === 'author' ? 'proposal.withdraw' : 'proposal.status',
      targetType: 'proposal',
      targetId: String(proposalId),
      details: { from, to, ...(written ? { messageId: written.id } : {}) },
      createdAt: now,
    });
    const moved = { ...proposal, status: to };
    if (actor.kind === 'editor') await mailAuthor(tx, moved, 'status', message || null);
    else {
      await mailEditorsWithdrawn(tx, moved, from, actor.id);
      await onWithdrawn?.(tx, proposalId);
    }
    return { ok: true, from };
  });
}

/**
 * The proposal's outside review (features/editorial, on the desk) decided: it moves with it, in the
 * review's transaction. Being sent to review mails the author as an editor's move does; a decision
 * does not, since its letter is the author's news. A move the rules refuse (the author withdrew
 * meanwhile) changes nothing.
 */
export async function proposalMovedByReview(
  tx: Db,
  input: { proposalId: number; status: 'under-review' | 'accepted' | 'declined'; actorId: string; at: Date },
): Promise<void> {
  const proposal = await lockProposal(tx, input.proposalId);
  if (!proposal || !canMoveProposal('editor', proposal.status, input.status)) return;
  await tx.update(proposals).set({ status: input.status, updatedAt: input.at }).where(eq(proposals.id, input.proposalId));
  await recordAudit(tx, {
    actorId: input.actorId,
    action: 'proposal.status',
    targetType: 'proposal',
    targetId: String(input.proposalId),
    details: { from: proposal.status, to: input.status, by: 'review' },
    createdAt: input.at,
  });
  if (input.status === 'under-review') await mailAuthor(tx, { ...proposal, status: input.status }, 'status', null);
}

export interface ProposalNote {
  proposalId: number;
  editorId: string;
  /** Plain text, already checked by the form's schema. */
  body: string;
  now?: Date;
}

/** An editor's message to the author: kept with the proposal (the author's page shows it) and mailed. False when there is no such proposal. */
export async function sendProposalMessage(db: Db, { proposalId, editorId, body, now = new Date() }: ProposalNote): Promise<boolean> {
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) return false;
    const [row] = await tx
      .insert(proposalMessages)
      .values({ proposalId, authorId: editorId, kind: 'message', body, createdAt: now })
      .returning({ id: proposalMessages.id });
    await recordAudit(tx, {
      actorId: editorId,
      action: 'proposal.message',
      targetType: 'proposal',
      targetId: String(proposalId),
      details: { messageId: row!.id },
      createdAt: now,
    });
    await mailAuthor(tx, proposal, 'message', body);
    return true;
  });
}

/** An internal note: for the editors only, never shown to the author. False when there is no such proposal. */
export async function addProposalNote(db: Db, { proposalId, editorId, body, now = new Date() }: ProposalNote): Promise<boolean> {
  return db.transaction(async (tx) => {
    const proposal = await lockProposal(tx, proposalId);
    if (!proposal) return false;
    const [row] = await tx
      .insert(proposalMessages)
      .values({ proposalId, authorId: editorId, kind: 'note', body, createdAt: now })
      .returning({ id: proposalMessages.id });
    await recordAudit(tx, {
      actorId: editorId,
      action: 'proposal.note',
      targetType: 'proposal',
      targetId: String(proposalId),
      details: { noteId: row!.id },
      createdAt: now,
    });
    return true;
  });
}
