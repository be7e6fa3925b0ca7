import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { auth } from './auth/auth.server.ts';
import { forgetConfig } from './config.server.ts';
import { useDatabase } from './db/db.server.ts';
import { rateLimits } from './db/schema.ts';
import { createTestDatabase, type TestDatabase } from './db/test-database.server.ts';
import { hitRateLimit, pruneRateLimits, rateLimitCount, rateLimitKey } from './rate-limit.server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
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
  await database.db.execute(sql`update rate_limits set window_start = window_start - interval '1100 milliseconds' where key = ${rateLimitKey('test:window')}`);
  expect((await hitRateLimit(database.db, 'test:window', rule)).ok).toBe(true);
});

it('forgets windows older than a day', async () => {
  await hitRateLimit(database.db, 'test:old', { limit: 5, windowSeconds: 60 });
  await database.db.execute(sql`update rate_limits set window_start = now() - interval '2 days' where key = ${rateLimitKey('test:old')}`);
  await pruneRateLimits(database.db);
  expect(await rateLimitCount(database.db, 'test:old', 86_400 * 3)).toBe(0);
});

it('keeps no address and no e-mail: only keyed hashes of the counters’ names', async () => {
  const rule = { limit: 10, windowSeconds: 600 };
  await hitRateLimit(database.db, 'page-view:198.51.100.77', rule);
  await hitRateLimit(database.db, 'page-view:2001:db8::7', rule);
  await hitRateLimit(database.db, 'signin:email:ana.souza@example.com', rule);
  await hitRateLimit(database.db, 'signin:email:ana.souza@example.com', rule);
  const stored = JSON.stringify(await database.db.select().from(rateLimits));
  for (const text of ['198.51.100.77', '198.51.100', '2001:db8', 'ana.souza', 'example.com', 'page-view', 'signin']) expect(stored).not.toContain(text);
  // The counters still count, by the names callers give them.
  expect(await rateLimitCount(database.db, 'signin:email:ana.souza@example.com', 600)).toBe(2);
  expect(await rateLimitCount(database.db, 'page-view:198.51.100.77', 600)).toBe(1);
});

it('is the same counter for every server with the same secret, another with another secret', async () => {
  vi.stubEnv('BETTER_AUTH_SECRET', 'one secret shared by two servers');
  forgetConfig();
  const shared = rateLimitKey('page-view:198.51.100.77');
  expect(rateLimitKey('page-view:198.51.100.77')).toBe(shared);
  vi.stubEnv('BETTER_AUTH_SECRET', 'another site');
  expect(rateLimitKey('page-view:198.51.100.77')).not.toBe(shared);
  vi.unstubAllEnvs();
  forgetConfig();
});

it('counts the auth library’s mail links and callbacks in the same table, by keyed hash too', async () => {
  const before = (await database.db.select().from(rateLimits)).length;
  const response = await auth().handler(
    new Request('http://localhost:3000/api/auth/verify-email?token=not-a-token', { headers: { 'x-client-ip': '192.0.2.44' } }),
  );
  expect(response.status).toBeLessThan(500);
  const rows = await database.db.select().from(rateLimits);
  expect(rows.length).toBe(before + 1);
  expect(JSON.stringify(rows)).not.toContain('192.0.2.44');
  // Its own table is gone.
  expect(((await database.db.execute(sql`select to_regclass('auth_rate_limits') as t`)) as unknown as { rows: { t: string | null }[] }).rows[0]!.t).toBeNull();
});
