/**
 * Rewrites ZIP archives (EPUBs) without inflating what does not change: entries are read from
 * the central directory and copied with their compressed bytes as they are; only new or replaced
 * entries are deflated. That keeps personalising a copy of a large book to a few milliseconds.
 * ZIP64 archives are refused (an EPUB is far below 4 GB).
 */
import zlib from 'node:zlib';
import { ArchiveRefused, inspectZip } from '#app/lib/archive/zip-reader.server.ts';

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** The entry's stored bytes (compressed with `method`). */
  raw: Uint8Array;
  time: number;
  date: number;
}

export class ZipFormatError extends Error {}

/**
 * Every entry of the archive, in central-directory order, with its stored bytes. The directory is
 * checked by lib/archive first (sizes, ratio, overlapping or duplicate entries), as for any
 * archive we are sent: a stored upload is no more trusted than a fresh one.
 */
export function readEntries(data: Uint8Array): ZipEntry[] {
  try {
    return inspectZip(data).map(({ name, method, crc, compressedSize, size, dataOffset, time, date }) => ({
      name,
      method,
      crc,
      compressedSize,
      size,
      raw: data.subarray(dataOffset, dataOffset + compressedSize),
      time,
      date,
    }));
  } catch (error) {
    if (error instanceof ArchiveRefused) throw new ZipFormatError(error.message);
    throw error;
  }
}

function dosTime(now: Date) {
  return {
    time: (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2),
    date: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
  };
}

/** A new entry: stored when `store` (the EPUB's mimetype must be), else deflated. */
export function newEntry(name: string, content: string | Uint8Array, { store = false, now = new Date() } = {}): ZipEntry {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const raw = store ? bytes : new Uint8Array(zlib.deflateRawSync(bytes, { level: 9 }));
  return { name, method: store ? 0 : 8, crc: zlib.crc32(bytes) >>> 0, compressedSize: raw.length, size: bytes.length, raw, ...dosTime(now) };
}

/** The entry's content, inflated. */
export function entryBytes(entry: ZipEntry): Uint8Array {
  if (entry.method === 0) return entry.raw;
  if (entry.method === 8) return new Uint8Array(zlib.inflateRawSync(entry.raw, { maxOutputLength: Math.max(entry.size, 1) }));
  throw new ZipFormatError(`unsupported compression method ${entry.method} in ${entry.name}`);
}

export function entryText(entry: ZipEntry): string {
  return new TextDecoder().decode(entryBytes(entry));
}

/** Writes the entries, in order, as one archive (names in UTF-8, no data descriptors). */
export function writeZip(entries: ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const names = entries.map((e) => encoder.encode(e.name));
  let size = 22;
  for (const [i, e] of entries.entries()) size += 30 + 46 + 2 * names[i]!.length + e.raw.length;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let at = 0;
  const offsets: number[] = [];
  const header = (e: ZipEntry, name: Uint8Array, central: boolean, offset = 0) => {
    view.setUint32(at, central ? 0x02014b50 : 0x04034b50, true);
    at += 4;
    if (central) {
      view.setUint16(at, 20, true); // made by: version 2.0
      at += 2;
    }
    view.setUint16(at, 20, true); // needed: 2.0
    view.setUint16(at + 2, 0x0800, true); // UTF-8 names
    view.setUint16(at + 4, e.method, true);
    view.setUint16(at + 6, e.time, true);
    view.setUint16(at + 8, e.date, true);
    view.setUint32(at + 10, e.crc, true);
    view.setUint32(at + 14, e.compressedSize, true);
    view.setUint32(at + 18, e.size, true);
    view.setUint16(at + 22, name.length, true);
    view.setUint16(at + 24, 0, true);
    at += 26;
    if (central) {
      view.setUint16(at, 0, true); // comment
      view.setUint16(at + 2, 0, true); // disk
      view.setUint16(at + 4, 0, true); // internal attributes
      view.setUint32(at + 6, 0, true); // external attributes
      view.setUint32(at + 10, offset, true);
      at += 14;
    }
    out.set(name, at);
    at += name.length;
  };
  for (const [i, e] of entries.entries()) {
    offsets.push(at);
    header(e, names[i]!, false);
    out.set(e.raw, at);
    at += e.raw.length;
  }
  const directory = at;
  for (const [i, e] of entries.entries()) header(e, names[i]!, true, offsets[i]);
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 4, 0, true);
  view.setUint16(at + 6, 0, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, at - directory, true);
  view.setUint32(at + 16, directory, true);
  view.setUint16(at + 20, 0, true);
  return out.subarray(0, at + 22);
}
