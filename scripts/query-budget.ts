/**
 * Part of `npm test`, once the build is there: counts the database queries each main page makes
 * when it is rendered (not served from the page cache), for an anonymous visitor and for a
 * signed-in person, and fails when a page makes more than its stated ceiling. Nothing is timed: a
 * count is the same on a busy machine as on a quiet one, and a query added to the root loader shows
 * up on every page at once. The built server counts each request's queries into its
 * Server-Timing header when SERVER_TIMING is set (server/app.ts, lib/db/query-count.server.ts), as
 * `npm run bench` reads it.
 *
 * The pages: home, catalog, a book, a reader chapter (The Waste Land imported open access: one chapter,
 * a quick import), account, orders, library and a reading group's page (started on it by the signed-in
 * person). The signed-in person is the administrator the server makes at start. A signed-out visit
 * to a private page is counted too: its way to the sign-in page.
 *
 * Usage: node scripts/query-budget.ts [--port 3292]   (prints each page; exits 1 past a ceiling)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Each page's ceiling: queries for an anonymous visitor, and for a signed-in person. */
export const CEILINGS: Record<string, { anonymous: number; signedIn: number; private?: true }> = {
  '/': { anonymous: 3, signedIn: 5 },
  '/catalog': { anonymous: 3, signedIn: 5 },
  '/book/design-de-servicos-na-pratica': { anonymous: 11, signedIn: 13 },
  '/book/the-waste-land/read/wasteland-content': { anonymous: 4, signedIn: 17 },
  // Private pages: a visitor is sent to sign in (302).
  // Seven lists read only when a first query says they hold anything (2026-12-03: 11 → 4).
  '/account': { anonymous: 1, signedIn: 5, private: true },
  '/orders': { anonymous: 1, signedIn: 4, private: true },
  '/account/library': { anonymous: 1, signedIn: 6, private: true },
  '/groups/:group': { anonymous: 1, signedIn: 15, private: true },
};

export interface PageQueries {
  page: string;
  who: 'anonymous' | 'signedIn';
  status: number;
  queries: number;
  ceiling: number;
  /** The answer was not the page itself (200), or for a visitor on a private page the way to sign in (302). */
  wrongStatus: boolean;
  over: boolean;
}

/** The counted queries of one render (the Server-Timing header's `db;desc="N queries"`). */
export function queriesOf(serverTiming: string | null): number {
  const count = /db;desc="(\d+) queries"/.exec(serverTiming ?? '')?.[1];
  if (count === undefined) throw new Error('no query count in Server-Timing (is SERVER_TIMING set on the server?)');
  return Number(count);
}

/** Each page against its ceilings; `count` renders a page (already resolved to an address) for one person. */
export async function checkCeilings(
  ceilings: typeof CEILINGS,
  count: (page: string, who: 'anonymous' | 'signedIn') => Promise<{ status: number; queries: number }>,
): Promise<PageQueries[]> {
  const results: PageQueries[] = [];
  for (const [page, ceiling] of Object.entries(ceilings)) {
    for (const who of ['anonymous', 'signedIn'] as const) {
      const { status, queries } = await count(page, who);
      // A count of an error page would be a wrong count.
      const expected = who === 'anonymous' && ceiling.private ? 302 : 200;
      results.push({ page, who, status, queries, ceiling: ceiling[who], wrongStatus: status !== expected, over: queries > ceiling[who] });
    }
  }
  return results;
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(args[args.indexOf('--port') + 1] || 0) || 3292;
  const origin = `http://localhost:${port}`;
  const admin = { email: 'query-admin@ipe.test', password: 'query budget password 1' };
  if (!fs.existsSync('build/server/index.js')) throw new Error('no build: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-budget-'));
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', JOBS: 'off' };
  const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));
  // The Waste Land in the reader, open access: one chapter, a quick import (the demo's own books are written by a job, and jobs are off).
  const imported = spawn(process.execPath, ['app/cli/main.ts', 'import-epub', 'fixtures/epub/wasteland.epub', '--slug', 'the-waste-land', '--open-access'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if ((await exited(imported)) !== 0) throw new Error('importing The Waste Land failed');
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      RATE_LIMIT_FACTOR: '1000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SERVER_TIMING: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null || tries > 1200) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const form = (fields: Record<string, string>, cookie = '') => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const signedIn = await fetch(`${origin}/login`, form(admin));
    if (signedIn.status !== 302) throw new Error(`sign-in answered ${signedIn.status}`);
    const session = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    // A reading group on The Waste Land, started by the signed-in person.
    const groupForm = await (await fetch(`${origin}/account/groups`, { headers: { cookie: session } })).text();
    const work = /<option value="(\d+)"[^>]*>The Waste Land/.exec(groupForm)?.[1];
    if (!work) throw new Error('The Waste Land is not among the works a group may be started for');
    const started = await fetch(`${origin}/account/groups`, form({ name: 'Grupo das contas', description: '', privacy: 'private', work }, session));
    const group = /\/groups\/(\d+)/.exec(started.headers.get('location') ?? '')?.[1];
    if (!group) throw new Error(`starting a group answered ${started.status} without its address`);

    // A cookie the page cache does not know: every anonymous page is rendered, not served from the cache.
    const cookies = { anonymous: 'query-budget=render', signedIn: session };
    const results = await checkCeilings(CEILINGS, async (page, who) => {
      const address = origin + page.replace(':group', group);
      // The second render is counted: the first may fill the caches a process keeps (the press setting, …).
      let response: Response | undefined;
      for (let i = 0; i < 2; i++) {
        response = await fetch(address, { headers: { cookie: cookies[who] }, redirect: 'manual' });
        await response.arrayBuffer();
      }
      return { status: response!.status, queries: queriesOf(response!.headers.get('server-timing')) };
    });
    console.log('queries per page rendered (ceiling in brackets):');
    for (const page of Object.keys(CEILINGS)) {
      const [anonymous, person] = (['anonymous', 'signedIn'] as const).map((who) => results.find((r) => r.page === page && r.who === who)!);
      const cell = (r: PageQueries) => `${r.over || r.wrongStatus ? '✖' : '✔'} ${String(r.queries).padStart(3)} (≤ ${r.ceiling}) ${r.status}`;
      console.log(`  ${page.padEnd(46)} anonymous ${cell(anonymous!)}   signed in ${cell(person!)}`);
    }
    const wrong = results.filter((r) => r.wrongStatus);
    if (wrong.length) {
      console.error(
        `\nNot the page meant: ${wrong.map((r) => `${r.page} (${r.who === 'signedIn' ? 'signed in' : 'anonymous'}) answered ${r.status}`).join(', ')}.`,
      );
      process.exitCode = 1;
    }
    const over = results.filter((r) => r.over);
    if (over.length) {
      console.error(
        `\nMore queries than the ceiling on ${over.map((r) => `${r.page} (${r.who === 'signedIn' ? 'signed in' : 'anonymous'}: ${r.queries} > ${r.ceiling})`).join(', ')}: fold them (a join, a cache) or, if the page truly needs them, raise its ceiling in scripts/query-budget.ts and say why in the commit.`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (server.exitCode === null) {
      const done = exited(server);
      server.kill('SIGTERM');
      await done;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await main();
