/**
 * The optional manuscript sample, checked by its content, never by its name or the browser's
 * media type: a PDF starts with `%PDF-`; DOCX and ODT are zip files (`PK\x03\x04`), an ODT's first
 * entry is `mimetype` holding `application/vnd.oasis.opendocument.text`, a DOCX has
 * `word/document.xml`. Only those two entries are ever unpacked, through lib/archive, which
 * refuses a zip bomb from its directory and inflates off the event loop.
 */
import { ArchiveRefused, openZip, type ZipLimits } from '#app/lib/archive/zip-reader.server.ts';
import { SAMPLE_MAX_BYTES, SAMPLE_MEDIA_TYPES } from './proposal-limits.ts';

export type SampleKind = keyof typeof SAMPLE_MEDIA_TYPES;

export interface ProposalSample {
  kind: SampleKind;
  bytes: Uint8Array;
  /** The name as sent, tidied for display (no path, no control characters, at most 200 characters). */
  name: string;
  mediaType: string;
}

export type SampleCheck = { ok: true; sample: ProposalSample | null } | { ok: false; error: 'sampleTooLarge' | 'sampleType' | 'sampleUnsafe' };

/** A DOCX or ODT of at most SAMPLE_MAX_BYTES has a few hundred entries at most. */
const SAMPLE_ZIP_LIMITS: ZipLimits = { entries: 2000, uncompressedBytes: 200 * 1024 * 1024, ratio: 200, ratioFloorBytes: 1024 * 1024 };
const TELLING_ENTRY_MAX_BYTES = 20 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, prefix: string) => prefix.length <= bytes.length && [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));

const ODT_MIMETYPE = SAMPLE_MEDIA_TYPES.odt;

/** What the bytes are (pdf, docx, odt), null when they are none of those, or 'unsafe' for a zip bomb. */
export async function sniffSample(bytes: Uint8Array): Promise<SampleKind | 'unsafe' | null> {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (!startsWith(bytes, 'PK\x03\x04')) return null;
  try {
    const zip = openZip(bytes, SAMPLE_ZIP_LIMITS);
    const small = (name: string) => zip.entries.some((entry) => entry.name === name && entry.size <= TELLING_ENTRY_MAX_BYTES);
    // An ODT's first entry is "mimetype", stored uncompressed.
    const first = [...zip.entries].sort((a, b) => a.headerOffset - b.headerOffset)[0];
    if (first?.name === 'mimetype' && small('mimetype')) {
      const mimetype = await zip.read('mimetype');
      if (mimetype && new TextDecoder().decode(mimetype).trim() === ODT_MIMETYPE) return 'odt';
    }
    if (small('word/document.xml') && (await zip.read('word/document.xml'))) return 'docx';
    return null;
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.problem === 'not-zip' || error.problem === 'corrupt-entry' ? null : 'unsafe';
    throw error;
  }
}

export function cleanFileName(name: string, kind: SampleKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .normalize('NFC')
    .slice(0, 200);
  return base || `amostra.${kind}`;
}

/** The posted `sample` field: none (no file chosen), a checked sample, or the reason it is refused. */
export async function checkSample(value: FormDataEntryValue | null): Promise<SampleCheck> {
  if (!(value instanceof File) || (value.size === 0 && !value.name)) return { ok: true, sample: null };
  if (value.size > SAMPLE_MAX_BYTES) return { ok: false, error: 'sampleTooLarge' };
  if (value.size === 0) return { ok: false, error: 'sampleType' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = await sniffSample(bytes);
  if (kind === 'unsafe') return { ok: false, error: 'sampleUnsafe' };
  if (!kind) return { ok: false, error: 'sampleType' };
  return { ok: true, sample: { kind, bytes, name: cleanFileName(value.name, kind), mediaType: SAMPLE_MEDIA_TYPES[kind] } };
}
