import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './db/test-database.ts';
import { hitRateLimit } from './rate-limit.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

it('allows up to the limit in a window, then refuses with the time to wait', async () => {
  const rule = { limit: 3, windowSeconds: 600 };
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await hitRateLimit(database.db, 'test:1.2.3.4', rule));
  expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfter).toBeGreaterThan(590);
  expect((await hitRateLimit(database.db, 'test:5.6.7.8', rule)).ok).toBe(true);
});

it('starts a new window once the old one has passed', async () => {
  const rule = { limit: 1, windowSeconds: 1 };
  expect((await hitRateLimit(database.db, 'test:window', rule)).ok).toBe(true);
  expect((await hitRateLimit(database.db, 'test:window', rule)).ok).toBe(false);
  // A second later (the window's start moved back instead of waiting for it).
  const { sql } = await import('drizzle-orm');
  await database.db.execute(sql`update rate_limits set window_start = window_start - interval '1100 milliseconds' where key = 'test:window'`);
  expect((await hitRateLimit(database.db, 'test:window', rule)).ok).toBe(true);
});

it('forgets windows older than a day', async () => {
  const { pruneRateLimits } = await import('./rate-limit.server.ts');
  const { sql } = await import('drizzle-orm');
  await hitRateLimit(database.db, 'test:old', { limit: 5, windowSeconds: 60 });
  await database.db.execute(sql`update rate_limits set window_start = now() - interval '2 days' where key = 'test:old'`);
  await pruneRateLimits(database.db);
  const left = await database.db.execute(sql`select key from rate_limits where key = 'test:old'`);
  expect((left as unknown as { rows: unknown[] }).rows).toHaveLength(0);
});
