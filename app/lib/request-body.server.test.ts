import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFormData, tryReadFormData, uploadScratch } from './request-body.server.ts';

const post = (body: BodyInit | ReadableStream<Uint8Array>, type: string | null, headers: Record<string, string> = {}) =>
  new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers: { ...(type ? { 'content-type': type } : {}), ...headers },
    duplex: 'half',
  } as RequestInit);

/** A body that never ends (as a hostile chunked upload), counting what was pulled from it. */
function endless(chunk: Uint8Array, prefix = new Uint8Array()) {
  const pulled = { bytes: 0 };
  let first = true;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = first ? prefix : chunk;
      first = false;
      pulled.bytes += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { stream, pulled };
}

const URLENCODED = 'application/x-www-form-urlencoded';
const encoder = new TextEncoder();

describe('url-encoded forms', () => {
  it('reads the fields, with + as space and UTF-8 escapes', async () => {
    const form = await readFormData(post('name=Ana+Clara&city=S%C3%A3o%20Paulo&note=a%0D%0Ab', URLENCODED));
    expect(form.get('name')).toBe('Ana Clara');
    expect(form.get('city')).toBe('São Paulo');
    expect(form.get('note')).toBe('a\r\nb');
  });

  it('stops reading a chunked body at the limit, without taking the rest', async () => {
    const { stream, pulled } = endless(encoder.encode('a'.repeat(64 * 1024)), encoder.encode('q='));
    const read = await tryReadFormData(post(stream, URLENCODED), { bodyBytes: 256 * 1024 });
    expect(read).toMatchObject({ ok: false, status: 413, reason: 'too-large' });
    expect(pulled.bytes).toBeLessThan(1024 * 1024);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const read = await tryReadFormData(post('a=1', URLENCODED, { 'content-length': String(10 * 1024 * 1024) }));
    expect(read).toMatchObject({ ok: false, status: 413 });
  });

  it.each([
    ['a bad escape', 'q=%zz'],
    ['a broken UTF-8 escape', 'q=%E0%A4'],
    ['a NUL byte', 'q=a%00b'],
    ['a control character', 'q=%1B[31m'],
    ['a MARC separator', 'q=a%1Db'],
    ['a noncharacter', 'q=Editora%EF%BF%BE'],
  ])('answers %s with 400', async (_what, body) => {
    expect(await tryReadFormData(post(body, URLENCODED))).toMatchObject({ ok: false, status: 400, reason: 'malformed' });
  });

  it('refuses raw bytes that are not UTF-8', async () => {
    expect(await tryReadFormData(post(new Uint8Array([0x71, 0x3d, 0xff, 0xfe]), URLENCODED))).toMatchObject({ ok: false, status: 400 });
  });

  it('bounds the number of fields and the length of each', async () => {
    expect(await tryReadFormData(post('a=1&'.repeat(20), URLENCODED), { fields: 10 })).toMatchObject({ ok: false, status: 413 });
    expect(await tryReadFormData(post(`a=${'x'.repeat(2000)}`, URLENCODED), { fieldBytes: 1000 })).toMatchObject({ ok: false, status: 413 });
  });

  it('answers another content type with 415, as a thrown 4xx the error page shows', async () => {
    await expect(readFormData(post('{"a":1}', 'application/json'))).rejects.toMatchObject({ status: 415 });
    expect(await tryReadFormData(post('<a/>', 'text/xml'))).toMatchObject({ ok: false, status: 415 });
  });
});

describe('multipart forms', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function multipart(form: FormData) {
    const request = new Request('http://localhost/x', { method: 'POST', body: form });
    return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! };
  }

  it('reads fields and files, writing big files to the scratch folder and removing them after', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-'));
    dirs.push(root);
    const scratch = uploadScratch(root);
    const form = new FormData();
    form.append('title', 'Título');
    const content = new Uint8Array(300 * 1024).map((_, i) => i % 251);
    form.append('sample', new File([content], 'sample.docx', { type: 'application/octet-stream' }));
    form.append('empty', new File([], ''));
    const { body, type } = await multipart(form);
    const read = await readFormData(post(body, type), { files: 2, fileBytes: 1024 * 1024, scratch });
    expect(read.get('title')).toBe('Título');
    const file = read.get('sample') as File;
    expect(file.name).toBe('sample.docx');
    expect(file.size).toBe(content.byteLength);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(content))).toBe(true);
    expect(fs.readdirSync(root)).toHaveLength(1);
    await scratch.clear();
    expect(fs.readdirSync(root)).toHaveLength(0);
  });

  it('refuses a file over its limit, and files in a form that takes none', async () => {
    const form = new FormData();
    form.append('sample', new File([new Uint8Array(5000)], 'a.pdf'));
    const { body, type } = await multipart(form);
    expect(await tryReadFormData(post(body, type), { files: 1, fileBytes: 1000 })).toMatchObject({ ok: false, status: 413 });
    expect(await tryReadFormData(post(body, type))).toMatchObject({ ok: false, status: 413 });
  });

  it('stops reading an endless upload at the limit', async () => {
    const boundary = 'XyZ';
    const head = encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\n`);
    const { stream, pulled } = endless(new Uint8Array(64 * 1024), head);
    const read = await tryReadFormData(post(stream, `multipart/form-data; boundary=${boundary}`), { files: 1, fileBytes: 512 * 1024 });
    expect(read).toMatchObject({ ok: false, status: 413 });
    expect(pulled.bytes).toBeLessThan(4 * 1024 * 1024);
  });

  it('answers a broken multipart body with 400', async () => {
    expect(await tryReadFormData(post('garbage', 'multipart/form-data'))).toMatchObject({ ok: false, status: 400 });
    expect(await tryReadFormData(post('--b\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--b--\r\n', 'multipart/form-data; boundary=b'))).toMatchObject({
      ok: false,
      status: 400,
    });
    const nameless = '--b\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nx\r\n--b--\r\n';
    expect(await tryReadFormData(post(nameless, 'multipart/form-data; boundary=b'), { files: 1, fileBytes: 100 })).toMatchObject({ ok: false, status: 400 });
    expect(await tryReadFormData(post('--b\r\nnonsense', 'multipart/form-data; boundary=b'))).toMatchObject({ ok: false, status: 400 });
  });

  it('answers a control character in a field with 400', async () => {
    const form = new FormData();
    form.append('q', 'a\u0000b');
    const { body, type } = await multipart(form);
    expect(await tryReadFormData(post(body, type))).toMatchObject({ ok: false, status: 400 });
    const noncharacter = new FormData();
    noncharacter.append('name', 'Editora\uFFFF');
    const other = await multipart(noncharacter);
    expect(await tryReadFormData(post(other.body, other.type))).toMatchObject({ ok: false, status: 400 });
  });
});
