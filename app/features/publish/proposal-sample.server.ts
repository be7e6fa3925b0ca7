/**
 * The optional manuscript sample, checked by its content, never by its name or the browser's
 * media type: a PDF starts with `%PDF-`; DOCX and ODT are zip files (`PK\x03\x04`), an ODT's first
 * entry is `mimetype` holding `application/vnd.oasis.opendocument.text`, a DOCX has
 * `word/document.xml`. Only those two entries are ever unpacked.
 */
import { unzipSync } from 'fflate';
import { SAMPLE_MAX_BYTES, SAMPLE_MEDIA_TYPES } from './proposal-limits.ts';

export type SampleKind = keyof typeof SAMPLE_MEDIA_TYPES;

export interface ProposalSample {
  kind: SampleKind;
  bytes: Uint8Array;
  /** The name as sent, tidied for display (no path, no control characters, at most 200 characters). */
  name: string;
  mediaType: string;
}

export type SampleCheck = { ok: true; sample: ProposalSample | null } | { ok: false; error: 'sampleTooLarge' | 'sampleType' };

const startsWith = (bytes: Uint8Array, prefix: string) => prefix.length <= bytes.length && [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));

const ODT_MIMETYPE = SAMPLE_MEDIA_TYPES.odt;

/** What the bytes are (pdf, docx, odt), or null when they are none of those. */
export function sniffSample(bytes: Uint8Array): SampleKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (!startsWith(bytes, 'PK\x03\x04')) return null;
  // The first local header's name: an ODT's is "mimetype", stored uncompressed right after it.
  const nameLength = bytes.length >= 30 ? bytes[26]! | (bytes[27]! << 8) : 0;
  const firstName = new TextDecoder().decode(bytes.subarray(30, 30 + nameLength));
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      // Only the two entries that tell the kind, and small ones at that (no zip bomb reaches memory).
      filter: (file) => (file.name === 'mimetype' || file.name === 'word/document.xml') && file.originalSize <= 20 * 1024 * 1024,
    });
  } catch {
    return null;
  }
  if (firstName === 'mimetype' && entries.mimetype && new TextDecoder().decode(entries.mimetype).trim() === ODT_MIMETYPE) return 'odt';
  if (entries['word/document.xml']) return 'docx';
  return null;
}

export function cleanFileName(name: string, kind: SampleKind): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().normalize('NFC').slice(0, 200);
  return base || `amostra.${kind}`;
}

/** The posted `sample` field: none (no file chosen), a checked sample, or the reason it is refused. */
export async function checkSample(value: FormDataEntryValue | null): Promise<SampleCheck> {
  if (!(value instanceof File) || (value.size === 0 && !value.name)) return { ok: true, sample: null };
  if (value.size > SAMPLE_MAX_BYTES) return { ok: false, error: 'sampleTooLarge' };
  if (value.size === 0) return { ok: false, error: 'sampleType' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const kind = sniffSample(bytes);
  if (!kind) return { ok: false, error: 'sampleType' };
  return { ok: true, sample: { kind, bytes, name: cleanFileName(value.name, kind), mediaType: SAMPLE_MEDIA_TYPES[kind] } };
}
