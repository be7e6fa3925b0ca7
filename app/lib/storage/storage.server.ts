/**
 * Where uploaded files live: the local folder DATA_DIR/uploads by default, an S3-compatible
 * bucket when S3_* is set (s3-storage.server.ts). Callers use `storage()` and never learn which.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { config, type Config } from '../config.server.ts';
import { isSafeKey, safeKey, type FileStorage } from './file-storage.server.ts';
import { s3Storage } from './s3-storage.server.ts';

export type { FileStorage } from './file-storage.server.ts';

export function localStorage(root = path.join(config().dataDir, 'uploads')): FileStorage {
  return {
    async put(key, data) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      await fs.writeFile(`${file}.tmp`, data);
      await fs.rename(`${file}.tmp`, file);
    },
    async delete(key) {
      await fs.rm(path.join(root, safeKey(key)), { force: true });
    },
    async open(key, range) {
      const file = path.join(root, safeKey(key));
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        stream: Readable.toWeb(createReadStream(file, range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>,
        size: stat.size,
      };
    },
  };
}

/** The backend a configuration asks for: S3 when S3_* is set, else the local uploads folder. */
export function selectStorage(settings: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return settings.s3 ? s3Storage(settings.s3) : localStorage(path.join(settings.dataDir, 'uploads'));
}

let current: { settings: Config; storage: FileStorage } | undefined;
export function storage(): FileStorage {
  // Follows the configuration when it is read again (tests).
  const settings = config();
  if (current?.settings !== settings) current = { settings, storage: selectStorage(settings) };
  return current.storage;
}

/**
 * An upload's bytes, or null when there is no such file (a key the storage would refuse counts
 * as none). For readers that need the whole file at once, such as the image resizer.
 */
export async function readUpload(key: string, from: FileStorage = storage()): Promise<Buffer | null> {
  if (!isSafeKey(key)) return null;
  const file = await from.open(key);
  if (!file) return null;
  return Buffer.from(await new Response(file.stream).arrayBuffer());
}

/**
 * A local copy of an upload under `folder` (same relative path), fetched from the storage the
 * first time and reused after: lets code that reads files from disk (ipx) serve S3 uploads.
 * Upload keys get a new name for new content, so a copy does not go stale. Null when there is
 * no such upload.
 */
export async function localCopy(key: string, folder: string, from: FileStorage = storage()): Promise<string | null> {
  if (!isSafeKey(key)) return null;
  const file = path.join(folder, key);
  if (
    await fs.stat(file).then(
      (stat) => stat.isFile(),
      () => false,
    )
  )
    return file;
  const data = await readUpload(key, from);
  if (!data) return null;
  // A name of its own per writer, then rename: two requests for the same file never mix bytes.
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return file;
}
