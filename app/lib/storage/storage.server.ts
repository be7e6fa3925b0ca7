/**
 * Where uploaded files live. Local folder DATA_DIR/uploads by default (served through /_ipx,
 * which reads the same folder). An S3-compatible backend plugs in behind the same three calls
 * when the catalog's files need it (S3_* settings).
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { config } from '../config.server.ts';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** A stored file as a stream with its size, or null when there is none. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
}

function safeKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

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
    async open(key) {
      const file = path.join(root, safeKey(key));
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return { stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: stat.size };
    },
  };
}

export function storage(): FileStorage {
  return localStorage();
}
