/**
 * The author's revision against a real database and storage: only the author reaches it, each file
 * is checked (the anonymised copy and the response must name no one), the files are kept beside
 * the earlier ones, the submission moves as the workflow says, the editors are told, and a second
 * post sends nothing more.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '#app/lib/app-error.ts';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { editorialDecisions, jobs, scopedRoles, submissionEvents, submissionFiles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { checkRevision } from './revision-check.ts';
import { revisionAction, revisionPage } from './revision.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import { createReviewSubmission, namingPdf, plainPdf } from './testing.server.ts';

let database: TestDatabase;
let journalId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revision-'));

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
  journalId = await createJournal(database.db, 'revista-das-revisoes');
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pdf = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function post(authorId: string, number: string, files: Record<string, File>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(files)) body.append(k, v);
  return revisionAction(database.db, {
    authorId,
    number,
    request: new Request(`http://localhost:3000/account/submissions/${number}/revise`, { method: 'POST', body }),
  });
}

/** A submission that asked for revisions by this decision, its author, and an editor of the journal (told by mail). */
async function awaiting(decision: 'minor' | 'major') {
  const author = await createAccount(database.db, { email: `autora-${decision}-${Date.now()}@ipe.test` });
  const editor = await createAccount(database.db, { email: `editora-${decision}-${Date.now()}@ipe.test` });
  await database.db.insert(scopedRoles).values({ userId: editor, role: 'editor', scopeKind: 'journal', scopeId: journalId }).onConflictDoNothing();
  const made = await createReviewSubmission(database.db, { journalId, authorId: author, status: 'revisions', round: decision === 'major' ? 2 : 1 });
  await database.db.insert(editorialDecisions).values({ submissionId: made.submissionId, round: 1, decision, letter: 'Pedimos revisões: veja os pareceres.' });
  return { author, ...made };
}

const good = () => ({
  revised: pdf(plainPdf('Revista'), 'revista.pdf'),
  anonymised: pdf(plainPdf('Anonima'), 'anonima.pdf'),
  response: pdf(plainPdf('Resposta'), 'resposta.pdf'),
});

describe('the author’s revision', () => {
  it('is the author’s alone: anyone else, and a number that is not one, get 404', async () => {
    const { number } = await awaiting('minor');
    const stranger = await createAccount(database.db, { email: 'estranha@ipe.test' });
    for (const run of [
      () => revisionPage(database.db, stranger, number, 'pt'),
      () => post(stranger, number, good()),
      () => revisionPage(database.db, stranger, '../x', 'pt'),
    ]) {
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isAppError(error) && error.status).toBe(404);
    }
  });

  it('refuses a missing file and an anonymised copy or response that names someone, keeping the submission as it was', async () => {
    const { author, number, submissionId } = await awaiting('minor');
    const answer = await post(author, number, { revised: good().revised, anonymised: pdf(namingPdf(), 'a.pdf'), response: pdf(namingPdf(), 'r.pdf') });
    expect(answer).toMatchObject({
      kind: 'state',
      state: { form: 'revision', errors: { anonymised: 'fileNamesSomeone.Author', response: 'fileNamesSomeone.Author' }, message: 'fixErrors' },
    });
    const missing = await post(author, number, { revised: good().revised });
    expect(missing).toMatchObject({ state: { errors: { anonymised: 'fileRequired', response: 'fileRequired' } } });
    const [row] = await database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId));
    expect(row!.status).toBe('revisions');
    expect(await database.db.$count(submissionFiles, and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.kind, 'revised')))).toBe(0);
  });

  it('after minor revisions: back to the editors, the files kept under safe names, the editors told; a second post sends nothing more', async () => {
    const { author, number, submissionId } = await awaiting('minor');
    const page = await revisionPage(database.db, author, number, 'pt');
    expect(page).toMatchObject({ awaiting: true, next: 'editor', letter: 'Pedimos revisões: veja os pareceres.' });
    const mailsBefore = await database.db.$count(jobs);
    expect(await post(author, number, good())).toEqual({ kind: 'redirect', to: `/account/submissions/${number}?done=revised` });
    const [row] = await database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId));
    expect(row!.status).toBe('awaiting-decision');
    const files = await database.db.select().from(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
    expect(
      files
        .filter((f) => f.round === 1)
        .map((f) => f.kind)
        .sort(),
    ).toEqual(['anonymised', 'anonymised', 'manuscript', 'response', 'revised', 'supplementary']);
    expect(files.find((f) => f.kind === 'response')!.safeName).toBe(`${number}-r1-response.pdf`);
    expect(await database.db.$count(submissionEvents, and(eq(submissionEvents.submissionId, submissionId), eq(submissionEvents.kind, 'revised')))).toBe(1);
    // One notice to each editor of the journal.
    expect(await database.db.$count(jobs)).toBe(mailsBefore + (await database.db.$count(scopedRoles, eq(scopedRoles.scopeId, journalId))));
    // Again: the first one stands.
    expect(await post(author, number, good())).toEqual({ kind: 'redirect', to: `/account/submissions/${number}?done=revised` });
    expect(await database.db.$count(submissionFiles, eq(submissionFiles.submissionId, submissionId))).toBe(files.length);
    expect((await revisionPage(database.db, author, number, 'pt')).awaiting).toBe(false);
  });

  it('after major revisions: to review again, in the round the decision opened', async () => {
    const { author, number, submissionId } = await awaiting('major');
    expect((await revisionPage(database.db, author, number, 'en')).next).toBe('review');
    await post(author, number, good());
    const [row] = await database.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, submissionId));
    expect(row!.status).toBe('in-review');
    const revised = await database.db
      .select()
      .from(submissionFiles)
      .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.kind, 'revised')));
    expect(revised.map((f) => f.round)).toEqual([2]);
  });

  it('the browser’s check asks for each file, up to 20 MB', () => {
    expect(checkRevision({})).toEqual({ ok: false, errors: { revised: 'fileRequired', anonymised: 'fileRequired', response: 'fileRequired' } });
    expect(checkRevision({ revisedSize: '10', anonymisedSize: String(21 * 1024 * 1024), responseSize: '5' })).toEqual({
      ok: false,
      errors: { anonymised: 'fileTooLarge' },
    });
    expect(checkRevision({ revisedSize: '10', anonymisedSize: '10', responseSize: '5' })).toEqual({ ok: true, data: null });
  });
});
