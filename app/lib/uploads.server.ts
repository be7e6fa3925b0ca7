/**
 * Covers and ebook files: checked by their content (never by name or the browser's type),
 * written to storage before the database transaction, removed again if it fails; the file a
 * change replaced is removed only after the change is committed.
 */
import { randomBytes } from 'node:crypto';
import { log } from '#app/lib/log.server.ts';
import { storage } from '#app/lib/storage/storage.server.ts';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** 40 megapixels (8000 × 5000): larger images take seconds to decode, and no cover needs them. */
export const COVER_MAX_PIXELS = 40_000_000;
export const EBOOK_MAX_BYTES = 50 * 1024 * 1024;

export interface Upload {
  key: string;
  data: Buffer;
}

export type CoverCheck = { ok: true; cover: (Upload & { width: number; height: number }) | null } | { ok: false; error: 'coverInvalid' | 'coverTooLarge' };
export type FileCheck = { ok: true; file: Upload | null } | { ok: false; error: 'epubInvalid' | 'pdfInvalid' | 'fileTooLarge' };

/** A file input left empty posts an empty file (or nothing at all). */
export function chosenFile(entry: FormDataEntryValue | null): File | null {
  return entry instanceof File && (entry.size > 0 || entry.name !== '') ? entry : null;
}

const suffix = () => randomBytes(6).toString('hex');

/**
 * JPEG, PNG or WebP up to 5 MB and 40 megapixels, read by sharp (which refuses anything else); the
 * size is read from the image's header before a pixel is decoded. Stored as a JPEG, turned upright
 * and at most 2400 px on its longer side; its size lets pages reserve the space.
 */
export async function readCover(entry: FormDataEntryValue | null, slug: string, folder = 'covers'): Promise<CoverCheck> {
  const file = chosenFile(entry);
  if (!file) return { ok: true, cover: null };
  if (file.size > COVER_MAX_BYTES) return { ok: false, error: 'coverTooLarge' };
  if (file.size === 0) return { ok: false, error: 'coverInvalid' };
  const { default: sharp } = await import('sharp');
  try {
    const bytes = Buffer.from(await file.arrayBuffer());
    // The header says the format and size: an image too large is refused before any pixel is decoded.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') return { ok: false, error: 'coverInvalid' };
    if (width * height > COVER_MAX_PIXELS) return { ok: false, error: 'coverTooLarge' };
    const { data, info } = await sharp(bytes, { limitInputPixels: COVER_MAX_PIXELS })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, cover: { key: `${folder}/${slug}-${suffix()}.jpg`, data, width: info.width, height: info.height } };
  } catch {
    return { ok: false, error: 'coverInvalid' };
  }
}

/**
 * An EPUB is a ZIP whose first entry is the uncompressed file "mimetype" holding exactly
 * "application/epub+zip" (EPUB OCF 3.3, section 4.2.2).
 */
export function isEpub(data: Buffer): boolean {
  if (data.length < 58 || data.readUInt32LE(0) !== 0x04034b50) return false;
  const method = data.readUInt16LE(8);
  const nameLength = data.readUInt16LE(26);
  const extraLength = data.readUInt16LE(28);
  const name = data.subarray(30, 30 + nameLength).toString('latin1');
  const start = 30 + nameLength + extraLength;
  return method === 0 && name === 'mimetype' && data.subarray(start, start + 20).toString('latin1') === 'application/epub+zip';
}

export const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

export async function readEbookFile(entry: FormDataEntryValue | null, kind: 'epub' | 'pdf', name: string, folder = 'ebooks'): Promise<FileCheck> {
  const file = chosenFile(entry);
  if (!file) return { ok: true, file: null };
  if (file.size > EBOOK_MAX_BYTES) return { ok: false, error: 'fileTooLarge' };
  const data = Buffer.from(await file.arrayBuffer());
  if (kind === 'epub' ? !isEpub(data) : !isPdf(data)) return { ok: false, error: kind === 'epub' ? 'epubInvalid' : 'pdfInvalid' };
  return { ok: true, file: { key: `${folder}/${name}-${suffix()}.${kind}`, data } };
}

/** Removes stored files, logging (not throwing) when one cannot be removed. */
export async function removeFiles(keys: (string | null | undefined)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await storage().delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'a stored file could not be removed');
    }
  }
}

/**
 * Writes the uploads, then runs the change (one transaction). If writing or the change fails,
 * the files written are removed: nothing is left half-saved. After success, the files the
 * change replaced (`replaced` of its result) are removed.
 */
export async function withUploads<T extends { replaced?: (string | null | undefined)[] }>(uploads: (Upload | null)[], change: () => Promise<T>): Promise<T> {
  const written: string[] = [];
  try {
    for (const upload of uploads) {
      if (!upload) continue;
      await storage().put(upload.key, upload.data);
      written.push(upload.key);
    }
    const result = await change();
    await removeFiles(result.replaced ?? []);
    return result;
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
}
