/**
 * The stored chapter HTML (already sanitised by the importer) made ready for the page: internal
 * links in the page's language, noterefs with ids to come back to, each note with a back-link,
 * and footnotes that sit in the flow (asides) gathered in a list at the chapter's end. A chapter
 * row never changes, so the result is kept in memory per chapter and language.
 */
import { createHash } from 'node:crypto';
import render from 'dom-serializer';
import { Element, Text, type ChildNode, type ParentNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Locale } from '#app/i18n/locales.ts';

const cache = new Map<string, string>();
const CACHE_SIZE = 400;

export interface ChapterHtmlLabels {
  notes: string;
  backToReference: string;
}

export function prepareChapterHtml(chapterId: number, html: string, locale: Locale, labels: ChapterHtmlLabels): string {
  // The text's digest too: ids repeat from one database to another (the tests' share a process).
  const key = `${chapterId}:${locale}:${createHash('sha1').update(html).digest('base64')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const prepared = transform(html, locale, labels);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, prepared);
  return prepared;
}

function walk(node: ParentNode, visit: (el: Element) => void): void {
  for (const child of node.children) {
    if (child instanceof Element) {
      visit(child);
      walk(child, visit);
    }
  }
}

export function transform(html: string, locale: Locale, labels: ChapterHtmlLabels): string {
  const doc = parseDocument(html, { decodeEntities: true });
  const refs = new Map<string, string>();
  const used = new Set<string>();
  const notes: Element[] = [];
  walk(doc, (el) => {
    const href = el.attribs.href;
    if (el.name === 'a' && href?.startsWith('/book/') && locale !== 'pt') el.attribs.href = `/${locale}${href}`;
    const target = el.attribs['data-noteref'];
    if (el.name === 'a' && target) {
      if (!el.attribs.id) {
        let id = `ref-${target}`;
        for (let n = 2; used.has(id); n++) id = `ref-${target}-${n}`;
        el.attribs.id = id;
      }
      used.add(el.attribs.id);
      // A note referred to twice leads back to its first reference.
      if (!refs.has(target)) refs.set(target, el.attribs.id);
    }
    if ('data-note' in el.attribs) notes.push(el);
  });
  const inFlow: Element[] = [];
  for (const note of notes) {
    const ref = note.attribs.id ? refs.get(note.attribs.id) : undefined;
    if (ref) {
      const back = new Element('a', { href: `#${ref}`, class: 'note-back', 'data-reader-ui': '', 'aria-label': labels.backToReference });
      back.children = [new Text('↩')];
      back.parent = note;
      note.children.push(back);
    }
    // Footnotes written next to their reference (asides) are listed at the end instead.
    if (note.name === 'aside') inFlow.push(note);
  }
  if (inFlow.length) {
    const list = new Element('section', { class: 'chapter-notes', 'aria-label': labels.notes });
    for (const note of inFlow) {
      detach(note);
      note.parent = list;
      list.children.push(note);
    }
    const root = findBody(doc);
    list.parent = root;
    root.children.push(list);
  }
  return render(doc, { decodeEntities: false, encodeEntities: 'utf8' });
}

function detach(node: ChildNode): void {
  const parent = node.parent;
  if (!parent) return;
  parent.children = parent.children.filter((c) => c !== node);
  node.parent = null;
}

function findBody(doc: ParentNode): ParentNode {
  let body: ParentNode = doc;
  walk(doc, (el) => {
    if (el.name === 'body' && body === doc) body = el;
  });
  return body;
}
