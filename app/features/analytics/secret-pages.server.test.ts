/**
 * A page whose address carries a secret (a reset or invitation link, a newsletter's or a digest's
 * link, a test payment, a certificate) is never counted, whatever the beacon says: every route of
 * app/routes.ts with such a parameter is tried, so a new `:token` route is covered as it comes.
 * Nor does the request log keep the secret. What was counted before is purged by a migration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { pageViewDays, pageViewMonths, pageViews } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { redactedUrl, rememberPageRoutes } from '#app/lib/page-routes.server.ts';
import { SECRET_PARAMS } from '#app/lib/secret-links.ts';
import { countPageView, parseBeacon } from './page-views.server.ts';

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };
type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { default?: unknown } };

/**
 * The routes as the server build hands them over, every one with a component: even a resource
 * route would count were it not for its secret.
 */
function buildRoutes(
  entries: Entry[],
  parentId = 'root',
  into: Record<string, BuildRoute> = { root: { id: 'root', path: '', module: { default: () => null } } },
) {
  for (const entry of entries) {
    into[entry.id!] = { id: entry.id!, parentId, path: entry.path, index: entry.index, module: { default: () => null } };
    buildRoutes(entry.children ?? [], entry.id!, into);
  }
  return into;
}

/** Every route's full path pattern. */
const patterns = (entries: Entry[], prefix = ''): string[] =>
  entries.flatMap((entry) => {
    const here = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [...(entry.path !== undefined ? [here] : []), ...patterns(entry.children ?? [], here)];
  });

const SECRET = 'NWABz7Qk2pL9xV4mR8tY';
const secretParam = new RegExp(`/:(${SECRET_PARAMS.join('|')})\\??(?=/|$)`);
/** An address of the route: secrets filled with a token, other parameters with a word. */
const addressOf = (pattern: string) =>
  pattern.replace(/:(\w+)\??/g, (_, name: string) => ((SECRET_PARAMS as readonly string[]).includes(name) ? SECRET : 'sample')).replace(/\*$/, 'sample');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  rememberPageRoutes(buildRoutes(routes as Entry[]));
});
afterAll(() => database.dispose());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36';
const visit = (p: string) =>
  countPageView(database.db, parseBeacon(JSON.stringify({ p, r: '', l: 'pt-BR', d: 'desktop' }))!, {
    host: 'editora.example',
    ip: '203.0.113.9',
    userAgent: browser,
    consent: 'all',
  });

describe('a page whose address carries a secret', () => {
  const secretRoutes = [...new Set(patterns(routes as Entry[]).filter((pattern) => secretParam.test(pattern)))];

  it('is found in app/routes.ts wherever a mail or a page hands out a secret link', () => {
    for (const known of [
      '/recover/:token',
      '/en/recover/:token',
      '/newsletter/confirm/:token',
      '/newsletter/unsubscribe/:token',
      '/groups/digest/stop/:token',
      '/pay/test/:ref',
      '/certificate/:code',
      '/groups/join/:code',
      '/certificate/:code/pdf',
    ]) {
      expect(secretRoutes).toContain(known);
    }
  });

  it('is never counted, and nothing of it is stored', async () => {
    for (const pattern of secretRoutes) expect(await visit(addressOf(pattern)), pattern).toBe('ignored');
    // Nor through the query string, which the browser never sends but a forged beacon may.
    for (const query of ['token', 'code', 'state', 'signature']) expect(await visit(`/catalog?${query}=${SECRET}`), query).toBe('ignored');
    expect(await database.db.select().from(pageViews)).toEqual([]);
    // The routes were handed over whole: a page of the same shape without a secret counts.
    expect(await visit('/book/sample')).toBe('counted');
    expect(await visit('/en/newsletter')).toBe('counted');
    // `ref` in a query names where a visitor came from, not a secret.
    expect(await visit('/catalog?ref=newsletter')).toBe('counted');
  });

  it('is written to the log with its secrets named, not written', () => {
    for (const pattern of secretRoutes) {
      const logged = redactedUrl(`${addressOf(pattern)}?lang=en`);
      expect(logged, pattern).not.toContain(SECRET);
      expect(logged, pattern).toBe(`${pattern.replace(/:(\w+)\?/g, ':$1').replace(/:(?!token|code|ref)\w+/g, 'sample')}?lang=en`);
    }
  });
});

describe('the migration that forgets what was counted before', () => {
  it('deletes raw views, daily and monthly sums of secret pages, and keeps the rest', async () => {
    await database.db.delete(pageViews);
    const secretPaths = [
      `/en/recover/${SECRET}`,
      `/recover/${SECRET}`,
      `/newsletter/confirm/${SECRET}`,
      `/en/newsletter/unsubscribe/${SECRET}`,
      `/groups/digest/stop/${SECRET}`,
      `/pay/test/${SECRET}`,
      `/en/certificate/${SECRET}`,
    ];
    const kept = ['/recover', '/en/recover', '/certificate-of-nothing', '/book/recover', '/catalog?type=book'];
    const all = [...secretPaths, ...kept];
    await database.db
      .insert(pageViews)
      .values(all.map((p) => ({ day: '2026-11-20', path: p, referrer: '', language: 'pt', device: 'desktop' as const, visitor: 1n, firsts: 0 })));
    await database.db
      .insert(pageViewDays)
      .values([
        ...all.map((value) => ({ day: '2026-11-19', dimension: 'page' as const, value, views: 1, visitors: 1 })),
        { day: '2026-11-19', dimension: 'total' as const, value: '', views: all.length, visitors: 1 },
      ]);
    await database.db.insert(pageViewMonths).values(all.map((value) => ({ month: '2026-10-01', dimension: 'page' as const, value, views: 1, visitors: 1 })));

    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../../../drizzle/0025_forget_secret_page_views.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    const paths = async (table: typeof pageViews | typeof pageViewDays | typeof pageViewMonths) =>
      (await database.db.select().from(table))
        .map((row) => ('path' in row ? row.path : row.value))
        .filter(Boolean)
        .sort();
    expect(await paths(pageViews)).toEqual([...kept].sort());
    expect(await paths(pageViewDays)).toEqual([...kept].sort());
    expect(await paths(pageViewMonths)).toEqual([...kept].sort());
    expect((await database.db.select().from(pageViewDays)).find((row) => row.dimension === 'total')?.views).toBe(all.length);
  });
});
