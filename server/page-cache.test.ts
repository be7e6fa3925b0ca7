/**
 * The page cache against writes that overlap a page: a page made while a write empties the cache
 * is sent but not kept, and a write's answer empties the cache as it starts, not only once it has
 * all been sent (a streamed answer shows the change to its browser before it ends).
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pageCache } from '#app/lib/page-cache.server.ts';
import { pageCacheMiddleware } from './page-cache.ts';

/** Resolves when the test says so: a page still being made, or a write's answer still streaming. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

let pageGate: ReturnType<typeof gate> | null = null;
let pageStarted = gate();
let writeGate = gate();
let writeStarted = gate();
let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(pageCacheMiddleware);
  app.get('/catalog', async (_req, res) => {
    pageStarted.open();
    if (pageGate) await pageGate.opened;
    res.type('html').send(`<html><body>catalog ${pageCache.generation}</body></html>`);
  });
  // A staff form's answer, streamed: its head and first part, then the rest when the test says so.
  app.post('/admin/works', async (_req, res) => {
    res.type('html').status(200);
    res.write('<html><body>Alterações salvas.');
    writeStarted.open();
    await writeGate.opened;
    res.end('</body></html>');
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  pageCache.clear();
  pageGate = null;
  pageStarted = gate();
  writeGate = gate();
  writeStarted = gate();
});

const visit = async (path: string) => (await fetch(base + path)).headers.get('x-page-cache');
const staffWrite = () => fetch(`${base}/admin/works`, { method: 'POST', headers: { Cookie: 'ipe.session_token=staff' } });

it('keeps a page for the next visitor', async () => {
  expect(await visit('/catalog')).toBe('miss');
  expect(await visit('/catalog')).toBe('hit');
});

it('sends but does not keep a page that was being made when a write emptied the cache', async () => {
  pageGate = gate();
  const slow = fetch(`${base}/catalog`);
  await pageStarted.opened;
  writeGate.open();
  await (await staffWrite()).text();
  pageGate.open();
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain('catalog');
  expect(await visit('/catalog')).toBe('miss');
  expect(await visit('/catalog')).toBe('hit');
});

it('empties the cache when a write starts answering, before its answer ends', async () => {
  expect(await visit('/catalog')).toBe('miss');
  expect(await visit('/catalog')).toBe('hit');
  const write = await staffWrite();
  await writeStarted.opened;
  // The browser has the head and the message; the answer is still open.
  expect(write.status).toBe(200);
  expect(await visit('/catalog')).toBe('miss');
  writeGate.open();
  expect(await write.text()).toContain('Alterações salvas.');
});

it('leaves the cache as it is for a write without a session', async () => {
  expect(await visit('/catalog')).toBe('miss');
  writeGate.open();
  await (await fetch(`${base}/admin/works`, { method: 'POST' })).text();
  expect(await visit('/catalog')).toBe('hit');
});
