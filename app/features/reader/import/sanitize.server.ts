/**
 * A content document (XHTML) → safe HTML for the reader, and the text annotations count in.
 *
 * An allowlist builds a new tree: known elements and attributes only; no scripts, styles, event
 * handlers, forms, frames, objects or remote resources; links and images rewritten by the
 * caller (`SanitizeContext`). The result is then shaped so that a browser's HTML parser builds
 * the very same tree (no <div> inside <p>, no loose text in tables, no leading newline in <pre>),
 * because offsets computed here must match what the browser shows:
 *
 * - every leaf block (a p, li, heading, div … holding only inline content) has an `id` (its own,
 *   else `p-<n>` by order) and `data-offset`, the start of its text in the chapter's text;
 * - the chapter's text is each block's text content followed by "\n";
 * - white space inside blocks is collapsed as a browser shows it, so a block's textContent in
 *   the page is exactly its text here.
 */
import render from 'dom-serializer';
import { CDATA, Element, Text, type AnyNode, type Document } from 'domhandler';
import { resolveHref, type ArchiveTarget } from './paths.ts';
import { attr, cleanText, findElement, localName, textOf } from './xml.server.ts';

export interface SanitizeContext {
  /** The document's path in the archive. */
  path: string;
  /** The reader's URL for an internal target (a chapter, with its fragment), or null when it is not one. */
  link(target: ArchiveTarget): string | null;
  /** The stored image's URL, or null when the image is not kept. */
  image(target: ArchiveTarget): string | null;
  /** Elements (by id) that a noteref elsewhere in the book points to. */
  noteTargets: ReadonlySet<string>;
}

export interface SanitizedDocument {
  html: string;
  text: string;
  words: number;
  /** The first heading's text, '' when there is none. */
  heading: string;
  /** Every id in the result: link targets. */
  ids: Set<string>;
}

/** Removed with everything inside them. */
const DROP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'optgroup',
  'datalist',
  'output',
  'label',
  'fieldset',
  'legend',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'map',
  'area',
  'dialog',
  'picture',
  'image',
  'case',
  'trigger',
  'portal',
  'slot',
  'meter',
  'progress',
]); // prettier-ignore

const ALLOWED = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  'rp',
  'rt',
  'ruby',
  's',
  'samp',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
]); // prettier-ignore

/** Old or misplaced names, as the nearest allowed element. */
const RENAME: Record<string, string> = {
  main: 'div',
  center: 'div',
  tt: 'code',
  strike: 's',
  acronym: 'abbr',
  big: 'span',
  listing: 'pre',
  xmp: 'pre',
  plaintext: 'pre',
  dir: 'ul',
  menu: 'ul',
};

const VOID = new Set(['br', 'hr', 'img', 'wbr', 'col']);

/** Elements that start a new block in HTML: a block holding none of them is a leaf. */
const LEVEL = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'caption',
  'col',
  'colgroup',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]); // prettier-ignore

/** Blocks that may hold text themselves. */
const TEXT_BLOCK = new Set(
  [...LEVEL].filter((name) => !['col', 'colgroup', 'dl', 'hr', 'ol', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul', 'hgroup'].includes(name)),
);

/** What a table part may contain; anything else would be moved out of the table by a browser. */
const TABLE_CHILDREN: Record<string, Set<string>> = {
  table: new Set(['caption', 'colgroup', 'thead', 'tbody', 'tfoot', 'tr']),
  thead: new Set(['tr']),
  tbody: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
  colgroup: new Set(['col']),
};
/** Table parts and where they must be: elsewhere a browser drops their tags. */
const TABLE_PARENT: Record<string, string[]> = {
  caption: ['table'],
  colgroup: ['table'],
  col: ['colgroup'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  tr: ['table', 'thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
};

/** The few classes the reader styles; the book's own CSS is not kept. */
const CLASS_MAP: Record<string, string> = {
  lnum: 'line-number',
  linenum: 'line-number',
  linenumber: 'line-number',
  'line-number': 'line-number',
  linegroup: 'verse',
  stanza: 'verse',
  verse: 'verse',
  poem: 'verse',
  smallcaps: 'small-caps',
  'small-caps': 'small-caps',
  sc: 'small-caps',
};

const NOTE_TYPES = ['footnote', 'endnote', 'rearnote', 'note'];
const NOTE_ROLES = ['doc-footnote', 'doc-endnote'];
const ID = /^[^\s]{1,200}$/;
const WEB_LINK = /^(https?:|mailto:)/i;

const epubTypesOf = (el: Element) => (el.attribs['epub:type'] ?? attr(el, 'type') ?? '').split(/\s+/).filter(Boolean);
const isNoteref = (el: Element) => epubTypesOf(el).includes('noteref') || (el.attribs.role ?? '').split(/\s+/).includes('doc-noteref');

/** The targets of a document's noterefs ("path#id"), collected before any document is sanitized. */
export function noterefTargets(body: Element, path: string): string[] {
  const targets: string[] = [];
  const visit = (node: AnyNode) => {
    if (!(node instanceof Element)) return;
    if (localName(node.name) === 'a' && isNoteref(node)) {
      const target = node.attribs.href ? resolveHref(path, node.attribs.href) : null;
      if (target?.fragment) targets.push(`${target.path}#${target.fragment}`);
    }
    node.children.forEach(visit);
  };
  visit(body);
  return targets;
}

function element(name: string, attribs: Record<string, string> = {}, children: AnyNode[] = []): Element {
  const el = new Element(name, attribs, []);
  for (const child of children) append(el, child);
  return el;
}

function append(parent: Element, child: AnyNode) {
  child.parent = parent;
  parent.children.push(child);
}

function setChildren(parent: Element, children: AnyNode[]) {
  parent.children = children;
  for (const child of children) child.parent = parent;
}

const integer = (value: string | undefined, min: number, max: number) => {
  const n = value && /^\s*-?\d{1,6}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? String(n) : undefined;
};

class Converter {
  readonly ids = new Set<string>();
  private readonly ctx: SanitizeContext;
  constructor(ctx: SanitizeContext) {
    this.ctx = ctx;
  }

  /** The attributes every kept element may have. */
  private common(source: Element, attribs: Record<string, string>) {
    const id = source.attribs.id?.trim();
    if (id && ID.test(id) && !this.ids.has(id)) {
      this.ids.add(id);
      attribs.id = id;
    }
    const lang = attr(source, 'lang');
    if (lang && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(lang.trim())) attribs.lang = lang.trim();
    const dir = source.attribs.dir;
    if (dir === 'ltr' || dir === 'rtl' || dir === 'auto') attribs.dir = dir;
    if (source.attribs.title) attribs.title = source.attribs.title;
    const types = epubTypesOf(source);
    if (types.length) attribs['data-epub-type'] = types.join(' ');
    const role = (source.attribs.role ?? '').split(/\s+/).find((r) => r.startsWith('doc-'));
    if (role) attribs.role = role;
    if (source.attribs['aria-label']) attribs['aria-label'] = source.attribs['aria-label'];
    const classes = [
      ...new Set(
        (source.attribs.class ?? '')
          .split(/\s+/)
          .map((c) => CLASS_MAP[c.toLowerCase()])
          .filter(Boolean),
      ),
    ];
    if (classes.length) attribs.class = classes.join(' ');
    const isNote =
      (attribs.id && this.ctx.noteTargets.has(attribs.id)) || types.some((t) => NOTE_TYPES.includes(t)) || (role !== undefined && NOTE_ROLES.includes(role));
    if (isNote) attribs['data-note'] = '';
  }

  private specific(name: string, source: Element, attribs: Record<string, string>) {
    const a = source.attribs;
    const set = (key: string, value: string | undefined) => {
      if (value !== undefined) attribs[key] = value;
    };
    switch (name) {
      case 'ol':
        set('start', integer(a.start, -99999, 99999));
        if ('reversed' in a) attribs.reversed = '';
        if (a.type && /^[1aAiI]$/.test(a.type)) attribs.type = a.type;
        break;
      case 'li':
        set('value', integer(a.value, -99999, 99999));
        break;
      case 'td':
      case 'th':
        set('colspan', integer(a.colspan, 1, 1000));
        set('rowspan', integer(a.rowspan, 0, 65534));
        if (name === 'th' && ['row', 'col', 'rowgroup', 'colgroup'].includes(a.scope ?? '')) attribs.scope = a.scope!;
        break;
      case 'col':
      case 'colgroup':
        set('span', integer(a.span, 1, 1000));
        break;
      case 'time':
        if (a.datetime && a.datetime.length <= 64) attribs.datetime = a.datetime;
        break;
    }
  }

  /** Converts the children of `source` into `into`. */
  children(source: Element | CDATA | Document, into: Element, inLink: boolean) {
    for (const child of source.children) this.node(child, into, inLink);
  }

  private keepAnchor(source: Element, into: Element) {
    // An element that is dropped or unwrapped may be a link target: keep its id.
    const id = source.attribs.id?.trim();
    if (id && ID.test(id) && !this.ids.has(id)) {
      this.ids.add(id);
      append(into, element('span', { id }));
    }
  }

  node(node: AnyNode, into: Element, inLink: boolean) {
    if (node instanceof Text) {
      append(into, new Text(node.data.replace(/\0/g, '\uFFFD')));
      return;
    }
    if (node instanceof CDATA) return this.children(node, into, inLink);
    if (!(node instanceof Element)) return; // comments, processing instructions
    const prefixed = node.name.includes(':');
    let name = localName(node.name);
    if (prefixed && name === 'switch') {
      // <epub:switch>: only the <epub:default> fallback is plain XHTML.
      const fallback = node.children.find((c): c is Element => c instanceof Element && localName(c.name) === 'default');
      if (fallback) this.children(fallback, into, inLink);
      return;
    }
    if (name === 'svg') return this.svg(node, into);
    if (name === 'math') {
      const alt = node.attribs.alttext ?? cleanText(node);
      if (alt) append(into, element('span', { class: 'math' }, [new Text(alt)]));
      return;
    }
    if (DROP.has(name)) return this.keepAnchor(node, into);
    name = RENAME[name] ?? name;
    if (!ALLOWED.has(name) || (name === 'a' && inLink)) {
      this.keepAnchor(node, into);
      return this.children(node, into, inLink);
    }
    if (name === 'img') return this.img(node, into);
    const attribs: Record<string, string> = {};
    if (name === 'a') {
      const href = node.attribs.href?.trim();
      const url = href ? this.href(href) : null;
      if (url) {
        attribs.href = url.href;
        if (url.external) attribs.rel = 'noopener noreferrer';
        if (url.noteref && isNoteref(node)) attribs['data-noteref'] = url.noteref;
      }
    }
    this.common(node, attribs);
    this.specific(name, node, attribs);
    if (name === 'a' && !attribs.href) {
      // A link that leads nowhere we keep: its text stays, as a plain span when it has an id.
      if (!attribs.id) return this.children(node, into, inLink);
      name = 'span';
      delete attribs['data-noteref'];
    }
    const el = element(name, attribs);
    append(into, el);
    if (!VOID.has(name)) this.children(node, el, inLink || name === 'a');
  }

  private href(href: string): { href: string; external?: true; noteref?: string } | null {
    if (/^\/\//.test(href)) return { href: `https:${href}`, external: true };
    if (WEB_LINK.test(href)) {
      try {
        return { href: new URL(href).href, external: true };
      } catch {
        return null;
      }
    }
    const target = resolveHref(this.ctx.path, href);
    const url = target && this.ctx.link(target);
    return url ? { href: url, noteref: target.fragment || undefined } : null;
  }

  private img(source: Element, into: Element) {
    const src = source.attribs.src?.trim();
    const target = src ? resolveHref(this.ctx.path, src) : null;
    const url = target && this.ctx.image(target);
    if (!url) return this.keepAnchor(source, into); // remote, data: or missing images are not shown
    const attribs: Record<string, string> = { src: url, alt: source.attribs.alt ?? '' };
    this.common(source, attribs);
    const width = integer(source.attribs.width, 1, 10000);
    const height = integer(source.attribs.height, 1, 10000);
    if (width) attribs.width = width;
    if (height) attribs.height = height;
    append(into, element('img', attribs));
  }

  /** Inline SVG is not kept (it can script), but a cover page's <svg><image/></svg> becomes an <img>. */
  private svg(source: Element, into: Element) {
    const image = findElement(source, 'image');
    const href = image && (image.attribs['xlink:href'] ?? image.attribs.href ?? attr(image, 'href'));
    if (!href) return this.keepAnchor(source, into);
    const title = findElement(source, 'title');
    const alt = source.attribs['aria-label'] ?? (title ? cleanText(title) : '');
    this.img(new Element('img', { src: href, alt, ...(source.attribs.id ? { id: source.attribs.id } : {}) }), into);
  }
}

// --- shaping the tree as a browser will parse it

const isElement = (node: AnyNode): node is Element => node instanceof Element;

function fixStructure(el: Element, parentName: string) {
  for (const child of el.children) if (isElement(child)) fixStructure(child, el.name);
  // Table parts out of place lose their tags in a browser: make them plain blocks (or drop them).
  const allowedParents = TABLE_PARENT[el.name];
  if (allowedParents && !allowedParents.includes(parentName)) {
    if (el.name === 'col' || el.name === 'colgroup') el.children = [];
    el.name = el.name === 'col' ? 'span' : 'div';
    for (const key of ['colspan', 'rowspan', 'scope', 'span']) delete el.attribs[key];
  }
  const allowedChildren = TABLE_CHILDREN[el.name];
  if (allowedChildren) {
    setChildren(
      el,
      el.children.filter((child) => (isElement(child) ? allowedChildren.has(child.name) : child instanceof Text && !child.data.trim())),
    );
  }
}

class Shaper {
  private readonly levelCache = new Map<Element, boolean>();
  readonly blocks: { el: Element; text: string }[] = [];

  hasLevel(el: Element): boolean {
    let value = this.levelCache.get(el);
    if (value === undefined) {
      value = el.children.some((child) => isElement(child) && (LEVEL.has(child.name) || this.hasLevel(child)));
      this.levelCache.set(el, value);
    }
    return value;
  }

  /** A <p> cannot hold blocks in HTML (the parser would close it): such a <p> is a <div>. */
  renameParagraphs(el: Element) {
    for (const child of el.children) if (isElement(child)) this.renameParagraphs(child);
    if (el.name === 'p' && this.hasLevel(el)) el.name = 'div';
  }

  visit(el: Element) {
    if (TEXT_BLOCK.has(el.name) && !this.hasLevel(el)) return this.leaf(el);
    if (TABLE_CHILDREN[el.name]) {
      for (const child of el.children) {
        if (isElement(child)) this.visit(child);
        else if (child instanceof Text) child.data = '\n';
      }
      return;
    }
    this.container(el);
  }

  /** Blocks are visited in order; a run of inline content (text, images) among blocks is wrapped in a <div> block. */
  private container(el: Element) {
    const children: AnyNode[] = [];
    let run: AnyNode[] = [];
    const flush = () => {
      if (run.some((node) => textOf(node).trim() || hasImage(node))) {
        const wrapper = element('div', {}, run);
        children.push(wrapper);
        this.leaf(wrapper);
      } else {
        for (const node of run) {
          if (node instanceof Text) node.data = node.data.trim() ? node.data : '\n';
          children.push(node);
        }
      }
      run = [];
    };
    for (const child of el.children) {
      if (isElement(child) && (LEVEL.has(child.name) || this.hasLevel(child))) {
        flush();
        children.push(child);
        this.visit(child);
      } else run.push(child);
    }
    flush();
    setChildren(el, children);
  }

  /** White space as a browser collapses it, a space after each <br> (invisible at a line start), trimmed ends. */
  private leaf(el: Element) {
    const texts: (Text | Element)[] = [];
    if (el.name === 'pre') {
      collectTexts(el, texts);
      for (const text of texts) if (text instanceof Text) text.data = text.data.replace(/\r\n?/g, '\n');
      // The HTML parser drops a newline right after <pre>.
      const first = el.children[0];
      if (first instanceof Text && first.data.startsWith('\n')) first.data = first.data.slice(1);
    } else {
      addBreakSpaces(el);
      collectTexts(el, texts, true);
      let afterSpace = true;
      for (const node of texts) {
        // An image is content: the space after it stays.
        if (!(node instanceof Text)) {
          afterSpace = false;
          continue;
        }
        let data = node.data.replace(/[ \t\n\r\f]+/g, ' ');
        if (afterSpace && data.startsWith(' ')) data = data.slice(1);
        if (data) afterSpace = data.endsWith(' ');
        node.data = data;
      }
      for (let i = texts.length - 1; i >= 0; i--) {
        const node = texts[i]!;
        if (!(node instanceof Text)) break;
        node.data = node.data.replace(/ +$/, '');
        if (node.data) break;
      }
    }
    this.blocks.push({ el, text: texts.map((node) => (node instanceof Text ? node.data : '')).join('') });
  }
}

/** The text nodes in order; with `images`, the images among them too. */
function collectTexts(el: Element, into: (Text | Element)[], images = false) {
  for (const child of el.children) {
    if (child instanceof Text) into.push(child);
    else if (isElement(child)) {
      if (child.name === 'img') {
        if (images) into.push(child);
      } else collectTexts(child, into, images);
    }
  }
}

const hasImage = (node: AnyNode): boolean => isElement(node) && (node.name === 'img' || node.children.some(hasImage));

function addBreakSpaces(el: Element) {
  const children: AnyNode[] = [];
  for (const child of el.children) {
    children.push(child);
    if (isElement(child)) {
      if (child.name === 'br') children.push(new Text(' '));
      else addBreakSpaces(child);
    }
  }
  setChildren(el, children);
}

export function sanitizeDocument(body: Element, ctx: SanitizeContext): SanitizedDocument {
  const converter = new Converter(ctx);
  const root = element('body');
  converter.children(body, root, false);
  fixStructure(root, '');
  const shaper = new Shaper();
  shaper.renameParagraphs(root);
  shaper.visit(root);

  const ids = converter.ids;
  let text = '';
  shaper.blocks.forEach(({ el, text: blockText }, index) => {
    let id = el.attribs.id;
    if (!id) {
      id = `p-${index + 1}`;
      for (let n = 2; ids.has(id); n++) id = `p-${index + 1}-${n}`;
      ids.add(id);
    }
    // id and data-offset first: they are what the reader looks for.
    const { id: _own, ...rest } = el.attribs;
    el.attribs = { id, 'data-offset': String(text.length), ...rest };
    text += `${blockText}\n`;
  });

  const heading = findFirst(root, (el) => /^h[1-6]$/.test(el.name) && cleanText(el) !== '');
  return {
    html: render(root.children, { encodeEntities: 'utf8' }).trim(),
    text,
    words: text.split(/\s+/).filter(Boolean).length,
    heading: heading ? cleanText(heading) : '',
    ids,
  };
}

function findFirst(el: Element, test: (el: Element) => boolean): Element | null {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return null;
}
