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
import type { Db } from '#app/lib/db/client.server.ts';
import { readPost } from '#app/lib/respond.server.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { KeyOf } from '#app/i18n/messages.ts';
import type { onixImportMessages } from './onix-import-messages.ts';
import { ArchiveRefused, isZip } from '#app/lib/archive/zip-reader.server.ts';
import { applyOnixImport, onixZip, previewOnixImport, type CoverFiles, type ImportPlan, type OnixSource } from './onix-import.server.ts';
import { OnixReadError, type OnixReadRefusal } from './onix-read.server.ts';

/** The largest message staff upload (a distributor's feed of several thousand products). */
export const ONIX_UPLOAD_MAX_BYTES = 60 * 1024 * 1024;
const KEEP_MS = 24 * 3_600_000;
const TOKEN = /^[a-f0-9]{32}$/;

export const ONIX_IMPORT_FORM = 'onix-import';
type OnixImportKey = KeyOf<typeof onixImportMessages>;
/** What an accepted upload shows: the plan to read (with the token that applies it), or what was applied. */
export type OnixImportResult = { step: 'preview'; token: string; plan: ImportPlan; fileName: string } | { step: 'applied'; plan: ImportPlan };
export type OnixImportState = FormState<OnixImportKey, typeof ONIX_IMPORT_FORM, OnixImportResult>;
type OnixImportOutcome = Outcome<OnixImportKey, typeof ONIX_IMPORT_FORM, OnixImportResult>;

/** The file refused, with the sentence that says why (the file input keeps nothing to show again). */
const refuse = (reason: OnixReadRefusal | 'no-file' | 'expired', status = 400): OnixImportOutcome =>
  refused<OnixImportKey, typeof ONIX_IMPORT_FORM>(ONIX_IMPORT_FORM, {}, {}, `refused.${reason}`, {}, status);
const count = (plan: ImportPlan, action: string) => plan.works.filter((work) => work.action === action).length;

const folder = () => path.join(config().dataDir, 'onix-imports');
const host = () => new URL(config().appUrl).hostname;

/** The file kept for a token, if it is still there. */
function stored(token: string): string | null {
  for (const ext of ['xml', 'zip']) {
    const file = path.join(folder(), `${token}.${ext}`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** The message as it streams (an XML file), or read out of a ZIP with the images beside it; null for a ZIP without one. */
async function openSource(file: string): Promise<{ chunks: OnixSource; covers?: CoverFiles } | null> {
  if (file.endsWith('.xml')) return { chunks: () => fs.createReadStream(file) };
  const zip = await onixZip(new Uint8Array(fs.readFileSync(file)));
  return zip ? { chunks: () => Readable.from([zip.xml]), covers: zip.covers } : null;
}

function pruneOld(): void {
  const dir = folder();
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (Date.now() - fs.statSync(file).mtimeMs > KEEP_MS) fs.rmSync(file, { force: true });
  }
}

export async function onixImportAction(db: Db, actorId: string, request: Request): Promise<OnixImportOutcome> {
  const formData = await readPost(request, { bodyBytes: ONIX_UPLOAD_MAX_BYTES + 64 * 1024, files: 1, fileBytes: ONIX_UPLOAD_MAX_BYTES });
  if (!formData) return refuse('too-large', 413);
  try {
    if (formData.get('intent') === 'apply') {
      const token = String(formData.get('token') ?? '');
      const file = TOKEN.test(token) ? stored(token) : null;
      if (!file) return refuse('expired', 410);
      const source = await openSource(file);
      if (!source) return refuse('not-onix');
      const plan = await applyOnixImport(db, source.chunks, host(), actorId, source.covers);
      fs.rmSync(file, { force: true });
      return done<OnixImportKey, typeof ONIX_IMPORT_FORM, OnixImportResult>(ONIX_IMPORT_FORM, 'applied', {
        params: { create: count(plan, 'create'), update: count(plan, 'update') },
        result: { step: 'applied', plan },
      });
    }
    const upload = formData.get('file');
    if (!(upload instanceof File) || upload.size === 0) return refuse('no-file');
    if (upload.size > ONIX_UPLOAD_MAX_BYTES) return refuse('too-large', 413);
    pruneOld();
    fs.mkdirSync(folder(), { recursive: true });
    const token = randomBytes(16).toString('hex');
    const head = new Uint8Array(await upload.slice(0, 4).arrayBuffer());
    // A ZIP (the message and its covers) or the message alone, told apart by their first bytes.
    const file = path.join(folder(), `${token}.${isZip(head) ? 'zip' : 'xml'}`);
    await pipeline(Readable.fromWeb(upload.stream() as WebReadableStream), fs.createWriteStream(file));
    try {
      const source = await openSource(file);
      if (!source) {
        fs.rmSync(file, { force: true });
        return refuse('not-onix');
      }
      const plan = await previewOnixImport(db, source.chunks, host(), source.covers);
      const fileName = upload.name.slice(0, 200);
      return done<OnixImportKey, typeof ONIX_IMPORT_FORM, OnixImportResult>(ONIX_IMPORT_FORM, 'previewTitle', {
        params: { file: fileName, products: plan.products },
        result: { step: 'preview', token, plan, fileName },
      });
    } catch (error) {
      fs.rmSync(file, { force: true });
      throw error;
    }
  } catch (error) {
    if (error instanceof OnixReadError) return refuse(error.code, error.code === 'too-large' ? 413 : 400);
    // A ZIP that is not one, or one built to hurt (its entries are checked before anything is inflated).
    if (error instanceof ArchiveRefused) return refuse('not-onix');
    throw error;
  }
}
