/**
 * What every storage backend offers, and the key rules they all enforce. Kept apart from
 * storage.server.ts so the backends can share it without importing the module that picks them.
 */

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
