import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFiles, findPrecompressed, onlyFilesFoundAtStart, precompressed } from './precompressed.ts';

const script = 'export const answer = 42;\n'.repeat(200);
let root = '';
let server: http.Server;
let port = 0;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets/app.js'), script);
  fs.writeFileSync(path.join(root, 'assets/app.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'assets/app.js.br'), zlib.brotliCompressSync(script));
  // Only a gzip copy, and a compressed file of a type not served this way.
  fs.writeFileSync(path.join(root, 'sw.js'), script);
  fs.writeFileSync(path.join(root, 'sw.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(root, 'archive.tar.gz'), 'not served');
  const app = express();
  app.use(precompressed(root, (urlPath) => (urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')));
  app.use((req, res) => res.status(404).send(`fell through: ${req.path}`));
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The raw answer (node:http does not decode bodies). */
function get(urlPath: string, acceptEncoding?: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const sent = { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers };
    const request = http.request({ port, path: urlPath, method, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('precompressed assets', () => {
  it('finds the written copies by URL path, and nothing else', () => {
    const found = findPrecompressed(root);
    expect([...found.keys()].sort()).toEqual(['/assets/app.js', '/sw.js']);
    expect([...found.get('/assets/app.js')!].sort()).toEqual(['br', 'gzip']);
  });

  it('sends Brotli when accepted, gzip otherwise, with the original type, Vary and the cache rule', async () => {
    const br = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await get('/assets/app.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    // A refusal of Brotli is honoured.
    expect((await get('/assets/app.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves to the next handler what it cannot send compressed', async () => {
    expect((await get('/assets/app.js')).body.toString()).toBe('fell through: /assets/app.js');
    expect((await get('/assets/app.js', 'identity')).body.toString()).toBe('fell through: /assets/app.js');
    expect((await get('/sw.js', 'br')).body.toString()).toBe('fell through: /sw.js');
    expect((await get('/archive.tar', 'gzip')).status).toBe(404);
    expect((await get('/assets/%2e%2e/sw.js', 'gzip')).body.toString()).toBe('fell through: /assets/%2e%2e/sw.js');
    expect((await get('/assets/missing.js', 'gzip')).body.toString()).toBe('fell through: /assets/missing.js');
  });

  it('answers from memory after the first read, with an entity tag a revalidation is answered 304 by', async () => {
    const first = await get('/sw.js', 'gzip');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+-[\w-]{27}"$/);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const again = await get('/sw.js', 'gzip', 'GET', { 'if-none-match': first.headers.etag! });
    expect({ status: again.status, length: again.body.length }).toEqual({ status: 304, length: 0 });
    // The file is not read again: answered the same with it gone from the disk.
    const file = path.join(root, 'sw.js.gz');
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const fromMemory = await get('/sw.js', 'gzip');
      expect(fromMemory.status).toBe(200);
      expect(zlib.gunzipSync(fromMemory.body).toString()).toBe(script);
    } finally {
      fs.writeFileSync(file, bytes);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('/sw.js', 'gzip', 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body.length).toBe(0);
  });
});

describe('files found at start', () => {
  it('lists every file by URL path, without dot folders', () => {
    fs.mkdirSync(path.join(root, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(root, '.vite/manifest.json'), '{}');
    const files = findFiles(root);
    expect([...files].sort()).toEqual(['/archive.tar.gz', '/assets/app.js', '/assets/app.js.br', '/assets/app.js.gz', '/sw.js', '/sw.js.gz']);
  });

  it('hands the static handler only those files: a page address goes straight on', () => {
    const served: string[] = [];
    const gate = onlyFilesFoundAtStart(root, (req) => void served.push(req.path));
    let passed = 0;
    for (const urlPath of ['/sw.js', '/en/account', '/assets/missing.js', '/.vite/manifest.json', '/assets/app.js'])
      gate({ path: urlPath } as express.Request, {} as express.Response, () => void passed++);
    expect(served).toEqual(['/sw.js', '/assets/app.js']);
    expect(passed).toBe(3);
  });
});
