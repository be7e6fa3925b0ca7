/**
 * An answer's file, checked by its content (never its name or the browser's type): EPUB, PDF,
 * DOCX, another ZIP (an audio book's tracks, a DAISY book), MP3, M4A/M4B, or plain text (a
 * braille-ready BRF is text too), up to ANSWER_FILE_MAX_BYTES. Stored under a random name; the
 * reader downloads it under a tidy name with the right extension.
 */
import { randomBytes } from 'node:crypto';
import { chosenFile, isEpub, isPdf, type Upload } from '#app/lib/uploads.server.ts';
import { ANSWER_FILE_MAX_BYTES } from './values.ts';

const KINDS = {
  epub: 'application/epub+zip',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  txt: 'text/plain; charset=utf-8',
  brf: 'text/plain; charset=utf-8',
} as const;
type Kind = keyof typeof KINDS;

export type AnswerFileError = 'fileTooLarge' | 'fileType';
export interface AnswerFile extends Upload {
  name: string;
  mediaType: string;
  size: number;
}

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** Word's documents are ZIPs holding word/document.xml; the local file headers name it early. */
const isDocx = (data: Buffer) =>
  data.subarray(0, 64 * 1024).includes('word/document.xml', 0, 'latin1') && data.subarray(0, 64 * 1024).includes('[Content_Types].xml', 0, 'latin1');

function isMp3(data: Buffer): boolean {
  if (data.subarray(0, 3).toString('latin1') === 'ID3') return true;
  // An MPEG audio frame's sync word.
  return data.length > 2 && data[0] === 0xff && (data[1]! & 0xe0) === 0xe0;
}

const isMp4Audio = (data: Buffer) => data.subarray(4, 8).toString('latin1') === 'ftyp' && /^M4[AB] /.test(data.subarray(8, 12).toString('latin1'));

/** UTF-8 text without control characters other than tab, line breaks and form feed (braille pages). */
function isText(data: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    // eslint-disable-next-line no-control-regex -- these are what text may not hold
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

function kindOf(data: Buffer, sentName: string): Kind | null {
  if (isPdf(data)) return 'pdf';
  if (isEpub(data)) return 'epub';
  if (data.readUInt32LE(0) === 0x04034b50) return isDocx(data) ? 'docx' : 'zip';
  if (isMp3(data)) return 'mp3';
  if (isMp4Audio(data)) return extensionOf(sentName) === 'm4b' ? 'm4b' : 'm4a';
  if (isText(data)) return extensionOf(sentName) === 'brf' ? 'brf' : 'txt';
  return null;
}

/** The name the reader downloads: the sent name's stem, tidied, with the extension of what the file is. */
export function downloadName(sentName: string, kind: string): string {
  const stem = sentName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    // eslint-disable-next-line no-control-regex -- no control characters in a header
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  return `${stem || 'versao-acessivel'}.${kind}`;
}

export async function readAnswerFile(
  entry: FormDataEntryValue | null,
  requestId: number,
): Promise<{ ok: true; file: AnswerFile | null } | { ok: false; error: AnswerFileError }> {
  const file = chosenFile(entry);
  if (!file) return { ok: true, file: null };
  if (file.size > ANSWER_FILE_MAX_BYTES) return { ok: false, error: 'fileTooLarge' };
  if (file.size < 4) return { ok: false, error: 'fileType' };
  const data = Buffer.from(await file.arrayBuffer());
  const kind = kindOf(data, file.name);
  if (!kind) return { ok: false, error: 'fileType' };
  return {
    ok: true,
    file: {
      key: `accessible-versions/${requestId}/${randomBytes(12).toString('hex')}.${kind}`,
      data,
      name: downloadName(file.name, kind),
      mediaType: KINDS[kind],
      size: data.byteLength,
    },
  };
}
