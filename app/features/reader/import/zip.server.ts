/**
 * The EPUB container (a ZIP), opened through lib/archive: the file size is checked, then the
 * central directory (entry count, declared and total sizes, compression ratio, overlapping or
 * duplicate entries, unsafe paths) before anything is inflated. The files an import reads
 * (documents, the package, navigation, pictures) are then inflated off the event loop, each
 * capped at its declared size, so the import's own steps can read them synchronously.
 */
import { ArchiveRefused, openZip, type ZipLimits } from '#app/lib/archive/zip-reader.server.ts';
import { EpubError } from './errors.ts';

export { isSafeEntryName } from '#app/lib/archive/zip-reader.server.ts';

export const ARCHIVE_LIMITS = {
  fileBytes: 100 * 1024 * 1024,
  entries: 5000,
  uncompressedBytes: 500 * 1024 * 1024,
  ratio: 200,
  ratioFloorBytes: 1024 * 1024,
};

export interface Archive {
  /** Every file in the archive (folders left out), by its path. */
  readonly names: ReadonlySet<string>;
  /** The named files that the archive has. */
  extract(names: Iterable<string>): Map<string, Uint8Array>;
  read(name: string): Uint8Array | null;
}

/** What an import reads; fonts, styles, scripts and media stay packed. */
const READ_BY_IMPORT = /(^mimetype$|\.(x?html?|xml|opf|ncx|svg|jpe?g|png|gif|webp)$)/i;

const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const PROBLEM_CODES = {
  'not-zip': 'not-zip',
  unsupported: 'not-zip',
  'too-many-entries': 'too-many-entries',
  'too-large-uncompressed': 'too-large-uncompressed',
  'compression-ratio': 'unsafe-archive',
  'overlapping-entries': 'unsafe-archive',
  'duplicate-entry': 'unsafe-archive',
  'unsafe-path': 'unsafe-path',
  encrypted: 'encrypted',
  'corrupt-entry': 'corrupt-entry',
} as const;

function asEpubError(error: unknown): unknown {
  if (!(error instanceof ArchiveRefused)) return error;
  const code = PROBLEM_CODES[error.problem];
  if (code === 'not-zip') return new EpubError('not-zip', 'The file is not a readable ZIP archive, so it is not an EPUB.');
  return new EpubError(code, error.message, error.detail);
}

export async function openArchive(data: Uint8Array, limits: ZipLimits & { fileBytes: number } = ARCHIVE_LIMITS): Promise<Archive> {
  if (data.length > limits.fileBytes)
    throw new EpubError('too-large', `The file has ${mb(data.length)} MB; at most ${MB(limits.fileBytes)} are accepted.`, MB(limits.fileBytes));
  const files = new Map<string, Uint8Array>();
  let names: ReadonlySet<string>;
  try {
    const zip = openZip(data, limits);
    names = zip.names;
    for (const name of names) {
      if (!READ_BY_IMPORT.test(name)) continue;
      files.set(name, (await zip.read(name))!);
    }
  } catch (error) {
    throw asEpubError(error);
  }
  const read = (name: string) => files.get(name) ?? null;
  const extract = (wanted: Iterable<string>) => {
    const result = new Map<string, Uint8Array>();
    for (const name of wanted) {
      const bytes = read(name);
      if (bytes) result.set(name, bytes);
    }
    return result;
  };
  return { names, extract, read };
}
