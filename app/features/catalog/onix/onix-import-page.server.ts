/**
 * The admin's ONIX import: upload a file, read the preview, apply it. The uploaded file is kept
 * under DATA_DIR/onix-imports between the two steps (named by a random token, removed once applied
 * or after a day), so applying reads it again as it streams: nothing of it is held in a form.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { config } from '#app/lib/config.server.ts';
import type { Db } from '#app/lib/db/client.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { applyOnixImport, previewOnixImport, type ImportPlan } from './onix-import.server.ts';
import { OnixReadError, type OnixReadRefusal } from './onix-read.server.ts';

/** The largest message staff upload (a distributor's feed of several thousand products). */
export const ONIX_UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
const KEEP_MS = 24 * 3_600_000;
const TOKEN = /^[a-f0-9]{32}$/;

export type OnixImportState =
  | { status: 'preview'; token: string; plan: ImportPlan; fileName: string }
  | { status: 'applied'; plan: ImportPlan }
  | { status: 'refused'; reason: OnixReadRefusal | 'no-file' | 'expired' };

const folder = () => path.join(config().dataDir, 'onix-imports');
const host = () => new URL(config().appUrl).hostname;

function pruneOld(): void {
  const dir = folder();
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (Date.now() - fs.statSync(file).mtimeMs > KEEP_MS) fs.rmSync(file, { force: true });
  }
}

export async function onixImportAction(db: Db, actorId: string, request: Request): Promise<{ state: OnixImportState; status: number }> {
  const formData = await readPost(request, { bodyBytes: ONIX_UPLOAD_MAX_BYTES + 64 * 1024, files: 1, fileBytes: ONIX_UPLOAD_MAX_BYTES });
  if (!formData) return { state: { status: 'refused', reason: 'too-large' }, status: 413 };
  const refuse = (reason: Extract<OnixImportState, { status: 'refused' }>['reason'], status = 400) => ({ state: { status: 'refused', reason } as OnixImportState, status });
  try {
    if (formData.get('intent') === 'apply') {
      const token = String(formData.get('token') ?? '');
      const file = path.join(folder(), `${token}.xml`);
      if (!TOKEN.test(token) || !fs.existsSync(file)) return refuse('expired', 410);
      const plan = await applyOnixImport(db, fs.createReadStream(file), host(), actorId);
      fs.rmSync(file, { force: true });
      return { state: { status: 'applied', plan }, status: 200 };
    }
    const upload = formData.get('file');
    if (!(upload instanceof File) || upload.size === 0) return refuse('no-file');
    if (upload.size > ONIX_UPLOAD_MAX_BYTES) return refuse('too-large', 413);
    pruneOld();
    fs.mkdirSync(folder(), { recursive: true });
    const token = randomBytes(16).toString('hex');
    const file = path.join(folder(), `${token}.xml`);
    await pipeline(Readable.fromWeb(upload.stream() as WebReadableStream), fs.createWriteStream(file));
    try {
      const plan = await previewOnixImport(db, fs.createReadStream(file), host());
      return { state: { status: 'preview', token, plan, fileName: upload.name.slice(0, 200) }, status: 200 };
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
  } catch (error) {
    if (error instanceof OnixReadError) return refuse(error.code, error.code === 'too-large' ? 413 : 400);
    throw error;
  }
}
