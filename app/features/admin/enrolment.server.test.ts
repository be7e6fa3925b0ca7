/**
 * Bulk enrolment: a class list of 30 with two bad rows is checked, then enrolled in a course and a
 * book; the new people are invited in the chosen language and their link sets a password that
 * signs them in; who enrolled whom is in the audit log; the same list again changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetPassword } from '#app/features/account/api.server.ts';
import { auth } from '#app/lib/auth/auth.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { auditLog, courseAccess, courses, entitlements, jobs, publications, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { formRequest } from '#app/test/route-args.ts';
import { enrolmentAction, type EnrolState } from './enrolment.server.ts';

let database: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'enrolment-'));
let courseId = 0;
let bookId = 0;
let staffId = '';

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  database = await createTestDatabase();
  useDatabase(database);
  const db = database.db;
  [{ id: courseId }] = (await db
    .insert(courses)
    .values({ slug: 'metodos', status: 'published', titlePt: 'Métodos de pesquisa', titleEn: 'Research methods', classes: 4, hours: 8 })
    .returning({ id: courses.id })) as [{ id: number }];
  [{ id: bookId }] = (await db
    .insert(publications)
    .values({ type: 'book', slug: 'manual-de-campo', status: 'published', titlePt: 'Manual de campo', titleEn: 'Field manual', openAccess: false })
    .returning({ id: publications.id })) as [{ id: number }];
  const staff = await auth().api.signUpEmail({
    body: { name: 'Equipe', lastName: 'Editora', email: 'equipe@ipe.test', password: 'senha da equipe 2026' },
    headers: new Headers(),
  });
  staffId = staff.user.id;
  // Three of the class have accounts; one of them already takes the course.
  for (const n of [1, 2, 3])
    await auth().api.signUpEmail({
      body: { name: `Aluna${n}`, lastName: 'Antiga', email: `aluna${n}@escola.example`, password: 'senha antiga 2026' },
      headers: new Headers(),
    });
  const [first] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'aluna1@escola.example'));
  await db.insert(courseAccess).values({ userId: first!.id, courseId, source: 'purchase' });
  await db.insert(entitlements).values({ userId: first!.id, publicationId: bookId, source: 'purchase' });
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** 30 rows: 28 good (3 with accounts), a bad address on line 12, a missing name on line 21. */
const roster = [
  'Nome;E-mail',
  ...Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    if (n === 11) return 'Bia Erro;bia-sem-arroba.example';
    if (n === 20) return ';sem-nome@escola.example';
    return n <= 3 ? `Aluna${n} Antiga;ALUNA${n}@escola.example` : `Estudante ${n};estudante${n}@escola.example`;
  }),
].join('\r\n');

async function send(intent: 'preview' | 'enrol', fields: Record<string, string> = {}) {
  const request = formRequest('/admin/users/enrol', { roster, courseId: String(courseId), publicationId: String(bookId), locale: 'en', intent, ...fields });
  const outcome = await enrolmentAction(database.db, staffId, request);
  return { state: stateOf(outcome), status: outcome.kind === 'state' ? outcome.status : 303 };
}
/** The answer's form state (an enrolment is never a redirect). */
const stateOf = (outcome: Awaited<ReturnType<typeof enrolmentAction>>): EnrolState => {
  if (outcome.kind !== 'state') throw new Error(`redirect to ${outcome.to}`);
  return outcome.state;
};
const statuses = (state: EnrolState) => {
  if (!state.result) throw new Error(JSON.stringify(state.errors));
  const counts: Record<string, number> = {};
  for (const row of state.result.rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
};
const invitations = async () =>
  (await database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.type, 'mail.send')))
    .map((row) => row.payload as { to: string; subject: string; text: string })
    .filter((mail) => mail.subject.includes('account is ready'));

describe('enrolling a class list', () => {
  it('the preview shows each bad row with its line and what would happen to the others, and changes nothing', async () => {
    const { state, status } = await send('preview');
    expect(status).toBe(200);
    expect(statuses(state)).toEqual({ new: 25, existing: 2, already: 1, rowEmailInvalid: 1, rowNameMissing: 1 });
    expect(state).toMatchObject({ form: 'enrol', ok: true, message: 'previewTitle', params: { count: 30 }, result: { step: 'preview' } });
    expect(state.result!.rows.filter((r) => r.status.startsWith('row')).map((r) => [r.line, r.status])).toEqual([
      [12, 'rowEmailInvalid'],
      [21, 'rowNameMissing'],
    ]);
    expect(await database.db.select().from(users).where(like(users.email, 'estudante%'))).toHaveLength(0);
  });

  it('enrols the 28, invites the 25 new in the chosen language, and records who enrolled whom', async () => {
    const { state } = await send('enrol');
    expect(state).toMatchObject({ ok: true, message: 'doneTitle', result: { step: 'done' } });
    expect(statuses(state)).toEqual({ invited: 25, granted: 2, already: 1, rowEmailInvalid: 1, rowNameMissing: 1 });
    const enrolled = await database.db.select({ userId: courseAccess.userId }).from(courseAccess).where(eq(courseAccess.courseId, courseId));
    expect(enrolled).toHaveLength(28);
    expect(await database.db.select().from(entitlements).where(eq(entitlements.publicationId, bookId))).toHaveLength(28);
    const mails = await invitations();
    expect(mails).toHaveLength(25);
    expect(mails.map((m) => m.to).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1)
        .filter((n) => n > 3 && n !== 11 && n !== 20)
        .map((n) => `estudante${n}@escola.example`)
        .sort(),
    );
    expect(mails[0]!.text).toContain('“Research methods” and “Field manual”');
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:\d+\/en\/recover\/[\w-]+/);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.enrol'));
    expect(audit).toHaveLength(27);
    expect(new Set(audit.map((entry) => entry.actorId))).toEqual(new Set([staffId]));
    const newcomers = await database.db
      .select({ id: users.id, verified: users.emailVerified, locale: users.locale })
      .from(users)
      .where(like(users.email, 'estudante%'));
    expect(newcomers).toHaveLength(25);
    expect(newcomers.every((u) => !u.verified && u.locale === 'en')).toBe(true);
  });

  it('the invitation sets a password, which signs the person in', async () => {
    const [mail] = (await invitations()).filter((m) => m.to === 'estudante4@escola.example');
    const token = /\/en\/recover\/([\w-]+)/.exec(mail!.text)![1]!;
    expect(await resetPassword(token, 'minha senha nova 2026')).toMatchObject({ ok: true });
    // Verified by the link itself: the password signs in at once (an unverified account could not).
    const session = await auth().api.signInEmail({ body: { email: 'estudante4@escola.example', password: 'minha senha nova 2026' }, headers: new Headers() });
    expect(session.user.emailVerified).toBe(true);
  });

  it('the same list again changes nothing: no account, access, mail or audit entry', async () => {
    const before = { mails: (await invitations()).length, audit: (await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.enrol'))).length };
    const { state } = await send('enrol');
    expect(statuses(state)).toEqual({ already: 28, rowEmailInvalid: 1, rowNameMissing: 1 });
    // Two bad rows still need doing, so the notice is not "nothing changed".
    expect(state.message).toBe('doneTitle');
    expect((await invitations()).length).toBe(before.mails);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.enrol'))).length).toBe(before.audit);
    const ids = (await database.db.select({ id: users.id }).from(users).where(like(users.email, '%@escola.example'))).map((u) => u.id);
    expect(
      await database.db
        .select()
        .from(courseAccess)
        .where(and(eq(courseAccess.courseId, courseId), inArray(courseAccess.userId, ids))),
    ).toHaveLength(28);
  });

  it('refuses with a message: nothing to give, an unknown course, an empty list, a file that is not UTF-8 text', async () => {
    expect((await send('preview', { courseId: '', publicationId: '' })).state).toMatchObject({ form: 'enrol', errors: { courseId: 'grantMissing' } });
    expect((await send('preview', { courseId: '999999' })).state).toMatchObject({ form: 'enrol', errors: { courseId: 'grantNotFound' } });
    expect((await send('preview', { roster: ' \n ' })).state).toMatchObject({ form: 'enrol', errors: { roster: 'rosterEmpty' } });
    const body = new FormData();
    for (const [name, value] of Object.entries({ roster: '', courseId: String(courseId), publicationId: '', locale: 'pt', intent: 'preview' }))
      body.set(name, value);
    body.set('rosterFile', new File([new Uint8Array([0x4e, 0x6f, 0x6d, 0x65, 0x3b, 0xe9, 0xff, 0x0a])], 'turma.csv', { type: 'text/csv' }));
    const latin1 = await enrolmentAction(database.db, staffId, new Request('http://localhost:3000/admin/users/enrol', { method: 'POST', body }));
    expect(latin1).toMatchObject({ kind: 'state', status: 400, state: { form: 'enrol', errors: { roster: 'rosterNotText' } } });
    body.set('rosterFile', new File(['\uFEFFNome,E-mail\nZeca Arquivo,zeca@escola.example\n'], 'turma.csv', { type: 'text/csv' }));
    const fromFile = await enrolmentAction(database.db, staffId, new Request('http://localhost:3000/admin/users/enrol', { method: 'POST', body }));
    expect(stateOf(fromFile).result).toMatchObject({
      step: 'preview',
      rows: [{ line: 2, name: 'Zeca', lastName: 'Arquivo', email: 'zeca@escola.example', status: 'new' }],
    });
  });
});
