/**
 * Reviewers' reminders from the hourly housekeeping, the clock passed in: due before and after
 * each date, each sent once, in the reviewer's language, with a fresh invitation link (the old
 * one stops working) or the review's page, and never a word of the author.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { forgetConfig } from '#app/lib/config.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { jobs, reviewAssignments } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { invitationPage } from './review-invitation.server.ts';
import { sendReviewReminders } from './review-reminders.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import { createReviewAssignment, SECRET_AUTHOR } from './testing.server.ts';

let database: TestDatabase;
let journalId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reminders-'));
const DAY = 86_400_000;

beforeAll(async () => {
  vi.stubEnv('DATA_DIR', dataDir);
  forgetConfig();
  database = await createTestDatabase();
  useDatabase(database);
  journalId = await createJournal(database.db, 'revista-dos-lembretes');
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type MailPayload = { to: string; subject: string; text: string };

async function mailsSince(id: number): Promise<MailPayload[]> {
  const rows = await database.db.select().from(jobs).where(gt(jobs.id, id)).orderBy(jobs.id);
  return rows.filter((r) => r.type === 'mail.send').map((r) => r.payload as MailPayload);
}
const lastJob = async () => (await database.db.select({ id: jobs.id }).from(jobs)).reduce((max, r) => Math.max(max, r.id), 0);
const row = async (id: number) => (await database.db.select().from(reviewAssignments).where(eq(reviewAssignments.id, id)))[0]!;

it('reminds an invited reviewer before and after the response date, once each, in their language, with a fresh link', async () => {
  const invitedAt = new Date('2026-03-01T12:00:00Z');
  const { assignmentId, token } = await createReviewAssignment(database.db, { journalId, invitedEmail: 'invited@ipe.test', locale: 'en', invitedAt });
  const responseDue = (await row(assignmentId)).responseDue;
  const at = (days: number) => new Date(responseDue.getTime() + days * DAY);

  let before = await lastJob();
  expect(await sendReviewReminders(database.db, at(-3))).toBe(0);
  expect(await sendReviewReminders(database.db, at(-1.5))).toBe(1);
  const [first] = await mailsSince(before);
  expect(first!.to).toBe('invited@ipe.test');
  expect(first!.subject).toMatch(/^Reminder: please answer the invitation by/);
  const link = /\/en\/review\/invitation\/([\w-]+)/.exec(first!.text)?.[1];
  expect(link).toBeTruthy();
  expect(link).not.toBe(token);
  // The fresh link works; the first one no longer does.
  expect((await invitationPage(database.db, link!, { now: at(-1.5) })).state).toBe('open');
  expect((await invitationPage(database.db, token, { now: at(-1.5) })).state).toBe('invalid');
  for (const secret of Object.values(SECRET_AUTHOR)) expect(JSON.stringify(first)).not.toContain(secret);

  // Once: an hour later nothing more.
  before = await lastJob();
  expect(await sendReviewReminders(database.db, at(-1.4))).toBe(0);
  // After: a day past the date, once, with no link (it would only say it expired).
  expect(await sendReviewReminders(database.db, at(0.5))).toBe(0);
  expect(await sendReviewReminders(database.db, at(1.1))).toBe(1);
  expect(await sendReviewReminders(database.db, at(2))).toBe(0);
  const [after] = await mailsSince(before);
  expect(after!.subject).toBe('The date to answer the invitation has passed');
  expect(after!.text).not.toContain('/review/invitation/');
  expect((await row(assignmentId)).reminders).toEqual(['response-before', 'response-after']);
});

it('reminds an accepted reviewer about the review date at their account’s address, linking the review', async () => {
  const reviewer = await createAccount(database.db, { email: 'conta.do.parecer@ipe.test' });
  const invitedAt = new Date('2026-04-01T12:00:00Z');
  const { assignmentId } = await createReviewAssignment(database.db, {
    journalId,
    invitedEmail: 'convite.antigo@ipe.test',
    invitedAt,
    status: 'accepted',
    reviewerId: reviewer,
    tokenUsedAt: invitedAt,
  });
  const reviewDue = (await row(assignmentId)).reviewDue;
  const before = await lastJob();
  // Past the response date, an accepted review has nothing to answer: no response reminder.
  expect(await sendReviewReminders(database.db, new Date(invitedAt.getTime() + 9 * DAY))).toBe(0);
  expect(await sendReviewReminders(database.db, new Date(reviewDue.getTime() - DAY))).toBe(1);
  expect(await sendReviewReminders(database.db, new Date(reviewDue.getTime() - DAY / 2))).toBe(0);
  expect(await sendReviewReminders(database.db, new Date(reviewDue.getTime() + 2 * DAY))).toBe(1);
  const mails = await mailsSince(before);
  expect(mails.map((m) => m.to)).toEqual(['conta.do.parecer@ipe.test', 'conta.do.parecer@ipe.test']);
  expect(mails[0]!.subject).toMatch(/^Lembrete: parecer até/);
  expect(mails[0]!.text).toContain(`/review/${assignmentId}`);
  expect(mails[1]!.subject).toBe('O prazo do parecer passou');
  expect((await row(assignmentId)).reminders).toEqual(['review-before', 'review-after']);
});
