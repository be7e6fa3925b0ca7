/**
 * The one way a request body is read: limits counted on the bytes as they arrive (a chunked
 * body has no Content-Length to trust), per field, per file and per count, and a clear 400,
 * 413 or 415 for what does not fit, never a 500.
 *
 * Forms come url-encoded or as multipart. Multipart is parsed as it streams (busboy); a file
 * goes to a scratch folder on disk when the request has one (server/app.ts gives every request
 * one and empties it when the response is done), so an upload is never held whole in memory.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError, codeOfStatus } from './app-error.ts';

export type BodyRefusal = 'malformed' | 'too-large' | 'unsupported-type';

const STATUS: Record<BodyRefusal, 400 | 413 | 415> = { malformed: 400, 'too-large': 413, 'unsupported-type': 415 };

/** Thrown inside the reader; callers see it through readFormData's thrown 4xx or tryReadFormData's result. */
export class BodyRefused extends Error {
  readonly reason: BodyRefusal;
  constructor(reason: BodyRefusal) {
    super(`Request body refused: ${reason}`);
    this.reason = reason;
  }
  get status(): 400 | 413 | 415 {
    return STATUS[this.reason];
  }
}

export interface FormLimits {
  /** The whole body, as read. */
  bodyBytes?: number;
  /** One field's value. */
  fieldBytes?: number;
  /** How many fields. */
  fields?: number;
  /** How many files (0: a form without uploads). */
  files?: number;
  /** One file. */
  fileBytes?: number;
  /** Where files over a few kilobytes are written while the request lasts (default: the request's, see requestScratch). */
  scratch?: UploadScratch;
}

/**
 * Files up to this much over their form's limit are still read, so the form can say so at the
 * file's field and keep everything else that was typed; past it the post is refused whole (413).
 */
export const FILE_MESSAGE_SLACK = 2 * 1024 * 1024;

export const FORM_DEFAULTS = { bodyBytes: 1024 * 1024, fieldBytes: 256 * 1024, fields: 500, files: 0, fileBytes: 0 } as const;

/** A folder for one request's uploads, removed with everything in it when the request is done. */
export interface UploadScratch {
  file(): string;
  clear(): Promise<void>;
}

export function uploadScratch(root: string): UploadScratch {
  const dir = path.join(root, randomUUID());
  let made = false;
  return {
    file() {
      if (!made) fs.mkdirSync(dir, { recursive: true });
      made = true;
      return path.join(dir, randomUUID());
    },
    async clear() {
      if (made) await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The scratch folder of the request being served; server/app.ts runs each request inside one. */
export const requestScratch = new AsyncLocalStorage<UploadScratch>();

// Tabs, line breaks and carriage returns are text; every other C0 control (and DEL) is not, nor
// the noncharacters U+FFFE and U+FFFF (with the controls, all that XML forbids that UTF-8 can carry).
// eslint-disable-next-line no-control-regex -- these are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\uFFFE\uFFFF]/;
const MEMORY_FILE_BYTES = 64 * 1024;

/** The form, or a thrown 400/413/415 that the route's error page shows in the page's language. */
export async function readFormData(request: Request, limits: FormLimits = {}): Promise<FormData> {
  const read = await tryReadFormData(request, limits);
  if (read.ok) return read.formData;
  throw refusedBody(read);
}

type Refused = { ok: false; reason: BodyRefusal; status: 400 | 413 | 415 };
export type FormRead = { ok: true; formData: FormData } | Refused;

/** What a route throws for a body it does not answer on the page itself (the error page explains the status). */
export const refusedBody = (read: Refused) => new AppError(codeOfStatus(read.status));

const refusal = (error: BodyRefused): Refused => ({ ok: false, reason: error.reason, status: error.status });

/** As readFormData, for forms that answer a refused body on the page itself. */
export async function tryReadFormData(request: Request, limits: FormLimits = {}): Promise<FormRead> {
  const bounds = { ...FORM_DEFAULTS, scratch: requestScratch.getStore(), ...limits };
  try {
    const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const declared = Number(request.headers.get('content-length') ?? 0);
    const ceiling = type === 'multipart/form-data' ? multipartCeiling(bounds) : bounds.bodyBytes;
    if (declared > ceiling) throw new BodyRefused('too-large');
    let formData: FormData;
    if (type === 'application/x-www-form-urlencoded') formData = await readUrlEncoded(request, bounds);
    else if (type === 'multipart/form-data') formData = await readMultipart(request, bounds, ceiling);
    else if (type === '' && (!request.body || declared === 0)) formData = new FormData();
    else throw new BodyRefused('unsupported-type');
    return { ok: true, formData };
  } catch (error) {
    if (error instanceof BodyRefused) return refusal(error);
    throw error;
  }
}

export type TextRead = { ok: true; text: string } | Refused;

/** A raw body as UTF-8 text (webhooks, beacons), at most `maxBytes`. */
export async function tryReadText(request: Request, maxBytes: number): Promise<TextRead> {
  try {
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new BodyRefused('too-large');
    const bytes = await bodyBytes(request, maxBytes);
    try {
      return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    } catch {
      throw new BodyRefused('malformed');
    }
  } catch (error) {
    if (error instanceof BodyRefused) return refusal(error);
    throw error;
  }
}

function multipartCeiling(bounds: Required<Omit<FormLimits, 'scratch'>>): number {
  // Room for every file at its limit, the fields, and the parts' own headers.
  return bounds.bodyBytes + bounds.files * (bounds.fileBytes + 16 * 1024);
}

/** The body's bytes, refusing past `max` as they arrive. */
async function bodyBytes(request: Request, max: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BodyRefused('malformed');
    }
    if (chunk.done) break;
    total += chunk.value.byteLength;
    if (total > max) {
      // Stop reading: the server answers and closes the connection without taking the rest.
      reader.releaseLock();
      throw new BodyRefused('too-large');
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** One url-encoded name or value; a bad escape ("%zz", a broken UTF-8 sequence) is malformed. */
function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    throw new BodyRefused('malformed');
  }
}

function checkText(value: string, max: number): string {
  if (Buffer.byteLength(value) > max) throw new BodyRefused('too-large');
  if (CONTROL.test(value)) throw new BodyRefused('malformed');
  return value;
}

async function readUrlEncoded(request: Request, bounds: Required<Omit<FormLimits, 'scratch'>>): Promise<FormData> {
  const bytes = await bodyBytes(request, bounds.bodyBytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new BodyRefused('malformed');
  }
  const formData = new FormData();
  if (text === '') return formData;
  const pairs = text.split('&');
  if (pairs.length > bounds.fields) throw new BodyRefused('too-large');
  for (const pair of pairs) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const name = decodeComponent(split < 0 ? pair : pair.slice(0, split));
    const value = split < 0 ? '' : decodeComponent(pair.slice(split + 1));
    formData.append(checkText(name, 256), checkText(value, bounds.fieldBytes));
  }
  return formData;
}

async function readMultipart(
  request: Request,
  bounds: Required<Omit<FormLimits, 'scratch'>> & { scratch?: UploadScratch },
  ceiling: number,
): Promise<FormData> {
  if (!request.body) throw new BodyRefused('malformed');
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 256,
        fieldSize: bounds.fieldBytes,
        fields: bounds.fields,
        files: bounds.files,
        fileSize: bounds.fileBytes,
        parts: bounds.fields + bounds.files,
        headerPairs: 20,
      },
    });
  } catch {
    throw new BodyRefused('malformed');
  }
  const formData = new FormData();
  const pending: Promise<void>[] = [];
  let refusal: BodyRefused | undefined;
  const refuse = (reason: BodyRefusal) => {
    refusal ??= new BodyRefused(reason);
  };
  parser.on('field', (name: string | undefined, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return refuse('too-large');
    if (typeof name !== 'string') return refuse('malformed');
    try {
      formData.append(checkText(name, 256), checkText(value, bounds.fieldBytes));
    } catch (error) {
      refuse(error instanceof BodyRefused ? error.reason : 'malformed');
    }
  });
  const fileStreams: Readable[] = [];
  parser.on('file', (name: string | undefined, stream, info) => {
    fileStreams.push(stream);
    if (typeof name !== 'string') {
      refuse('malformed');
      stream.resume();
      return;
    }
    stream.once('limit', () => refuse('too-large'));
    pending.push(
      receiveFile(stream, bounds).then(
        (file) => {
          if (file === 'too-large') return refuse('too-large');
          formData.append(name, new File(file, info.filename ?? '', { type: info.mimeType }));
        },
        () => refuse('malformed'),
      ),
    );
  });
  parser.on('error', () => refuse('malformed'));
  parser.on('fieldsLimit', () => refuse('too-large'));
  parser.on('filesLimit', () => refuse('too-large'));
  parser.on('partsLimit', () => refuse('too-large'));

  let total = 0;
  const counted = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const limiter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > ceiling) return done(new BodyRefused('too-large'));
      if (refusal) return done(refusal);
      parser.write(chunk, done);
    },
    final(done) {
      parser.end();
      parser.once('close', () => done(refusal));
    },
  });
  try {
    await pipeline(counted, limiter);
    await Promise.all(pending);
  } catch (error) {
    // A refused body is not read any further: the parts still open end here.
    for (const stream of fileStreams) stream.destroy();
    parser.destroy();
    await Promise.allSettled(pending);
    throw error instanceof BodyRefused ? error : (refusal ?? new BodyRefused('malformed'));
  } finally {
    parser.removeAllListeners('file');
  }
  if (refusal) throw refusal;
  return formData;
}

/** One file part: small ones in memory, the rest in the request's scratch folder, cut off at the limit. */
async function receiveFile(stream: Readable, bounds: { fileBytes: number; scratch?: UploadScratch }): Promise<BlobPart[] | 'too-large'> {
  let truncated = false;
  stream.once('limit', () => (truncated = true));
  const chunks: Buffer[] = [];
  let size = 0;
  let target: string | undefined;
  let out: fs.WriteStream | undefined;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (truncated) continue;
      size += chunk.byteLength;
      if (!out && bounds.scratch && size > MEMORY_FILE_BYTES) {
        target = bounds.scratch.file();
        out = fs.createWriteStream(target);
        for (const earlier of chunks.splice(0)) out.write(earlier);
      }
      if (out) {
        if (!out.write(chunk)) await new Promise<void>((resolve) => out!.once('drain', () => resolve()));
      } else chunks.push(chunk);
    }
    if (out) await new Promise<void>((resolve, reject) => out!.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    out?.destroy();
    throw error;
  }
  if (truncated) return 'too-large';
  if (target) return [await fs.openAsBlob(target)];
  return chunks.map((chunk) => new Uint8Array(chunk));
}
