import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.server.ts';
import { enqueueJob, retryDelayMs, runDueJobs } from './jobs.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('job queue', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: unknown[] = [];
    const id = await enqueueJob(database.db, 'test.echo', { n: 1 });
    const handlers = { 'test.echo': async (payload: never) => void seen.push(payload) };
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(await runDueJobs(database.db, handlers)).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.doneAt).toBeInstanceOf(Date);
  });

  it('does not run a job queued in a transaction that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.never', {});
        throw new Error('rollback');
      })
      .catch(() => {});
    let ran = false;
    await runDueJobs(database.db, { 'test.never': async () => void (ran = true) });
    expect(ran).toBe(false);
  });

  it('retries a failing job later with back-off, then gives up after maxAttempts', async () => {
    const id = await enqueueJob(database.db, 'test.fail', {}, { maxAttempts: 2 });
    const handlers = { 'test.fail': async () => Promise.reject(new Error('smtp down')) };
    await runDueJobs(database.db, handlers);
    let [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('smtp down');
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    // Make it due again: the second failure is the last attempt.
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
    await runDueJobs(database.db, handlers);
    [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it('never runs the same job twice when workers race', async () => {
    await enqueueJob(database.db, 'test.count', {});
    let runs = 0;
    const handlers = { 'test.count': async () => void runs++ };
    await Promise.all([runDueJobs(database.db, handlers), runDueJobs(database.db, handlers), runDueJobs(database.db, handlers)]);
    expect(runs).toBe(1);
  });

  it('backs off by doubling from 15 s up to an hour', () => {
    expect(retryDelayMs(1)).toBe(15_000);
    expect(retryDelayMs(2)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
