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
  | { ok: true; html: string; format: FullTextFormat; missingImages?: number }
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
// A JATS body read back into the HTML our own full texts hold (as the seed and an HTML upload write
// them), so the page, the PDF and the JATS export treat an imported text as they treat ours: notes
// in `<section id="notes">` called by `<sup><a href="#fn-n" id="fnref-n">`, the references in
// `<section id="references">` as printed (the page links citations and DOIs to them), a table's
// label and caption in its `<caption>`, a figure's in its `<figcaption>` beside its image.

const JATS: Record<string, string> = {
  p: 'p',
  italic: 'em',
  bold: 'strong',
  sup: 'sup',
  sub: 'sub',
  'disp-quote': 'blockquote',
  thead: 'thead',
  tbody: 'tbody',
  tr: 'tr',
  th: 'th',
  td: 'td',
  monospace: 'code',
  preformat: 'pre',
};

/** The titles our texts give their notes and references sections, by language. */
const SECTION_TITLES: Record<string, { notes: string; references: string }> = {
  pt: { notes: 'Notas', references: 'Referências' },
  en: { notes: 'Notes', references: 'References' },
  es: { notes: 'Notas', references: 'Referencias' },
};
const sectionTitles = (lang: string) => SECTION_TITLES[lang.slice(0, 2)] ?? SECTION_TITLES.pt!;

interface JatsContext {
  /** A note's JATS id → its number in the notes section. */
  notes: Map<string, number>;
  /** Notes already called (the first call carries the `fnref-n` id the note links back to). */
  called: Set<number>;
  /** Figures whose graphic was left out (not one of our uploads). */
  graphics: { kept: number; missing: number };
}

const local = (node: Element) => node.name.replace(/^.*:/, '');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');
const elements = (node: Element | undefined, name?: string): Element[] =>
  (node?.children ?? []).filter((c): c is Element => c instanceof Element && (!name || local(c) === name));
const plainText = (node: ChildNode | undefined): string =>
  !node ? '' : node instanceof Text ? node.data : node instanceof Element ? node.children.map(plainText).join('') : '';
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A table's or figure's label and caption as our texts print them: "Tabela 1. Its title." */
function captionHtml(node: Element, context: JatsContext, depth: number): string {
  const label = flat(plainText(elements(node, 'label')[0]));
  const caption = elements(node, 'caption')[0];
  const parts = caption ? elements(caption).map((part) => jatsToHtml(part.children, depth, context).trim()) : [];
  const text = parts.filter(Boolean).join(' ');
  if (!label) return text;
  return text ? `${escapeText(label)}. ${text}` : escapeText(label);
}

function tableHtml(wrap: Element, context: JatsContext, depth: number): string {
  const caption = captionHtml(wrap, context, depth);
  const tables = findAll(wrap, 'table');
  const foot = elements(wrap, 'table-wrap-foot');
  const html = tables.map(
    (table, i) => `<table>${i === 0 && caption ? `<caption>${caption}</caption>` : ''}${jatsToHtml(table.children, depth, context)}</table>`,
  );
  // The table's own notes, under it.
  const notes = foot.flatMap((f) => findAll(f, 'p')).map((p) => `<p>${jatsToHtml(p.children, depth, context).trim()}</p>`);
  return html.join('') + notes.join('');
}

function figureHtml(fig: Element, context: JatsContext, depth: number): string {
  const caption = captionHtml(fig, context, depth);
  const graphic = findAll(fig, 'graphic')[0];
  const src = graphic?.attribs['xlink:href'] ?? graphic?.attribs.href ?? '';
  // The alt text is cut at 120 characters for SciELO; the long description holds the whole.
  const alt = flat(plainText(findAll(fig, 'long-desc')[0])) || flat(plainText(findAll(fig, 'alt-text')[0]));
  let img = '';
  if (graphic) {
    if (OUR_IMAGE.test(src) && !src.includes('..')) {
      context.graphics.kept += 1;
      img = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}">`;
    } else context.graphics.missing += 1;
  }
  return `<figure>${img}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
}

function jatsToHtml(nodes: ChildNode[], depth: number, context: JatsContext): string {
  let html = '';
  for (const node of nodes) {
    if (node instanceof Text) {
      html += escapeText(node.data);
      continue;
    }
    if (!(node instanceof Element)) continue;
    const name = local(node);
    const inner = () => jatsToHtml(node.children, depth, context);
    if (name === 'title') {
      const level = Math.min(4, depth + 1);
      html += `<h${level}>${inner()}</h${level}>`;
    } else if (name === 'sec') {
      html += `<section>${jatsToHtml(node.children, depth + 1, context)}</section>`;
    } else if (name === 'list') {
      const tag = node.attribs['list-type'] === 'order' ? 'ol' : 'ul';
      html += `<${tag}>${inner()}</${tag}>`;
    } else if (name === 'list-item') {
      // A list item of one paragraph is that paragraph's text, as our texts write a list.
      const blocks = elements(node);
      const only = blocks.length === 1 && local(blocks[0]!) === 'p' && !node.children.some((c) => c instanceof Text && c.data.trim());
      html += `<li>${only ? jatsToHtml(blocks[0]!.children, depth, context) : inner()}</li>`;
    } else if (name === 'ext-link' || name === 'uri') {
      const href = node.attribs['xlink:href'] ?? node.attribs.href ?? '';
      html += `<a href="${escapeAttribute(href)}">${inner()}</a>`;
    } else if (name === 'xref' && node.attribs['ref-type'] === 'fn') {
      const n = context.notes.get(node.attribs.rid ?? '');
      if (n === undefined) html += `<sup>${inner()}</sup>`;
      else {
        const first = !context.called.has(n);
        context.called.add(n);
        html += `<sup><a href="#fn-${n}"${first ? ` id="fnref-${n}"` : ''}>${inner()}</a></sup>`;
      }
    } else if (name === 'table-wrap') {
      html += tableHtml(node, context, depth);
    } else if (name === 'fig') {
      html += figureHtml(node, context, depth);
    } else if (name === 'td' || name === 'th') {
      const span = ['colspan', 'rowspan']
        .filter((a) => /^\d{1,2}$/.test(node.attribs[a] ?? ''))
        .map((a) => ` ${a}="${node.attribs[a]}"`)
        .join('');
      html += `<${name}${span}>${inner()}</${name}>`;
    } else if (
      name === 'fn' ||
      name === 'fn-group' ||
      name === 'label' ||
      name === 'object-id' ||
      name === 'graphic' ||
      name === 'alt-text' ||
      name === 'long-desc'
    ) {
      // Notes go to the notes section; a label is printed where its caption is.
      continue;
    } else if (JATS[name]) {
      html += `<${JATS[name]}>${inner()}</${JATS[name]}>`;
    } else {
      // xref to a reference (the page links citations again), named-content, inline-formula…: their text.
      html += inner();
    }
  }
  return html;
}

/** Where an article's image may come from: one of our uploads (as our own JATS names it), never a file beside the XML or another site. */
const OUR_IMAGE = /^\/(?:_ipx\/[\w,.-]+\/)?[\w-]+(?:\/[\w.-]+)+\.(?:jpe?g|png|webp|avif)$/i;

/** The notes of a document part (its body's and back's `fn`s, in order), numbered 1, 2… */
function notesOf(part: Element): Element[] {
  return ['body', 'back'].flatMap((name) => elements(part, name).flatMap((p) => findAll(p, 'fn', ['sub-article', 'table-wrap-foot'])));
}

function notesSection(notes: Element[], title: string, context: JatsContext, depth: number): string {
  if (!notes.length) return '';
  const items = notes.map((fn, i) => {
    const paragraphs = elements(fn, 'p');
    const text = paragraphs.length === 1 ? jatsToHtml(paragraphs[0]!.children, depth, context) : jatsToHtml(fn.children, depth, context);
    return `<li id="fn-${i + 1}">${text.trim()}</li>`;
  });
  return `<section id="notes"><h2>${escapeText(title)}</h2><ol>${items.join('')}</ol></section>`;
}

/** A reference as printed: its mixed-citation; only without one, the parts of its element-citation. */
function referenceHtml(ref: Element, context: JatsContext): string {
  const mixed = findAll(ref, 'mixed-citation')[0];
  if (mixed) return flatHtml(jatsToHtml(mixed.children, 2, context));
  const element = findAll(ref, 'element-citation')[0];
  if (!element) return flatHtml(jatsToHtml(ref.children, 2, context));
  const leaves: string[] = [];
  const walk = (node: Element) => {
    const kids = elements(node);
    if (!kids.length) {
      const text = flat(plainText(node));
      if (text) leaves.push(escapeText(text));
    } else if (local(node) === 'name') leaves.push(escapeText(kids.map((k) => flat(plainText(k))).join(', ')));
    else kids.forEach(walk);
  };
  walk(element);
  return leaves.join('. ');
}
const flatHtml = (html: string) => html.replace(/\s+/g, ' ').trim();

function referencesSection(back: Element | undefined, title: string | null, lang: string, context: JatsContext): string {
  const list = back ? findAll(back, 'ref-list')[0] : undefined;
  const refs = list ? findAll(list, 'ref') : [];
  if (!refs.length) return '';
  const heading = title ?? (flat(plainText(elements(list, 'title')[0])) || sectionTitles(lang).references);
  return `<section id="references"><h2>${escapeText(heading)}</h2><ul>${refs.map((ref) => `<li>${referenceHtml(ref, context)}</li>`).join('')}</ul></section>`;
}

function findAll(root: Element, name: string, skip: string[] = []): Element[] {
  const found: Element[] = [];
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!(node instanceof Element)) continue;
      const nodeName = local(node);
      if (skip.includes(nodeName)) continue;
      if (nodeName === name) found.push(node);
      else walk(node.children);
    }
  };
  walk(root.children);
  return found;
}

interface JatsText {
  html: string;
  /** Figures whose graphic is not one of our uploads (a file of the package beside the XML): left out. */
  missingImages: number;
}

/**
 * A document part (the article, or its translation's sub-article) as our full text: its body, its
 * notes, and the article's references (a translation cites the article's one ref-list).
 */
function partText(part: Element, article: Element): JatsText | null {
  const body = elements(part, 'body')[0];
  if (!body) return null;
  const lang = part.attribs['xml:lang'] ?? article.attribs['xml:lang'] ?? 'pt';
  const notes = notesOf(part);
  const context: JatsContext = { notes: new Map(), called: new Set(), graphics: { kept: 0, missing: 0 } };
  notes.forEach((fn, i) => fn.attribs.id && context.notes.set(fn.attribs.id, i + 1));
  const notesTitle = flat(plainText(elements(findAll(part, 'fn-group', ['sub-article'])[0], 'title')[0])) || sectionTitles(lang).notes;
  const html =
    jatsToHtml(body.children, 0, context) +
    notesSection(notes, notesTitle, context, 0) +
    referencesSection(elements(article, 'back')[0], part === article ? null : sectionTitles(lang).references, lang, context);
  return { html, missingImages: context.graphics.missing };
}

function jatsArticle(xml: string): Element | null {
  const doc = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  return (doc.children.find((n) => n instanceof Element && local(n) === 'article') as Element | undefined) ?? null;
}

function fromJats(xml: string): JatsText | null {
  const article = jatsArticle(xml);
  return article ? partText(article, article) : null;
}

/**
 * The full text of a JATS article's translation (its `sub-article article-type="translation"`), as
 * allowlisted HTML, or null when it carries none.
 */
export function jatsTranslationText(xml: string): string | null {
  const article = jatsArticle(xml);
  const sub = article ? elements(article, 'sub-article').find((s) => s.attribs['article-type'] === 'translation') : undefined;
  const text = sub && article ? partText(sub, article) : null;
  const html = text ? sanitizeFullText(text.html, { images: true }) : '';
  return html.replace(/<[^>]+>/g, '').trim() ? html : null;
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
  const jats = format === 'jats' ? fromJats(text) : null;
  const raw = format === 'jats' ? (jats?.html ?? null) : format === 'html' ? text : (marked.parse(text, { async: false, gfm: true }) as string);
  if (raw === null) return { ok: false, error: 'fullTextInvalid' };
  // A JATS figure keeps its image when the graphic is one of our uploads (fromJats checked it).
  const html = sanitizeFullText(raw, { images: format === 'jats' });
  if (!html.replace(/<[^>]+>/g, '').trim()) return { ok: false, error: 'fullTextEmpty' };
  return jats?.missingImages ? { ok: true, html, format, missingImages: jats.missingImages } : { ok: true, html, format };
}

export type FullTextCheck =
  | { ok: true; html: string | null; missingImages?: number }
  | { ok: false; error: 'fullTextInvalid' | 'fullTextTooLarge' | 'fullTextEmpty' };

/**
 * An article's or paper's full text as uploaded on a form: JATS XML, HTML or Markdown, turned into
 * allowlisted HTML; `missingImages` counts a JATS's figures whose image could not come with it.
 */
export async function readFullText(entry: FormDataEntryValue | null): Promise<FullTextCheck> {
  const file = chosenFile(entry);
  if (!file) return { ok: true, html: null };
  if (file.size > FULL_TEXT_MAX_BYTES) return { ok: false, error: 'fullTextTooLarge' };
  const converted = convertFullText(file.name, new Uint8Array(await file.arrayBuffer()));
  if (!converted.ok) return converted;
  // A JATS figure's image that is a file beside the XML is not there: the caller says so.
  return converted.missingImages ? { ok: true, html: converted.html, missingImages: converted.missingImages } : { ok: true, html: converted.html };
}
