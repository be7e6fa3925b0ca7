/**
 * A manuscript's files checked by their content (decision 0045), never by their name or the
 * browser's media type: DOCX, ODT or PDF of at most 20 MB. A PDF starts with `%PDF-`; DOCX and ODT
 * are ZIPs opened through lib/archive (a bomb is refused from its directory), an ODT's first entry
 * is `mimetype` holding the OpenDocument text type, a DOCX has `word/document.xml`.
 *
 * An anonymised copy (or a review's annotated file) is refused when its document properties name
 * someone, saying which: DOCX docProps/core.xml `dc:creator` and `cp:lastModifiedBy`, docProps/
 * app.xml `Company` and `Manager`; ODT meta.xml `meta:initial-creator` and `dc:creator`; PDF's Info
 * `/Author` (every Info dictionary: an incremental update keeps the old ones) and XMP `dc:creator`.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ArchiveRefused, openZip, type ZipLimits, type ZipReader } from '#app/lib/archive/zip-reader.server.ts';

const inflate = promisify(zlib.inflate);

export const MANUSCRIPT_MAX_BYTES = 20 * 1024 * 1024;

export const DOCUMENT_MEDIA_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_MEDIA_TYPES;

/** A document of at most 20 MB has a few thousand entries at most; lib/archive's ratio and size limits hold. */
const DOCUMENT_ZIP_LIMITS: ZipLimits = { entries: 5000, uncompressedBytes: 300 * 1024 * 1024, ratio: 200, ratioFloorBytes: 1024 * 1024 };
/** The property files are small; a bigger one is not read (and not trusted). */
const PROPERTIES_MAX_BYTES = 2 * 1024 * 1024;
/** How much a PDF's compressed object or metadata stream may inflate to while we look for an author. */
const PDF_STREAM_MAX_BYTES = 8 * 1024 * 1024;

/** The property that names someone, as the message names it. */
export type NamingProperty = 'dc:creator' | 'cp:lastModifiedBy' | 'Company' | 'Manager' | 'meta:initial-creator' | 'Author' | 'xmp:dc:creator';

export type FileError = 'fileRequired' | 'fileTooLarge' | 'fileType' | 'fileUnsafe' | 'fileNamesSomeone';

export interface CheckedDocument {
  kind: DocumentKind;
  bytes: Uint8Array;
  /** The name as sent, tidied (no path, no control characters, at most 200 characters). */
  name: string;
  mediaType: string;
  size: number;
}

export type DocumentCheck =
  | { ok: true; file: CheckedDocument | null }
  | { ok: false; error: Exclude<FileError, 'fileNamesSomeone'> }
  | { ok: false; error: 'fileNamesSomeone'; property: NamingProperty };

const startsWith = (bytes: Uint8Array, prefix: string) => prefix.length <= bytes.length && [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));

/** What the bytes are, with the opened archive for DOCX and ODT; null when none of those, 'unsafe' for a refused archive. */
async function sniff(bytes: Uint8Array): Promise<{ kind: DocumentKind; zip: ZipReader | null } | 'unsafe' | null> {
  if (startsWith(bytes, '%PDF-')) return { kind: 'pdf', zip: null };
  if (!startsWith(bytes, 'PK\x03\x04')) return null;
  try {
    const zip = openZip(bytes, DOCUMENT_ZIP_LIMITS);
    const small = (name: string) => zip.entries.some((e) => e.name === name && e.size <= PROPERTIES_MAX_BYTES);
    const first = [...zip.entries].sort((a, b) => a.headerOffset - b.headerOffset)[0];
    if (first?.name === 'mimetype' && small('mimetype')) {
      const mimetype = await zip.read('mimetype');
      if (mimetype && new TextDecoder().decode(mimetype).trim() === DOCUMENT_MEDIA_TYPES.odt) return { kind: 'odt', zip };
    }
    if (zip.names.has('word/document.xml') && zip.names.has('[Content_Types].xml')) return { kind: 'docx', zip };
    return null;
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.problem === 'not-zip' ? null : 'unsafe';
    throw error;
  }
}

/** The text of every element with this local name (any namespace prefix), tags inside removed, trimmed. */
export function elementTexts(xml: string, localName: string): string[] {
  const out: string[] = [];
  const re = new RegExp(`<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${localName}\\s*>)`, 'g');
  for (const m of xml.matchAll(re)) {
    out.push(
      (m[1] ?? '')
        .replace(/<[^>]*>/g, '')
        .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, 'x')
        .trim(),
    );
  }
  return out;
}

const namesSomeone = (xml: string, localName: string) => elementTexts(xml, localName).some((text) => text !== '');

async function readSmall(zip: ZipReader, name: string): Promise<string | null> {
  const entry = zip.entries.find((e) => e.name === name);
  if (!entry) return null;
  if (entry.size > PROPERTIES_MAX_BYTES) return '<too-large/>';
  const bytes = await zip.read(name);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/** The first DOCX property that names someone, or null. */
async function docxNaming(zip: ZipReader): Promise<NamingProperty | null> {
  const core = await readSmall(zip, 'docProps/core.xml');
  if (core !== null) {
    if (namesSomeone(core, 'creator')) return 'dc:creator';
    if (namesSomeone(core, 'lastModifiedBy')) return 'cp:lastModifiedBy';
  }
  const app = await readSmall(zip, 'docProps/app.xml');
  if (app !== null) {
    if (namesSomeone(app, 'Company')) return 'Company';
    if (namesSomeone(app, 'Manager')) return 'Manager';
  }
  return null;
}

/** The first ODT property that names someone, or null. */
async function odtNaming(zip: ZipReader): Promise<NamingProperty | null> {
  const meta = await readSmall(zip, 'meta.xml');
  if (meta === null) return null;
  if (namesSomeone(meta, 'initial-creator')) return 'meta:initial-creator';
  if (namesSomeone(meta, 'creator')) return 'dc:creator';
  return null;
}

/** A PDF string's content as written (a literal `(…)` with its escapes, or `<hex>`), non-empty when it names something. */
function pdfStringNonEmpty(raw: string): boolean {
  if (raw.startsWith('<')) {
    const hex = raw.slice(1, -1).replace(/\s/g, '');
    // UTF-16 with its byte-order mark and nothing else, or spaces only, is empty.
    const bytes = hex.match(/../g)?.map((h) => Number.parseInt(h, 16)) ?? [];
    const meaningful = bytes.filter((b, i) => !((i < 2 && (b === 0xfe || b === 0xff)) || b === 0 || b === 0x20));
    return meaningful.length > 0;
  }
  const inner = raw
    .slice(1, -1)
    .replace(/^(?:\\376\\377|\u00fe\u00ff)/, '')
    .replace(/\\(?:0{1,3}|040|[nrtbf]|\r?\n)/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000\s]/g, '');
  return inner.length > 0;
}

const PDF_STRING = String.raw`(\((?:\\[\s\S]|[^\\)])*\)|<[\da-fA-F\s]*>)`;
const PDF_AUTHOR = new RegExp(String.raw`\/Author\s*(?:${PDF_STRING}|(\d+)\s+(\d+)\s+R\b)`, 'g');

/**
 * The first part of a PDF's text (raw or an inflated stream) that names someone. An /Author given
 * by reference is looked up in `whole` (the file's text); one that cannot be found there (inside a
 * compressed object stream) is taken to name someone, since we cannot show it does not.
 */
function pdfTextNaming(text: string, whole = text): NamingProperty | null {
  for (const m of text.matchAll(PDF_AUTHOR)) {
    if (m[1] !== undefined) {
      if (pdfStringNonEmpty(m[1])) return 'Author';
      continue;
    }
    const target = new RegExp(String.raw`(?:^|\s)${m[2]}\s+${m[3]}\s+obj\s*${PDF_STRING}\s*endobj`).exec(whole);
    if (!target || pdfStringNonEmpty(target[1]!)) return 'Author';
  }
  if (text.includes('<x:xmpmeta') || text.includes('<rdf:RDF')) {
    for (const creator of elementTexts(text, 'creator')) if (creator !== '') return 'xmp:dc:creator';
  }
  return null;
}

/**
 * The first PDF property that names someone: every Info dictionary's /Author, XMP's dc:creator;
 * compressed object streams and metadata streams are inflated (bounded) to look inside.
 */
export async function pdfNaming(bytes: Uint8Array): Promise<NamingProperty | null> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const plain = pdfTextNaming(text);
  if (plain) return plain;
  const streams = /<<((?:(?!stream)[\s\S]){0,2000}?)>>\s*stream\r?\n/g;
  for (const m of text.matchAll(streams)) {
    const dict = m[1]!;
    if (!/\/FlateDecode/.test(dict) || !/\/Type\s*\/(?:ObjStm|Metadata)/.test(dict)) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const inflated = await inflate(bytes.subarray(start, end), { maxOutputLength: PDF_STREAM_MAX_BYTES });
      const found = pdfTextNaming(inflated.toString('latin1'), text);
      if (found) return found;
    } catch {
      // A stream that does not inflate (damaged, or past the bound) hides nothing we can read; the rest is still checked.
    }
  }
  return null;
}

export function cleanFileName(name: string, kind: DocumentKind): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .normalize('NFC')
    .slice(0, 200);
  return base || `manuscript.${kind}`;
}

/** The first document property naming someone, whatever the kind of document. */
export async function namingProperty(bytes: Uint8Array): Promise<NamingProperty | null> {
  const sniffed = await sniff(bytes);
  if (!sniffed || sniffed === 'unsafe') return null;
  if (sniffed.kind === 'pdf') return pdfNaming(bytes);
  return sniffed.kind === 'docx' ? docxNaming(sniffed.zip!) : odtNaming(sniffed.zip!);
}

/**
 * A posted file field: none chosen (`file: null`), a checked document, or why it is refused. With
 * `anonymised`, a document whose properties name someone is refused with the property's name.
 */
export async function checkDocument(value: FormDataEntryValue | null, { anonymised = false } = {}): Promise<DocumentCheck> {
  if (!(value instanceof File) || (value.size === 0 && !value.name)) return { ok: true, file: null };
  if (value.size > MANUSCRIPT_MAX_BYTES) return { ok: false, error: 'fileTooLarge' };
  if (value.size === 0) return { ok: false, error: 'fileType' };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const sniffed = await sniff(bytes);
  if (sniffed === 'unsafe') return { ok: false, error: 'fileUnsafe' };
  if (!sniffed) return { ok: false, error: 'fileType' };
  if (anonymised) {
    const property = sniffed.kind === 'pdf' ? await pdfNaming(bytes) : sniffed.kind === 'docx' ? await docxNaming(sniffed.zip!) : await odtNaming(sniffed.zip!);
    if (property) return { ok: false, error: 'fileNamesSomeone', property };
  }
  return {
    ok: true,
    file: { kind: sniffed.kind, bytes, name: cleanFileName(value.name, sniffed.kind), mediaType: DOCUMENT_MEDIA_TYPES[sniffed.kind], size: bytes.byteLength },
  };
}
