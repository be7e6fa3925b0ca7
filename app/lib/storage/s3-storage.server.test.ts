/**
 * The S3 backend against a real S3-compatible server on this machine. @20minutes/s3rver (a
 * maintained fork of s3rver) rather than s3rver 3.7.1: the latter accepts any Signature V4
 * without checking it, so a wrong secret or a broken signature would pass unnoticed. Its only
 * credentials are the access key and secret "S3RVER".
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Settings } from '../config.server.ts';
import type { FileStorage } from './file-storage.server.ts';
import { s3Storage } from './s3-storage.server.ts';
import { localCopy, localStorage, readUpload, selectStorage } from './storage.server.ts';

let server: S3rver;
let tmp: string;
let settings: S3Settings;
/** Talks to the server directly, to set it up and to look behind the storage's back. */
let admin: AwsClient;

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 's3-storage-test-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3') });
  const { port } = await server.run();
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'editora-test', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  admin = new AwsClient({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', service: 's3', region: 'us-east-1', retries: 0 });
  const created = await admin.fetch(`${settings.endpoint}/${settings.bucket}`, { method: 'PUT' });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

const bytes = (text: string) => Buffer.from(text, 'utf8');
const read = async (file: { stream: ReadableStream<Uint8Array> } | null) => (file ? Buffer.from(await new Response(file.stream).arrayBuffer()) : null);
/** The object as the server holds it, bypassing the code under test. */
const fetchObject = (key: string) => admin.fetch(`${settings.endpoint}/${settings.bucket}/${key}`);

describe('S3 storage', () => {
  let store: FileStorage;
  beforeAll(() => {
    store = s3Storage(settings);
  });

  it('stores a file and opens it again with the same bytes and size', async () => {
    const data = Buffer.concat([bytes('capa '), Buffer.from([0, 255, 10, 13]), bytes(' ç ã é')]);
    await store.put('covers/obra-1a2b3c4d5e6f.jpg', data);

    const opened = await store.open('covers/obra-1a2b3c4d5e6f.jpg');
    expect(opened?.size).toBe(data.length);
    expect((await read(opened))?.equals(data)).toBe(true);

    const direct = await fetchObject('covers/obra-1a2b3c4d5e6f.jpg');
    expect(direct.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await direct.arrayBuffer()).equals(data)).toBe(true);
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('ebooks/livro.epub', bytes('first'));
    await store.put('ebooks/livro.epub', bytes('second version'));
    const opened = await store.open('ebooks/livro.epub');
    expect(opened?.size).toBe(14);
    expect((await read(opened))?.toString()).toBe('second version');
    expect((await fetchObject('ebooks/livro.epub')).headers.get('content-type')).toBe('application/epub+zip');
  });

  it('streams a byte range of a file (a video the browser seeks in), with the whole size', async () => {
    await store.put('classes/aula-1.mp4', bytes('0123456789abcdef'));
    const opened = await store.open('classes/aula-1.mp4', { start: 4, end: 9 });
    expect(opened?.size).toBe(16);
    expect((await read(opened))?.toString()).toBe('456789');
    const local = localStorage(await fs.mkdtemp(path.join(os.tmpdir(), 'storage-')));
    await local.put('classes/aula-1.mp4', bytes('0123456789abcdef'));
    const fromDisk = await local.open('classes/aula-1.mp4', { start: 10, end: 15 });
    expect(fromDisk?.size).toBe(16);
    expect((await read(fromDisk))?.toString()).toBe('abcdef');
  });

  it('opens a missing key as null', async () => {
    expect(await store.open('covers/none-000000000000.jpg')).toBeNull();
  });

  it('deletes a file, and deleting a missing one is fine', async () => {
    await store.put('articles/a1.pdf', bytes('%PDF-1.7 …'));
    expect(await store.open('articles/a1.pdf')).not.toBeNull();
    await store.delete('articles/a1.pdf');
    expect(await store.open('articles/a1.pdf')).toBeNull();
    expect((await fetchObject('articles/a1.pdf')).status).toBe(404);
    await expect(store.delete('articles/a1.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave their place, before any request', async () => {
    for (const key of ['../secret', '/covers/x.jpg', 'covers/../../x', 'covers/a b.jpg', '']) {
      await expect(store.put(key, bytes('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(store.open(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('fails with the status and S3 error code when the secret is wrong', async () => {
    const wrong = s3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('covers/x.jpg', bytes('x'))).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrong.open('covers/obra-1a2b3c4d5e6f.jpg')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect((await fetchObject('covers/x.jpg')).status).toBe(404);
  });

  it('treats a missing bucket as an error, not as a missing file', async () => {
    const elsewhere = s3Storage({ ...settings, bucket: 'no-such-bucket' });
    await expect(elsewhere.open('covers/x.jpg')).rejects.toThrow(/404 NoSuchBucket/);
    await expect(elsewhere.delete('covers/x.jpg')).rejects.toThrow(/404 NoSuchBucket/);
  });
});

describe('reading uploads for the image endpoint', () => {
  it('reads an upload whole, or null when missing or the key is invalid', async () => {
    const store = s3Storage(settings);
    await store.put('covers/read-abcdefabcdef.png', bytes('png bytes'));
    expect((await readUpload('covers/read-abcdefabcdef.png', store))?.toString()).toBe('png bytes');
    expect(await readUpload('covers/missing.png', store)).toBeNull();
    expect(await readUpload('../etc/passwd', store)).toBeNull();
  });

  it('keeps a local copy of an S3 upload and reuses it', async () => {
    const store = s3Storage(settings);
    const folder = path.join(tmp, 'cache-uploads');
    await store.put('covers/copy-abcdefabcdef.jpg', bytes('original'));

    const file = await localCopy('covers/copy-abcdefabcdef.jpg', folder, store);
    expect(file).toBe(path.join(folder, 'covers/copy-abcdefabcdef.jpg'));
    expect(await fs.readFile(file!, 'utf8')).toBe('original');

    // Later calls answer from the copy, without asking the bucket again.
    await store.delete('covers/copy-abcdefabcdef.jpg');
    expect(await localCopy('covers/copy-abcdefabcdef.jpg', folder, store)).toBe(file);
    expect(await localCopy('covers/none.jpg', folder, store)).toBeNull();
    expect(await localCopy('../outside.jpg', folder, store)).toBeNull();
    expect((await fs.readdir(path.join(folder, 'covers'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('choosing the storage from the configuration', () => {
  const s3Env = () => ({
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  it('keeps files in DATA_DIR/uploads when S3 is not configured', async () => {
    const dataDir = path.join(tmp, 'local-data');
    const config = loadConfig({ DATA_DIR: dataDir, S3_REGION: 'us-east-1' });
    expect(config.s3).toBeNull();

    await selectStorage(config).put('covers/local-abcdefabcdef.jpg', bytes('on disk'));
    expect(await fs.readFile(path.join(dataDir, 'uploads/covers/local-abcdefabcdef.jpg'), 'utf8')).toBe('on disk');
    expect((await fetchObject('covers/local-abcdefabcdef.jpg')).status).toBe(404);
  });

  it('uses the bucket when S3_ENDPOINT, S3_BUCKET and the keys are set', async () => {
    const dataDir = path.join(tmp, 's3-data');
    const config = loadConfig({ DATA_DIR: dataDir, ...s3Env() });
    expect(config.s3).toEqual({ ...settings, region: 'us-east-1' });

    await selectStorage(config).put('covers/remote-abcdefabcdef.jpg', bytes('in the bucket'));
    expect(await (await fetchObject('covers/remote-abcdefabcdef.jpg')).text()).toBe('in the bucket');
    await expect(fs.access(path.join(dataDir, 'uploads/covers/remote-abcdefabcdef.jpg'))).rejects.toThrow();
  });

  it('reads the region and trims a trailing slash from the endpoint', () => {
    const config = loadConfig({ ...s3Env(), S3_ENDPOINT: 'https://s3.eu-central-003.backblazeb2.com/', S3_REGION: 'eu-central-003' });
    expect(config.s3).toMatchObject({ endpoint: 'https://s3.eu-central-003.backblazeb2.com', region: 'eu-central-003' });
  });

  it('refuses to start with only part of the S3 settings, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'files' })).toThrow(
      /only partly configured: set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'x' })).toThrow(/set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID as well/);
  });

  it('refuses an endpoint that is not an http(s) URL and a bucket name with a slash', () => {
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT must be an http\(s\) URL/);
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env(), S3_BUCKET: 'files/covers' })).toThrow(/S3_BUCKET/);
  });
});
