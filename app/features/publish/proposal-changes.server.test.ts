import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobs, proposalMessages, proposals, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import type { Mail } from '#app/lib/mail/mail.server.ts';
import { addProposalNote, changeProposalStatus, sendProposalMessage } from './proposal-changes.server.ts';
import { createAccount, insertProposal } from './test-support.ts';

let database: TestDatabase;
let editor: string;
let author: string;
let stranger: string;

beforeAll(async () => {
  database = await createTestDatabase();
  editor = await createAccount(database.db, { name: 'Clara', lastName: 'Editora', role: 'user,admin' });
  author = await createAccount(database.db, { name: 'Ana', email: 'ana.autora@example.com' });
  stranger = await createAccount(database.db, { name: 'Bruno' });
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await database.db.delete(proposals);
  await database.db.delete(jobs);
  await database.db.delete(auditLog);
});

const mails = async () => (await database.db.select().from(jobs)).filter((job) => job.type === 'mail.send').map((job) => job.payload as Mail);
const statusOf = async (id: number) => (await database.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, id)))[0]?.status;
const trail = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'proposal'), eq(auditLog.targetId, String(id))));

describe('an editor moves a proposal', () => {
  it('to under review with a message: the status, the message, the audit entry and the author’s mail, in their language', async () => {
    const id = await insertProposal(database.db, author, { locale: 'en', title: 'Networked <b>services</b>' });
    const result = await changeProposalStatus(database.db, {
      proposalId: id,
      to: 'under-review',
      expect: 'received',
      actor: { kind: 'editor', id: editor },
      message: 'We are reading it.\nMore soon.',
    });
    expect(result).toEqual({ ok: true, from: 'received' });
    expect(await statusOf(id)).toBe('under-review');
    const messages = await database.db.select().from(proposalMessages).where(eq(proposalMessages.proposalId, id));
    expect(messages).toMatchObject([{ kind: 'message', body: 'We are reading it.\nMore soon.', authorId: editor }]);
    expect(await trail(id)).toMatchObject([
      { actorId: editor, action: 'proposal.status', details: { from: 'received', to: 'under-review', messageId: messages[0]!.id } },
    ]);
    const [mail, ...more] = await mails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'ana.autora@example.com',
      replyTo: 'contato@localhost',
      subject: 'Your proposal “Networked <b>services</b>”: Under review',
    });
    expect(mail!.text).toContain('We are reading it.\nMore soon.');
    expect(mail!.text).toContain(`/en/account/proposals/${id}`);
    expect(mail!.html).toContain('Networked &lt;b&gt;services&lt;/b&gt;');
  });

  it('without a message: the mail explains the new status, no message is kept', async () => {
    const id = await insertProposal(database.db, author);
    await changeProposalStatus(database.db, { proposalId: id, to: 'declined', expect: 'received', actor: { kind: 'editor', id: editor } });
    expect(await database.db.select().from(proposalMessages).where(eq(proposalMessages.proposalId, id))).toEqual([]);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Sua proposta “Serviços públicos em rede”: Não aceita');
    expect(mail!.text).toContain('Desta vez não seguiremos com a proposta.');
    expect(mail!.text).toContain(`http://localhost:3000/account/proposals/${id}`);
  });

  it('refuses a move from a status other than the one the editor saw, and a move the workflow does not have; nothing is written', async () => {
    const id = await insertProposal(database.db, author, { status: 'under-review' });
    const stale = await changeProposalStatus(database.db, {
      proposalId: id,
      to: 'under-review',
      expect: 'received',
      actor: { kind: 'editor', id: editor },
      message: 'x',
    });
    expect(stale).toEqual({ ok: false, reason: 'conflict' });
    const skip = await changeProposalStatus(database.db, { proposalId: id, to: 'withdrawn', expect: 'under-review', actor: { kind: 'editor', id: editor } });
    expect(skip).toEqual({ ok: false, reason: 'conflict' });
    const fresh = await insertProposal(database.db, author);
    expect(await changeProposalStatus(database.db, { proposalId: fresh, to: 'accepted', expect: 'received', actor: { kind: 'editor', id: editor } })).toEqual({
      ok: false,
      reason: 'conflict',
    });
    expect(await statusOf(id)).toBe('under-review');
    expect(await database.db.select().from(proposalMessages)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await changeProposalStatus(database.db, { proposalId: 999_999, to: 'declined', expect: 'received', actor: { kind: 'editor', id: editor } })).toEqual(
      { ok: false, reason: 'not-found' },
    );
  });

  it('five editors pressing the same button at once move it once: one audit entry, one mail', async () => {
    const id = await insertProposal(database.db, author);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        changeProposalStatus(database.db, { proposalId: id, to: 'under-review', expect: 'received', actor: { kind: 'editor', id: editor } }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(4);
    expect(await trail(id)).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });
});

describe('the author withdraws a proposal', () => {
  it('while it is being considered: the editors hear of it', async () => {
    const id = await insertProposal(database.db, author, { status: 'under-review' });
    expect(await changeProposalStatus(database.db, { proposalId: id, to: 'withdrawn', expect: 'under-review', actor: { kind: 'author', id: author } })).toEqual(
      { ok: true, from: 'under-review' },
    );
    expect(await statusOf(id)).toBe('withdrawn');
    expect(await trail(id)).toMatchObject([{ actorId: author, action: 'proposal.withdraw', details: { from: 'under-review', to: 'withdrawn' } }]);
    const [mail] = await mails();
    expect(mail).toMatchObject({ to: 'contato@localhost', replyTo: 'ana.autora@example.com', subject: '[Proposta retirada] Serviços públicos em rede' });
    expect(mail!.text).toContain('que estava “Em avaliação”');
  });

  it('only their own, and only before a decision', async () => {
    const id = await insertProposal(database.db, author);
    expect(await changeProposalStatus(database.db, { proposalId: id, to: 'withdrawn', expect: 'received', actor: { kind: 'author', id: stranger } })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    const accepted = await insertProposal(database.db, author, { status: 'accepted' });
    expect(
      await changeProposalStatus(database.db, { proposalId: accepted, to: 'withdrawn', expect: 'accepted', actor: { kind: 'author', id: author } }),
    ).toEqual({ ok: false, reason: 'conflict' });
    // An author cannot move their proposal anywhere else.
    expect(await changeProposalStatus(database.db, { proposalId: id, to: 'accepted', expect: 'received', actor: { kind: 'author', id: author } })).toEqual({
      ok: false,
      reason: 'conflict',
    });
    expect(await statusOf(id)).toBe('received');
    expect(await mails()).toEqual([]);
  });
});

describe('messages and notes', () => {
  it('a message is kept, audited and mailed; with the sender’s account deleted it goes to the first author', async () => {
    const id = await insertProposal(database.db, author);
    expect(await sendProposalMessage(database.db, { proposalId: id, editorId: editor, body: 'Could you send a sample chapter?' })).toBe(true);
    const gone = await createAccount(database.db, { name: 'Gone' });
    const orphan = await insertProposal(database.db, gone, {
      authors: [{ name: 'Lia Prado', email: 'lia@example.com', affiliation: '', orcid: '', bio: 'b' }],
    });
    await database.db.delete(users).where(eq(users.id, gone));
    expect(await sendProposalMessage(database.db, { proposalId: orphan, editorId: editor, body: 'Hello again' })).toBe(true);
    const sent = await mails();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['ana.autora@example.com', 'Nova mensagem sobre sua proposta “Serviços públicos em rede”'],
      ['lia@example.com', 'Nova mensagem sobre sua proposta “Serviços públicos em rede”'],
    ]);
    expect(sent[1]!.text).toContain('Olá, Lia!');
    expect((await trail(id)).map((row) => row.action)).toEqual(['proposal.message']);
    expect(await sendProposalMessage(database.db, { proposalId: 999_999, editorId: editor, body: 'x' })).toBe(false);
  });

  it('a note is for the editors only: kept and audited, never mailed', async () => {
    const id = await insertProposal(database.db, author);
    expect(await addProposalNote(database.db, { proposalId: id, editorId: editor, body: 'Strong methods chapter.' })).toBe(true);
    expect(await database.db.select({ kind: proposalMessages.kind, body: proposalMessages.body }).from(proposalMessages)).toEqual([
      { kind: 'note', body: 'Strong methods chapter.' },
    ]);
    expect((await trail(id)).map((row) => row.action)).toEqual(['proposal.note']);
    expect(await mails()).toEqual([]);
    expect(await addProposalNote(database.db, { proposalId: 999_999, editorId: editor, body: 'x' })).toBe(false);
  });
});
