/**
 * A reviewer's invitation link against a real database and the auth library: fresh, used, expired
 * and altered links; declining with a reason; accepting with no account (one is opened, verified,
 * and signed in) and with an account (bound, and sent to sign in: never signed in by the link).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, reviewAssignments, submissionEvents, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { answerInvitation, CLOSED_STATUS, invitationPage, type InvitationPost } from './review-invitation.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import { createReviewAssignment, SECRET_AUTHOR } from './testing.server.ts';

let database: TestDatabase;
let journalId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-invitation-'));
const DAY = 86_400_000;

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
  journalId = await createJournal(database.db, 'revista-de-avaliacao');
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(token: string, fields: Record<string, string>, extra: Partial<InvitationPost> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const request = new Request(`http://localhost:3000/review/invitation/${token}`, { method: 'POST', headers: { 'user-agent': 'vitest' } });
  return answerInvitation(database.db, { token, form, viewer: null, locale: 'pt', request, ip: '203.0.113.7', ...extra });
}

const assignmentRow = async (id: number) => (await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id)))[0]!;

describe('the link’s states', () => {
  it('a fresh link shows the work without any author; used, expired and altered ones say which, each with its 4xx', async () => {
    const invitedAt = new Date();
    const { token, assignmentId } = await createReviewAssignment(database.db, { journalId, invitedEmail: 'fresca@ipe.test', invitedAt });
    const page = await invitationPage(database.db, token);
    expect(page.state).toBe('open');
    const shown = JSON.stringify(page);
    for (const secret of Object.values(SECRET_AUTHOR)) expect(shown).not.toContain(secret);
    expect(shown).toContain('Cidades que cuidam');
    if (page.state === 'open') {
      expect(page.invitation.work.authors).toEqual([]);
      expect(page.invitation.work.files.map((f) => f.kind)).toEqual(['anonymised']);
      expect(page.invitation.hasAccount).toBe(false);
    }

    // Altered: one character changed, or something that is not a token at all.
    expect((await invitationPage(database.db, `${token.slice(0, -1)}x`)).state).toBe('invalid');
    expect((await invitationPage(database.db, 'x'.repeat(500))).state).toBe('invalid');
    // Expired: past the response date (still open just before it).
    const responseDue = (await assignmentRow(assignmentId)).responseDue;
    expect((await invitationPage(database.db, token, { now: new Date(responseDue.getTime() - 1000) })).state).toBe('open');
    expect((await invitationPage(database.db, token, { now: new Date(responseDue.getTime() + 1000) })).state).toBe('expired');
    expect(await post(token, { intent: 'decline' }, { now: new Date(responseDue.getTime() + DAY) })).toMatchObject({
      kind: 'state',
      status: 410,
      state: { result: { closed: 'expired' } },
    });
    // Used: answered once, the link says so.
    await post(token, { intent: 'decline' });
    expect((await invitationPage(database.db, token)).state).toBe('used');
    expect(await post(token, { intent: 'decline' })).toMatchObject({ kind: 'state', status: 409, state: { result: { closed: 'used' } } });
    expect(CLOSED_STATUS).toEqual({ invalid: 404, used: 409, expired: 410 });
  });

  it('shows the authors (without their e-mails) only when the journal’s review is single-blind', async () => {
    const single = await createJournal(database.db, 'revista-simples-cega');
    const { editorialSettings } = await import('#app/lib/db/schema.ts');
    await database.db.insert(editorialSettings).values({ scopeKind: 'journal', scopeId: single, blindness: 'single' });
    const { token } = await createReviewAssignment(database.db, { journalId: single, invitedEmail: 'simples@ipe.test' });
    const page = await invitationPage(database.db, token);
    expect(page.state === 'open' && page.invitation.work.authors.map((a) => a.name)).toEqual([SECRET_AUTHOR.name]);
    expect(JSON.stringify(page)).not.toContain(SECRET_AUTHOR.email);
  });
});

describe('answering', () => {
  it('declines with a reason and a suggestion, once, and tells the editors', async () => {
    const editor = await createAccount(database.db, { email: 'editora.avaliacao@ipe.test' });
    const { scopedRoles } = await import('#app/lib/db/schema.ts');
    await database.db.insert(scopedRoles).values({ userId: editor, role: 'editor', scopeKind: 'journal', scopeId: journalId });
    const { token, assignmentId, submissionId } = await createReviewAssignment(database.db, { journalId, invitedEmail: 'recusa@ipe.test' });
    const mailsBefore = (await database.db.select().from(jobs)).length;
    const answer = await post(token, { intent: 'decline', reason: 'Sem tempo este mês.', suggestedReviewer: 'Rui Lima, rui@ipe.test' });
    expect(answer).toEqual({ kind: 'redirect', to: `/review/invitation/${token}?answered=declined` });
    const row = await assignmentRow(assignmentId);
    expect(row).toMatchObject({ status: 'declined', declineReason: 'Sem tempo este mês.', suggestedReviewer: 'Rui Lima, rui@ipe.test', reviewerId: null });
    expect(row.tokenUsedAt).not.toBeNull();
    const events = await database.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, submissionId));
    expect(events.map((e) => e.kind)).toEqual(['review-declined']);
    const mails = (await database.db.select().from(jobs)).slice(mailsBefore);
    expect(mails.map((m) => (m.payload as { to: string }).to)).toEqual(['editora.avaliacao@ipe.test']);
    expect((await invitationPage(database.db, token, { answered: 'declined' })).state).toBe('declined');
    // A reason past its cap is refused under its field, nothing answered.
    const other = await createReviewAssignment(database.db, { journalId, invitedEmail: 'longa@ipe.test' });
    const long = await post(other.token, { intent: 'decline', reason: 'x'.repeat(2001) });
    expect(long.kind === 'state' && long.state.errors).toEqual({ reason: 'tooLong' });
    expect((await assignmentRow(other.assignmentId)).status).toBe('invited');
  });

  it('accepting without an account opens a verified one, signs the person in and leads to the review', async () => {
    const { token, assignmentId } = await createReviewAssignment(database.db, { journalId, invitedEmail: 'Nova.Parecerista@ipe.test' });
    const page = await invitationPage(database.db, token);
    expect(page.state === 'open' && page.invitation.hasAccount).toBe(false);
    // The form's fields first: refused under each, what was typed kept (never the password).
    const refused = await post(token, { intent: 'accept', name: 'Clara', lastName: '', password: 'curta' });
    expect(refused.kind === 'state' && refused.state).toMatchObject({
      form: 'accept',
      errors: { lastName: 'required', password: 'passwordTooShort' },
      values: { name: 'Clara', lastName: '' },
    });
    expect((await assignmentRow(assignmentId)).status).toBe('invited');

    const answer = await post(token, { intent: 'accept', name: 'Clara', lastName: 'Moura', password: 'senha-longa-de-teste' });
    expect(answer.kind === 'redirect' && answer.to).toBe(`/review/${assignmentId}`);
    expect(answer.kind === 'redirect' && answer.headers?.getSetCookie().some((c) => c.startsWith('ipe.session_token='))).toBe(true);
    const [account] = await database.db.select().from(users).where(eq(users.email, 'nova.parecerista@ipe.test'));
    expect(account).toMatchObject({ name: 'Clara', lastName: 'Moura', emailVerified: true, locale: 'pt' });
    expect(await assignmentRow(assignmentId)).toMatchObject({ status: 'accepted', reviewerId: account!.id });
    expect((await invitationPage(database.db, token)).state).toBe('used');
  });

  it('accepting with an account binds it and sends the person to sign in, the review next; never signs in from the link', async () => {
    const reviewer = await createAccount(database.db, { email: 'ja.tem.conta@ipe.test' });
    const { token, assignmentId } = await createReviewAssignment(database.db, { journalId, invitedEmail: 'JA.tem.conta@ipe.test', locale: 'en' });
    const page = await invitationPage(database.db, token);
    expect(page.state === 'open' && page.invitation.hasAccount).toBe(true);
    // A password typed into the form changes nothing: the account is its owner's.
    const answer = await post(token, { intent: 'accept', name: 'X', lastName: 'Y', password: 'outra-senha-qualquer' }, { locale: 'en' });
    expect(answer).toEqual({ kind: 'redirect', to: `/login?redirect=${encodeURIComponent(`/en/review/${assignmentId}`)}` });
    expect(await assignmentRow(assignmentId)).toMatchObject({ status: 'accepted', reviewerId: reviewer });

    // Already signed in as that account: straight to the review.
    const second = await createReviewAssignment(database.db, { journalId, invitedEmail: 'ja.tem.conta@ipe.test' });
    expect(await post(second.token, { intent: 'accept' }, { viewer: { id: reviewer } })).toEqual({ kind: 'redirect', to: `/review/${second.assignmentId}` });
  });
});
