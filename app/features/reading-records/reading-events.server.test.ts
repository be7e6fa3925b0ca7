/**
 * POST /reading-events, through the route module as React Router calls it: what is stored, what is
 * refused, the per-pseudonym bounds and rate limit, and that a signed-in reader's cookie never
 * reaches a stored row.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '#app/lib/auth/auth.server.ts';
import { sessionContext, sessionMiddleware } from '#app/lib/auth/session.server.ts';
import { useDatabase } from '#app/lib/db/db.server.ts';
import { publications, rateLimits, readerChapters, readerEditions, readingEvents, users } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { rateLimitKey } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { utcDay } from '#app/lib/utc-days.ts';
import { action, loader } from '#app/routes/resources/reading-events.ts';
import { createBook, pseudonym, removeTemporaryDataDir, useTemporaryDataDir } from './test-support.ts';
import { issueViewProof, VIEW_PROOF_SECONDS } from './view-proof.server.ts';

const dataDir = useTemporaryDataDir();
let database: TestDatabase;
let book: number;
let draft: number;
let openBook: number;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabase(database);
  book = await createBook(database.db, 'leituras');
  draft = await createBook(database.db, 'rascunho', { status: 'draft' });
  openBook = await createBook(database.db, 'aberto');
  await database.db.update(publications).set({ openAccess: true }).where(eq(publications.id, openBook));
  // An older edition whose chapter the current one no longer has.
  const [old] = await database.db
    .insert(readerEditions)
    .values({ publicationId: book, version: 0, current: false, sourceFile: 'reader/old.epub', title: 'old', language: 'pt', assetsPrefix: 'reader/old' })
    .returning({ id: readerEditions.id });
  await database.db.insert(readerChapters).values({ editionId: old!.id, position: 0, slug: 'removido', title: 'Removido', html: '', text: '', words: 0 });
});
afterAll(async () => {
  await database.dispose();
  removeTemporaryDataDir(dataDir);
});

function post(fields: Record<string, string> | string, headers: Record<string, string> = {}) {
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return new Request('http://localhost:3000/reading-events', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', ...headers },
  });
}

function args(request: Request, context = new RouterContextProvider()) {
  return { request, params: {}, context, url: new URL(request.url), pattern: '/reading-events', unstable_pattern: '' } as never;
}

const send = async (fields: Record<string, string> | string) => (await action(args(post(fields)))) as Response;
const eventsOf = (id: string) => database.db.select().from(readingEvents).where(eq(readingEvents.pseudonym, id));

describe('POST /reading-events', () => {
  it('stores open, time and end under the UTC day and answers 204 with no body and no cache', async () => {
    const id = pseudonym();
    for (const k of ['open', 'time', 'end']) {
      const response = await send({ p: String(book), c: 'cap-1', k, id });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const rows = await eventsOf(id);
    expect(rows.map(({ id: _, ...row }) => row)).toEqual([
      { day: utcDay(new Date()), pseudonym: id, publicationId: book, chapter: 'cap-1', kind: 'open', seconds: 0 },
      { day: utcDay(new Date()), pseudonym: id, publicationId: book, chapter: 'cap-1', kind: 'time', seconds: 30 },
      { day: utcDay(new Date()), pseudonym: id, publicationId: book, chapter: 'cap-1', kind: 'end', seconds: 0 },
    ]);
  });

  it('bounds each pseudonym per chapter and day: one open, one end, 20 time steps of 30 s whatever the client claims', async () => {
    const id = pseudonym();
    const t = issueViewProof(book, 'cap-2');
    for (let i = 0; i < 3; i++) expect((await send({ p: String(book), c: 'cap-2', k: 'open', id, t })).status).toBe(204);
    for (let i = 0; i < 25; i++) expect((await send({ p: String(book), c: 'cap-2', k: 'time', id, t, seconds: '3600' })).status).toBe(204);
    for (let i = 0; i < 2; i++) expect((await send({ p: String(book), c: 'cap-2', k: 'end', id, t })).status).toBe(204);
    const rows = await eventsOf(id);
    expect(rows.filter((r) => r.kind === 'open')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'end')).toHaveLength(1);
    const steps = rows.filter((r) => r.kind === 'time');
    expect(steps).toHaveLength(20);
    expect(steps.every((r) => r.seconds === 30)).toBe(true);
    // Another chapter starts its own bound.
    expect((await send({ p: String(book), c: 'cap-3', k: 'time', id, t: issueViewProof(book, 'cap-3') })).status).toBe(204);
    expect((await eventsOf(id)).filter((r) => r.chapter === 'cap-3')).toHaveLength(1);
  });

  it.each([
    ['a malformed pseudonym', { p: 'BOOK', c: 'cap-1', k: 'open', id: 'ABCDEF0123456789ABCDEF0123456789' }],
    ['a short pseudonym', { p: 'BOOK', c: 'cap-1', k: 'open', id: 'abc123' }],
    ['an unknown kind', { p: 'BOOK', c: 'cap-1', k: 'close', id: 'VALID' }],
    ['a book id that is not a number', { p: 'um', c: 'cap-1', k: 'open', id: 'VALID' }],
    ['a book that does not exist', { p: '999999', c: 'cap-1', k: 'open', id: 'VALID' }],
    ['a draft book', { p: 'DRAFT', c: 'cap-1', k: 'open', id: 'VALID' }],
    ['a chapter not in the current edition', { p: 'BOOK', c: 'removido', k: 'open', id: 'VALID' }],
    ['an unknown chapter', { p: 'BOOK', c: 'cap-99', k: 'open', id: 'VALID' }],
    ['a missing chapter', { p: 'BOOK', k: 'open', id: 'VALID' }],
  ])('answers 400 to %s and stores nothing', async (_, fields: Record<string, string>) => {
    const id = fields.id === 'VALID' ? pseudonym() : fields.id!;
    const p = fields.p === 'BOOK' ? String(book) : fields.p === 'DRAFT' ? String(draft) : fields.p!;
    const response = await send({ ...fields, p, id });
    expect(response.status).toBe(400);
    expect(await eventsOf(id)).toHaveLength(0);
  });

  it('counts a chapter that needs a reading right only with the proof that its page was served, once per page served', async () => {
    // The attack: sixty anonymous posts, a fresh pseudonym each, on the paid chapters.
    const forged = pseudonym();
    for (const c of ['cap-2', 'cap-3']) {
      const refused = await send({ p: String(book), c, k: 'open', id: forged });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toMatch(/not served/);
    }
    // A proof for another chapter, another book, altered, or expired proves nothing.
    const expired = issueViewProof(book, 'cap-2', Date.now() - (VIEW_PROOF_SECONDS + 60) * 1000);
    const proof = issueViewProof(book, 'cap-2');
    for (const t of [issueViewProof(book, 'cap-3'), issueViewProof(openBook, 'cap-2'), `${proof.slice(0, -2)}xx`, expired, 'not-a-proof']) {
      expect((await send({ p: String(book), c: 'cap-2', k: 'open', id: forged, t })).status, t).toBe(403);
    }
    expect(await eventsOf(forged)).toHaveLength(0);
    // One page served: one open, however many pseudonyms post its proof.
    const first = pseudonym();
    expect((await send({ p: String(book), c: 'cap-2', k: 'open', id: first, t: proof })).status).toBe(204);
    const others = Array.from({ length: 5 }, pseudonym);
    for (const id of others) expect((await send({ p: String(book), c: 'cap-2', k: 'open', id, t: proof })).status).toBe(204);
    expect(await eventsOf(first)).toHaveLength(1);
    for (const id of others) expect(await eventsOf(id)).toHaveLength(0);
    // The preview (the first chapter in reading order) and open access count without a proof, as before.
    expect((await send({ p: String(book), c: 'cap-1', k: 'open', id: forged })).status).toBe(204);
    expect((await send({ p: String(openBook), c: 'cap-3', k: 'open', id: forged })).status).toBe(204);
  });

  it('answers 400 to an empty or JSON body, 413 to an oversized one, 405 to GET', async () => {
    expect((await send('')).status).toBe(400);
    expect((await send(JSON.stringify({ p: book, c: 'cap-1', k: 'open', id: pseudonym() }))).status).toBe(400);
    const big = post({ p: String(book), c: 'x'.repeat(5000), k: 'open', id: pseudonym() }, { 'Content-Length': '5100' });
    expect(((await action(args(big))) as Response).status).toBe(413);
    expect((loader() as Response).status).toBe(405);
  });

  it('rate-limits by pseudonym, not by address: a busy pseudonym gets 429, another one from the same address passes', async () => {
    const busy = pseudonym();
    await database.db.insert(rateLimits).values({ key: rateLimitKey(`reading:${busy}`), windowStart: new Date(), count: 1_000_000 });
    const refused = await send({ p: String(book), c: 'cap-1', k: 'open', id: busy });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventsOf(busy)).toHaveLength(0);
    expect((await send({ p: String(book), c: 'cap-1', k: 'open', id: pseudonym() })).status).toBe(204);
  });
});

/** Every row of every table, as text: to see what a request added. */
async function allRows(): Promise<string[]> {
  const tables = (
    (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as {
      rows: { table_name: string }[];
    }
  ).rows.map((r) => r.table_name);
  const out: string[] = [];
  for (const table of tables) {
    const result = (await database.db.execute(sql`select t::text as row from ${sql.identifier(table)} t`)) as unknown as { rows: { row: string }[] };
    out.push(...result.rows.map((r) => `${table}: ${r.row}`));
  }
  return out;
}

describe('a signed-in reader', () => {
  it('posts with a valid session cookie: the route reads neither it nor the address, and no new row holds the id, e-mail, address or browser', async () => {
    const email = 'rita.leitora@example.com';
    const password = 'uma senha bem longa 42';
    await auth().api.signUpEmail({ body: { name: 'Rita', lastName: 'Leitora', email, password }, headers: new Headers() });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const signedIn = await auth().api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const ip = '198.51.100.23';
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) ReadingRecordsTest/1.0';
    const id = pseudonym();
    const request = post(
      { p: String(book), c: 'cap-1', k: 'open', id },
      { Cookie: cookie, 'User-Agent': userAgent, 'X-Forwarded-For': ip, Origin: 'http://localhost:3000' },
    );

    // The server's context: the client address, and the session the root middleware reads.
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: 'n', ip });
    // What the action touches: every context lookup and every header it reads.
    const contextReads: unknown[] = [];
    const watchedContext = new Proxy(context, {
      get(target, prop) {
        if (prop === 'get') return (key: never) => (contextReads.push(key), target.get(key));
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const headerReads: string[] = [];
    const watchedHeaders = new Proxy(request.headers, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...callArgs: unknown[]) => {
          headerReads.push(prop === 'get' || prop === 'has' ? String(callArgs[0]).toLowerCase() : `(${String(prop)})`);
          return (value as (...a: unknown[]) => unknown).apply(target, callArgs);
        };
      },
    });
    const watchedRequest = new Proxy(request, {
      get(target, prop) {
        if (prop === 'headers') return watchedHeaders;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

    let before: string[] = [];
    const response = (await sessionMiddleware(
      { request, context, params: {}, url: new URL(request.url), pattern: '/reading-events', unstable_pattern: '' } as never,
      async () => {
        // The cookie is real: the root middleware found the signed-in account.
        expect(context.get(sessionContext)?.user.id).toBe(user!.id);
        before = await allRows();
        return (await action(args(watchedRequest, watchedContext as RouterContextProvider))) as Response;
      },
    )) as Response;

    expect(response.status).toBe(204);
    expect(contextReads).toEqual([]);
    expect(headerReads.every((name) => name === 'content-length')).toBe(true);
    const added = (await allRows()).filter((row) => !before.includes(row));
    expect(added.some((row) => row.startsWith('reading_events:') && row.includes(id))).toBe(true);
    for (const secret of [user!.id, email, ip, userAgent, cookie.split('=')[1]!.slice(0, 20)]) {
      expect(added.filter((row) => row.includes(secret))).toEqual([]);
    }
    const [stored] = await eventsOf(id);
    expect(Object.keys(stored!).sort()).toEqual(['chapter', 'day', 'id', 'kind', 'pseudonym', 'publicationId', 'seconds']);
  });

  it('the route module imports no session, cookie or request-address helper at all', () => {
    const source = fs.readFileSync('app/routes/resources/reading-events.ts', 'utf8') + fs.readFileSync('app/features/reading-records/events.server.ts', 'utf8');
    for (const forbidden of [
      'session.server',
      'sessionContext',
      'requestInfoContext',
      'request-context',
      'cookies',
      'guards.server',
      "'cookie'",
      'user-agent',
      'x-forwarded-for',
    ]) {
      expect(source, forbidden).not.toContain(forbidden);
    }
  });
});
