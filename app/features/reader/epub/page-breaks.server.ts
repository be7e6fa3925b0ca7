/**
 * Page break markers in a generated chapter's XHTML, where the pages of its typeset PDF begin, so
 * that a citation's page ("p. 17") can be found in the EPUB (its page list). The typesetter tells,
 * for each page, the text of the block the page begins in and of the block after it; the marker
 * goes before the first block from there on that starts with the same words (a page that begins
 * inside a paragraph is marked at that paragraph's start, as converters from print do).
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** A page of the typeset text: its number, and the text it begins in (then the next block's). */
export interface PageStart {
  number: string;
  text: string;
  next: string;
}

const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'blockquote', 'table', 'figcaption', 'dt', 'dd']);

/** Text as the typesetter reads it: a note reference (a superscript) is [n], a table's cells apart. */
const textOf = (nodes: ChildNode[]): string =>
  nodes
    .map((n) => {
      if (n instanceof Text) return n.data;
      if (!(n instanceof Element)) return '';
      if (n.name === 'sup') return `[${textOf(n.children)}]`;
      return n.name === 'td' || n.name === 'th' ? ` ${textOf(n.children)} ` : textOf(n.children);
    })
    .join('');

/** The first words of a block, letters and digits only: note references and a note's own number left out. */
export const pageKey = (text: string) =>
  text
    .replace(/\[\d+\]/g, ' ')
    .replace(/^\s*\d+\.\s+/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .slice(0, 8)
    .join(' ');

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The id a page's marker has (the page list links to it). */
export const pageId = (number: string) => `page-${number}`;

export const pageBreak = (number: string) =>
  `<span epub:type="pagebreak" role="doc-pagebreak" id="${escapeXml(pageId(number))}" aria-label="${escapeXml(number)}"></span>`;

/** The XHTML with a marker for each page, in order; a page whose words are not found is marked where the previous one was. */
export function withPageBreaks(xhtml: string, pages: PageStart[]): string {
  if (!pages.length) return xhtml;
  const blocks: { key: string; at: number }[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      if (BLOCKS.has(node.name) && node.startIndex !== null) {
        // A list item holds its marker (a list holds only items); any other block has it just before.
        const at = node.name === 'li' ? xhtml.indexOf('>', node.startIndex) + 1 : node.startIndex;
        // A table reads as its caption (the typesetter names a table so), else its first row.
        const caption = node.name === 'table' ? node.children.find((c): c is Element => c instanceof Element && c.name === 'caption') : undefined;
        blocks.push({ key: pageKey(textOf((caption ?? node).children)), at });
      }
      walk(node.children);
    }
  };
  walk(parseDocument(xhtml, { xmlMode: true, withStartIndices: true }).children);
  const inserts: { at: number; html: string }[] = [];
  let cursor = 0;
  for (const page of pages) {
    const find = (text: string) => {
      const key = pageKey(text);
      return key ? blocks.findIndex((b, i) => i >= cursor && b.key === key) : -1;
    };
    let found = find(page.text);
    if (found === -1) found = find(page.next);
    if (found !== -1) cursor = found;
    const at = blocks[cursor]?.at ?? 0;
    inserts.push({ at, html: pageBreak(page.number) });
  }
  // From the end, so earlier offsets stay right; markers at one place keep their order.
  let out = xhtml;
  for (let i = inserts.length - 1; i >= 0; i--) out = out.slice(0, inserts[i]!.at) + inserts[i]!.html + out.slice(inserts[i]!.at);
  return out;
}
