import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodyLimit } from './body-limit.ts';

let port = 0;
let server: http.Server;
let received = 0;
beforeAll(async () => {
  const app = express();
  app.use(bodyLimit((req) => (req.path === '/early' ? 4 * 1024 * 1024 : 64 * 1024)));
  // A reader that starts on the body, pauses (as the app's stream does when its queue is full),
  // and answers before the end, as a sign-in redirect does.
  app.post('/early', (req, res) => {
    req.once('data', () => {
      req.pause();
      res.redirect(302, '/login');
    });
  });
  // A reader that would buffer everything it is given.
  app.post('/{*any}', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    });
    req.on('end', () => res.send(`read ${Buffer.concat(chunks).length}`));
    req.on('error', () => {});
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

it('reads a body within the limit', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: 'a'.repeat(1000) });
  expect(await response.text()).toBe('read 1000');
});

it('refuses a declared length over the limit without reading it', async () => {
  const response = await fetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: 'a'.repeat(100 * 1024) });
  expect(response.status).toBe(413);
});

it('cuts a chunked body off at the limit: 413, and the reader never sees more than the limit', async () => {
  received = 0;
  const status = await new Promise<number | string>((resolve) => {
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/x', headers: { 'transfer-encoding': 'chunked' } });
    request.on('response', (response) => resolve(response.statusCode ?? 0));
    request.on('error', (error) => resolve(error.message));
    const chunk = Buffer.alloc(16 * 1024, 97);
    let sent = 0;
    const write = () => {
      // Up to 8 MB, far past the limit, as fast as the server takes it.
      while (sent < 8 * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once('drain', write);
      }
      request.end();
    };
    write();
  });
  // The 413 usually arrives; when the client is still sending, the closed connection is the answer.
  expect([413, 'socket hang up', 'write EPIPE', 'read ECONNRESET']).toContain(status);
  expect(received).toBeLessThanOrEqual(64 * 1024);
});

it('a page that answers before reading the whole body leaves the connection usable', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (path: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(
        { agent, port, host: '127.0.0.1', method: 'POST', path, headers: { 'content-length': Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.setTimeout(5000, () => reject(new Error('the connection is stuck')));
      request.end(body);
    });
  expect(await send('/early', 'a'.repeat(600 * 1024))).toBe(302);
  expect(await send('/x', 'b'.repeat(100))).toBe(200);
  agent.destroy();
});
