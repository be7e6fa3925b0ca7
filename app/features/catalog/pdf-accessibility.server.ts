/**
 * What a PDF says of its own accessibility (issue 55, item 1: "read from each format's own
 * metadata … the PDF's tags and language"): whether it is tagged (its catalog's MarkInfo says
 * Marked true and it has a StructTreeRoot), the language it declares (the catalog's /Lang), its
 * title (the Info dictionary's or the XMP's dc:title), whether it holds pictures and whether its
 * tagged figures carry alternative text (what its access modes are, and whether text alone is
 * enough: scholarly/accessibility.ts). Read once, when the file is uploaded, and
 * kept with the format: the work page reads no file.
 *
 * A PDF 1.5+ keeps most dictionaries inside compressed object streams, so the Flate streams are
 * inflated too — bounded in number and in size, as any upload is.
 */
import zlib from 'node:zlib';

export interface PdfAccessibility {
  tagged: boolean;
  /** BCP 47 as the file writes it (pt-BR, en-US), null when it declares none. */
  lang: string | null;
  title: string | null;
  /** It holds pictures (image XObjects): its content is visual as well as textual. */
  images: boolean;
  /** Every tagged figure (a /Figure structure element) carries alternative text (/Alt or /ActualText); false without any. */
  figuresDescribed: boolean;
}

const MAX_STREAMS = 4000;
const MAX_INFLATED = 8 * 1024 * 1024;

/** A PDF string literal's text: escapes resolved, UTF-16BE (with its BOM) decoded. */
function literal(raw: string): string {
  const bytes = raw
    .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) =>
      /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : (({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e),
    )
    .replace(/\\\r?\n/g, '');
  if (bytes.startsWith('\u00fe\u00ff')) {
    let out = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
    return out;
  }
  return Buffer.from(bytes, 'latin1').toString('latin1');
}

function hexString(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const buffer = Buffer.from(clean.length % 2 ? `${clean}0` : clean, 'hex');
  return buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : buffer.toString('latin1');
}

/** The value of `/Name (…)`, `/Name <…>` or `/Name 13 0 R` (an object elsewhere in `all`) in a dictionary's text. */
function stringValue(text: string, name: string, all = text): string | null {
  const ref = new RegExp(String.raw`/${name}\s+(\d+)\s+(\d+)\s+R\b`).exec(text);
  if (ref) {
    const object = new RegExp(String.raw`(?:^|\s)${ref[1]}\s+${ref[2]}\s+obj\s*([\s\S]*?)\s*endobj`).exec(all)?.[1];
    return object ? stringValue(`/${name} ${object}`, name) : null;
  }
  const at = new RegExp(String.raw`/${name}\s*(\(|<(?!<))`).exec(text);
  if (!at) return null;
  const start = at.index + at[0].length;
  if (at[1] === '<') {
    const end = text.indexOf('>', start);
    return end < 0 ? null : hexString(text.slice(start, end));
  }
  // Balanced parentheses, with escapes.
  let depth = 1;
  let i = start;
  for (; i < text.length && depth > 0; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return literal(text.slice(start, i - 1));
}

/** The file's text and its inflated streams' (object streams hold the catalog in PDF 1.5+). */
function readable(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const parts = [raw];
  let inflated = 0;
  let streams = 0;
  const marker = /stream\r?\n/g;
  for (let m = marker.exec(raw); m && streams < MAX_STREAMS && inflated < MAX_INFLATED; m = marker.exec(raw)) {
    streams++;
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    // Only what is worth reading: object streams and metadata (not page contents, fonts or images).
    const head = raw.slice(Math.max(0, m.index - 400), m.index);
    const dict = head.slice(head.lastIndexOf('<<'));
    if (!/\/Type\s*\/(ObjStm|Metadata)/.test(dict)) continue;
    const data = Buffer.from(raw.slice(start, end), 'latin1');
    try {
      const text = /\/FlateDecode/.test(dict)
        ? zlib.inflateSync(data, { maxOutputLength: MAX_INFLATED - inflated }).toString('latin1')
        : data.toString('latin1');
      inflated += text.length;
      parts.push(text);
    } catch {
      // A stream we cannot inflate says nothing we could use.
    }
    marker.lastIndex = end;
  }
  return parts.join('\n');
}

/** The document information dictionary's /Title (an outline entry has one too, without /Producer or /CreationDate beside it). */
function infoTitle(text: string): string | null {
  for (const m of text.matchAll(/\/Title\s*[(<\d]/g)) {
    const from = text.lastIndexOf('<<', m.index);
    const to = text.indexOf('>>', m.index);
    const dict = text.slice(from, to < 0 ? undefined : to);
    if (/\/(Producer|Creator|CreationDate|ModDate|Author)\b/.test(dict)) return stringValue(dict, 'Title', text);
  }
  return null;
}

/** The dictionary around a match (from its `<<` to the `>>` that closes it). */
function dictionaryAt(text: string, at: number): string {
  const from = text.lastIndexOf('<<', at);
  let depth = 0;
  for (let i = from; i >= 0 && i < text.length - 1; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(from, i + 1);
    }
  }
  return '';
}

/** Whether every /Figure structure element has a text alternative (false when the file tags no figure). */
function figuresDescribed(text: string): boolean {
  const figures = [...text.matchAll(/\/S\s*\/Figure\b/g)].map((m) => dictionaryAt(text, m.index));
  return figures.length > 0 && figures.every((dict) => /\/(Alt|ActualText)\s*[(<]/.test(dict));
}

export function readPdfAccessibility(bytes: Uint8Array): PdfAccessibility {
  const text = readable(bytes);
  const tagged = /\/Marked\s+true/.test(text) && /\/StructTreeRoot\s/.test(text);
  const catalog = /\/Type\s*\/Catalog\b[\s\S]{0,2000}?>>/.exec(text)?.[0] ?? '';
  const lang = (stringValue(catalog, 'Lang', text) ?? stringValue(text, 'Lang'))?.trim() || null;
  // XMP is UTF-8 (the text here is read byte for byte).
  const xmp = /<dc:title>[\s\S]*?<rdf:li[^>]*>([^<]+)<\/rdf:li>/.exec(text)?.[1];
  const xmpTitle = xmp ? Buffer.from(xmp, 'latin1').toString('utf8') : undefined;
  const title = (xmpTitle ?? infoTitle(text) ?? '').trim() || null;
  return {
    tagged,
    lang: lang && /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(lang) ? lang : null,
    title: title ? title.slice(0, 300) : null,
    // An image's dictionary heads its stream, never inside an object stream: the file's own text holds it.
    images: /\/Subtype\s*\/Image\b/.test(text),
    figuresDescribed: tagged && figuresDescribed(text),
  };
}
