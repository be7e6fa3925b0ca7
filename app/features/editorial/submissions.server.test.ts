import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { submissionEvents, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { openDraft, saveDraft, submitDraft } from './submissions.server.ts';
import { createAccount, createJournal } from './test-support.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

it('keeps one draft per author and journal, saved step by step, and only the author’s', async () => {
  const journal = await createJournal(database.db, 'revista-design-e-sociedade');
  const author = await createAccount(database.db);
  const other = await createAccount(database.db);
  const draft = await openDraft(database.db, author, journal, 'pt');
  expect((await openDraft(database.db, author, journal, 'pt')).id).toBe(draft.id);
  expect(await saveDraft(database.db, author, draft.id, { articleType: 'article', language: 'pt', metadata: { titlePt: 'Cidade' } })).toBe(true);
  expect(await saveDraft(database.db, other, draft.id, { articleType: 'essay' })).toBe(false);
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, draft.id));
  expect(row).toMatchObject({ articleType: 'article', metadata: { titlePt: 'Cidade' }, status: 'draft', number: null });
});

it('numbers submissions per journal and year, once per key, and leaves a sent one unchangeable', async () => {
  const journal = await createJournal(database.db, 'cadernos-de-estudos-culturais');
  const author = await createAccount(database.db);
  const now = new Date('2026-05-10T12:00:00Z');
  const first = await openDraft(database.db, author, journal, 'pt');
  expect(await submitDraft(database.db, { authorId: author, draftId: first.id, submitKey: 'k1', now })).toEqual({
    ok: true,
    number: 'CEC-2026-0001',
    again: false,
  });
  // The same post again: the same submission, no second number.
  expect(await submitDraft(database.db, { authorId: author, draftId: first.id, submitKey: 'k1', now })).toEqual({
    ok: true,
    number: 'CEC-2026-0001',
    again: true,
  });
  expect(await submitDraft(database.db, { authorId: author, draftId: first.id, submitKey: 'k2', now })).toEqual({ ok: false, reason: 'notDraft' });
  expect(await saveDraft(database.db, author, first.id, { coverLetter: 'changed' })).toBe(false);
  const second = await openDraft(database.db, author, journal, 'en');
  expect(second.id).not.toBe(first.id);
  expect(await submitDraft(database.db, { authorId: author, draftId: second.id, submitKey: 'k3', now })).toMatchObject({ number: 'CEC-2026-0002' });
  const third = await openDraft(database.db, author, journal, 'pt');
  expect(await submitDraft(database.db, { authorId: author, draftId: third.id, submitKey: 'k4', now: new Date('2027-01-02T00:00:00Z') })).toMatchObject({
    number: 'CEC-2027-0001',
  });
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, first.id));
  expect(row).toMatchObject({ status: 'awaiting-fee', submittedAt: now });
  expect(await database.db.select({ kind: submissionEvents.kind }).from(submissionEvents).where(eq(submissionEvents.submissionId, first.id))).toEqual([
    { kind: 'submitted' },
  ]);
});
