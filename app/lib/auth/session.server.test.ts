import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabase } from '../db/db.server.ts';
import { queryCounter } from '../db/query-count.server.ts';
import { sessions, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.server.ts';
import { auth } from './auth.server.ts';
import { SESSION_DAYS } from './auth-options.ts';
import { readSession, verifiedCookie } from './session.server.ts';

const DAY = 24 * 60 * 60 * 1000;
const password = 'uma senha bem longa 42';
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase();
  useDatabase(database);
});
afterAll(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A verified person signed in through the auth library: their cookie header and their id. */
async function signedIn(email: string, rememberMe = true) {
  await auth().api.signUpEmail({ body: { name: 'Sara', lastName: 'Sessão', email, password }, headers: new Headers() });
  await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const answer = await auth().api.signInEmail({ body: { email, password, rememberMe }, headers: new Headers(), returnHeaders: true });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id };
}

/** readSession of a request with `cookie`, and the queries it made. */
async function read(cookie: string | null) {
  const counter = { queries: 0 };
  const request = new Request('http://localhost:3000/conta', { headers: cookie === null ? {} : { cookie } });
  const result = await queryCounter.run(counter, () => readSession(request));
  return { ...result, queries: counter.queries, setCookies: result.headers.getSetCookie() };
}

/** What the auth library itself answers for the same cookie. */
async function libraryAnswer(cookie: string) {
  return auth().api.getSession({ headers: new Headers({ cookie }) });
}

const expiresAt = async (userId: string) => (await database.db.select({ at: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)))[0]?.at;

describe('reading the session of a request', () => {
  it('reads a live session in one query, as the auth library reads it, and sets no cookie', async () => {
    const { cookie, userId } = await signedIn('sara.viva@example.com');
    const quick = await read(cookie);
    const library = await libraryAnswer(cookie);
    expect(quick.queries).toBe(1);
    expect(quick.setCookies).toEqual([]);
    expect(quick.session?.user).toMatchObject({ id: userId, email: 'sara.viva@example.com', name: 'Sara', lastName: 'Sessão', emailVerified: true });
    expect(quick.session?.sessionId).toBe(library!.session.id);
    expect(quick.session?.token).toBe(library!.session.token);
  });

  it('asks nothing of the database without a session cookie', async () => {
    expect(await read(null)).toMatchObject({ session: null, queries: 0 });
    expect(await read('lang=en; consent=necessary')).toMatchObject({ session: null, queries: 0 });
  });

  it('refuses a cookie whose signature is not the server’s: a changed token or a changed signature', async () => {
    const { cookie } = await signedIn('sara.forjada@example.com');
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const otherToken = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}.${signature}`;
    const otherSignature = `${token}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const forged of [otherToken, otherSignature]) expect((await read(`${name}=${encodeURIComponent(forged)}`)).session).toBeNull();
    expect(verifiedCookie(`${token}.${signature}`, 'another secret')).toBeNull();
  });

  it('leaves a session due for renewal to the auth library, which renews it and its cookie', async () => {
    const { cookie, userId } = await signedIn('sara.renovada@example.com');
    // Two days into its thirty: past the one-day renewal age.
    const old = new Date(Date.now() + SESSION_DAYS * DAY - 2 * DAY);
    await database.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, userId));
    const renewed = await read(cookie);
    expect(renewed.session?.user.id).toBe(userId);
    expect(renewed.setCookies.some((c) => c.includes('session_token='))).toBe(true);
    expect((await expiresAt(userId))!.getTime()).toBeGreaterThan(old.getTime() + DAY);
  });

  it('does not renew a session its person asked not to be remembered, and reads it quickly', async () => {
    const { cookie, userId } = await signedIn('sara.breve@example.com', false);
    expect(cookie).toContain('dont_remember=');
    const old = new Date(Date.now() + SESSION_DAYS * DAY - 2 * DAY);
    await database.db.update(sessions).set({ expiresAt: old }).where(eq(sessions.userId, userId));
    const read1 = await read(cookie);
    expect(read1).toMatchObject({ queries: 1, setCookies: [] });
    expect(read1.session?.user.id).toBe(userId);
    expect((await expiresAt(userId))!.getTime()).toBe(old.getTime());
  });

  it('ends an expired session and clears its cookie', async () => {
    const { cookie, userId } = await signedIn('sara.vencida@example.com');
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    const expired = await read(cookie);
    expect(expired.session).toBeNull();
    expect(expired.setCookies.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(await expiresAt(userId)).toBeUndefined();
  });

  it('ends the sessions of a disabled account on sight', async () => {
    const { cookie, userId } = await signedIn('sara.desativada@example.com');
    await database.db.update(users).set({ banned: true }).where(eq(users.id, userId));
    expect((await read(cookie)).session).toBeNull();
    expect(await expiresAt(userId)).toBeUndefined();
  });

  it('lets the auth library clear a cached-session cookie it does not use', async () => {
    const { cookie, userId } = await signedIn('sara.cache@example.com');
    const withLeftover = `${cookie}; ipe.session_data=stale`;
    const answer = await read(withLeftover);
    expect(answer.session?.user.id).toBe(userId);
    expect(answer.setCookies.some((c) => c.startsWith('ipe.session_data=;'))).toBe(true);
  });
});
