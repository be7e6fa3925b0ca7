/**
 * The reviewer's pages against a real database and storage: only the assignment's reviewer gets
 * in (others 404), the files through the anonymity filter by their safe names, the draft, the
 * refused and the sent review, and the round moving to the editor's decision once its reviews are in.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '#app/lib/app-error.ts';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { reviewAssignments, submissionEvents, submissionFiles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import type { Outcome } from '#app/lib/form-outcome.ts';
import { readUpload } from '#app/lib/storage/storage.server.ts';
import { myReviews, reviewAction, reviewFile, reviewPage } from './reviews.server.ts';
import { accountWays } from './roles.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import { createAssignment, createReviewAssignment, namingPdf, plainPdf, SECRET_AUTHOR } from './testing.server.ts';

let database: TestDatabase;
let journalId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
  journalId = await createJournal(database.db, 'revista-dos-pareceres');
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function notFound(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(isAppError(error) && error.status).toBe(404);
}

function post(userId: string, assignmentId: number, fields: Record<string, string | File>): Promise<Outcome> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  const request = new Request(`http://localhost:3000/review/${assignmentId}`, { method: 'POST', body });
  return reviewAction(database.db, { userId, assignmentId, request });
}

const review = {
  competingInterests: 'Nenhum.',
  recommendation: 'minor',
  commentsForAuthors: 'Um bom trabalho; revisar a seção 2.',
  commentsForEditors: 'Confidencial.',
};

async function accepted(email: string) {
  const reviewer = await createAccount(database.db, { email });
  const made = await createReviewAssignment(database.db, { journalId, invitedEmail: email, status: 'accepted', reviewerId: reviewer, tokenUsedAt: new Date() });
  return { reviewer, ...made };
}

describe('who may open a review', () => {
  it('only its reviewer: the author, another reviewer, and the invited but not yet accepted get 404', async () => {
    const author = await createAccount(database.db, { email: 'autora.pareceres@ipe.test' });
    const { reviewer, assignmentId, submissionId } = await accepted('dona.do.parecer@ipe.test');
    await database.db.update(submissions).set({ authorId: author }).where(eq(submissions.id, submissionId));
    const other = await createAccount(database.db, { email: 'outra.parecerista@ipe.test' });
    await createAssignment(database.db, { submissionId, invitedEmail: 'outra.parecerista@ipe.test', status: 'accepted', reviewerId: other });
    const invitedOnly = await createAssignment(database.db, { submissionId, invitedEmail: 'so.convidada@ipe.test' });

    const page = await reviewPage(database.db, reviewer, assignmentId);
    expect(page.status).toBe('accepted');
    // The account page links the reviews of whoever agreed to review, and no one else's.
    expect((await accountWays(database.db, { id: reviewer, roles: ['user'] })).reviews).toBe(true);
    expect((await accountWays(database.db, { id: author, roles: ['user'] })).reviews).toBe(false);
    for (const someone of [author, other]) await notFound(() => reviewPage(database.db, someone, assignmentId));
    await notFound(() => reviewPage(database.db, other, invitedOnly.assignmentId));
    await notFound(() => post(author, assignmentId, { intent: 'save', ...review }));
    await notFound(() => reviewPage(database.db, reviewer, 999_999));
    expect((await myReviews(database.db, reviewer, 'pt')).map((r) => r.id)).toEqual([assignmentId]);
    expect(await myReviews(database.db, author, 'pt')).toEqual([]);
  });

  it('shows and serves only the anonymised copy, by its safe name; nothing of the author anywhere', async () => {
    const { reviewer, assignmentId, submissionId, number } = await accepted('arquivos@ipe.test');
    const page = await reviewPage(database.db, reviewer, assignmentId);
    expect(page.work.files.map((f) => [f.kind, f.name])).toEqual([['anonymised', `${number}-r1-anonymised.pdf`]]);
    const shown = JSON.stringify(page);
    for (const secret of Object.values(SECRET_AUTHOR)) expect(shown).not.toContain(secret);
    const file = await reviewFile(database.db, reviewer, assignmentId, page.work.files[0]!.id);
    expect(file.name).toBe(`${number}-r1-anonymised.pdf`);
    const bytes = (await readUpload(file.key))!.toString('latin1');
    for (const secret of Object.values(SECRET_AUTHOR)) expect(bytes).not.toContain(secret);
    const others = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
    for (const f of others.filter((o) => o.kind !== 'anonymised')) await notFound(() => reviewFile(database.db, reviewer, assignmentId, f.id));
  });
});

describe('writing the review', () => {
  it('saves a draft, refuses an incomplete send keeping what was typed, refuses a file that names someone, then sends once', async () => {
    const { reviewer, assignmentId, submissionId } = await accepted('escreve@ipe.test');
    expect(await post(reviewer, assignmentId, { intent: 'save', competingInterests: 'Nenhum.' })).toEqual({
      kind: 'redirect',
      to: `/review/${assignmentId}?done=saved`,
    });
    expect((await reviewPage(database.db, reviewer, assignmentId)).values.competingInterests).toBe('Nenhum.');

    const incomplete = await post(reviewer, assignmentId, { intent: 'submit', competingInterests: 'Nenhum.', commentsForAuthors: 'Texto.' });
    expect(incomplete.kind === 'state' && incomplete.state).toMatchObject({
      errors: { recommendation: 'choiceRequired' },
      values: { commentsForAuthors: 'Texto.' },
    });

    const naming = await post(reviewer, assignmentId, { intent: 'submit', ...review, annotated: new File([new Uint8Array(namingPdf())], 'anotado.pdf') });
    expect(naming.kind === 'state' && naming.state.errors).toEqual({ annotated: 'fileNamesSomeone.Author' });
    expect((await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, assignmentId)))[0]!.status).toBe('accepted');

    const sent = await post(reviewer, assignmentId, {
      intent: 'submit',
      ...review,
      annotated: new File([new Uint8Array(plainPdf('Notas'))], 'Minhas notas de Fulana.pdf'),
    });
    expect(sent).toEqual({ kind: 'redirect', to: `/review/${assignmentId}?done=sent` });
    const page = await reviewPage(database.db, reviewer, assignmentId);
    expect(page).toMatchObject({ status: 'submitted', values: review });
    expect(page.annotated?.name).toMatch(/-r1-review\.pdf$/);
    const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, submissionId));
    expect(events.map((e) => e.kind)).toEqual(['review-submitted']);
    // Read-only once sent.
    const again = await post(reviewer, assignmentId, { intent: 'save', ...review, commentsForAuthors: 'Mudei de ideia.' });
    expect(again.kind === 'state' && again.state).toMatchObject({ message: 'alreadySent', errors: {} });
    expect((await reviewPage(database.db, reviewer, assignmentId)).values.commentsForAuthors).toBe(review.commentsForAuthors);
  });

  it('moves the submission to awaiting a decision (by the system) once the round’s two reviews are in, not before', async () => {
    const first = await accepted('primeira@ipe.test');
    const secondReviewer = await createAccount(database.db, { email: 'segunda@ipe.test' });
    const second = await createAssignment(database.db, {
      submissionId: first.submissionId,
      invitedEmail: 'segunda@ipe.test',
      status: 'accepted',
      reviewerId: secondReviewer,
    });
    // A declined invitation does not count.
    await createAssignment(database.db, { submissionId: first.submissionId, invitedEmail: 'nao@ipe.test', status: 'declined' });
    const status = async () => (await database.db.select().from(submissions).where(eq(submissions.id, first.submissionId)))[0]!.status;

    await post(first.reviewer, first.assignmentId, { intent: 'submit', ...review });
    expect(await status()).toBe('in-review');
    await post(secondReviewer, second.assignmentId, { intent: 'submit', ...review, recommendation: 'major' });
    expect(await status()).toBe('awaiting-decision');
    const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, first.submissionId));
    expect(events.map((e) => [e.kind, e.actorId])).toEqual([
      ['review-submitted', first.reviewer],
      ['review-submitted', secondReviewer],
      ['reviews-in', null],
    ]);
    expect(events.at(-1)!.detail).toMatchObject({ from: 'in-review', to: 'awaiting-decision', actor: 'system' });
  });
});
