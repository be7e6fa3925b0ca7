/**
 * The workspace's actions against a real database: who may do what (an editor of another journal
 * and a reader find nothing, an assistant editor prepares but does not decide), the invitation
 * (its row, its token's hash, its mail without any author), decisions with their letters and
 * dates, the fee waived with its order cancelled, the files for editors only, and a decision's
 * letter kept while mail is down and sent once it is back.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  articles,
  editorialDecisions,
  journalIssues,
  jobs,
  orderItems,
  orders,
  reviewAssignments,
  scopedRoles,
  submissionEvents,
  submissionFiles,
  submissions,
} from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { runDueJobs } from '#app/lib/jobs/jobs.server.ts';
import { proposalMovedByReview } from '#app/features/publish/api.server.ts';
import { forgetConfig } from '#app/lib/config.server.ts';
import { configurePayments } from '#app/lib/payments/payment-config.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';
import { cancelFeeOrder, placeFeeOrder } from '#app/features/orders/api.server.ts';
import { mySubmission } from './author-submissions.server.ts';
import { workspaceAction, type CancelFeeOrder } from './desk-actions.server.ts';
import { DECISION_MAIL_JOB, sendDecisionMail } from './desk-mail.server.ts';
import { invitationTokenHash } from './invitation-token.server.ts';
import { editorialActor } from './roles.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import { editorialFile, workspacePage } from './workspace.server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'editorial-desk-'));
let database: TestDatabase;
let journalA: number;
let journalB: number;
const people: Record<'admin' | 'editor' | 'assistant' | 'otherEditor' | 'reader' | 'author' | 'reviewer', string> = {} as never;
let smtp: SMTPServer | undefined;
let smtpPort = 0;
const received: string[] = [];

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  smtpPort = await freePort();
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('APP_URL', 'https://editora.test');
  forgetConfig();
  configurePayments({ appUrl: 'https://editora.test', siteSecret: 'x' }, {});
  database = await createTestDatabase();
  journalA = await createJournal(database.db, 'revista-design-e-sociedade');
  journalB = await createJournal(database.db, 'cadernos-de-estudos-culturais');
  people.admin = await createAccount(database.db, { name: 'Adm', role: 'user,admin', email: 'adm@ipe.test' });
  people.editor = await createAccount(database.db, { name: 'Edna', email: 'edna@ipe.test' });
  people.assistant = await createAccount(database.db, { name: 'Assis', email: 'assis@ipe.test' });
  people.otherEditor = await createAccount(database.db, { name: 'Outra', email: 'outra@ipe.test' });
  people.reader = await createAccount(database.db, { name: 'Rita', email: 'rita@ipe.test' });
  people.author = await createAccount(database.db, { name: 'Aurora', email: 'aurora@ipe.test' });
  people.reviewer = await createAccount(database.db, { name: 'Renato', email: 'renato@ipe.test' });
  await database.db.insert(scopedRoles).values([
    { userId: people.editor, role: 'editor', scopeKind: 'journal', scopeId: journalA },
    { userId: people.assistant, role: 'assistant-editor', scopeKind: 'journal', scopeId: journalA },
    { userId: people.otherEditor, role: 'editor', scopeKind: 'journal', scopeId: journalB },
  ]);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => (smtp ? smtp.close(() => resolve(undefined)) : resolve(undefined)));
  await database.dispose();
  vi.unstubAllEnvs();
  forgetConfig();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let sequence = 0;
async function newSubmission(status: 'new' | 'awaiting-fee' = 'new', locale: 'pt' | 'en' = 'pt') {
  sequence += 1;
  const number = `RDS-2026-${String(sequence).padStart(4, '0')}`;
  const [row] = await database.db
    .insert(submissions)
    .values({
      number,
      kind: 'article',
      journalId: journalA,
      authorId: people.author,
      status,
      locale,
      articleType: 'article',
      language: 'pt',
      metadata: {
        titlePt: 'Cidades que cuidam',
        titleEn: 'Caring cities',
        abstractPt: 'Um resumo sobre cuidado.',
        abstractEn: 'An abstract about care.',
        keywordsPt: ['cuidado'],
        keywordsEn: ['care'],
        authors: [
          { name: 'Aurora Autora', email: 'aurora@ipe.test', affiliation: 'Universidade Fictícia', country: 'BR', orcid: '', credit: ['conceptualization'] },
          { name: 'Caio Coautor', email: 'caio@ipe.test', affiliation: 'Instituto Imaginário', country: 'BR', orcid: '', credit: ['writing-original-draft'] },
        ],
      },
      searchText: `${number.toLowerCase()} cidades que cuidam`,
      submittedAt: new Date(),
    })
    .returning({ id: submissions.id });
  await storage().put(`editorial/${number}/manuscrito.pdf`, Buffer.from('%PDF-1.4 manuscrito'));
  const [file] = await database.db
    .insert(submissionFiles)
    .values({
      submissionId: row!.id,
      round: 1,
      kind: 'manuscript',
      storageKey: `editorial/${number}/manuscrito.pdf`,
      originalName: 'Aurora - manuscrito final.pdf',
      safeName: `${number}-r1-manuscript.pdf`,
      size: 19,
      mediaType: 'application/pdf',
      uploadedBy: people.author,
    })
    .returning({ id: submissionFiles.id });
  return { id: row!.id, number, fileId: file!.id };
}

const actor = (who: keyof typeof people) => editorialActor(database.db, { id: people[who], roles: who === 'admin' ? ['user', 'admin'] : ['user'] });
const post = (fields: Record<string, string>) =>
  new Request('https://editora.test/editorial/x', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const noOrders: CancelFeeOrder = async () => ({ canceled: [] });
const act = async (who: keyof typeof people, number: string, fields: Record<string, string>, orders = noOrders) =>
  workspaceAction(database.db, await actor(who), number, post(fields), { cancelFeeOrder: orders, proposalDecided: proposalMovedByReview });
const statusOf = async (id: number) => (await database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const invite = (email: string, name: string, locale = 'pt') => ({ intent: 'invite', email, name, locale, responseDue: inDays(7), reviewDue: inDays(30) });
const mailsTo = async (to: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.type, 'mail.send')))
    .map((j) => j.payload as { to: string; subject: string; text: string; html: string })
    .filter((m) => m.to === to);

describe('who may act on a submission', () => {
  it('is not found for a reader, an editor of another journal and a visitor, in every door', async () => {
    const sub = await newSubmission();
    for (const who of ['reader', 'otherEditor'] as const) {
      await expect(workspacePage(database.db, await actor(who), sub.number, { locale: 'pt' })).rejects.toMatchObject({ code: 'not-found' });
      const posts: Record<string, string>[] = [
        { intent: 'send-to-review' },
        { intent: 'more-reviews' },
        { intent: 'decide', decision: 'decline-desk', letter: 'Não.' },
        invite('x@example.com', 'X'),
        { intent: 'cancel-assignment', assignmentId: '1' },
        { intent: 'waive-fee', reason: 'Porque sim.' },
      ];
      for (const fields of posts) await expect(act(who, sub.number, fields)).rejects.toMatchObject({ code: 'not-found' });
      await expect(editorialFile(database.db, await actor(who), sub.number, sub.fileId)).rejects.toMatchObject({ code: 'not-found' });
    }
    await expect(workspacePage(database.db, null, sub.number, { locale: 'pt' })).rejects.toMatchObject({ code: 'not-found' });
    expect((await statusOf(sub.id)).status).toBe('new');
  });

  it('lets an assistant editor prepare (send to review, invite) but not decide or decline', async () => {
    const sub = await newSubmission();
    expect(await act('assistant', sub.number, { intent: 'decide', decision: 'decline-desk', letter: 'Não.' })).toMatchObject({
      kind: 'state',
      status: 403,
      state: { message: 'notAllowed' },
    });
    expect(await act('assistant', sub.number, { intent: 'send-to-review' })).toEqual({ kind: 'redirect', to: `/editorial/${sub.number}?done=sentToReview` });
    expect(await act('assistant', sub.number, invite('renato@ipe.test', 'Renato Revisor'))).toMatchObject({ kind: 'redirect' });
    for (const decision of ['accept', 'minor', 'major', 'decline']) {
      expect(await act('assistant', sub.number, { intent: 'decide', decision, letter: 'Carta.' })).toMatchObject({ status: 403 });
    }
    const page = await workspacePage(database.db, await actor('assistant'), sub.number, { locale: 'pt', decide: 'accept' });
    expect(page.role).toBe('assistant-editor');
    expect(page.may).toEqual([]);
    expect(page.letterDraft).toBeNull();
    expect((await statusOf(sub.id)).status).toBe('in-review');
  });

  it('gives editors their files under the names they were uploaded with', async () => {
    const sub = await newSubmission();
    const file = await editorialFile(database.db, await actor('editor'), sub.number, sub.fileId);
    expect(file.name).toBe('Aurora - manuscrito final.pdf');
    expect(file.body.toString()).toBe('%PDF-1.4 manuscrito');
    const other = await newSubmission();
    await expect(editorialFile(database.db, await actor('editor'), sub.number, other.fileId)).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('reviewers', () => {
  it('invites an account and a new person: rows with the token’s hash only, mails in their language without any author', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    expect(await act('editor', sub.number, invite('Renato@ipe.test', 'Renato Revisor'))).toMatchObject({ kind: 'redirect' });
    expect(await act('editor', sub.number, invite('nova.pessoa@example.com', 'Nova Pessoa', 'en'))).toMatchObject({ kind: 'redirect' });
    const rows = await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, sub.id));
    expect(rows.map((r) => [r.invitedEmail, r.reviewerId, r.locale, r.status, r.round])).toEqual([
      ['renato@ipe.test', people.reviewer, 'pt', 'invited', 1],
      ['nova.pessoa@example.com', null, 'en', 'invited', 1],
    ]);
    for (const [row, mail, language] of [
      [rows[0]!, (await mailsTo('renato@ipe.test')).at(-1)!, 'pt'],
      [rows[1]!, (await mailsTo('nova.pessoa@example.com')).at(-1)!, 'en'],
    ] as const) {
      const link = new RegExp(`https://editora\\.test${language === 'en' ? '/en' : ''}/review/invitation/([A-Za-z0-9_-]{43})`).exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      // Only the hash is kept: the link's token is not in the database.
      expect(invitationTokenHash(link![1]!)).toBe(row.tokenHash);
      expect(row.tokenHash).not.toContain(link![1]!);
      expect(mail.text).toContain(language === 'en' ? 'Caring cities' : 'Cidades que cuidam');
      expect(mail.text).toContain(language === 'en' ? 'An abstract about care.' : 'Um resumo sobre cuidado.');
      expect(mail.text).toContain(language === 'en' ? 'Journal revista-design-e-sociedade' : 'Revista revista-design-e-sociedade');
      for (const secret of ['Aurora', 'aurora@ipe.test', 'Caio', 'Universidade Fictícia', 'Instituto Imaginário', 'manuscrito final'])
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(secret);
    }
    const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, sub.id));
    expect(events.map((e) => e.kind)).toEqual(['sent-to-review', 'reviewer-invited', 'reviewer-invited']);
  });

  it('refuses an author as reviewer, the same person twice and bad dates, keeping what was typed', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    expect(await act('editor', sub.number, invite('caio@ipe.test', 'Caio'))).toMatchObject({ status: 400, state: { errors: { email: 'reviewerIsAuthor' } } });
    expect(await act('editor', sub.number, invite('aurora@IPE.test', 'Aurora'))).toMatchObject({ state: { errors: { email: 'reviewerIsAuthor' } } });
    await act('editor', sub.number, invite('renato@ipe.test', 'Renato'));
    expect(await act('editor', sub.number, invite('renato@ipe.test', 'Renato'))).toMatchObject({ state: { errors: { email: 'alreadyInvited' } } });
    const bad = await act('editor', sub.number, { ...invite('x@example.com', 'X'), reviewDue: inDays(1) });
    expect(bad).toMatchObject({ status: 400, state: { errors: { reviewDue: 'reviewBeforeResponse' }, values: { email: 'x@example.com', name: 'X' } } });
  });

  it('cancels an assignment, which then no longer counts for the round', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    await act('editor', sub.number, invite('renato@ipe.test', 'Renato'));
    await act('editor', sub.number, invite('b@example.com', 'B'));
    const before = await workspacePage(database.db, await actor('editor'), sub.number, { locale: 'pt' });
    expect(before.queue).toBe('in-review');
    const [first] = before.assignments;
    expect(await act('assistant', sub.number, { intent: 'cancel-assignment', assignmentId: String(first!.id) })).toMatchObject({ kind: 'redirect' });
    const after = await workspacePage(database.db, await actor('editor'), sub.number, { locale: 'pt' });
    expect(after.assignments[0]!.status).toBe('cancelled');
    expect(after.queue).toBe('awaiting-reviewers');
    // Another submission's assignment is not this one's to cancel.
    const other = await newSubmission();
    expect(await act('editor', other.number, { intent: 'cancel-assignment', assignmentId: String(after.assignments[1]!.id) })).toMatchObject({ status: 404 });
  });

  it('finds accounts by name and by the keywords of works they reviewed, with their reviews, never the authors', async () => {
    const sub = await newSubmission();
    await database.db.insert(reviewAssignments).values({
      submissionId: sub.id,
      round: 1,
      reviewerId: people.reviewer,
      invitedEmail: 'renato@ipe.test',
      tokenHash: `hash-${sub.number}`,
      status: 'submitted',
      responseDue: new Date(),
      reviewDue: new Date(),
    });
    const other = await newSubmission();
    const byKeyword = await workspacePage(database.db, await actor('editor'), other.number, { locale: 'pt', reviewerQuery: 'cuidado' });
    expect(byKeyword.reviewerSearch?.results.map((r) => [r.email, r.pastReviews])).toEqual([['renato@ipe.test', 1]]);
    const byName = await workspacePage(database.db, await actor('editor'), other.number, { locale: 'pt', reviewerQuery: 'auror' });
    expect(byName.reviewerSearch?.results).toEqual([]);
  });
});

describe('the next round keeps its reviewers', () => {
  it('invites again, with fresh dates, links and mails, who reviewed the previous round and is not in this one; once', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    await act('editor', sub.number, invite('renato@ipe.test', 'Renato Revisor'));
    await act('editor', sub.number, invite('beatriz@example.com', 'Beatriz Bem', 'en'));
    await act('editor', sub.number, invite('cora@example.com', 'Cora Recusa'));
    await act('editor', sub.number, invite('dora@example.com', 'Dora Nova', 'en'));
    const round1 = await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, sub.id));
    const byEmail = (email: string) => round1.find((r) => r.invitedEmail === email)!;
    for (const email of ['renato@ipe.test', 'beatriz@example.com', 'dora@example.com'])
      await database.db
        .update(reviewAssignments)
        .set({ status: 'submitted', submittedAt: new Date(), recommendation: 'major', commentsForAuthors: 'Reveja.' })
        .where(eq(reviewAssignments.id, byEmail(email).id));
    await database.db
      .update(reviewAssignments)
      .set({ status: 'declined' })
      .where(eq(reviewAssignments.id, byEmail('cora@example.com').id));
    // Before a later round there is nobody to ask again.
    expect(await act('editor', sub.number, { intent: 'invite-again' })).toMatchObject({ status: 409, state: { message: 'nobodyToInviteAgain' } });
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'major', letter: 'Revise, por favor.' })).toMatchObject({ kind: 'redirect' });
    // Not while the author revises.
    expect(await act('editor', sub.number, { intent: 'invite-again' })).toMatchObject({ status: 403, state: { message: 'notAllowed' } });
    // The revision is in (as the author's revise page leaves it after major revisions): round 2, in review, and Dora already asked by hand.
    await database.db.update(submissions).set({ status: 'in-review' }).where(eq(submissions.id, sub.id));
    await act('editor', sub.number, invite('dora@example.com', 'Dora Nova', 'en'));
    const page = await workspacePage(database.db, await actor('assistant'), sub.number, { locale: 'pt' });
    expect(page.inviteAgain).toEqual([{ name: 'Renato Teste' }, { name: 'Beatriz Bem' }]);
    const mailsBefore = { renato: (await mailsTo('renato@ipe.test')).length, beatriz: (await mailsTo('beatriz@example.com')).length };

    // An assistant editor prepares the round: one post.
    expect(await act('assistant', sub.number, { intent: 'invite-again' })).toEqual({ kind: 'redirect', to: `/editorial/${sub.number}?done=invitedAgain` });
    const round2 = (await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, sub.id))).filter((r) => r.round === 2);
    expect(round2.map((r) => [r.invitedEmail, r.reviewerId, r.locale, r.status, r.invitedBy])).toEqual([
      ['dora@example.com', null, 'en', 'invited', people.editor],
      ['renato@ipe.test', people.reviewer, 'pt', 'invited', people.assistant],
      ['beatriz@example.com', null, 'en', 'invited', people.assistant],
    ]);
    const endOfDayIn = (days: number) => new Date(`${inDays(days)}T23:59:59.000Z`).getTime();
    for (const row of round2.slice(1)) {
      expect(row.responseDue.getTime()).toBe(endOfDayIn(7));
      expect(row.reviewDue.getTime()).toBe(endOfDayIn(30));
      expect(row.tokenHash).not.toBe(byEmail(row.invitedEmail).tokenHash);
      expect(row.tokenUsedAt).toBeNull();
    }
    for (const [to, row, language] of [
      ['renato@ipe.test', round2[1]!, 'pt'],
      ['beatriz@example.com', round2[2]!, 'en'],
    ] as const) {
      const mails = await mailsTo(to);
      expect(mails).toHaveLength(mailsBefore[to === 'renato@ipe.test' ? 'renato' : 'beatriz'] + 1);
      const mail = mails.at(-1)!;
      const link = new RegExp(`https://editora\\.test${language === 'en' ? '/en' : ''}/review/invitation/([A-Za-z0-9_-]{43})`).exec(mail.text);
      expect(link, mail.text).not.toBeNull();
      expect(invitationTokenHash(link![1]!)).toBe(row.tokenHash);
      for (const secret of ['Aurora', 'aurora@ipe.test', 'Caio', 'Universidade Fictícia'])
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain(secret);
    }
    expect(await mailsTo('cora@example.com')).toHaveLength(1);
    const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, sub.id));
    expect(events.filter((e) => e.kind === 'reviewer-invited' && (e.detail as { round: number }).round === 2)).toHaveLength(3);

    // Posting again (a second click, a reload) asks nobody and sends nothing.
    expect(await act('editor', sub.number, { intent: 'invite-again' })).toMatchObject({ status: 409, state: { message: 'nobodyToInviteAgain' } });
    expect((await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.submissionId, sub.id))).filter((r) => r.round === 2)).toHaveLength(3);
    expect(await mailsTo('renato@ipe.test')).toHaveLength(mailsBefore.renato + 1);
    expect((await workspacePage(database.db, await actor('editor'), sub.number, { locale: 'pt' })).inviteAgain).toEqual([]);
    // Another journal's editor finds nothing to post to.
    await expect(act('otherEditor', sub.number, { intent: 'invite-again' })).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('decisions', () => {
  it('declines at the desk with the edited letter, in the author’s language, and the author reads it', async () => {
    const sub = await newSubmission('new', 'en');
    const page = await workspacePage(database.db, await actor('editor'), sub.number, { locale: 'pt', decide: 'decline-desk' });
    expect(page.letterDraft?.letter).toMatch(/^Dear Aurora Teste,\n\nThank you for sending the manuscript “Caring cities” \(RDS-2026-\d{4}\) to Journal/);
    const letter = `${page.letterDraft!.letter}\n\nP.S. An edited line.`;
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'decline-desk', letter })).toMatchObject({ kind: 'redirect' });
    const row = await statusOf(sub.id);
    expect(row.status).toBe('declined');
    expect(row.declinedAt).toBeInstanceOf(Date);
    expect(row.firstDecisionAt).toBeInstanceOf(Date);
    const [decision] = await database.db.select().from(editorialDecisions).where(eq(editorialDecisions.submissionId, sub.id));
    expect(decision).toMatchObject({ decision: 'decline-desk', letter, decidedBy: people.editor, mailSentAt: null });
    const queued = await database.db.select().from(jobs).where(eq(jobs.type, DECISION_MAIL_JOB));
    expect(queued.some((j) => (j.payload as { decisionId: number }).decisionId === decision!.id)).toBe(true);
    const mine = await mySubmission(database.db, people.author, sub.number, 'en');
    expect(mine.decisions).toEqual([expect.objectContaining({ decision: 'decline-desk', letter })]);
    expect(mine.history.map((h) => h.kind)).toContain('decision');
  });

  it('asks for revisions quoting the reviews without names; major opens a new round; the author never sees who reviewed', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    await act('editor', sub.number, invite('renato@ipe.test', 'Renato Revisor'));
    await act('editor', sub.number, invite('b@example.com', 'Beatriz Bem'));
    await database.db
      .update(reviewAssignments)
      .set({
        status: 'submitted',
        submittedAt: new Date(),
        recommendation: 'major',
        commentsForAuthors: 'Reveja o método.',
        commentsForEditors: 'Segredo do editor.',
      })
      .where(eq(reviewAssignments.submissionId, sub.id));
    const page = await workspacePage(database.db, await actor('admin'), sub.number, { locale: 'en', decide: 'major' });
    const letter = page.letterDraft!.letter;
    expect(letter).toContain('Parecerista A:\n> Reveja o método.');
    expect(letter).toContain('Parecerista B:\n> Reveja o método.');
    for (const secret of ['Renato', 'Beatriz', 'renato@', 'Segredo']) expect(letter).not.toContain(secret);
    expect(await act('admin', sub.number, { intent: 'decide', decision: 'major', letter })).toMatchObject({ kind: 'redirect' });
    const row = await statusOf(sub.id);
    expect(row).toMatchObject({ status: 'revisions', round: 2 });
    const mine = await mySubmission(database.db, people.author, sub.number, 'pt');
    expect(mine.reviews.map((r) => [r.label, r.round, r.commentsForAuthors])).toEqual([
      ['A', 1, 'Reveja o método.'],
      ['B', 1, 'Reveja o método.'],
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/Renato|Beatriz|Segredo|renato@|b@example/);
    // Decided already: a second decision from the same state is refused by the rules.
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'accept', letter: 'Sim.' })).toMatchObject({ status: 403 });
  });

  it('accepts after more reviews, and refuses an empty letter with its message', async () => {
    const sub = await newSubmission();
    await act('editor', sub.number, { intent: 'send-to-review' });
    await database.db.update(submissions).set({ status: 'awaiting-decision' }).where(eq(submissions.id, sub.id));
    expect(await act('assistant', sub.number, { intent: 'more-reviews' })).toMatchObject({ kind: 'redirect' });
    expect((await statusOf(sub.id)).status).toBe('in-review');
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'accept', letter: '  ' })).toMatchObject({
      status: 400,
      state: { errors: { letter: 'letterRequired' } },
    });
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'accept', letter: 'Aceito.' })).toMatchObject({ kind: 'redirect' });
    const row = await statusOf(sub.id);
    expect(row.status).toBe('accepted');
    expect(row.acceptedAt).toBeInstanceOf(Date);
  });
});

describe('the fee', () => {
  it('is waived by an editor with a reason, its open order cancelled; an assistant may not', async () => {
    const sub = await newSubmission('awaiting-fee');
    const placed = await placeFeeOrder(database.db, {
      userId: people.author,
      reference: sub.number,
      title: `Taxa ${sub.number}`,
      currency: 'BRL',
      amount: 25_000,
      locale: 'pt',
    });
    expect(placed.ok).toBe(true);
    expect(await act('assistant', sub.number, { intent: 'waive-fee', reason: 'Autora sem financiamento.' }, cancelFeeOrder)).toMatchObject({ status: 403 });
    expect(await act('editor', sub.number, { intent: 'waive-fee', reason: '' }, cancelFeeOrder)).toMatchObject({
      state: { errors: { reason: 'reasonRequired' } },
    });
    expect(await act('editor', sub.number, { intent: 'waive-fee', reason: 'Autora sem financiamento.' }, cancelFeeOrder)).toMatchObject({ kind: 'redirect' });
    const row = await statusOf(sub.id);
    expect(row).toMatchObject({ status: 'new', feeWaivedReason: 'Autora sem financiamento.', feeWaivedBy: people.editor });
    const [order] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.kind, 'fee'), eq(orderItems.productSlug, sub.number)));
    expect(order?.status).toBe('canceled');
    const events = await database.db.select({ kind: submissionEvents.kind }).from(submissionEvents).where(eq(submissionEvents.submissionId, sub.id));
    expect(events.map((e) => e.kind)).toEqual(['fee-waived', 'fee-order-cancelled']);
  });
});

describe('a decision’s letter while mail is down', () => {
  it('keeps the decision, retries the letter, and sends it once when mail is back', async () => {
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${smtpPort}`);
    forgetConfig();
    const sub = await newSubmission('new', 'pt');
    expect(await act('editor', sub.number, { intent: 'decide', decision: 'decline-desk', letter: 'Prezada Aurora,\n\nNão seguiremos.' })).toMatchObject({
      kind: 'redirect',
    });
    const [decision] = await database.db.select().from(editorialDecisions).where(eq(editorialDecisions.submissionId, sub.id));
    const handlers = { [DECISION_MAIL_JOB]: (p: { decisionId: number }, job: { id: number }) => sendDecisionMail(database.db, p.decisionId, job) };
    const [job] = (await database.db.select().from(jobs).where(eq(jobs.type, DECISION_MAIL_JOB))).filter(
      (j) => (j.payload as { decisionId: number }).decisionId === decision!.id,
    );
    // Only this letter is due now: the other tests' jobs wait.
    await database.db.update(jobs).set({ runAt: new Date(Date.now() + 3_600_000) });
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    const waiting = (await database.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!;
    expect(waiting).toMatchObject({ attempts: 1, doneAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect((await database.db.select().from(editorialDecisions).where(eq(editorialDecisions.id, decision!.id)))[0]).toMatchObject({
      decision: 'decline-desk',
      mailSentAt: null,
    });
    expect((await statusOf(sub.id)).status).toBe('declined');

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let message = '';
        stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
        stream.on('end', () => {
          received.push(message);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
    await database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect((await database.db.select().from(editorialDecisions).where(eq(editorialDecisions.id, decision!.id)))[0]!.mailSentAt).toBeInstanceOf(Date);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('aurora@ipe.test');
    expect(received[0]).toMatch(/N=C3=A3o seguiremos|Não seguiremos/);
    // Sent once: running it again sends nothing more.
    await sendDecisionMail(database.db, decision!.id, { id: job!.id });
    expect(received).toHaveLength(1);
  });
});

describe('from acceptance to an article', () => {
  it('an editor makes the article in an issue with one action: its record carried over, once; assistants and other journals’ issues refused', async () => {
    const { id, number } = await newSubmission();
    await database.db.update(submissions).set({ status: 'accepted', acceptedAt: new Date() }).where(eq(submissions.id, id));
    const [issueA] = await database.db.insert(journalIssues).values({ journalId: journalA, volume: 3, number: 1, year: 2026, status: 'draft' }).returning();
    const [issueB] = await database.db.insert(journalIssues).values({ journalId: journalB, volume: 1, number: 1, year: 2026, status: 'draft' }).returning();
    const page = await workspacePage(database.db, await actor('editor'), number, { locale: 'pt' });
    expect(page.article).toEqual({ issues: [{ id: issueA!.id, label: 'v. 3, n. 1 (2026)', draft: true }], made: null });

    const asAssistant = await workspaceAction(database.db, await actor('assistant'), number, post({ intent: 'create-article', issueId: String(issueA!.id) }), {
      cancelFeeOrder: noOrders,
      proposalDecided: proposalMovedByReview,
    });
    expect(asAssistant).toMatchObject({ kind: 'state', status: 403 });
    const otherJournals = await workspaceAction(database.db, await actor('editor'), number, post({ intent: 'create-article', issueId: String(issueB!.id) }), {
      cancelFeeOrder: noOrders,
      proposalDecided: proposalMovedByReview,
    });
    expect(otherJournals).toMatchObject({ kind: 'state', state: { errors: { issueId: 'issueRequired' } } });
    expect(await database.db.$count(articles)).toBe(0);

    const made = await workspaceAction(database.db, await actor('editor'), number, post({ intent: 'create-article', issueId: String(issueA!.id) }), {
      cancelFeeOrder: noOrders,
      proposalDecided: proposalMovedByReview,
    });
    expect(made).toEqual({ kind: 'redirect', to: `/editorial/${number}?done=articleCreated` });
    const [article] = await database.db.select().from(articles);
    expect(article).toMatchObject({
      issueId: issueA!.id,
      titlePt: 'Cidades que cuidam',
      titleEn: 'Caring cities',
      keywordsPt: ['cuidado'],
      contributors: [
        { given: 'Aurora', family: 'Autora', role: 'author', affiliation: 'Universidade Fictícia', credit: ['conceptualization'] },
        { given: 'Caio', family: 'Coautor', role: 'author', affiliation: 'Instituto Imaginário', credit: ['writing-original-draft'] },
      ],
    });
    const [row] = await database.db.select({ articleId: submissions.articleId }).from(submissions).where(eq(submissions.id, id));
    expect(row!.articleId).toBe(article!.id);
    // Again (another tab): refused, still one article.
    const again = await workspaceAction(database.db, await actor('editor'), number, post({ intent: 'create-article', issueId: String(issueA!.id) }), {
      cancelFeeOrder: noOrders,
      proposalDecided: proposalMovedByReview,
    });
    expect(again).toMatchObject({ kind: 'state', status: 409 });
    expect(await database.db.$count(articles)).toBe(1);
    expect((await workspacePage(database.db, await actor('editor'), number, { locale: 'pt' })).article?.made).toMatchObject({ id: article!.id });
  });
});
