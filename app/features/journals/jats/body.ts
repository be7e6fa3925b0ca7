/**
 * An article's full text (the allowlisted HTML of fulltext/convert.server.ts) as a JATS body: the
 * flat h2/h3/h4 headings become nested `sec`s, paragraphs, lists, quotes, tables and figures their
 * JATS elements, note calls `xref`s to the notes, which go to the back's `fn-group`. The text's own
 * "Notes" and "References" sections are left out of the body: the notes become footnotes, the
 * references the `ref-list` (their printed form, with italics, comes back to the caller).
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { escapeXml } from '#app/lib/xml.ts';
import { linkInTextCitations } from '../in-text-citations.ts';

export interface JatsBody {
  body: string;
  /** `<fn>` elements for the back's fn-group. */
  footnotes: string[];
  /** The references as the text prints them (each item's text with `<em>` for italics and `<ext-link>` for links), in order. */
  referenceItems: string[];
  tables: number;
  figures: number;
}

const LABEL = /^((?:Tabela|Table|Tabla|Quadro|Figura|Figure|Gráfico|Imagem|Chart)\s+\d+[A-Za-z]?)[.:–-]?\s*(.*)$/s;
const ALT_MAX = 120;

interface State {
  tables: number;
  figures: number;
  fnIds: Map<string, string>;
}

const isTag = (node: ChildNode, ...names: string[]): node is Element => node instanceof Element && names.includes(node.name);
const textOf = (node: ChildNode): string => (node instanceof Text ? node.data : node instanceof Element ? node.children.map(textOf).join('') : '');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A note's id in JATS (`fn-1` → `fn1`): ids must be XML names. */
const fnId = (state: State, href: string) => {
  const known = state.fnIds.get(href);
  if (known) return known;
  const id = `fn${state.fnIds.size + 1}`;
  state.fnIds.set(href, id);
  return id;
};

function inline(nodes: ChildNode[], state: State): string {
  return nodes.map((node) => inlineNode(node, state)).join('');
}

function inlineNode(node: ChildNode, state: State): string {
  if (node instanceof Text) return escapeXml(node.data);
  if (!(node instanceof Element)) return '';
  const inner = () => inline(node.children, state);
  switch (node.name) {
    case 'em':
      return `<italic>${inner()}</italic>`;
    case 'strong':
      return `<bold>${inner()}</bold>`;
    case 'sub':
      return `<sub>${inner()}</sub>`;
    case 'sup': {
      // A note's call: `<sup><a href="#fn-1">1</a></sup>` is the xref itself.
      const only = node.children.filter((c) => !(c instanceof Text && !c.data.trim()));
      if (only.length === 1 && isTag(only[0]!, 'a') && only[0].attribs.href?.startsWith('#fn')) return inlineNode(only[0], state);
      return `<sup>${inner()}</sup>`;
    }
    case 'code':
      return `<monospace>${inner()}</monospace>`;
    case 'br':
      return ' ';
    case 'a': {
      const href = node.attribs.href ?? '';
      if (href.startsWith('#fn')) return `<xref ref-type="fn" rid="${fnId(state, href.slice(1))}">${escapeXml(flat(textOf(node)))}</xref>`;
      // An in-text citation, linked to its reference by withReferenceIds + linkInTextCitations below.
      if (node.attribs.class === 'citation' && /^#B\d+$/.test(href)) return `<xref ref-type="bibr" rid="${href.slice(1)}">${inner()}</xref>`;
      if (/^(https?|mailto):/i.test(href)) return `<ext-link ext-link-type="uri" xlink:href="${escapeXml(href)}">${inner()}</ext-link>`;
      return inner();
    }
    default:
      return inner();
  }
}

/** Blocks inside a container that JATS wants as paragraphs (a list item, a quote, a cell-less text). */
function paragraphsOf(nodes: ChildNode[], state: State): string {
  const out: string[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    const text = inline(run, state);
    if (text.trim()) out.push(`<p>${text.trim()}</p>`);
    run = [];
  };
  for (const node of nodes) {
    if (node instanceof Element && BLOCKS.has(node.name)) {
      flush();
      out.push(block(node, state));
    } else run.push(node);
  }
  flush();
  return out.join('');
}

const BLOCKS = new Set(['p', 'ul', 'ol', 'blockquote', 'table', 'figure', 'pre', 'section', 'h2', 'h3', 'h4']);

function caption(text: string): { label: string | null; title: string } {
  const match = LABEL.exec(flat(text));
  return match ? { label: match[1]!, title: match[2]!.replace(/^[.:–-]\s*/, '') || match[1]! } : { label: null, title: flat(text) };
}

function captionXml(nodes: ChildNode[], state: State): { label: string; caption: string } {
  const { label } = caption(nodes.map(textOf).join(''));
  let title = inline(nodes, state).trim();
  if (label) title = title.replace(new RegExp(`^${label.replace(/\s+/g, '\\s+')}[.:–-]?\\s*`), '');
  return { label: label ? `<label>${escapeXml(label)}</label>` : '', caption: title ? `<caption><title>${title}</title></caption>` : '' };
}

function cell(node: Element, name: 'th' | 'td', state: State): string {
  const span = ['colspan', 'rowspan']
    .filter((a) => /^\d+$/.test(node.attribs[a] ?? ''))
    .map((a) => ` ${a}="${node.attribs[a]}"`)
    .join('');
  return `<${name}${span}>${inline(node.children, state).trim()}</${name}>`;
}

function table(node: Element, state: State): string {
  state.tables += 1;
  const id = `t${state.tables}`;
  const captionNode = node.children.find((c) => isTag(c, 'caption')) as Element | undefined;
  const { label, caption } = captionNode ? captionXml(captionNode.children, state) : { label: '', caption: '' };
  const rows = (parent: Element, header: boolean) =>
    parent.children
      .filter((c): c is Element => isTag(c, 'tr'))
      .map(
        (tr) =>
          `<tr>${tr.children
            .filter((c): c is Element => isTag(c, 'th', 'td'))
            .map((c) => cell(c, header ? 'th' : 'td', state))
            .join('')}</tr>`,
      )
      .join('');
  const head = node.children.find((c) => isTag(c, 'thead')) as Element | undefined;
  const bodies = node.children.filter((c): c is Element => isTag(c, 'tbody'));
  const loose = node.children.some((c) => isTag(c, 'tr'));
  // SciELO wants every row in a thead or tbody, and th only in the thead.
  const bodyRows = [...bodies.map((b) => rows(b, false)), loose ? rows(node, false) : ''].join('');
  const inner = `${head ? `<thead>${rows(head, true)}</thead>` : ''}${bodyRows ? `<tbody>${bodyRows}</tbody>` : ''}`;
  return `<table-wrap id="${id}">${label}${caption}<table>${inner}</table></table-wrap>`;
}

/** Alt text of at most 120 characters, cut at a word; the whole description goes to `long-desc`. */
function altText(alt: string): { alt: string; long: string | null } {
  if (alt.length <= ALT_MAX) return { alt, long: null };
  const cut = alt.slice(0, ALT_MAX - 1);
  return { alt: `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : cut.length)}…`, long: alt };
}

function figure(node: Element, state: State): string {
  const images: Element[] = [];
  const walk = (n: ChildNode) => {
    if (!(n instanceof Element)) return;
    if (n.name === 'img') images.push(n);
    else n.children.forEach(walk);
  };
  walk(node);
  const captionNode = node.children.find((c) => isTag(c, 'figcaption')) as Element | undefined;
  if (!images.length) return captionNode ? `<p>${inline(captionNode.children, state).trim()}</p>` : '';
  state.figures += 1;
  const { label, caption } = captionNode ? captionXml(captionNode.children, state) : { label: '', caption: '' };
  const img = images[0]!;
  const { alt, long } = altText(flat(img.attribs.alt ?? ''));
  return [
    `<fig id="f${state.figures}">`,
    label,
    caption,
    alt ? `<alt-text>${escapeXml(alt)}</alt-text>` : '',
    long ? `<long-desc>${escapeXml(long)}</long-desc>` : '',
    `<graphic xlink:href="${escapeXml(img.attribs.src ?? '')}"/>`,
    '</fig>',
  ].join('');
}

function block(node: Element, state: State): string {
  switch (node.name) {
    case 'p': {
      // A paragraph holding only an image is a figure (Markdown's way of writing one).
      const only = node.children.filter((c) => !(c instanceof Text && !c.data.trim()));
      if (only.length === 1 && isTag(only[0]!, 'img')) return figure(node, state);
      const text = inline(node.children, state).trim();
      return text ? `<p>${text}</p>` : '';
    }
    case 'ul':
    case 'ol':
      return `<list list-type="${node.name === 'ol' ? 'order' : 'bullet'}">${node.children
        .filter((c): c is Element => isTag(c, 'li'))
        .map((li) => `<list-item>${paragraphsOf(li.children, state) || '<p/>'}</list-item>`)
        .join('')}</list>`;
    case 'blockquote':
      return `<disp-quote>${paragraphsOf(node.children, state)}</disp-quote>`;
    case 'table':
      return table(node, state);
    case 'figure':
      return figure(node, state);
    case 'pre':
      return `<preformat>${escapeXml(textOf(node))}</preformat>`;
    default:
      return paragraphsOf(node.children, state);
  }
}

/** The body's blocks in order, sections unwrapped, the notes and references sections set aside. */
function bodyBlocks(nodes: ChildNode[], aside: { notes: Element[]; references: Element[] }): ChildNode[] {
  return nodes.flatMap((node) => {
    if (!(node instanceof Element)) return node instanceof Text && node.data.trim() ? [node] : [];
    if (node.name === 'section') {
      if (node.attribs.id === 'notes' || node.attribs.id === 'footnotes') return aside.notes.push(node), [];
      if (node.attribs.id === 'references') return aside.references.push(node), [];
      return bodyBlocks(node.children, aside);
    }
    return [node];
  });
}

const LEVEL: Record<string, number> = { h2: 1, h3: 2, h4: 3 };

/** The references section's items numbered as the ref-list's `ref`s (B1, B2…), for the citations to point at. */
const withReferenceIds = (html: string) =>
  html.replace(/(<section id="references">)([\s\S]*?)(<\/section>)/, (_all, open: string, inner: string, close: string) => {
    let n = 0;
    return open + inner.replace(/<li(?:\s[^>]*)?>/g, () => `<li id="B${++n}">`) + close;
  });

/** A full text as a JATS body, its footnotes and its printed references. */
export function htmlToJats(html: string): JatsBody {
  const state: State = { tables: 0, figures: 0, fnIds: new Map() };
  const aside = { notes: [] as Element[], references: [] as Element[] };
  const blocks = bodyBlocks(parseDocument(linkInTextCitations(withReferenceIds(html))).children, aside);
  const out: string[] = [];
  const open: number[] = [];
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    if (loose.length) out.push(paragraphsOf(loose, state));
    loose = [];
  };
  let sections = 0;
  for (const node of blocks) {
    const level = node instanceof Element ? LEVEL[node.name] : undefined;
    if (level && node instanceof Element) {
      flushLoose();
      while (open.length && open.at(-1)! >= level) {
        out.push('</sec>');
        open.pop();
      }
      // A heading that skips a level still opens one section.
      sections += 1;
      out.push(`<sec id="sec${sections}"><title>${inline(node.children, state).trim()}</title>`);
      open.push(level);
    } else if (node instanceof Element && BLOCKS.has(node.name)) {
      flushLoose();
      out.push(block(node, state));
    } else loose.push(node);
  }
  flushLoose();
  while (open.pop() !== undefined) out.push('</sec>');

  const footnotes = aside.notes.flatMap((section) =>
    section.children
      .filter((c): c is Element => isTag(c, 'ol', 'ul'))
      .flatMap((list) => list.children.filter((c): c is Element => isTag(c, 'li')))
      .map((li, index) => {
        const href = li.attribs.id ?? `fn-${index + 1}`;
        // Drop the note's own "back to text" link.
        const children = li.children.filter((c) => !(isTag(c, 'a') && (c.attribs.href ?? '').startsWith('#fnref')));
        return `<fn fn-type="other" id="${fnId(state, href)}"><label>${index + 1}</label>${paragraphsOf(children, state) || '<p/>'}</fn>`;
      }),
  );
  const referenceItems = aside.references.flatMap((section) =>
    section.children
      .filter((c): c is Element => isTag(c, 'ol', 'ul'))
      .flatMap((list) => list.children.filter((c): c is Element => isTag(c, 'li')))
      .map((li) =>
        li.children
          .map((c) => {
            if (c instanceof Text) return escapeXml(c.data);
            // A link the text prints (a web page's address) stays one.
            const href = c instanceof Element && c.name === 'a' ? (c.attribs.href ?? '') : '';
            if (isTag(c, 'em', 'i')) return `<em>${escapeXml(textOf(c))}</em>`;
            return /^(https?|mailto):/i.test(href)
              ? `<ext-link ext-link-type="uri" xlink:href="${escapeXml(href)}">${escapeXml(textOf(c))}</ext-link>`
              : escapeXml(textOf(c));
          })
          .join(''),
      ),
  );
  return { body: out.join(''), footnotes, referenceItems, tables: state.tables, figures: state.figures };
}
