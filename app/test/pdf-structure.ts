/**
 * For tests: what a tagged PDF tells assistive technology. Poppler's pdfinfo (Debian's
 * poppler-utils) gives the document information and the structure tree with the text each element
 * marks, in reading order; it prints neither the catalog's language nor an element's language, alt
 * text or annotations, so those are read from the file's own objects (pdfkit writes dictionaries
 * uncompressed), found through its cross-reference table.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** An annotation an element holds (a link): where it goes and how it is described. */
export interface Annotation {
  uri?: string;
  contents?: string;
}

/** One structure element: its type, the text its own content marks, its language, alt text, ID and annotations. */
export interface StructNode {
  type: string;
  text: string;
  lang?: string;
  alt?: string;
  id?: string;
  annotations?: Annotation[];
  children: StructNode[];
}

function poppler(tool: string, args: string[], pdf: Buffer): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-structure-'));
  try {
    const file = path.join(folder, 'file.pdf');
    fs.writeFileSync(file, pdf);
    const run = spawnSync(tool, [...args, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw new Error(`${tool} could not run (apt-get install poppler-utils): ${run.error.message}`);
    if (run.status !== 0) throw new Error(`${tool} failed (${run.status}): ${run.stderr}`);
    return run.stdout;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** pdfinfo's document information: "Tagged", "Title", "Pages"… */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  return Object.fromEntries(
    poppler('pdfinfo', ['-enc', 'UTF-8'], pdf)
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => Boolean(m))
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
}

/** How many images the pages draw (pdfimages -list: two header lines, then one line an image, its type third; an image's soft mask is not one). */
export const imageCount = (pdf: Buffer) =>
  poppler('pdfimages', ['-list'], pdf)
    .split('\n')
    .slice(2)
    .filter((line) => line.trim().split(/\s+/)[2] === 'image').length;

// --- The file's objects ----------------------------------------------------------------------------

class Name {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}
class Ref {
  readonly ref: number;
  constructor(ref: number) {
    this.ref = ref;
  }
}
type PdfDict = { [key: string]: PdfValue };
type PdfValue = null | boolean | number | string | Name | Ref | PdfValue[] | PdfDict;
const isDict = (v: PdfValue | undefined): v is PdfDict =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Name) && !(v instanceof Ref);
const nameOf = (v: PdfValue | undefined) => (v instanceof Name ? v.name : undefined);

/** A text string: UTF-16BE after its byte-order mark, else (ASCII for what pdfkit writes) one byte a character. */
function textString(bytes: number[]): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.slice(2)).swap16().toString('utf16le');
  return Buffer.from(bytes).toString('latin1');
}

/** Reads the value at `at` in the file's bytes (as latin1 text). */
function parseValue(raw: string, start: number): { value: PdfValue; end: number } {
  let i = start;
  const skip = () => {
    while (i < raw.length && /\s/.test(raw[i]!)) i++;
  };
  const value = (): PdfValue => {
    skip();
    if (raw.startsWith('<<', i)) {
      i += 2;
      const dict: PdfDict = {};
      for (skip(); !raw.startsWith('>>', i); skip()) {
        const key = value();
        dict[nameOf(key)!] = value();
      }
      i += 2;
      return dict;
    }
    const c = raw[i]!;
    if (c === '[') {
      i++;
      const items: PdfValue[] = [];
      for (skip(); raw[i] !== ']'; skip()) items.push(value());
      i++;
      return items;
    }
    if (c === '(') {
      const bytes: number[] = [];
      let depth = 0;
      for (i++; depth > 0 || raw[i] !== ')'; i++) {
        let ch = raw[i]!;
        if (ch === '\\') {
          ch = raw[++i]!;
          const escaped: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
          if (/[0-7]/.test(ch)) {
            const octal = /^[0-7]{1,3}/.exec(raw.slice(i, i + 3))![0];
            bytes.push(parseInt(octal, 8));
            i += octal.length - 1;
            continue;
          }
          ch = escaped[ch] ?? ch;
        } else if (ch === '(') depth++;
        else if (ch === ')') depth--;
        bytes.push(ch.charCodeAt(0));
      }
      i++;
      return textString(bytes);
    }
    if (c === '<') {
      const close = raw.indexOf('>', i);
      const hex = raw.slice(i + 1, close).replace(/\s/g, '');
      i = close + 1;
      return textString(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? []);
    }
    if (c === '/') {
      const name = /^\/([^\s/<>[\]()]*)/.exec(raw.slice(i))![1]!;
      i += name.length + 1;
      return new Name(name.replace(/#([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
    }
    const reference = /^(\d+)\s+(\d+)\s+R\b/.exec(raw.slice(i, i + 40));
    if (reference) {
      i += reference[0].length;
      return new Ref(Number(reference[1]));
    }
    const word = /^[^\s/<>[\]()]+/.exec(raw.slice(i))![0];
    i += word.length;
    return word === 'true' ? true : word === 'false' ? false : word === 'null' ? null : Number(word);
  };
  const parsed = value();
  return { value: parsed, end: i };
}

/** The file's objects by number, read through its (classic) cross-reference table, and its trailer. */
function pdfObjects(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)![1]);
  const table = /^xref\s+(\d+)\s+(\d+)\s+/.exec(raw.slice(xref))!;
  const first = Number(table[1]);
  const entries = raw
    .slice(xref + table[0].length)
    .split(/\r?\n/)
    .slice(0, Number(table[2]));
  const offsets = new Map<number, number>();
  entries.forEach((entry, n) => {
    const [offset, , kind] = entry.trim().split(/\s+/);
    if (kind === 'n') offsets.set(first + n, Number(offset));
  });
  const trailer = parseValue(raw, raw.indexOf('trailer', xref) + 'trailer'.length).value;
  const object = (v: PdfValue | undefined): PdfValue | undefined => {
    if (!(v instanceof Ref)) return v;
    const offset = offsets.get(v.ref);
    if (offset === undefined) return undefined;
    const header = /^\d+\s+\d+\s+obj/.exec(raw.slice(offset, offset + 40))!;
    return parseValue(raw, offset + header[0].length).value;
  };
  return { trailer, object };
}

/** What the document catalog says: its language (/Lang, what a screen reader speaks the text in), whether a viewer shows the title (not the file name), whether it is marked. */
export function pdfCatalog(pdf: Buffer): { lang?: string; displayDocTitle?: boolean; marked?: boolean } {
  const { trailer, object } = pdfObjects(pdf);
  const catalog = object(isDict(trailer) ? trailer.Root : undefined);
  if (!isDict(catalog)) return {};
  const preferences = object(catalog.ViewerPreferences);
  const markInfo = object(catalog.MarkInfo);
  return {
    ...(typeof catalog.Lang === 'string' ? { lang: catalog.Lang } : {}),
    ...(isDict(preferences) && typeof preferences.DisplayDocTitle === 'boolean' ? { displayDocTitle: preferences.DisplayDocTitle } : {}),
    ...(isDict(markInfo) && typeof markInfo.Marked === 'boolean' ? { marked: markInfo.Marked } : {}),
  };
}

/** A structure element as the file has it (without its text). */
interface RawElement {
  type: string;
  lang?: string;
  alt?: string;
  id?: string;
  annotations?: Annotation[];
  children: RawElement[];
}

/** The structure elements from the StructTreeRoot, depth first, with their type, language, alt text and ID. */
function rawStructure(pdf: Buffer): RawElement[] {
  const { trailer, object } = pdfObjects(pdf);
  const catalog = object(isDict(trailer) ? trailer.Root : undefined);
  const root = object(isDict(catalog) ? catalog.StructTreeRoot : undefined);
  const list = (kids: PdfValue | undefined) => (Array.isArray(kids) ? kids : kids === undefined ? [] : [kids]).map((kid) => object(kid));
  const annotations = (kids: PdfValue | undefined): Annotation[] =>
    list(kids)
      .filter((kid): kid is PdfDict => isDict(kid) && nameOf(kid.Type) === 'OBJR')
      .map((reference) => object(reference.Obj))
      .filter(isDict)
      .map((annotation) => {
        const action = object(annotation.A);
        const uri = isDict(action) ? action.URI : undefined;
        return { ...(typeof uri === 'string' ? { uri } : {}), ...(typeof annotation.Contents === 'string' ? { contents: annotation.Contents } : {}) };
      });
  const elements = (kids: PdfValue | undefined): RawElement[] =>
    list(kids)
      .filter((kid): kid is PdfDict => isDict(kid) && nameOf(kid.S) !== undefined)
      .map((element) => {
        const held = annotations(element.K);
        return {
          type: nameOf(element.S)!,
          ...(typeof element.Lang === 'string' ? { lang: element.Lang } : {}),
          ...(typeof element.Alt === 'string' ? { alt: element.Alt } : {}),
          ...(typeof element.ID === 'string' ? { id: element.ID } : {}),
          ...(held.length ? { annotations: held } : {}),
          children: elements(element.K),
        };
      });
  return elements(isDict(root) ? root.K : undefined);
}

// --- The tree ----------------------------------------------------------------------------------------

/**
 * The structure tree as pdfinfo -struct-text reads it (each element with the text of its own
 * marked content, in reading order), each element given its language, alt text and ID from the
 * file. Throws when the two readings disagree on the elements.
 */
export function pdfStructure(pdf: Buffer): StructNode[] {
  const roots: StructNode[] = [];
  const open: { indent: number; node: StructNode }[] = [];
  for (const line of poppler('pdfinfo', ['-enc', 'UTF-8', '-struct-text'], pdf).split('\n')) {
    const indent = line.length - line.trimStart().length;
    const content = line.trim();
    if (!content) continue;
    while (open.length && open.at(-1)!.indent >= indent) open.pop();
    const parent = open.at(-1)?.node;
    // Text an element marks; an attribute (/Width …) or an annotation (Object n 0) is not an element.
    if (content.startsWith('"')) parent!.text += content.slice(1, -1);
    else if (content.startsWith('/') || /^Object \d+ \d+$/.test(content)) continue;
    else {
      const node: StructNode = { type: /^\S+/.exec(content)![0], text: '', children: [] };
      (parent ? parent.children : roots).push(node);
      open.push({ indent, node });
    }
  }
  const attach = (read: StructNode[], raw: RawElement[], where: string) => {
    if (read.map((n) => n.type).join() !== raw.map((n) => n.type).join())
      throw new Error(`pdfinfo and the file disagree under ${where}: ${read.map((n) => n.type).join()} / ${raw.map((n) => n.type).join()}`);
    read.forEach((node, i) => {
      const { children, ...attributes } = raw[i]!;
      Object.assign(node, attributes);
      attach(node.children, children, `${where} > ${node.type}`);
    });
  };
  attach(roots, rawStructure(pdf), 'StructTreeRoot');
  return roots;
}

/** Every element of the tree, depth first (reading order), with the types of the elements it is in. */
export function* walk(nodes: StructNode[], ancestors: string[] = []): Generator<StructNode & { ancestors: string[] }> {
  for (const node of nodes) {
    yield { ...node, ancestors };
    yield* walk(node.children, [...ancestors, node.type]);
  }
}

/** All the text an element marks, its own and its descendants'. */
export const textWithin = (node: StructNode): string => node.text + node.children.map(textWithin).join('');

/** Text to compare with what a PDF marks: pdfinfo drops the spaces of justified lines, so none at all. */
export const unspaced = (text: string) => text.replace(/\s+/g, '');
