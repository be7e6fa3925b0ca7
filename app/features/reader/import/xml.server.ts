/**
 * Reading the XML of an EPUB (container, package, NCX, XHTML) with htmlparser2 in XML mode, and
 * the few DOM helpers the importer needs. Element and attribute names are compared by their
 * local name, since packages write `opf:package`, `dc:title`, `opf:role` and so on.
 */
import { Element, hasChildren, Text, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { withoutXmlForbidden } from '#app/lib/xml.ts';

/** Text of an XML file: UTF-8 unless a byte order mark or the XML declaration says otherwise. */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared && !/^utf-?8$/i.test(declared) ? declared : 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(bytes).replace(/^\uFEFF/, '');
}

const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const htmlEntities = new Map<string, string | null>();

/** The character(s) an HTML named entity stands for, or null when HTML has no such entity. */
function htmlEntity(name: string): string | null {
  let value = htmlEntities.get(name);
  if (value === undefined) {
    const text = parseDocument(`&${name};`, { decodeEntities: true }).children[0];
    const decoded = text instanceof Text ? text.data : '';
    value = decoded && decoded !== `&${name};` ? decoded : null;
    htmlEntities.set(name, value);
  }
  return value;
}

const escapeXmlText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * XHTML written against the XHTML 1.1 DTD (EPUB 2) may use HTML's named entities (&nbsp;,
 * &mdash;); an XML parser knows only five, so the others are written out first.
 */
export function expandHtmlEntities(source: string): string {
  return source.replace(/&([A-Za-z][A-Za-z0-9]{1,31});/g, (match, name: string) => {
    if (XML_ENTITIES.has(name)) return match;
    const value = htmlEntity(name);
    return value === null ? match : escapeXmlText(value);
  });
}

export function parseXml(source: string): Document {
  return parseDocument(source, { xmlMode: true, decodeEntities: true });
}

export const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

export function childElements(node: ParentNode): Element[] {
  return node.children.filter((child): child is Element => child instanceof Element);
}

/** The first element (depth first) whose local name is `name`, or null. */
export function findElement(node: ParentNode, name: string): Element | null {
  for (const child of node.children) {
    if (!(child instanceof Element)) continue;
    if (localName(child.name) === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return null;
}

export function findElements(node: ParentNode, name: string, into: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!(child instanceof Element)) continue;
    if (localName(child.name) === name) into.push(child);
    findElements(child, name, into);
  }
  return into;
}

/** An attribute by its local name (`opf:role` and `role` alike), the unprefixed one first. */
export function attr(element: Element, name: string): string | undefined {
  if (name in element.attribs) return element.attribs[name];
  for (const [key, value] of Object.entries(element.attribs)) if (localName(key) === name) return value;
  return undefined;
}

export function textOf(node: AnyNode): string {
  if (node instanceof Text) return node.data;
  if (hasChildren(node)) return node.children.map(textOf).join(''); // elements and CDATA sections
  return '';
}

/** Text with its white space collapsed, as a label or a title is shown; what XML forbids (a character reference may name it) is dropped. */
export const cleanText = (node: AnyNode) => withoutXmlForbidden(textOf(node)).replace(/\s+/g, ' ').trim();
