import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { DEMO_PEOPLE_DOMAIN, setDemoPasswords } from '#app/lib/auth/demo-people.server.ts';
import { accounts, articles, journalIssues, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { localStorage, readUpload } from '#app/lib/storage/storage.server.ts';
import { seedCatalog } from '#app/features/catalog/seed/seed-catalog.server.ts';
import { editorialMessages, editorialDecisions, reviewAssignments, scopedRoles, submissionFiles, submissions } from '../tables.server.ts';
import { QUEUES, queueOf } from '../workflow.ts';
import { DEMO_EDITORIAL_PEOPLE, DEMO_SERIES_EDITORS, DEMO_SUBMISSIONS, type DemoPersonKey } from './history.ts';
import { seedPublish } from '#app/features/publish/api.server.ts';
import { openCalls } from '#app/lib/db/schema.ts';
import { demoEmail, seedEditorial } from './seed-editorial.server.ts';
import { articleRecord } from '../article-record.server.ts';
import { figuresOfJournal } from '../journal-figures.server.ts';
import { deskFiguresPage } from '../desk-figures.server.ts';
import { editorialActor } from '../roles.server.ts';
import { lastTwelveMonths } from '../journal-figures.ts';

let database: TestDatabase;
let uploads: string;
const NOW = Date.parse('2026-11-20T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'editorial-seed-'));
  await seedCatalog(database.db, { files: localStorage(uploads) });
  await seedPublish(database.db, new Date(NOW));
  await seedEditorial(database.db, { now: NOW, files: localStorage(uploads) });
}, 120_000);

afterAll(async () => {
  await database?.dispose();
  await fs.rm(uploads, { recursive: true, force: true });
});

const fullName = (key: DemoPersonKey) => `${DEMO_EDITORIAL_PEOPLE[key].name} ${DEMO_EDITORIAL_PEOPLE[key].lastName}`;

describe('the demo editorial history', () => {
  it('puts submissions in every queue of the desk, in both journals', async () => {
    const { db } = database;
    const rows = await db.select().from(submissions).where(eq(submissions.kind, 'article'));
    const assignments = await db.select().from(reviewAssignments);
    for (const journalId of new Set(rows.map((r) => r.journalId))) {
      const queues = new Set(
        rows
          .filter((r) => r.journalId === journalId && r.status !== 'published')
          .map((r) =>
            queueOf(
              r,
              assignments.filter((a) => a.submissionId === r.id),
              2,
              new Date(NOW),
            ),
          ),
      );
      for (const queue of QUEUES) expect(queues, `journal ${journalId}: ${queue}`).toContain(queue);
    }
    expect(rows.filter((r) => r.status !== 'published')).toHaveLength(DEMO_SUBMISSIONS.length);
  });

  it('gives every published demo article the dates it was received and accepted, before its issue', async () => {
    const { db } = database;
    const published = await db
      .select({ articleId: articles.id, receivedAt: submissions.submittedAt, acceptedAt: submissions.acceptedAt, issue: journalIssues.publishedOn })
      .from(articles)
      .innerJoin(journalIssues, eq(articles.issueId, journalIssues.id))
      .leftJoin(submissions, eq(submissions.articleId, articles.id))
      .where(isNotNull(journalIssues.publishedOn));
    expect(published.length).toBeGreaterThan(10);
    // What the article page shows: the same dates, as the publisher's calendar days.
    const record = await articleRecord(db, published[0]!.articleId);
    expect(record.receivedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.receivedOn! < record.acceptedOn!).toBe(true);
    expect(await articleRecord(db, 987_654)).toEqual({ receivedOn: null, acceptedOn: null, dataAvailability: null, authors: [] });
    // The authors as the manuscript named them (the JATS takes their countries and CRediT roles from here).
    expect(record.authors.length).toBeGreaterThan(0);
    for (const row of published) {
      expect(row.receivedAt, `article ${row.articleId}`).toBeInstanceOf(Date);
      expect(row.receivedAt!.getTime()).toBeLessThan(row.acceptedAt!.getTime());
      expect(row.acceptedAt!.getTime()).toBeLessThan(Date.parse(`${row.issue}T00:00:00Z`));
    }
  });

  it('keeps anonymity: anonymised copies and reviewers’ comments for authors name no author, and no one reviews their own work', async () => {
    const { db } = database;
    const files = await db.select().from(submissionFiles).where(eq(submissionFiles.kind, 'anonymised'));
    expect(files.length).toBeGreaterThan(15);
    for (const demo of DEMO_SUBMISSIONS) {
      const names = demo.authors.flatMap((a) => [fullName(a), DEMO_EDITORIAL_PEOPLE[a].lastName, demoEmail(a)]);
      for (const round of demo.rounds)
        for (const review of round.reviews) {
          expect(demo.authors).not.toContain(review.reviewer);
          for (const name of names) expect(review.forAuthors ?? '').not.toContain(name);
        }
    }
    for (const file of files) {
      const bytes = (await readUpload(file.storageKey, localStorage(uploads)))!.toString('latin1');
      expect(bytes.startsWith('%PDF-')).toBe(true);
      const [row] = await db.select({ metadata: submissions.metadata }).from(submissions).where(eq(submissions.id, file.submissionId));
      for (const author of row!.metadata.authors ?? []) expect(bytes).not.toContain(author.name.split(' ').at(-1)!);
      expect(file.safeName).toMatch(/^[A-Z]+-\d{4}-\d{4}-r\d-anonymised\.pdf$/);
    }
    // The check can fail: the manuscripts (for the editors) do carry their authors in their properties.
    const [manuscript] = await db.select().from(submissionFiles).where(eq(submissionFiles.kind, 'manuscript')).limit(1);
    const [owner] = await db.select({ metadata: submissions.metadata }).from(submissions).where(eq(submissions.id, manuscript!.submissionId));
    const bytes = (await readUpload(manuscript!.storageKey, localStorage(uploads)))!.toString('latin1');
    expect(bytes).toContain(owner!.metadata.authors![0]!.name.split(' ').at(-1)!);
  });

  it('tells the story with letters, messages, editors and assistants', async () => {
    const { db } = database;
    expect(await db.$count(editorialDecisions)).toBe(DEMO_SUBMISSIONS.flatMap((d) => d.rounds.filter((r) => r.decision)).length);
    expect(await db.$count(editorialDecisions)).toBeGreaterThanOrEqual(9);
    expect(await db.$count(editorialMessages)).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(scopedRoles)).map((r) => r.role).sort()).toEqual([
      'assistant-editor',
      'assistant-editor',
      'editor',
      'editor',
      'series-editor',
    ]);
    const [series] = await db.select().from(scopedRoles).where(eq(scopedRoles.role, 'series-editor'));
    const [call] = await db.select({ slug: openCalls.slug }).from(openCalls).where(eq(openCalls.id, series!.scopeId));
    expect(call!.slug).toBe(DEMO_SERIES_EDITORS[0]!.call);
    const threads = await db.select({ thread: editorialMessages.thread }).from(editorialMessages);
    expect(threads.some((t) => t.thread === 'author')).toBe(true);
    expect(threads.some((t) => t.thread.startsWith('reviewer:'))).toBe(true);
  });

  it('gives each journal figures from its record: received, acceptance, medians', async () => {
    const { db } = database;
    const [design] = await db.select({ journalId: submissions.journalId }).from(submissions).where(eq(submissions.number, 'RIDS-2026-0001'));
    const figures = await figuresOfJournal(db, design!.journalId!, lastTwelveMonths(new Date(NOW)));
    // Ten manuscripts of the design journal arrived this year; the unpaid one of the other journal never reached it.
    expect(figures.received).toBeGreaterThanOrEqual(DEMO_SUBMISSIONS.filter((d) => d.journal === 'design').length);
    expect(figures.decided).toBeGreaterThan(0);
    expect(figures.acceptanceRate).toBeGreaterThan(0);
    expect(figures.acceptanceRate).toBeLessThan(1);
    expect(figures.medianDaysToFirstDecision).toBeGreaterThan(0);
    expect(figures.medianDaysToPublication).toBeGreaterThan(100);
  });

  it('gives the editors the same figures on their desk, by quarter with a chart; someone without a role finds nothing', async () => {
    const { db } = database;
    const [editor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('marinaAlbuquerque')));
    const scopes = await deskFiguresPage(db, await editorialActor(db, { id: editor!.id, roles: ['user'] }), 'pt', new Date(NOW));
    // Her one journal only.
    expect(scopes.map((s) => s.title)).toEqual(['Revista Ipê de Design e Sociedade']);
    const [design] = scopes;
    expect(design!.year.received).toBeGreaterThanOrEqual(10);
    expect(design!.quarters.map((q) => q.label)).toEqual(['2026 Q1', '2026 Q2', '2026 Q3', '2026 Q4']);
    // Every manuscript of this year is received in one of the quarters.
    expect(design!.quarters.reduce((sum, q) => sum + q.figures.received, 0)).toBe(design!.year.received);
    expect(design!.chart).toMatch(/^<svg[^>]+role="img"/);
    const [reader] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('adrianaMelo')));
    await expect(deskFiguresPage(db, await editorialActor(db, { id: reader!.id, roles: ['user'] }), 'pt')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('seeding again changes nothing', async () => {
    const { db } = database;
    const before = [await db.$count(submissions), await db.$count(reviewAssignments), await db.$count(submissionFiles), await db.$count(editorialMessages)];
    await seedEditorial(db, { now: NOW + 86_400_000, files: localStorage(uploads) });
    expect([await db.$count(submissions), await db.$count(reviewAssignments), await db.$count(submissionFiles), await db.$count(editorialMessages)]).toEqual(
      before,
    );
  });

  it('demo-accounts gives the demo people, and no one else, the one password', async () => {
    const { db } = database;
    const [outsider] = await db.insert(users).values({ id: 'outsider', name: 'Fora', email: 'fora@example.com', emailVerified: true }).returning();
    const count = await setDemoPasswords(db, 'senha-de-demonstracao');
    expect(count).toBe(Object.keys(DEMO_EDITORIAL_PEOPLE).length);
    const [editor] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoEmail('marinaAlbuquerque')));
    const [credential] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, editor!.id), eq(accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: credential!.password!, password: 'senha-de-demonstracao' })).toBe(true);
    expect(await db.$count(accounts, eq(accounts.userId, outsider!.id))).toBe(0);
    expect(demoEmail('marinaAlbuquerque')).toBe(`marina.albuquerque@${DEMO_PEOPLE_DOMAIN}`);
    // Run again with another password: replaced, not doubled.
    await setDemoPasswords(db, 'outra-senha-longa');
    expect(await db.$count(accounts, eq(accounts.userId, editor!.id))).toBe(1);
  });
});
