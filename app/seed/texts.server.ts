/**
 * The demo's full texts (app/seed/content, see its README): one Markdown file per book chapter,
 * journal article or proceedings paper, written for the project and published under CC BY 4.0.
 * This module reads them and renders the small scholarly Markdown they use (headings, footnotes,
 * block quotes, tables with a caption line, figures with a caption, a reference list) as XHTML for
 * the EPUBs we build, or as HTML for an article's page and PDF.
 */
import fs from 'node:fs';
import path from 'node:path';
import render from 'dom-serializer';
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { marked } from 'marked';
import { hasOriginalTexts } from '#app/lib/multilingual.ts';
import { escapeXml } from '#app/lib/xml.ts';

export const contentDir = () => path.resolve(process.env.DEMO_CONTENT_DIR || 'app/seed/content');

/** Headings that start a source's reference list, in the languages we publish. */
const REFERENCE_HEADINGS = /^(referências|referencias|references|bibliografia|bibliography)$/i;
const ABSTRACT_HEADINGS: Record<string, AbstractLanguage> = { resumo: 'pt', abstract: 'en', resumen: 'es' };
const KEYWORDS_LINE = /^\*\*(palavras-chave|keywords|palabras clave):\*\*\s*(.+)$/i;
const CAPTION_LINE = /^(tabela|table|tabla|cuadro|quadro)\s+\d+(?:\.\d+)?[.:](?:\s|$)/i;

/** The languages a source gives its abstract and keywords in (## Resumo, ## Abstract, ## Resumen). */
export type AbstractLanguage = 'pt' | 'en' | 'es';

export interface RenderedText {
  /** The first-level heading. */
  title: string;
  /** The body with its notes and reference list, without the title and the abstracts (XHTML or HTML). */
  html: string;
  /** Words of the body (headings, paragraphs, quotes, tables, captions and notes). */
  words: number;
  /** The reference list's entries, as plain text. */
  references: string[];
  /** The reference list's entries, rendered inline (emphasis kept). */
  referencesHtml: string[];
  footnotes: number;
  tables: number;
  /** Figures' image files, relative to the source's folder. */
  figures: { src: string; alt: string; caption: string }[];
  abstracts: Partial<Record<AbstractLanguage, string>>;
  keywords: Partial<Record<AbstractLanguage, string[]>>;
}

export type RenderTarget = 'epub' | 'web';

/** Words as the reader counts them: runs of characters between white space. */
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const inline = (markdown: string) => marked.parseInline(markdown, { async: false, gfm: true }) as string;

/** Splits a source into its title, its front parts (abstracts, keywords), body and references. */
function splitSource(markdown: string) {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let title = '';
  const abstracts: Partial<Record<AbstractLanguage, string[]>> = {};
  const keywords: Partial<Record<AbstractLanguage, string[]>> = {};
  const body: string[] = [];
  const references: string[] = [];
  let part: 'front' | 'abstract' | 'body' | 'references' = 'front';
  let abstractLanguage: AbstractLanguage = 'pt';
  for (const line of lines) {
    const heading = /^(#{1,6})\s+(.+?)\s*$/.exec(line);
    if (heading && heading[1] === '#' && !title) {
      title = heading[2]!;
      continue;
    }
    if (heading && heading[1] === '##') {
      const name = heading[2]!.toLowerCase();
      if (part !== 'body' && part !== 'references' && ABSTRACT_HEADINGS[name]) {
        part = 'abstract';
        abstractLanguage = ABSTRACT_HEADINGS[name]!;
        abstracts[abstractLanguage] = [];
        continue;
      }
      if (REFERENCE_HEADINGS.test(heading[2]!)) {
        part = 'references';
        continue;
      }
      part = 'body';
    }
    if (part === 'abstract') {
      const kw = KEYWORDS_LINE.exec(line.trim());
      if (kw)
        keywords[abstractLanguage] = kw[2]!
          .split(/[;]/)
          .map((k) => k.trim().replace(/\.$/, ''))
          .filter(Boolean);
      else abstracts[abstractLanguage]!.push(line);
      continue;
    }
    if (part === 'references') {
      const item = /^\s*[-*]\s+(.+)$/.exec(line);
      if (item) references.push(item[1]!.trim());
      else if (line.trim() && references.length) references[references.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (part === 'front' && !line.trim()) continue;
    part = 'body';
    body.push(line);
  }
  const paragraphs = (lines: string[] | undefined) =>
    (lines ?? [])
      .join('\n')
      .trim()
      .split(/\n{2,}/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n');
  return {
    title,
    abstracts: Object.fromEntries(Object.entries(abstracts).map(([k, v]) => [k, paragraphs(v)])) as Partial<Record<AbstractLanguage, string>>,
    keywords,
    body: body.join('\n'),
    references,
  };
}

const isElement = (node: ChildNode | undefined): node is Element => node instanceof Element;
const textOf = (nodes: ChildNode[]): string => nodes.map((n) => (n instanceof Text ? n.data : n instanceof Element ? textOf(n.children) : '')).join('');

/** Figures from lone images, captions into their tables; counts what it finds. */
function shape(nodes: ChildNode[], found: { tables: number; figures: RenderedText['figures'] }) {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (!isElement(node)) continue;
    const children = node.children.filter((c) => !(c instanceof Text && !c.data.trim()));
    if (node.name === 'p' && children.length === 1 && isElement(children[0]) && children[0].name === 'img') {
      const img = children[0];
      const caption = img.attribs.title ?? '';
      const figure = new Element('figure', {}, [
        new Element('img', { src: img.attribs.src ?? '', alt: img.attribs.alt ?? '' }),
        new Element('figcaption', {}, [new Text(caption)]),
      ]);
      found.figures.push({ src: img.attribs.src ?? '', alt: img.attribs.alt ?? '', caption });
      figure.parent = node.parent;
      nodes[i] = figure;
      continue;
    }
    if (node.name === 'table') {
      found.tables++;
      // The paragraph just before ("Tabela 1. …") is the table's caption.
      let j = i - 1;
      while (j >= 0 && nodes[j] instanceof Text && !(nodes[j] as Text).data.trim()) j--;
      const before = nodes[j];
      if (isElement(before) && before.name === 'p' && CAPTION_LINE.test(textOf(before.children).trim())) {
        const caption = new Element('caption', {}, before.children);
        node.children.unshift(caption);
        caption.parent = node;
        nodes.splice(j, 1);
        i--;
      }
      continue;
    }
    shape(node.children, found);
  }
}

/** Renders a source (see the content folder's README) for an EPUB chapter or a web page. */
export function renderSource(
  markdown: string,
  { target, notesLabel, referencesLabel }: { target: RenderTarget; notesLabel: string; referencesLabel: string },
): RenderedText {
  const source = splitSource(markdown);
  // Footnotes: definitions `[^n]: text` anywhere, references `[^n]` in the text.
  const notes = new Map<string, { n: number; text: string }>();
  const withoutDefinitions = source.body.replace(/^\[\^([\w-]+)\]:\s+(.+)$/gm, (_, id: string, text: string) => {
    notes.set(id, { n: 0, text });
    return '';
  });
  let counter = 0;
  const withRefs = withoutDefinitions.replace(/\[\^([\w-]+)\]/g, (whole, id: string) => {
    const note = notes.get(id);
    if (!note) return whole;
    note.n ||= ++counter;
    const attrs = target === 'epub' ? ` epub:type="noteref" role="doc-noteref"` : '';
    return `<sup><a href="#fn-${note.n}" id="fnref-${note.n}"${attrs}>${note.n}</a></sup>`;
  });
  const html = marked.parse(withRefs, { async: false, gfm: true }) as string;
  const doc = parseDocument(html, { decodeEntities: true });
  const found = { tables: 0, figures: [] as RenderedText['figures'] };
  shape(doc.children, found);
  let body = render(doc.children, { encodeEntities: 'utf8', selfClosingTags: target === 'epub' });
  const ordered = [...notes.values()].filter((n) => n.n).sort((a, b) => a.n - b.n);
  const notesHtml = ordered.length
    ? target === 'epub'
      ? `\n<section class="footnotes" aria-label="${escapeXml(notesLabel)}">\n${ordered.map((n) => `<aside epub:type="footnote" role="doc-footnote" id="fn-${n.n}"><p>${n.n}. ${inline(n.text)}</p></aside>`).join('\n')}\n</section>`
      : `\n<section id="notes"><h2>${escapeXml(notesLabel)}</h2><ol>${ordered.map((n) => `<li id="fn-${n.n}">${inline(n.text)}</li>`).join('')}</ol></section>`
    : '';
  const referencesHtml = source.references.map(inline);
  const referencesSection = referencesHtml.length
    ? target === 'epub'
      ? `\n<section epub:type="bibliography" role="doc-bibliography" aria-labelledby="references-title">\n<h2 id="references-title">${escapeXml(referencesLabel)}</h2>\n<ul class="references">\n${referencesHtml.map((r) => `<li>${r}</li>`).join('\n')}\n</ul>\n</section>`
      : `\n<section id="references"><h2>${escapeXml(referencesLabel)}</h2><ul>${referencesHtml.map((r) => `<li>${r}</li>`).join('')}</ul></section>`
    : '';
  if (target === 'epub') {
    // marked writes HTML; the EPUB's XHTML needs its void elements closed (dom-serializer did) and named entities gone.
    body = body.replace(/&nbsp;/g, '&#160;');
  }
  const noteWords = ordered.reduce((sum, n) => sum + countWords(plain(inline(n.text))), 0);
  return {
    title: source.title,
    html: `${body.trim()}${notesHtml}${referencesSection}`,
    words: countWords(textOf(doc.children)) + noteWords,
    references: referencesHtml.map(plain),
    referencesHtml,
    footnotes: ordered.length,
    tables: found.tables,
    figures: found.figures,
    abstracts: source.abstracts,
    keywords: source.keywords,
  };
}

/**
 * The pages a book chapter fills in the press's printed layout (16 × 23 cm, 11/15 pt): some 330
 * words of running text a page, 250 of references (smaller type, hanging indent), half a page for
 * each table and figure. The catalog's chapter ranges are held to it (content test); articles and
 * papers are held to their typeset PDF instead.
 */
export function printedPages(text: RenderedText): number {
  const referenceWords = countWords(text.references.join(' '));
  return Math.ceil(text.words / 330 + referenceWords / 250 + (text.tables + text.figures.length) / 2);
}

// --- Reading the folder -------------------------------------------------------------------------

const LABELS = {
  pt: { notes: 'Notas', references: 'Referências' },
  en: { notes: 'Notes', references: 'References' },
  es: { notes: 'Notas', references: 'Referencias' },
} as const;
const labelsFor = (lang: string) => LABELS[(lang.slice(0, 2) as keyof typeof LABELS) in LABELS ? (lang.slice(0, 2) as keyof typeof LABELS) : 'pt'];

const markdownFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => /^\d{2}\.md$/.test(name))
        .sort()
    : [];

export interface BookSource {
  slug: string;
  chapters: (RenderedText & { file: string })[];
  /** Files the chapters' figures name (SVG), read from the book's folder. */
  assets: { name: string; data: Uint8Array }[];
}

/** A book's chapters (`books/<slug>/01.md` …) rendered for its EPUB, or null when it has none. */
export function bookSource(slug: string, lang: string, target: RenderTarget = 'epub'): BookSource | null {
  return partsSource(path.join(contentDir(), 'books', slug), slug, lang, target);
}

/** A proceedings volume's papers (`proceedings/<slug>/01.md` …) rendered for the volume's EPUB, or null when it has none. */
export function proceedingsSource(slug: string, lang: string, target: RenderTarget = 'epub'): BookSource | null {
  return partsSource(path.join(contentDir(), 'proceedings', slug), slug, lang, target);
}

function partsSource(dir: string, slug: string, lang: string, target: RenderTarget): BookSource | null {
  const files = markdownFiles(dir);
  if (!files.length) return null;
  const labels = labelsFor(lang);
  const chapters = files.map((file) => ({
    file,
    ...renderSource(fs.readFileSync(path.join(dir, file), 'utf8'), { target, notesLabel: labels.notes, referencesLabel: labels.references }),
  }));
  const names = [...new Set(chapters.flatMap((c) => c.figures.map((f) => f.src)))];
  const assets = names.map((name) => {
    if (!/^[\w-]+\.svg$/.test(name)) throw new Error(`${slug}: a figure must be an SVG file beside the chapters (${name})`);
    return { name, data: new Uint8Array(fs.readFileSync(path.join(dir, name))) };
  });
  return { slug, chapters, assets };
}

/** The books that have sources. */
export function booksWithSources(): string[] {
  const dir = path.join(contentDir(), 'books');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((slug) => markdownFiles(path.join(dir, slug)).length)
        .sort()
    : [];
}

/**
 * A journal article (`journals/<journal>/<volume>-<number>-<position>.md`) or a proceedings paper
 * (`proceedings/<slug>/<position as 01>.md`), rendered for the web, or null when it has no source.
 */
export function articleSource(
  where: { journal: string; volume: number; number: number; position: number } | { proceedings: string; position: number },
  lang: string,
): RenderedText | null {
  const file =
    'journal' in where
      ? path.join(contentDir(), 'journals', where.journal, `${where.volume}-${where.number}-${where.position}.md`)
      : path.join(contentDir(), 'proceedings', where.proceedings, `${String(where.position).padStart(2, '0')}.md`);
  if (!fs.existsSync(file)) return null;
  const labels = labelsFor(lang);
  return renderSource(fs.readFileSync(file, 'utf8'), { target: 'web', notesLabel: labels.notes, referencesLabel: labels.references });
}

/**
 * An article's full text translated into `lang` (issue 52), from `<volume>-<number>-<position>.<lang>.md`
 * beside the original: the same conventions, its references as the original prints them.
 */
export function translationSource(where: { journal: string; volume: number; number: number; position: number }, lang: string): RenderedText | null {
  const file = path.join(contentDir(), 'journals', where.journal, `${where.volume}-${where.number}-${where.position}.${lang}.md`);
  if (!fs.existsSync(file)) return null;
  const labels = labelsFor(lang);
  return renderSource(fs.readFileSync(file, 'utf8'), { target: 'web', notesLabel: labels.notes, referencesLabel: labels.references });
}

/**
 * A source's abstracts and keywords as the catalog stores them: in Portuguese, in English and, for
 * a text in another language, its own (its `# …` title, `## Resumen` and `**Palabras clave:**`
 * for Spanish) in the `…Original` columns (decision 0020).
 */
export function sourceTexts(text: RenderedText, language: string) {
  const own = hasOriginalTexts(language) ? (language as AbstractLanguage) : null;
  return {
    abstractPt: text.abstracts.pt ?? null,
    abstractEn: text.abstracts.en ?? null,
    keywordsPt: text.keywords.pt ?? [],
    keywordsEn: text.keywords.en ?? [],
    titleOriginal: own ? text.title : null,
    abstractOriginal: own ? (text.abstracts[own] ?? null) : null,
    keywordsOriginal: own ? (text.keywords[own] ?? []) : [],
  };
}
