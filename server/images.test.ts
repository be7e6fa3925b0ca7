import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageHandler, negotiateFormat, parseImageUrl, pruneImageCache, type ImageHandler } from './images.ts';

let dir = '';
let cacheDir = '';
let base = '';
let images: ImageHandler;
let close: () => void;

/** A 900×600 photo-like JPEG (gradients and noise, so encoders have real work). */
async function photo(width = 900, height = 600, shift = 0): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width + shift;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x ^ y) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function cacheFiles(): Promise<string[]> {
  const entries = await fs.readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${base}/_ipx${url}`, { headers });

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  const publicDir = path.join(dir, 'public');
  const uploads = path.join(dir, 'data', 'uploads');
  cacheDir = path.join(dir, 'data', 'cache', 'images');
  await fs.mkdir(path.join(publicDir, 'images'), { recursive: true });
  await fs.mkdir(path.join(uploads, 'covers'), { recursive: true });
  await fs.writeFile(path.join(publicDir, 'images', 'photo.jpg'), await photo());
  await fs.writeFile(path.join(publicDir, 'images', 'photo-bc8c00ea74a06c9b.jpg'), await photo());
  await fs.writeFile(path.join(uploads, 'covers', 'book-0123456789ab.jpg'), await photo(600, 900));
  await fs.writeFile(path.join(uploads, 'covers', 'plain.jpg'), await photo(600, 900));
  await fs.writeFile(path.join(uploads, 'covers', 'broken.jpg'), 'not an image');
  await fs.writeFile(path.join(publicDir, 'script.js'), 'alert(1)');
  // Outside both roots: must never be reachable.
  await fs.writeFile(path.join(dir, 'secret.jpg'), await photo(50, 50));
  await fs.writeFile(path.join(dir, 'data', 'secret.jpg'), await photo(50, 50));

  images = createImageHandler({ roots: [publicDir, uploads], cacheDir });
  const app = express();
  app.use('/_ipx', images);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('parseImageUrl', () => {
  it('reads the URLs ipxUrl() makes, as ipx does', () => {
    expect(parseImageUrl('/w_640,h_960,fit_cover,f_webp,q_75/covers/x.jpg')).toEqual({
      ok: true,
      value: { source: '/covers/x.jpg', options: { width: 640, height: 960, fit: 'cover', format: 'webp', quality: 75 } },
    });
    expect(parseImageUrl('/_/images/a.png')).toEqual({ ok: true, value: { source: '/images/a.png', options: {} } });
    // ipx's other separators, s as WIDTHxHEIGHT, short colours expanded.
    expect(parseImageUrl('/s_320x200&b:FA0&f=auto/images/a.png')).toMatchObject({
      ok: true,
      value: { options: { width: 320, height: 200, background: 'ffaa00', format: 'auto' } },
    });
  });

  it.each([
    ['w_0'],
    ['w_2049'],
    ['w_99999'],
    ['w_12.5'],
    ['w_-1'],
    ['h_abc'],
    ['q_0'],
    ['q_101'],
    ['f_gif'],
    ['f_jpg'],
    ['fit_crop'],
    ['b_ff00'],
    ['b_#fff'],
    ['s_3000x10'],
    ['s_100'],
    ['s_100x100,w_50'],
    ['w_1,w_2'],
    ['blur_5'],
    ['width_100'],
    ['w_100,'],
    [''],
  ])('refuses %j with 400', (modifiers) => {
    const result = parseImageUrl(`/${modifiers}/images/photo.jpg`);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.status).toBe(400);
  });

  it.each([
    ['/_/../secret.jpg'],
    ['/_/images/%2e%2e/%2e%2e/secret.jpg'],
    ['/_/.hidden.jpg'],
    ['/_/images//photo.jpg'],
    ['/_/images/a%5c..%5csecret.jpg'],
    ['/_/doc.svg'],
    ['/_/ebooks/book.pdf'],
    ['/_/x%E0%A4%A.jpg'],
  ])('refuses the path %j with 404', (url) => {
    const result = parseImageUrl(url);
    expect(result.ok === false && result.status).toBe(404);
  });
});

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, then JPEG, by what the client names', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0.5, image/webp')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp;q=0')).toBe('jpeg');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});

describe('/_ipx', () => {
  it('answers 400 with a short text for out-of-bounds options, without making anything', async () => {
    const before = images.stats.processed;
    for (const modifiers of ['w_99999', 'q_0', 'f_gif', 'fit_crop', 'b_zz', 's_10x9999', 'blur_3']) {
      const response = await get(`/${modifiers}/images/photo.jpg`);
      expect(response.status, modifiers).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await response.text()).length).toBeLessThan(100);
    }
    expect(images.stats.processed).toBe(before);
  });

  it('refuses paths outside public/ and uploads/, and unknown files, with 404', async () => {
    for (const url of [
      '/_/..%2Fsecret.jpg',
      '/_/..%2F..%2Fsecret.jpg',
      '/_/%2e%2e/%2e%2e/secret.jpg',
      '/_/images/..%2f..%2f..%2fsecret.jpg',
      '/_/images/missing.jpg',
      '/_/script.js',
      '/_/covers',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
    }
    // Dot segments that a client did not normalize.
    const raw = await new Promise<number>((resolve, reject) => {
      import('node:http').then(({ get: httpGet }) =>
        httpGet(`${base}/_ipx/_/../../secret.jpg`, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }).on('error', reject),
      );
    });
    expect(raw).toBe(404);
  });

  it('makes an image once, caches it on disk, then answers from the cache', async () => {
    const before = images.stats.processed;
    const first = await get('/w_320,f_webp/images/photo.jpg');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    const body = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    expect(images.stats.processed).toBe(before + 1);

    const files = (await cacheFiles()).filter((file) => file.endsWith('.webp'));
    expect(files).toHaveLength(1);
    expect(files[0]!.startsWith(cacheDir)).toBe(true);
    const { mtimeMs } = await fs.stat(files[0]!);

    const second = await get('/w_320,f_webp/images/photo.jpg');
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer()).equals(body)).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(images.stats.processed).toBe(before + 1);
    expect((await fs.stat(files[0]!)).mtimeMs).toBe(mtimeMs);
    expect((await cacheFiles()).some((file) => file.endsWith('.tmp'))).toBe(false);
  });

  it('shares one processing between simultaneous requests for the same image', async () => {
    const before = images.stats.processed;
    const responses = await Promise.all(Array.from({ length: 4 }, () => get('/w_500,q_60,f_jpeg/images/photo.jpg')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const bodies = await Promise.all(responses.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(bodies.every((body) => body.equals(bodies[0]!))).toBe(true);
    expect(images.stats.processed).toBe(before + 1);
  });

  it('encodes AVIF, crops to w×h with a fit, and never enlarges', async () => {
    const avif = await get('/w_320,h_320,fit_cover,f_avif,q_50/covers/book-0123456789ab.jpg');
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    // Uploads with a random part in their name never change under the same URL.
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 320, 320]);

    const large = await get('/w_2048/images/photo.jpg');
    expect(large.headers.get('content-type')).toBe('image/jpeg'); // the source's format when f is absent
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(900);

    const plain = await get('/w_100/covers/plain.jpg');
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400');
    // The site's own pictures are named by their content too.
    expect((await get('/w_100/images/photo-bc8c00ea74a06c9b.jpg')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('the site’s pictures (public/images) are named by their content, so a changed picture gets a new address', async () => {
    const folder = path.resolve(import.meta.dirname, '..', 'public', 'images');
    const names = await fs.readdir(folder);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const hash = createHash('sha256')
        .update(await fs.readFile(path.join(folder, name)))
        .digest('hex')
        .slice(0, 16);
      expect(name, 'rename it to <name>-<first 16 hex of its SHA-256>.<ext>').toMatch(new RegExp(`-${hash}\\.[a-z0-9]+$`));
    }
  });

  it('picks the format for f_auto from the Accept header and says so with Vary', async () => {
    const cases = [
      ['image/avif,image/webp,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['*/*', 'image/jpeg'],
    ] as const;
    const etags = new Set<string>();
    for (const [accept, type] of cases) {
      const response = await get('/w_200,f_auto/images/photo.jpg', { Accept: accept });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('vary')).toBe('Accept');
      etags.add(response.headers.get('etag')!);
    }
    expect(etags.size).toBe(3); // one cache entry per chosen format
    expect((await get('/w_200,f_webp/images/photo.jpg')).headers.get('vary')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match, and a new ETag when the source changes', async () => {
    const url = '/w_240,f_webp/covers/plain.jpg';
    const first = await get(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const before = images.stats.processed;

    const notModified = await get(url, { 'If-None-Match': `W/"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect((await get(url, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect(images.stats.processed).toBe(before);

    // A replaced file (other size and time) is a new image under the same URL.
    const file = path.join(dir, 'data', 'uploads', 'covers', 'plain.jpg');
    await fs.writeFile(file, await photo(600, 900, 40));
    await fs.utimes(file, new Date(), new Date(Date.now() + 5000));
    const changed = await get(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(images.stats.processed).toBe(before + 1);
  });

  it('answers HEAD without a body, refuses other methods, and does not cache a broken image', async () => {
    const head = await fetch(`${base}/_ipx/w_320,f_webp/images/photo.jpg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await fetch(`${base}/_ipx/w_320,f_webp/images/photo.jpg`, { method: 'POST' })).status).toBe(405);

    const before = (await cacheFiles()).length;
    const broken = await get('/w_100,f_webp/covers/broken.jpg');
    expect(broken.status).toBe(400);
    expect(broken.headers.get('etag')).toBeNull();
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect((await cacheFiles()).length).toBe(before);
  });
});

describe('pruneImageCache', () => {
  it('removes the variants nobody asked for in 30 days and keeps the rest', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
    await fs.mkdir(path.join(dir, 'ab'));
    const old = path.join(dir, 'ab', 'old.webp');
    const recent = path.join(dir, 'ab', 'recent.webp');
    await fs.writeFile(old, 'x');
    await fs.writeFile(recent, 'y');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await fs.utimes(old, daysAgo(31), daysAgo(31));
    await fs.utimes(recent, daysAgo(29), daysAgo(29));
    expect(await pruneImageCache(dir)).toBe(1);
    expect(await fs.readdir(path.join(dir, 'ab'))).toEqual(['recent.webp']);
    expect(await pruneImageCache(path.join(dir, 'missing'))).toBe(0);
    await fs.rm(dir, { recursive: true });
  });
});

describe('a root filled on first use (uploads kept in S3)', () => {
  it('asks for the file once, then reads the local copy', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'images-fill-'));
    const bucket = new Map([['covers/remote.jpg', await photo(300, 450)]]);
    const asked: string[] = [];
    const handler = createImageHandler({
      roots: [path.join(root, 'public'), path.join(root, 'copies')],
      cacheDir: path.join(root, 'cache'),
      fill: {
        root: 1,
        async fetch(source) {
          asked.push(source);
          const key = source.replace(/^\//, '');
          const file = path.join(root, 'copies', key);
          if (bucket.has(key) && !(await fs.stat(file).catch(() => null))) {
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(file, bucket.get(key)!);
          }
        },
      },
    });
    const app = express();
    app.use('/_ipx', handler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_ipx`;
    expect((await fetch(`${url}/w_200,f_webp/covers/remote.jpg`)).status).toBe(200);
    expect((await fetch(`${url}/w_100,f_webp/covers/remote.jpg`)).status).toBe(200);
    expect((await fetch(`${url}/w_100,f_webp/covers/missing.jpg`)).status).toBe(404);
    expect(asked).toEqual(['/covers/remote.jpg', '/covers/remote.jpg', '/covers/missing.jpg']);
    expect(handler.stats.processed).toBe(2);
    server.close();
    await fs.rm(root, { recursive: true, force: true });
  });
});

describe('hidden sources', () => {
  it('never serves what the handler is told to keep out, even when the file exists', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'images-hidden-'));
    await fs.mkdir(path.join(root, 'reader', '3', '1', 'assets'), { recursive: true });
    await fs.writeFile(path.join(root, 'reader', '3', '1', 'assets', 'plate.jpg'), await photo(200, 300));
    await fs.writeFile(path.join(root, 'reader', '3', '1', 'cover.jpg'), await photo(200, 300));
    const handler = createImageHandler({ roots: [root], cacheDir: path.join(root, 'cache'), hidden: /^\/reader\/\d+\/\d+\/assets\// });
    const app = express();
    app.use('/_ipx', handler);
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_ipx/w_100,f_webp`;
    expect((await fetch(`${url}/reader/3/1/assets/plate.jpg`)).status).toBe(404);
    expect((await fetch(`${url}/reader/3/1/cover.jpg`)).status).toBe(200);
    server.close();
    await fs.rm(root, { recursive: true, force: true });
  });
});
