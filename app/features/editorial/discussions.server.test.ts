/**
 * Discussions on a submission: the author's thread and each reviewer's thread never cross; each
 * side writes only in its own; a message tells the other side by mail, naming nobody across the blind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { isAppError } from '#app/lib/app-error.ts';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, scopedRoles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { authorThreadAction, authorThreadPage, editorsThreadAction } from './thread-actions.server.ts';
import { AUTHOR_THREAD, listThread, postMessage, reviewerThread, type ThreadParty } from './discussions.server.ts';
import type { EditorialActor } from './scoped-roles.ts';
import { createAccount, createJournal } from './test-support.ts';
import { createAssignment, createReviewAssignment } from './testing.server.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'discussions-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const lastJob = async () => (await database.db.select({ id: jobs.id }).from(jobs)).reduce((max, r) => Math.max(max, r.id), 0);
const mailsSince = async (id: number) =>
  (await database.db.select().from(jobs).where(gt(jobs.id, id))).map((r) => r.payload as { to: string; subject: string; text: string });

it('keeps the author’s and each reviewer’s threads apart, and tells the other side by mail', async () => {
  const journalId = await createJournal(database.db, 'revista-das-conversas');
  const otherJournal = await createJournal(database.db, 'revista-alheia');
  const author = await createAccount(database.db, { name: 'Autora', email: 'autora.conversa@ipe.test' });
  const editorId = await createAccount(database.db, { name: 'Editora', email: 'editora.conversa@ipe.test' });
  const strangerEditorId = await createAccount(database.db, { email: 'editora.alheia@ipe.test' });
  await database.db.insert(scopedRoles).values([
    { userId: editorId, role: 'editor', scopeKind: 'journal', scopeId: journalId },
    { userId: strangerEditorId, role: 'editor', scopeKind: 'journal', scopeId: otherJournal },
  ]);
  const reviewerA = await createAccount(database.db, { name: 'Revisora Secreta', email: 'revisora.a@ipe.test' });
  const reviewerB = await createAccount(database.db, { name: 'Revisor B', email: 'revisor.b@ipe.test' });
  const a = await createReviewAssignment(database.db, {
    journalId,
    authorId: author,
    invitedEmail: 'revisora.a@ipe.test',
    status: 'accepted',
    reviewerId: reviewerA,
  });
  await database.db.update(submissions).set({ authorId: author }).where(eq(submissions.id, a.submissionId));
  const b = await createAssignment(database.db, {
    submissionId: a.submissionId,
    invitedEmail: 'revisor.b@ipe.test',
    status: 'accepted',
    reviewerId: reviewerB,
    locale: 'en',
  });

  const editor: ThreadParty = {
    side: 'editors',
    actor: { userId: editorId, admin: false, roles: [{ role: 'editor', scopeKind: 'journal', scopeId: journalId }] },
  };
  const strangerActor: EditorialActor = { userId: strangerEditorId, admin: false, roles: [{ role: 'editor', scopeKind: 'journal', scopeId: otherJournal }] };
  const asAuthor: ThreadParty = { side: 'author', userId: author };
  const asA: ThreadParty = { side: 'reviewer', userId: reviewerA };
  const asB: ThreadParty = { side: 'reviewer', userId: reviewerB };
  const threadA = reviewerThread(a.assignmentId);
  const threadB = reviewerThread(b.assignmentId);
  const sid = a.submissionId;

  let mark = await lastJob();
  expect(await postMessage(database.db, { submissionId: sid, thread: threadA, party: asA, body: 'Posso enviar na semana que vem?' })).toMatchObject({
    ok: true,
  });
  expect((await mailsSince(mark)).map((m) => m.to)).toEqual(['editora.conversa@ipe.test']);
  mark = await lastJob();
  expect(await postMessage(database.db, { submissionId: sid, thread: threadA, party: editor, body: 'Sim, claro.' })).toMatchObject({ ok: true });
  expect((await mailsSince(mark)).map((m) => m.to)).toEqual(['revisora.a@ipe.test']);
  mark = await lastJob();
  expect(await postMessage(database.db, { submissionId: sid, thread: AUTHOR_THREAD, party: editor, body: 'Recebemos o manuscrito.' })).toMatchObject({
    ok: true,
  });
  const toAuthor = await mailsSince(mark);
  expect(toAuthor.map((m) => m.to)).toEqual(['autora.conversa@ipe.test']);
  expect(JSON.stringify(toAuthor)).not.toContain('Revisora');
  expect(await postMessage(database.db, { submissionId: sid, thread: AUTHOR_THREAD, party: asAuthor, body: 'Obrigada.' })).toMatchObject({ ok: true });

  // Nobody writes or reads a thread that is not theirs: another reviewer's, the author's, another journal's.
  const refused = [
    { thread: threadA, party: asB },
    { thread: AUTHOR_THREAD, party: asA },
    { thread: threadA, party: asAuthor },
    { thread: threadB, party: asAuthor },
    { thread: threadA, party: { side: 'editors', actor: strangerActor } as ThreadParty },
    { thread: 'reviewer:999999', party: editor },
    { thread: 'anything', party: editor },
  ];
  for (const { thread, party } of refused) {
    expect(await postMessage(database.db, { submissionId: sid, thread, party, body: 'Intrusa.' })).toEqual({ ok: false, reason: 'notFound' });
    expect(await listThread(database.db, sid, thread, party)).toBeNull();
  }
  expect(await postMessage(database.db, { submissionId: sid, thread: threadB, party: asB, body: '   ' })).toEqual({ ok: false, reason: 'empty' });

  const seenByA = await listThread(database.db, sid, threadA, asA);
  expect(seenByA!.map((m) => [m.from, m.mine, m.body])).toEqual([
    ['reviewer', true, 'Posso enviar na semana que vem?'],
    ['editors', false, 'Sim, claro.'],
  ]);
  expect(JSON.stringify(seenByA)).not.toContain('Editora');
  const seenByAuthor = await listThread(database.db, sid, AUTHOR_THREAD, asAuthor);
  expect(seenByAuthor!.map((m) => [m.from, m.body])).toEqual([
    ['editors', 'Recebemos o manuscrito.'],
    ['author', 'Obrigada.'],
  ]);
  expect(JSON.stringify(seenByAuthor)).not.toMatch(/Revisora|Editora|Intrusa/);
  expect(await listThread(database.db, sid, threadB, asB)).toEqual([]);
  // The editors see who wrote.
  expect((await listThread(database.db, sid, threadA, editor))!.map((m) => m.senderName)).toEqual(['Revisora Secreta', 'Editora']);
});

it('the author writes to the editors from their submission’s page; someone else’s number is not found', async () => {
  const journalId = await createJournal(database.db, 'revista-da-autora');
  const author = await createAccount(database.db, { email: 'autora.pagina@ipe.test' });
  const stranger = await createAccount(database.db, { email: 'estranha@ipe.test' });
  const { submissionId, number } = await createReviewAssignment(database.db, { journalId, authorId: author, invitedEmail: 'qualquer@ipe.test' });
  const request = (body: string) => {
    const form = new FormData();
    form.append('intent', 'message');
    form.append('body', body);
    return new Request(`http://localhost:3000/account/submissions/${number}`, { method: 'POST', body: form });
  };
  expect(await authorThreadAction(database.db, { authorId: author, number, locale: 'pt', request: request('Uma dúvida sobre o prazo.') })).toEqual({
    kind: 'redirect',
    to: `/account/submissions/${number}?done=messageSent#discussion`,
  });
  const empty = await authorThreadAction(database.db, { authorId: author, number, locale: 'pt', request: request('  ') });
  expect(empty.kind === 'state' && empty.state.errors).toEqual({ body: 'required' });
  const error = await authorThreadAction(database.db, { authorId: stranger, number, locale: 'pt', request: request('Olá') }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.status).toBe(404);
  expect((await authorThreadPage(database.db, author, submissionId)).map((m) => [m.from, m.mine, m.body])).toEqual([
    ['author', true, 'Uma dúvida sobre o prazo.'],
  ]);
  expect(await authorThreadPage(database.db, stranger, submissionId)).toEqual([]);
});

it('the editors write from their workspace in a thread of their scope; another journal’s editor gets 404', async () => {
  const journalId = await createJournal(database.db, 'revista-da-mesa');
  const elsewhere = await createJournal(database.db, 'revista-de-outra-mesa');
  const author = await createAccount(database.db, { email: 'autora.mesa@ipe.test' });
  const { submissionId } = await createReviewAssignment(database.db, { journalId, authorId: author, invitedEmail: 'mesa@ipe.test' });
  const actor = (scopeId: number): EditorialActor => ({
    userId: crypto.randomUUID(),
    admin: false,
    roles: [{ role: 'editor', scopeKind: 'journal', scopeId }],
  });
  const request = () => {
    const form = new FormData();
    form.append('body', 'Enviamos aos pareceristas.');
    return new Request('http://localhost:3000/editorial', { method: 'POST', body: form });
  };
  const editor = await createAccount(database.db, { email: 'editora.mesa@ipe.test' });
  const ok = await editorsThreadAction(database.db, {
    actor: { ...actor(journalId), userId: editor },
    submissionId,
    thread: AUTHOR_THREAD,
    request: request(),
    back: '/editorial/x',
  });
  expect(ok).toEqual({ kind: 'redirect', to: '/editorial/x?done=messageSent&thread=author#discussion-author' });
  const error = await editorsThreadAction(database.db, {
    actor: actor(elsewhere),
    submissionId,
    thread: AUTHOR_THREAD,
    request: request(),
    back: '/editorial/x',
  }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.status).toBe(404);
  expect((await authorThreadPage(database.db, author, submissionId)).map((m) => [m.from, m.body])).toEqual([['editors', 'Enviamos aos pareceristas.']]);
});
