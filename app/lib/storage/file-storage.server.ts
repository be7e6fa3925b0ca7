/**
 * What every storage backend offers, and the key rules they all enforce. Kept apart from
 * storage.server.ts so the backends can share it without importing the module that picks them.
 */
import { createHash } from 'node:crypto';

export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * A stored file as a stream with its whole size, or null when there is none. With `range`
   * (bytes start to end, both included, within the file), only those bytes are streamed.
   */
  open(key: string, range?: ByteRange): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
}

/** Relative, no "..", only characters that are safe in a file name and in a URL path unescaped. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');
}

export function safeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

/**
 * "<folder>/<name>-<16 hex of the content's SHA-256>.<extension>": a key that never names other
 * bytes, so what is served from it may be kept a year (server/images.ts) and changed content
 * gets a new address.
 */
export function contentKey(folder: string, name: string, data: Uint8Array, extension: string): string {
  return safeKey(`${folder}/${name}-${createHash('sha256').update(data).digest('hex').slice(0, 16)}.${extension}`);
}
