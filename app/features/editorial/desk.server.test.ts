/**
 * The desk's query: its SQL queue agrees with workflow.ts's queueOf on every state and
 * assignment combination (the rule mirrored in SQL, proven here), its counts and pages, search,
 * filters, days against the promise, the CSV, and who may open it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewAssignments, scopedRoles, submissions } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { parseDeskFilters, type DeskFilters, type DeskList } from './desk-filters.ts';
import { deskCsv, deskPage } from './desk.server.ts';
import { editorialActor } from './roles.server.ts';
import { createAccount, createJournal } from './test-support.ts';
import type { ReviewStatus, SubmissionStatus } from './values.ts';
import { QUEUES, queueOf, type AssignmentTimes, type Queue } from './workflow.ts';

const DAY = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');
let database: TestDatabase;
let strict: number;
let lenient: number;
let admin: string;
let editor: string;
let reader: string;

/** One assignment as the combinations make it: its status, which of its dates has passed, and whether it is of the current round. */
interface Variant {
  status: ReviewStatus;
  past: 'none' | 'response' | 'both';
  current: boolean;
}
const VARIANTS: Variant[] = (['invited', 'accepted', 'declined', 'submitted', 'cancelled'] as const).flatMap((status) =>
  (['none', 'response', 'both'] as const).flatMap((past) => [true, false].map((current) => ({ status, past, current }))),
);

function times(v: Variant, round: number): AssignmentTimes {
  const responseDue = new Date(now.getTime() + (v.past === 'none' ? 3 : -3) * DAY);
  const reviewDue = new Date(now.getTime() + (v.past === 'both' ? -1 : 20) * DAY);
  return { status: v.status, round: v.current ? round : round - 1, responseDue, reviewDue };
}

/** Every on-desk state; in review with none, each one, each pair and some triples of assignments; the others with none and each one. */
function combinations(): { status: SubmissionStatus; variants: Variant[] }[] {
  const out: { status: SubmissionStatus; variants: Variant[] }[] = [];
  const states: SubmissionStatus[] = ['new', 'in-review', 'awaiting-decision', 'revisions', 'accepted', 'declined', 'published', 'draft', 'awaiting-fee'];
  for (const status of states) {
    out.push({ status, variants: [] });
    for (const v of VARIANTS) out.push({ status, variants: [v] });
  }
  const current = VARIANTS.filter((v) => v.current);
  for (let i = 0; i < current.length; i++) for (let j = i; j < current.length; j++) out.push({ status: 'in-review', variants: [current[i]!, current[j]!] });
  for (let i = 0; i < current.length; i += 2)
    out.push({ status: 'in-review', variants: [current[i]!, current[(i + 3) % current.length]!, current[(i + 7) % current.length]!] });
  return out;
}

const expected = new Map<string, Queue | null>();
const statusOf = new Map<string, SubmissionStatus>();
let sequence = 0;

async function seed(journalId: number, reviewersPerRound: number) {
  for (const combo of combinations()) {
    sequence += 1;
    const number = `TST-2026-${String(sequence).padStart(4, '0')}`;
    const round = 2;
    const [row] = await database.db
      .insert(submissions)
      .values({
        number,
        kind: 'article',
        journalId,
        status: combo.status,
        round,
        metadata: { titlePt: `Título ${sequence}`, titleEn: `Title ${sequence}`, authors: [] },
        searchText: `${number.toLowerCase()} título ${sequence}`,
        submittedAt: new Date(now.getTime() - (sequence % 90) * DAY),
      })
      .returning({ id: submissions.id });
    const assignments = combo.variants.map((v) => times(v, round));
    if (assignments.length) {
      await database.db.insert(reviewAssignments).values(
        assignments.map((a, i) => ({
          submissionId: row!.id,
          round: a.round,
          invitedEmail: `r${i}@ipe.test`,
          tokenHash: `${number}-${i}`,
          status: a.status,
          responseDue: a.responseDue,
          reviewDue: a.reviewDue,
          createdAt: new Date(now.getTime() - 61 * DAY),
        })),
      );
    }
    statusOf.set(number, combo.status);
    expected.set(number, queueOf({ status: combo.status, round }, assignments, reviewersPerRound, now));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  strict = await createJournal(database.db, 'revista-estrita');
  // One journal asks for one reviewer a round and promises feedback in 90 days (its own settings in the catalog), the other for the default two in 60.
  lenient = await createJournal(database.db, 'revista-branda', { reviewers: 1, feedbackDays: 90 });
  await seed(strict, 2);
  await seed(lenient, 1);
  admin = await createAccount(database.db, { name: 'Adm', role: 'user,admin' });
  editor = await createAccount(database.db, { name: 'Edna' });
  reader = await createAccount(database.db, { name: 'Rita' });
  await database.db.insert(scopedRoles).values({ userId: editor, role: 'assistant-editor', scopeKind: 'journal', scopeId: lenient });
}, 60_000);
afterAll(() => database.dispose());

const actorOf = async (id: string, admin = false) => editorialActor(database.db, { id, roles: admin ? ['user', 'admin'] : ['user'] });
const filters = (params: Record<string, string> = {}): DeskFilters => parseDeskFilters(new URLSearchParams(params));

describe('the desk’s queues', () => {
  it('derives in SQL the same queue as queueOf for every state and assignment combination', async () => {
    const actor = await actorOf(admin, true);
    const found = new Map<string, DeskList>();
    for (let page = 1; ; page++) {
      const desk = await deskPage(database.db, actor, filters({ page: String(page) }), 'pt', now);
      for (const row of desk.rows) found.set(row.number, row.queue);
      if (!desk.hasNext) break;
    }
    const onDesk = [...expected].filter(([, queue]) => queue !== null);
    expect(found.size).toBe(onDesk.length);
    const disagreements = onDesk.filter(([number, queue]) => found.get(number) !== queue);
    expect(disagreements).toEqual([]);
    // Every queue is reached by some combination, so the agreement covers them all.
    expect(new Set(found.values())).toEqual(new Set(QUEUES));
  });

  it('counts each queue per journal as queueOf does, and the queue filter finds as many as counted', async () => {
    const actor = await actorOf(admin, true);
    const desk = await deskPage(database.db, actor, filters(), 'pt', now);
    const strictScope = desk.scopes.find((s) => s.id === strict)!;
    const strictNumbers = [...expected].filter(([number]) => Number(number.slice(-4)) <= expected.size / 2);
    for (const queue of QUEUES) {
      expect(strictScope.counts[queue], queue).toBe(strictNumbers.filter(([, q]) => q === queue).length);
      const filtered = await deskPage(database.db, actor, filters({ scope: `journal:${strict}`, queue }), 'pt', now);
      expect(filtered.total, queue).toBe(strictScope.counts[queue]);
      expect(filtered.rows.every((r) => r.queue === queue)).toBe(true);
    }
  });

  it('pages by 50, searches the number and title, and counts days against the journal’s promise', async () => {
    const actor = await actorOf(admin, true);
    const first = await deskPage(database.db, actor, filters(), 'en', now);
    expect(first.rows).toHaveLength(50);
    expect(first.hasNext).toBe(true);
    const found = await deskPage(database.db, actor, filters({ q: 'TST-2026-0007' }), 'en', now);
    expect(found.rows.map((r) => r.number)).toEqual(['TST-2026-0007']);
    expect(found.rows[0]!.title).toBe('Title 7');
    expect((await deskPage(database.db, actor, filters({ q: '100%_' }), 'en', now)).total).toBe(0);
    const overdue = await deskPage(database.db, actor, filters({ scope: `journal:${strict}`, queue: 'reviews-overdue' }), 'en', now);
    const row = overdue.rows[0]!;
    expect(row).toMatchObject({ daysSinceAssignment: 61, promiseDays: 60, promiseBroken: true });
    expect(row.overdueReviews).toBeGreaterThan(0);
    const lenientRow = (await deskPage(database.db, actor, filters({ scope: `journal:${lenient}`, queue: 'reviews-overdue' }), 'en', now)).rows[0]!;
    expect(lenientRow).toMatchObject({ promiseDays: 90, promiseBroken: false, reviewersPerRound: 1 });
  });
});

describe('unpaid submissions', () => {
  const unpaidOf = (journal: 'strict' | 'lenient') =>
    [...statusOf]
      .filter(([number, status]) => status === 'awaiting-fee' && Number(number.slice(-4)) <= expected.size / 2 === (journal === 'strict'))
      .map(([number]) => number);

  it('are counted apart from the queues, listed only when asked for, searched and exported, so that an editor reaches the waiver', async () => {
    const actor = await actorOf(admin, true);
    const desk = await deskPage(database.db, actor, filters(), 'en', now);
    const strictScope = desk.scopes.find((s) => s.id === strict)!;
    expect(unpaidOf('strict').length).toBeGreaterThan(1);
    expect(strictScope.awaitingFee).toBe(unpaidOf('strict').length);
    // Neither in the review queues' counts nor in the list without the filter.
    const queued = Object.values(strictScope.counts).reduce((a, b) => a + b, 0);
    expect(queued).toBe([...expected].filter(([n, q]) => q !== null && Number(n.slice(-4)) <= expected.size / 2).length);
    const all = await deskPage(database.db, actor, filters({ scope: `journal:${strict}` }), 'en', now);
    expect(all.total).toBe(queued);
    const unpaid = await deskPage(database.db, actor, filters({ scope: `journal:${strict}`, queue: 'awaiting-fee' }), 'en', now);
    expect(unpaid.total).toBe(unpaidOf('strict').length);
    expect(unpaid.rows.map((r) => r.number).sort()).toEqual(unpaidOf('strict').sort());
    expect(unpaid.rows.every((r) => r.status === 'awaiting-fee' && r.queue === 'awaiting-fee')).toBe(true);
    // A search by an unpaid one's number finds nothing in the queues, and it under the unpaid.
    const number = unpaidOf('strict')[0]!;
    const searched = await deskPage(database.db, actor, filters({ q: number }), 'en', now);
    expect(searched.total).toBe(0);
    expect(searched.scopes.find((s) => s.id === strict)!.awaitingFee).toBe(1);
    const found = await deskPage(database.db, actor, filters({ q: number, queue: 'awaiting-fee' }), 'en', now);
    expect(found.rows.map((r) => r.number)).toEqual([number]);
    const csv = await deskCsv(database.db, actor, filters({ scope: `journal:${strict}`, queue: 'awaiting-fee' }), 'en', now);
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(unpaidOf('strict').length);
    expect(lines.every((line) => line.includes(',Awaiting the fee,Awaiting the fee,'))).toBe(true);
  });

  it('are shown to the editors of their journal only', async () => {
    const desk = await deskPage(database.db, await actorOf(editor), filters({ queue: 'awaiting-fee' }), 'pt', now);
    expect(desk.scopes.map((s) => [s.id, s.awaitingFee])).toEqual([[lenient, unpaidOf('lenient').length]]);
    expect(desk.rows.map((r) => r.number).sort()).toEqual(unpaidOf('lenient').sort());
  });
});

describe('who opens the desk', () => {
  it('shows an assistant editor their journal only, and 404 for another journal or someone without a role', async () => {
    const desk = await deskPage(database.db, await actorOf(editor), filters(), 'pt', now);
    expect(desk.scopes.map((s) => s.id)).toEqual([lenient]);
    expect(desk.total).toBe([...expected].filter(([n, q]) => q !== null && Number(n.slice(-4)) > expected.size / 2).length);
    await expect(deskPage(database.db, await actorOf(editor), filters({ scope: `journal:${strict}` }), 'pt', now)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(deskPage(database.db, await actorOf(reader), filters(), 'pt', now)).rejects.toMatchObject({ code: 'not-found' });
    await expect(deskPage(database.db, null, filters(), 'pt', now)).rejects.toMatchObject({ code: 'not-found' });
    await expect(deskCsv(database.db, await actorOf(reader), filters(), 'pt', now)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('exports the filtered list as CSV, in the person’s language, with the same rows as the list', async () => {
    const actor = await actorOf(editor);
    const csv = await deskCsv(database.db, actor, filters({ queue: 'reviews-overdue' }), 'en', now);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Number,Title,First author,Journal or call,Status,Queue,Submitted on,Days since submission,Days since assignment,Promised feedback (days),Active/asked reviewers,Overdue reviews',
    );
    const listed = await deskPage(database.db, actor, filters({ queue: 'reviews-overdue' }), 'en', now);
    expect(lines).toHaveLength(listed.total + 1);
    expect(lines.slice(1).every((line) => line.includes(',In review,Reviews overdue,'))).toBe(true);
    const pt = await deskCsv(database.db, actor, filters({ q: 'tst-2026' }), 'pt', now);
    expect(pt.split('\r\n')[0]).toContain('Número,Título');
  });
});
