/**
 * Every ZIP we are sent (an EPUB to import, a DOCX or ODT proposal sample) is opened here.
 *
 * The central directory is inspected before a byte is inflated: how many entries, their declared
 * sizes and total, the compression ratio of big entries, safe names, no duplicates, and no two
 * entries sharing compressed bytes (the overlapping-entries bomb: a few KB that inflate to
 * gigabytes by pointing thousands of entries at the same data). A bomb is refused there, in
 * microseconds. What passes is inflated one entry at a time on zlib's thread pool (never on the
 * event loop), with the output capped at the entry's declared size and its CRC-32 checked.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const inflateRaw = promisify(zlib.inflateRaw);

export type ArchiveProblem =
  | 'not-zip'
  | 'unsupported'
  | 'too-many-entries'
  | 'too-large-uncompressed'
  | 'compression-ratio'
  | 'overlapping-entries'
  | 'duplicate-entry'
  | 'unsafe-path'
  | 'encrypted'
  | 'corrupt-entry';

export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
  readonly problem: ArchiveProblem;
  /** The entry, or the limit, the refusal is about. */
  readonly detail: string;
  constructor(problem: ArchiveProblem, message: string, detail = '') {
    super(message);
    this.problem = problem;
    this.detail = detail;
  }
}

export interface ZipLimits {
  entries: number;
  /** The sum of every entry's declared size. */
  uncompressedBytes: number;
  /** Largest inflated/compressed ratio for an entry over `ratioFloorBytes`. */
  ratio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { entries: 5000, uncompressedBytes: 500 * 1024 * 1024, ratio: 200, ratioFloorBytes: 1024 * 1024 };

export interface ZipEntry {
  name: string;
  method: number;
  /** MS-DOS time and date, as stored. */
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
  dataOffset: number;
}

export interface ZipReader {
  /** Every file (folders left out), by its path. */
  readonly names: ReadonlySet<string>;
  readonly entries: readonly ZipEntry[];
  /** The inflated bytes of a file, or null when there is no such file. */
  read(name: string): Promise<Uint8Array | null>;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Absolute paths, drive letters, backslashes and ".." would point outside the archive. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[a-z]:/i.test(name)) return false;
  return name.split('/').every((segment) => segment !== '..' && segment !== '.');
}

/** Starts as a ZIP does (its first local header's signature): four bytes are enough to tell; whether it reads as one is inspectZip's. */
export function isZip(data: Uint8Array): boolean {
  return data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/** The archive's entries, checked against the limits; nothing is inflated. */
export function inspectZip(data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  if (!isZip(data)) throw new ArchiveRefused('not-zip', 'The file is not a ZIP archive.');
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const end = findEndOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0 || count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ArchiveRefused('unsupported', 'Multi-part and ZIP64 archives are not accepted.');
  }
  if (count > limits.entries) throw new ArchiveRefused('too-many-entries', `The archive has more than ${limits.entries} entries.`, String(limits.entries));
  if (directoryOffset + directorySize > end) throw new ArchiveRefused('not-zip', 'The archive’s directory lies outside the file.');

  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw new ArchiveRefused('not-zip', 'The archive’s directory is damaged.');
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const time = view.getUint16(at + 12, true);
    const date = view.getUint16(at + 14, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > end) throw new ArchiveRefused('not-zip', 'The archive’s directory is damaged.');
    const name = decodeName(data.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    at += 46 + nameLength + extraLength + commentLength;

    if (!isSafeEntryName(name)) throw new ArchiveRefused('unsafe-path', `The archive holds a path outside itself: "${name}".`, name);
    if (seen.has(name)) throw new ArchiveRefused('duplicate-entry', `The archive holds "${name}" twice.`, name);
    seen.add(name);
    if (flags & 0x1) throw new ArchiveRefused('encrypted', `The archive entry "${name}" is encrypted.`, name);
    if (method !== 0 && method !== 8)
      throw new ArchiveRefused('unsupported', `The archive entry "${name}" uses a compression method that is not accepted.`, name);
    if (method === 0 && size !== compressedSize) throw new ArchiveRefused('corrupt-entry', `The archive entry "${name}" is damaged.`, name);
    total += size;
    if (total > limits.uncompressedBytes) {
      throw new ArchiveRefused(
        'too-large-uncompressed',
        `The archive would take more than ${mb(limits.uncompressedBytes)} uncompressed.`,
        mb(limits.uncompressedBytes),
      );
    }
    if (size > limits.ratioFloorBytes && size / Math.max(compressedSize, 1) > limits.ratio) {
      throw new ArchiveRefused('compression-ratio', `The archive entry "${name}" is compressed more than ${limits.ratio} to 1, as only a zip bomb is.`, name);
    }
    if (headerOffset + 30 > directoryOffset || view.getUint32(headerOffset, true) !== LOCAL) {
      throw new ArchiveRefused('corrupt-entry', `The archive entry "${name}" is damaged.`, name);
    }
    const dataOffset = headerOffset + 30 + view.getUint16(headerOffset + 26, true) + view.getUint16(headerOffset + 28, true);
    if (dataOffset + compressedSize > directoryOffset) throw new ArchiveRefused('corrupt-entry', `The archive entry "${name}" is damaged.`, name);
    entries.push({ name, method, time, date, crc, compressedSize, size, headerOffset, dataOffset });
  }

  // Each entry's data must end before the next entry's header begins.
  const byOffset = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  for (let index = 1; index < byOffset.length; index++) {
    const before = byOffset[index - 1]!;
    if (before.dataOffset + before.compressedSize > byOffset[index]!.headerOffset) {
      throw new ArchiveRefused('overlapping-entries', 'The archive’s entries share their data, as only a zip bomb’s do.', byOffset[index]!.name);
    }
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of up to 65,535.
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD && at + 22 + view.getUint16(at + 20, true) <= view.byteLength) return at;
  }
  throw new ArchiveRefused('not-zip', 'The file is not a readable ZIP archive.');
}

function decodeName(bytes: Uint8Array, utf8: boolean): string {
  if (!utf8) {
    // Names without the UTF-8 flag are ASCII in practice; anything else is read as Latin-1.
    return Buffer.from(bytes).toString('latin1');
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/** One entry's bytes, inflated off the event loop, never past its declared size. */
export async function inflateEntry(data: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const raw = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let bytes: Uint8Array;
  if (entry.method === 0) bytes = raw;
  else {
    try {
      // A lying entry that would inflate past its declared size stops there (RangeError).
      bytes = await inflateRaw(raw, { maxOutputLength: Math.max(entry.size, 1) });
    } catch {
      throw new ArchiveRefused('corrupt-entry', `The archive entry "${entry.name}" cannot be decompressed.`, entry.name);
    }
  }
  if (bytes.length !== entry.size || zlib.crc32(bytes) >>> 0 !== entry.crc) {
    throw new ArchiveRefused('corrupt-entry', `The archive entry "${entry.name}" is damaged.`, entry.name);
  }
  return bytes;
}

export function openZip(data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipReader {
  const entries = inspectZip(data, limits);
  const byName = new Map(entries.filter((entry) => !entry.name.endsWith('/')).map((entry) => [entry.name, entry]));
  return {
    names: new Set(byName.keys()),
    entries,
    async read(name) {
      const entry = byName.get(name);
      return entry ? inflateEntry(data, entry) : null;
    },
  };
}
