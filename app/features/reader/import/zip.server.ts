/**
 * The EPUB container (a ZIP), read with bounds: the file size, the number of entries and the
 * total uncompressed size are checked from the central directory before anything is inflated,
 * and every entry is inflated into a buffer of its declared size (a lying entry is cut there,
 * never grown), so a zip bomb costs at most the declared limits.
 */
import { unzipSync } from 'fflate';
import { EpubError } from './errors.ts';

export const ARCHIVE_LIMITS = {
  fileBytes: 100 * 1024 * 1024,
  entries: 5000,
  uncompressedBytes: 500 * 1024 * 1024,
};

export interface Archive {
  /** Every file in the archive (folders left out), by its path. */
  readonly names: ReadonlySet<string>;
  /** Inflates the named files (missing ones are left out). */
  extract(names: Iterable<string>): Map<string, Uint8Array>;
  read(name: string): Uint8Array | null;
}

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Absolute paths, drive letters, backslashes and ".." would point outside the archive. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0') || /^[a-z]:/i.test(name)) return false;
  return name.split('/').every((segment) => segment !== '..' && segment !== '.');
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function openArchive(data: Uint8Array, limits = ARCHIVE_LIMITS): Archive {
  if (data.length > limits.fileBytes) throw new EpubError('too-large', `The file has ${mb(data.length)} MB; at most ${MB(limits.fileBytes)} are accepted.`, MB(limits.fileBytes));
  // A ZIP starts with a local file header ("PK\3\4").
  if (data.length < 22 || data[0] !== 0x50 || data[1] !== 0x4b || data[2] !== 0x03 || data[3] !== 0x04) {
    throw new EpubError('not-zip', 'The file is not a ZIP archive, so it is not an EPUB.');
  }
  const names = new Set<string>();
  let entries = 0;
  let total = 0;
  try {
    unzipSync(data, {
      filter(file) {
        entries++;
        if (entries > limits.entries) throw new EpubError('too-many-entries', `The archive has more than ${limits.entries} entries.`, String(limits.entries));
        total += file.originalSize;
        if (total > limits.uncompressedBytes) {
          throw new EpubError('too-large-uncompressed', `The archive would take more than ${MB(limits.uncompressedBytes)} uncompressed.`, MB(limits.uncompressedBytes));
        }
        if (!isSafeEntryName(file.name)) throw new EpubError('unsafe-path', `The archive holds a path outside itself: "${file.name}".`, file.name);
        if (!file.name.endsWith('/')) names.add(file.name);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof EpubError) throw error;
    throw new EpubError('not-zip', 'The file is not a readable ZIP archive, so it is not an EPUB.');
  }

  const cache = new Map<string, Uint8Array>();
  const extract = (wanted: Iterable<string>) => {
    const missing = new Set<string>();
    for (const name of wanted) if (names.has(name) && !cache.has(name)) missing.add(name);
    if (missing.size) {
      let current = '';
      try {
        const files = unzipSync(data, {
          filter(file) {
            current = file.name;
            return missing.has(file.name);
          },
        });
        for (const [name, bytes] of Object.entries(files)) cache.set(name, bytes);
      } catch {
        throw new EpubError('corrupt-entry', `The archive entry "${current}" cannot be decompressed.`, current);
      }
    }
    const result = new Map<string, Uint8Array>();
    for (const name of wanted) {
      const bytes = cache.get(name);
      if (bytes) result.set(name, bytes);
    }
    return result;
  };
  return { names, extract, read: (name) => extract([name]).get(name) ?? null };
}
