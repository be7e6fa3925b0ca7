/**
 * The paragraphs of a text, as search finds and links them: an article's or paper's full text
 * (allowlisted HTML, convert.server.ts) numbered in document order, and a reader chapter's blocks
 * (their ids and text offsets, set by the EPUB importer). The page and the index number the same
 * way, so a hit's #anchor is the paragraph the page shows.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { render } from 'dom-serializer';

/** The elements of a full text that are paragraphs for search (headings count: a hit may be a title). */
const BLOCK = new Set(['p', 'li', 'blockquote', 'h2', 'h3', 'h4', 'figcaption', 'td', 'th', 'pre']);

export const blockAnchor = (n: number) => `ft-${n}`;

function textOf(nodes: ChildNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node instanceof Text) out += node.data;
    else if (node instanceof Element) out += (node.name === 'br' ? ' ' : '') + textOf(node.children);
  }
  return out;
}

/** Walks the blocks in document order; a block inside a block (a paragraph in a list item) is its own. */
function walk(nodes: ChildNode[], visit: (element: Element, n: number) => void, counter = { n: 0 }) {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    if (BLOCK.has(node.name)) visit(node, counter.n++);
    walk(node.children, visit, counter);
  }
}

/** Own text of a block: its text minus that of blocks inside it. */
function ownText(element: Element): string {
  const parts: ChildNode[] = element.children.filter((child) => !(child instanceof Element && BLOCK.has(child.name)));
  return textOf(parts).replace(/\s+/g, ' ').trim();
}

/** The paragraphs of a full text, each with the anchor the page gives it. */
export function fullTextBlocks(html: string): { anchor: string; text: string }[] {
  const blocks: { anchor: string; text: string }[] = [];
  walk(parseDocument(html).children, (element, n) => {
    const text = ownText(element);
    if (text) blocks.push({ anchor: element.attribs.id || blockAnchor(n), text });
  });
  return blocks;
}

/** The full text as the page shows it: every paragraph with an id (its own, or ft-N), so a hit can open there. */
export function withBlockIds(html: string): string {
  const doc = parseDocument(html);
  walk(doc.children, (element, n) => {
    element.attribs.id ||= blockAnchor(n);
  });
  return render(doc.children, { encodeEntities: 'utf8' });
}

/** A reader chapter's blocks: each tag with an id and a data-offset, its text the slice up to the next block. */
export function chapterBlocks(html: string, text: string): { anchor: string; text: string }[] {
  const marks: { anchor: string; offset: number }[] = [];
  for (const tag of html.matchAll(/<[a-z][a-z0-9]*\s[^>]*>/gi)) {
    const offset = /\sdata-offset="(\d+)"/.exec(tag[0])?.[1];
    const anchor = /\sid="([^"]+)"/.exec(tag[0])?.[1];
    if (offset !== undefined && anchor) marks.push({ anchor, offset: Number(offset) });
  }
  return marks
    .map((mark, i) => ({
      anchor: mark.anchor,
      text: text
        .slice(mark.offset, marks[i + 1]?.offset ?? text.length)
        .replace(/\s+/g, ' ')
        .trim(),
    }))
    .filter((block) => block.text);
}
