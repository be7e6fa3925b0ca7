/**
 * An article's or paper's full text, as the admin uploads it (JATS XML, HTML or Markdown), turned
 * into the allowlisted HTML the pages show and the PDF is written from: sections, headings (h2–h4),
 * paragraphs, lists, quotes, tables, figures' captions, emphasis, sub/superscripts and links
 * (http, https, mailto and in-page). Everything else is dropped, its text kept.
 */
import { render } from 'dom-serializer';
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { marked } from 'marked';
import { chosenFile } from '#app/lib/uploads.server.ts';

export const FULL_TEXT_MAX_BYTES = 5 * 1024 * 1024;
export type FullTextFormat = 'jats' | 'html' | 'markdown';
export type FullTextResult =
  | { ok: true; html: string; format: FullTextFormat }
  | { ok: false; error: 'fullTextInvalid' | 'fullTextTooLarge' | 'fullTextEmpty' };

const KEEP = new Set([
  'section',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'em',
  'strong',
  'sub',
  'sup',
  'a',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'code',
  'pre',
]);
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'form',
  'button',
  'input',
  'select',
  'textarea',
]);
const RENAME: Record<string, string> = { b: 'strong', i: 'em', h1: 'h2', h5: 'h4', h6: 'h4', article: 'section', main: 'section', div: 'p' };

function safeHref(href: string | undefined): string | null {
  const value = (href ?? '').trim();
  if (/^#[\w.:-]{1,100}$/.test(value)) return value;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Where an image may come from: our own uploads (a storage key's path), never another site. */
const IMAGE_SRC = /^\/(?:_ipx\/[\w,.-]+\/)?[\w-]+(?:\/[\w.-]+)+\.(?:jpe?g|png|webp|avif)$/i;

/** Rebuilds the tree keeping only allowlisted elements and attributes (images only when `images`). */
function clean(nodes: ChildNode[], images = false): ChildNode[] {
  const out: ChildNode[] = [];
  for (const node of nodes) {
    if (node instanceof Text) {
      out.push(new Text(node.data));
      continue;
    }
    if (!(node instanceof Element)) continue;
    const name = RENAME[node.name.toLowerCase()] ?? node.name.toLowerCase();
    if (DROP.has(name)) continue;
    if (name === 'img') {
      const src = node.attribs.src?.trim() ?? '';
      // An upload's path is served resized through /_ipx (server/images.ts), never as the raw file.
      const served = src.startsWith('/_ipx/') ? src : `/_ipx/w_1280,f_webp${src}`;
      if (images && IMAGE_SRC.test(src) && !src.includes('..'))
        out.push(new Element('img', { src: served, alt: node.attribs.alt ?? '', loading: 'lazy', decoding: 'async' }));
      continue;
    }
    const children = clean(node.children, images);
    if (!KEEP.has(name)) {
      out.push(...children);
      continue;
    }
    const attribs: Record<string, string> = {};
    if (name === 'a') {
      const href = safeHref(node.attribs.href);
      if (!href) {
        out.push(...children);
        continue;
      }
      attribs.href = href;
      if (!href.startsWith('#')) attribs.rel = 'noopener';
    }
    const id = node.attribs.id;
    if (id && /^[A-Za-z][\w.:-]{0,99}$/.test(id)) attribs.id = id;
    if ((name === 'td' || name === 'th') && /^\d{1,2}$/.test(node.attribs.colspan ?? '')) attribs.colspan = node.attribs.colspan!;
    if ((name === 'td' || name === 'th') && /^\d{1,2}$/.test(node.attribs.rowspan ?? '')) attribs.rowspan = node.attribs.rowspan!;
    out.push(new Element(name, attribs, children));
  }
  return out;
}

export function sanitizeFullText(html: string, { images = false } = {}): string {
  const doc = parseDocument(html, { decodeEntities: true });
  const body = (doc.children.find((n) => n instanceof Element && n.name === 'html') as Element | undefined)?.children.find(
    (n) => n instanceof Element && n.name === 'body',
  ) as Element | undefined;
  return render(clean(body ? body.children : doc.children, images), { encodeEntities: 'utf8' }).trim();
}

/**
 * Markdown as an editor writes it (a blog post), to the same allowlisted HTML, images from our
 * uploads included. Raw HTML in the Markdown goes through the same allowlist.
 */
export function markdownToSafeHtml(markdown: string): string {
  return sanitizeFullText(marked.parse(markdown, { async: false, gfm: true }) as string, { images: true });
}

// --- JATS ----------------------------------------------------------------------------------------

const JATS: Record<string, string> = {
  sec: 'section',
  p: 'p',
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  'list-item': 'li',
  'disp-quote': 'blockquote',
  'table-wrap': 'figure',
  fig: 'figure',
  caption: 'figcaption',
  table: 'table',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  monospace: 'code',
  preformat: 'pre',
};

const LABELS = { pt: 'Referências', en: 'References' };

function jatsToHtml(nodes: ChildNode[], depth: number): string {
  let html = '';
  for (const node of nodes) {
    if (node instanceof Text) {
      html += node.data.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      continue;
    }
    if (!(node instanceof Element)) continue;
    const name = node.name.replace(/^.*:/, '');
    if (name === 'title') {
      const level = Math.min(4, depth + 1);
      html += `<h${level}>${jatsToHtml(node.children, depth)}</h${level}>`;
    } else if (name === 'sec') {
      html += `<section>${jatsToHtml(node.children, depth + 1)}</section>`;
    } else if (name === 'list') {
      const tag = node.attribs['list-type'] === 'order' ? 'ol' : 'ul';
      html += `<${tag}>${jatsToHtml(node.children, depth)}</${tag}>`;
    } else if (name === 'ext-link' || name === 'uri') {
      const href = node.attribs['xlink:href'] ?? node.attribs.href ?? '';
      html += `<a href="${href.replace(/"/g, '&quot;')}">${jatsToHtml(node.children, depth)}</a>`;
    } else if (name === 'label' || name === 'object-id' || name === 'graphic') {
      continue;
    } else if (JATS[name]) {
      html += `<${JATS[name]}>${jatsToHtml(node.children, depth)}</${JATS[name]}>`;
    } else {
      html += jatsToHtml(node.children, depth);
    }
  }
  return html;
}

function refList(back: Element | undefined, language: string): string {
  const refs = back ? findAll(back, 'ref') : [];
  if (!refs.length) return '';
  const items = refs.map(
    (ref) =>
      `<li>${jatsToHtml(
        findAll(ref, 'mixed-citation')
          .concat(findAll(ref, 'element-citation'))
          .flatMap((c) => c.children),
        2,
      )}</li>`,
  );
  return `<section><h2>${language.startsWith('en') ? LABELS.en : LABELS.pt}</h2><ol>${items.join('')}</ol></section>`;
}

function findAll(root: Element, name: string): Element[] {
  const found: Element[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      if (node.name.replace(/^.*:/, '') === name) found.push(node);
      else walk(node.children);
    }
  };
  walk(root.children);
  return found;
}

function fromJats(xml: string): string | null {
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  const article = (doc.children.find((n) => n instanceof Element && n.name.replace(/^.*:/, '') === 'article') as Element | undefined) ?? null;
  if (!article) return null;
  const [body] = findAll(article, 'body');
  const [back] = findAll(article, 'back');
  if (!body) return null;
  return jatsToHtml(body.children, 0) + refList(back, article.attribs['xml:lang'] ?? 'pt');
}

/** What kind of text a file is: by its name, then by what it starts with. */
export function fullTextFormat(name: string, text: string): FullTextFormat {
  const lower = name.toLowerCase();
  const head = text.trimStart().slice(0, 500);
  if (lower.endsWith('.md') || lower.endsWith('.markdown')) return 'markdown';
  if (lower.endsWith('.xml') || /<article\b[^>]*(jats|dtd-version|article-type)/i.test(head) || /<!DOCTYPE article/i.test(head)) return 'jats';
  if (lower.endsWith('.html') || lower.endsWith('.htm') || /^<(!doctype html|html|body|section|p|h[1-6])\b/i.test(head)) return 'html';
  return 'markdown';
}

export function convertFullText(name: string, bytes: Uint8Array): FullTextResult {
  if (bytes.length > FULL_TEXT_MAX_BYTES) return { ok: false, error: 'fullTextTooLarge' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return { ok: false, error: 'fullTextInvalid' };
  }
  if (text.includes('\0')) return { ok: false, error: 'fullTextInvalid' };
  const format = fullTextFormat(name, text);
  const raw = format === 'jats' ? fromJats(text) : format === 'html' ? text : (marked.parse(text, { async: false, gfm: true }) as string);
  if (raw === null) return { ok: false, error: 'fullTextInvalid' };
  const html = sanitizeFullText(raw);
  if (!html.replace(/<[^>]+>/g, '').trim()) return { ok: false, error: 'fullTextEmpty' };
  return { ok: true, html, format };
}

export type FullTextCheck = { ok: true; html: string | null } | { ok: false; error: 'fullTextInvalid' | 'fullTextTooLarge' | 'fullTextEmpty' };

/** An article's or paper's full text as uploaded on a form: JATS XML, HTML or Markdown, turned into allowlisted HTML. */
export async function readFullText(entry: FormDataEntryValue | null): Promise<FullTextCheck> {
  const file = chosenFile(entry);
  if (!file) return { ok: true, html: null };
  if (file.size > FULL_TEXT_MAX_BYTES) return { ok: false, error: 'fullTextTooLarge' };
  const converted = convertFullText(file.name, new Uint8Array(await file.arrayBuffer()));
  return converted.ok ? { ok: true, html: converted.html } : converted;
}
