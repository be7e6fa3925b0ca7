/**
 * Maps between the DOM of a chapter and offsets in its text (the importer's `text` column): every
 * block carries data-offset, the start of its text; the reader's own controls inside blocks are
 * marked data-reader-ui and do not count.
 */
import type { NoteSelector } from '#app/lib/db/schema.ts';
import { locateSelector } from './anchoring.ts';

const BLOCK = '[data-offset]';

export function ownTextNodes(block: Element): Text[] {
  const nodes: Text[] = [];
  const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement;
      if (!parent || parent.closest('[data-reader-ui]') || parent.closest(BLOCK) !== block) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The chapter's blocks in the text's order (the page may show a block elsewhere: footnotes gathered at the chapter's end). */
export function blocks(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(BLOCK)].sort((a, b) => Number(a.dataset.offset) - Number(b.dataset.offset));
}

export function blockText(block: Element): string {
  return ownTextNodes(block)
    .map((n) => n.data)
    .join('');
}

/** The chapter's text as the importer counted it: each block's text, then "\n". */
export function chapterText(root: Element): string {
  let text = '';
  for (const block of blocks(root)) {
    const start = Number(block.dataset.offset);
    // Keep every block at its recorded offset even if something was counted differently.
    if (start > text.length) text += ' '.repeat(start - text.length);
    text = text.slice(0, start) + blockText(block) + '\n';
  }
  return text;
}

/** The text offset of a DOM boundary point, or null outside the chapter's blocks. */
export function pointToOffset(root: Element, node: Node, offset: number): number | null {
  const element = node instanceof Element ? node : node.parentElement;
  const block = element?.closest<HTMLElement>(BLOCK);
  if (!block || !root.contains(block)) return null;
  const point = root.ownerDocument.createRange();
  point.setStart(node, offset);
  let count = 0;
  for (const text of ownTextNodes(block)) {
    if (text === node) return Number(block.dataset.offset) + count + offset;
    if (point.comparePoint(text, text.length) <= 0) count += text.length;
    else break;
  }
  return Number(block.dataset.offset) + count;
}

/** The DOM boundary point of a text offset. */
export function offsetToPoint(root: Element, offset: number): { node: Text; offset: number } | null {
  let block: HTMLElement | null = null;
  for (const candidate of blocks(root)) {
    if (Number(candidate.dataset.offset) > offset) break;
    block = candidate;
  }
  if (!block) return null;
  let rest = offset - Number(block.dataset.offset);
  const nodes = ownTextNodes(block);
  for (const text of nodes) {
    if (rest <= text.length) return { node: text, offset: rest };
    rest -= text.length;
  }
  const last = nodes.at(-1);
  return last ? { node: last, offset: last.length } : null;
}

export function rangeFor(root: Element, start: number, end: number): Range | null {
  const from = offsetToPoint(root, start);
  const to = offsetToPoint(root, end);
  if (!from || !to) return null;
  const range = root.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range.collapsed ? null : range;
}

/**
 * Where an annotation sits in the chapter's DOM: its range and the block it starts in, or null when
 * its quote is not in this text. `text` is chapterText(root), passed in when placing many.
 */
export function placeInChapter(root: Element, selector: NoteSelector, text = chapterText(root)): { range: Range; block: HTMLElement } | null {
  const place = locateSelector(selector, text);
  const range = place ? rangeFor(root, place.start, place.end) : null;
  const start = range ? offsetToPoint(root, place!.start) : null;
  const block = start?.node.parentElement?.closest<HTMLElement>(BLOCK);
  return range && block ? { range, block } : null;
}
