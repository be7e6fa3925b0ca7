/**
 * A PDF of an article or paper typeset from its full text (when no PDF was uploaded): a title
 * block (where it was published, title, authors and affiliations, DOI, licence), the abstracts
 * with their keywords, then the text's headings, justified paragraphs, lists, quotes, tables with
 * their captions, notes and references with hanging indents; a running head with the journal,
 * volume, issue and DOI on every page after the first, and page numbers. The file is tagged
 * (PDF/UA-minded): it states its title and language (an abstract's or a paper's when it differs),
 * the text is marked as sections under their headings, paragraphs, lists, tables, notes and
 * references in reading order, and running heads and page numbers are artifacts.
 * pdfkit's standard fonts cover Portuguese, Spanish and English. A proceedings volume is set whole
 * the same way: its front matter and contents, then each paper as its own PDF sets it.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { languageTag } from '#app/lib/language-codes.ts';
import { abstractLabels, type LanguageTexts } from '#app/lib/language-texts.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { escapeXml } from '#app/lib/xml.ts';

export interface PdfAuthor {
  name: string;
  affiliation?: string | null;
}

export interface PdfAbstract {
  label: string;
  text: string;
  keywordsLabel: string;
  keywords: string[];
  /** BCP 47, when not the document's. */
  lang?: string;
}

/** A work's abstracts with their keywords, in the order given (its own language first), each headed in its language. */
export const pdfAbstracts = (texts: LanguageTexts[]): PdfAbstract[] =>
  texts
    .filter((t) => t.abstract)
    .map((t) => {
      const labels = abstractLabels(t.lang);
      return { label: labels.abstract, text: t.abstract, keywordsLabel: labels.keywords, keywords: t.keywords, lang: languageTag(t.lang) };
    });

export interface PdfHeader {
  title: string;
  authors: PdfAuthor[];
  /** "Revista …, v. 3, n. 1, 2024". */
  source: string;
  abstracts: PdfAbstract[];
  doi?: string | null;
  license?: string | null;
  /** BCP 47 */
  language: string;
  url: string;
  /** The journal's or the volume's page number of the first page: the feet number from it, as in print. */
  firstPage?: number | null;
}

export type Block =
  | { kind: 'h2' | 'h3' | 'h4' | 'p' | 'quote' | 'caption'; text: string }
  /** `list`: which list of the text the item is in (the first is 1). */
  | { kind: 'li'; text: string; marker: string; list: number }
  | { kind: 'note' | 'ref'; text: string; marker?: string }
  | { kind: 'table'; caption: string | null; rows: { header: boolean; cells: string[] }[] };

const squash = (text: string) =>
  text
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
/** Text as it reads: a note reference (a superscript) becomes [n]. */
const textOf = (nodes: ChildNode[]): string =>
  nodes
    .map((n) => {
      if (n instanceof Text) return n.data;
      if (!(n instanceof Element)) return '';
      if (n.name === 'br') return '\n';
      if (n.name === 'sup') return `[${textOf(n.children).trim()}]`;
      return textOf(n.children);
    })
    .join('');
const elements = (nodes: ChildNode[]) => nodes.filter((c): c is Element => c instanceof Element);

function tableBlock(table: Element): Block {
  let caption: string | null = null;
  const rows: { header: boolean; cells: string[] }[] = [];
  const walk = (nodes: ChildNode[], inHead: boolean) => {
    for (const node of elements(nodes)) {
      if (node.name === 'caption') caption = squash(textOf(node.children));
      else if (node.name === 'thead') walk(node.children, true);
      else if (node.name === 'tbody' || node.name === 'tfoot') walk(node.children, false);
      else if (node.name === 'tr') {
        const cells = elements(node.children).filter((c) => c.name === 'td' || c.name === 'th');
        rows.push({ header: inHead || cells.every((c) => c.name === 'th'), cells: cells.map((c) => squash(textOf(c.children))) });
      }
    }
  };
  walk(table.children, false);
  return { kind: 'table', caption, rows };
}

/** The allowlisted HTML as a list of blocks in reading order. */
export function pdfBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let lists = 0;
  const walk = (nodes: ChildNode[], list: 'notes' | 'references' | null) => {
    for (const node of nodes) {
      if (node instanceof Text) {
        const text = squash(node.data);
        if (text) blocks.push({ kind: 'p', text });
        continue;
      }
      if (!(node instanceof Element)) continue;
      const text = () => squash(textOf(node.children));
      switch (node.name) {
        case 'h2':
        case 'h3':
        case 'h4':
          blocks.push({ kind: node.name, text: text() });
          break;
        case 'p':
        case 'pre':
          if (text()) blocks.push({ kind: 'p', text: text() });
          break;
        case 'blockquote':
          blocks.push({ kind: 'quote', text: text() });
          break;
        case 'figcaption':
          blocks.push({ kind: 'caption', text: text() });
          break;
        case 'table':
          blocks.push(tableBlock(node));
          break;
        case 'section':
          walk(node.children, node.attribs.id === 'notes' ? 'notes' : node.attribs.id === 'references' ? 'references' : list);
          break;
        case 'ul':
        case 'ol': {
          let n = 0;
          lists++;
          for (const item of elements(node.children).filter((c) => c.name === 'li')) {
            const itemText = squash(textOf(item.children));
            n++;
            if (list === 'notes') blocks.push({ kind: 'note', text: itemText, marker: `${n}.` });
            else if (list === 'references') blocks.push({ kind: 'ref', text: itemText });
            else blocks.push({ kind: 'li', text: itemText, marker: node.name === 'ol' ? `${n}.` : '•', list: lists });
          }
          break;
        }
        default:
          walk(node.children, list);
      }
    }
  };
  walk(parseDocument(html).children, null);
  return blocks.filter((b) => (b.kind === 'table' ? b.rows.length > 0 : b.text));
}

const MARGIN = 72;
const TOP = 86;
const A4 = { width: 595.28, height: 841.89 };
const WIDTH = A4.width - 2 * MARGIN;

type Struct = PDFKit.PDFStructureElement;

/** A document being written (openDocument). */
type Writer = Awaited<ReturnType<typeof openDocument>>;

/** What the feet of a page show once every page exists: a running head, a page number (artifacts). */
interface Foot {
  running?: string;
  number?: string;
}

/**
 * A document being written: pdfkit's, tagged, with the root of its structure (a Document) that
 * everything set is added to; the page where each text began (the block being set when a page was
 * added), and the feet drawn at the end.
 */
async function openDocument(info: { title: string; author: string; subject: string; keywords: string; language: string }) {
  // Loaded on first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    autoFirstPage: false,
    lang: info.language,
    displayTitle: true,
    tagged: true,
    pdfVersion: '1.7',
    info: { Title: info.title, Author: info.author, Subject: info.subject, Keywords: info.keywords, Creator: currentPress().name },
  });
  // The language in the XMP metadata too (pdfkit writes it only into the catalog's /Lang), where catalogues and `pdfinfo -meta` read it.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${escapeXml(info.language)}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const starts: PageStart[] = [];
  let current = '';
  doc.on('pageAdded', () => {
    starts[doc.bufferedPageRange().count - 1] = { text: current, next: '' };
  });
  /** Tells the text about to be set: a page added meanwhile began in it (and the next text follows it). */
  const at = (text: string) => {
    current = text;
    const last = starts.at(-1);
    if (last && !last.next && text !== last.text) last.next = text;
  };
  const root = doc.struct('Document');
  doc.addStructure(root);
  let ids = 0;
  /** Gives an element an ID unique in the document (a Note needs one, PDF/UA); pdfkit's options take none. */
  const identified = (element: Struct, prefix: string) => {
    (element as Struct & { dictionary: { data: { ID?: unknown } } }).dictionary.data.ID = new String(`${prefix}-${++ids}`);
    return element;
  };
  return { doc, done, starts, at, root, identified };
}

/** Draws the feet of every page, then ends the document. */
function finish({ doc, root }: Writer, feet: (Foot | null)[]) {
  root.end();
  const width = WIDTH;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    const foot = feet[i];
    if (!foot) continue;
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    const top = doc.page.margins.top;
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    if (foot.running) {
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('Helvetica').fontSize(8).fillColor('#444444').text(foot.running, MARGIN, 40, { width, align: 'center', lineBreak: false, ellipsis: true });
      doc
        .moveTo(MARGIN, 54)
        .lineTo(MARGIN + width, 54)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      doc.endMarkedContent();
    }
    if (foot.number) {
      doc.markContent('Artifact', { type: 'Pagination' });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#444444')
        .text(foot.number, MARGIN, doc.page.height - 48, { width, align: 'center', lineBreak: false });
      doc.endMarkedContent();
    }
    doc.page.margins.bottom = bottom;
    doc.page.margins.top = top;
  }
  doc.end();
}

const runningHead = (header: PdfHeader) => [header.source, header.doi ? `DOI: ${header.doi}` : null].filter(Boolean).join(' · ');

/**
 * Sets an article or paper from a new page: its title block, abstracts and text, tagged as one
 * article of the document (`writer.root`): the abstracts and every heading open a section (an h3
 * or h4 one inside its h2's), paragraphs, lists, quotes, tables and notes go in the section they
 * are in. `at` is told the text being set, so a page added meanwhile knows where it began.
 */
function setArticle(writer: Writer, header: PdfHeader, html: string, { outline = false, documentLanguage = header.language } = {}) {
  const { doc, at } = writer;
  const width = WIDTH;
  at(header.title);
  doc.addPage();
  if (outline) doc.outline.addItem(header.title);
  // A paper in a volume whose front matter is in another language says its own.
  const article = doc.struct('Art', header.language !== documentLanguage ? { lang: header.language } : {});
  writer.root.add(article);
  /** Sets `draw` as an element of `parent`: pdfkit draws it at once, marked as the element's content. */
  const tag = (type: string, draw: () => void, parent: Struct = article, options: { lang?: string } = {}) => parent.add(doc.struct(type, options, draw));
  const open = (type: string, parent: Struct, options: { lang?: string } = {}) => {
    const element = doc.struct(type, options);
    parent.add(element);
    return element;
  };

  // Title block.
  tag('P', () => doc.font('Helvetica').fontSize(9).fillColor('#444444').text(header.source, { width }));
  doc.moveDown(1);
  tag('H1', () => doc.font('Times-Bold').fontSize(18).fillColor('#000000').text(header.title, { width }));
  const affiliations = [...new Set(header.authors.map((a) => a.affiliation).filter((a): a is string => Boolean(a)))];
  if (header.authors.length) {
    doc.moveDown(0.5);
    const names = header.authors
      .map((a) => (a.affiliation && affiliations.length > 1 ? `${a.name} [${affiliations.indexOf(a.affiliation) + 1}]` : a.name))
      .join(', ');
    tag('P', () => doc.font('Times-Roman').fontSize(12).text(names, { width }));
  }
  if (affiliations.length) {
    doc.moveDown(0.2);
    tag('P', () =>
      doc
        .font('Times-Italic')
        .fontSize(9.5)
        .text(affiliations.map((a, i) => (affiliations.length > 1 ? `[${i + 1}] ${a}` : a)).join('\n'), { width }),
    );
  }
  doc.moveDown(0.6).font('Helvetica').fontSize(8.5).fillColor('#444444');
  const details = [header.doi ? `DOI: https://doi.org/${header.doi}` : null, header.license, header.url].filter((d): d is string => Boolean(d));
  tag('P', () => doc.text(details.join('\n'), { width }));
  doc.fillColor('#000000');

  // Abstracts and keywords, each a section in its own language (a screen reader switches voice).
  for (const abstract of header.abstracts) {
    const section = open('Sect', article, abstract.lang && abstract.lang !== header.language ? { lang: abstract.lang } : {});
    doc.moveDown(1);
    at(abstract.label);
    tag('H2', () => doc.font('Helvetica-Bold').fontSize(10.5).text(abstract.label, { width }), section);
    doc.moveDown(0.3);
    at(abstract.text);
    tag('P', () => doc.font('Times-Roman').fontSize(10).text(abstract.text, { width, align: 'justify', lineGap: 1 }), section);
    if (abstract.keywords.length) {
      doc.moveDown(0.3);
      at(`${abstract.keywordsLabel}: ${abstract.keywords.join('; ')}`);
      tag(
        'P',
        () =>
          doc
            .font('Times-Bold')
            .fontSize(10)
            .text(`${abstract.keywordsLabel}: `, { width, continued: true })
            .font('Times-Roman')
            .text(abstract.keywords.join('; ')),
        section,
      );
    }
    section.end();
  }
  doc.moveDown(1.2);

  // The sections the text is in now (an h2's, an h3's or h4's), and the list being set.
  let section: Struct | null = null;
  let subsection: Struct | null = null;
  const container = () => subsection ?? section ?? article;
  let list = null as { element: Struct; of: number | 'references' } | null;
  const body = (size = 10.5) => doc.font('Times-Roman').fontSize(size).fillColor('#000000');
  for (const block of pdfBlocks(html)) {
    doc.x = MARGIN;
    at(block.kind === 'table' ? (block.caption ?? block.rows[0]?.cells.join(' ') ?? '') : block.text);
    // The items of one list go in one L; anything else ends it.
    const listed = block.kind === 'li' ? block.list : block.kind === 'ref' ? 'references' : null;
    if (list?.of !== listed) {
      list?.element.end();
      list = listed === null ? null : { element: open('L', container()), of: listed };
    }
    switch (block.kind) {
      case 'h2':
        subsection?.end();
        section?.end();
        subsection = null;
        section = open('Sect', article);
        doc.moveDown(0.8);
        tag('H2', () => doc.font('Helvetica-Bold').fontSize(12.5).text(block.text, { width }), section);
        doc.moveDown(0.3);
        break;
      case 'h3':
      case 'h4':
        subsection?.end();
        subsection = open('Sect', section ?? article);
        doc.moveDown(0.5);
        tag('H3', () => doc.font('Helvetica-Bold').fontSize(11).text(block.text, { width }), subsection);
        doc.moveDown(0.2);
        break;
      case 'li': {
        // The marker is the item's label, the rest its body, set as one paragraph with a hanging indent.
        const item = open('LI', list!.element);
        tag(
          'Lbl',
          () => body().text(`${block.marker} `, MARGIN + 12, undefined, { width: width - 12, align: 'justify', indent: -10, paragraphGap: 2, continued: true }),
          item,
        );
        tag('LBody', () => doc.text(block.text), item);
        item.end();
        break;
      }
      case 'quote':
        doc.moveDown(0.2);
        tag('BlockQuote', () => body(9.5).text(block.text, MARGIN + 36, undefined, { width: width - 36, align: 'justify' }), container());
        doc.moveDown(0.5);
        break;
      case 'caption':
        tag('Caption', () => doc.font('Helvetica').fontSize(8.5).text(block.text, { width }), container());
        doc.moveDown(0.3);
        break;
      case 'table': {
        doc.moveDown(0.4);
        if (block.caption) {
          const caption = block.caption;
          tag('Caption', () => doc.font('Helvetica-Bold').fontSize(8.5).text(caption, { width }), container());
          doc.moveDown(0.3);
        }
        doc.font('Helvetica').fontSize(8);
        doc.table({
          position: { x: MARGIN, y: doc.y },
          maxWidth: width,
          defaultStyle: { border: 0.5, borderColor: '#666666', padding: 3 },
          data: block.rows.map((row) =>
            row.cells.map((text) => ({
              text,
              type: row.header ? ('TH' as const) : ('TD' as const),
              // A header cell heads its column.
              ...(row.header ? { scope: 'Column' as const, font: { src: 'Helvetica-Bold', size: 8 } } : {}),
            })),
          ),
          structParent: container(),
        } as Parameters<typeof doc.table>[0]);
        doc.x = MARGIN;
        doc.moveDown(0.8);
        break;
      }
      case 'note': {
        const note = writer.identified(
          doc.struct('Note', {}, () =>
            body(9).text(`${block.marker} ${block.text}`, MARGIN + 14, undefined, { width: width - 14, indent: -14, paragraphGap: 2 }),
          ),
          'note',
        );
        container().add(note);
        break;
      }
      case 'ref': {
        // A list of entries; hanging indent: the first line at the margin, the rest indented.
        const item = open('LI', list!.element);
        const entry = open('LBody', item);
        tag('BibEntry', () => body(9.5).text(block.text, MARGIN + 18, undefined, { width: width - 18, indent: -18, paragraphGap: 3 }), entry);
        entry.end();
        item.end();
        break;
      }
      default:
        tag('P', () => body().text(block.text, { width, align: 'justify', lineGap: 1.5, paragraphGap: 5, indent: 14 }), container());
    }
  }
  list?.element.end();
  subsection?.end();
  section?.end();
  article.end();
}

/** Where a page begins: the text of the block being set when it was added, and of the block after that. */
export interface PageStart {
  text: string;
  next: string;
}

/** How a typeset text fills its pages: their number, and where each begins (the first: at the title). */
export interface TypesetText {
  pages: number;
  starts: PageStart[];
}

async function typesetArticle(header: PdfHeader, html: string): Promise<{ pdf: Buffer } & TypesetText> {
  const writer = await openDocument({
    title: header.title,
    author: header.authors.map((a) => a.name).join('; '),
    subject: header.source,
    keywords: header.abstracts[0]?.keywords.join('; ') ?? '',
    language: header.language,
  });
  const { doc, done, starts } = writer;
  setArticle(writer, header, html);
  const count = doc.bufferedPageRange().count;
  const running = runningHead(header);
  const feet = Array.from({ length: count }, (_, i) => ({
    running: i > 0 ? running : undefined,
    number: header.firstPage ? String(header.firstPage + i) : `${i + 1} / ${count}`,
  }));
  finish(writer, feet);
  return { pdf: await done, pages: count, starts };
}

export async function fullTextPdf(header: PdfHeader, html: string): Promise<Buffer> {
  return (await typesetArticle(header, html)).pdf;
}

/** Where the pages of a text's PDF begin, for an edition that marks them (an EPUB's page list). */
export async function fullTextPages(header: PdfHeader, html: string): Promise<TypesetText> {
  const { pages, starts } = await typesetArticle(header, html);
  return { pages, starts };
}

// --- A proceedings volume ------------------------------------------------------------------------

export interface PdfVolume {
  title: string;
  subtitle?: string | null;
  /** Over the title: the event, its place and dates. */
  event?: string | null;
  /** "Organização: …", under the title. */
  editors?: string | null;
  /** The title page's foot: the press and the year. */
  imprint: string;
  /** The copyright page (the title page's back): the volume's record, one paragraph each. */
  record: string[];
  /** The presentation that opens the volume (its catalog description). */
  presentation?: { title: string; text: string } | null;
  /** The table of contents' heading. */
  contents: string;
  /** BCP 47 */
  language: string;
  keywords?: string[];
  /** Each paper as it is typeset alone; from its catalog first page when the front matter and the papers before leave room. */
  papers: { header: PdfHeader; html: string; firstPage?: number | null }[];
}

/** Where each paper of the volume fell: its pages, and the text each page begins in. */
export interface VolumeLayout {
  pages: number;
  papers: ({ firstPage: number; lastPage: number } & TypesetText)[];
}

/**
 * The whole volume: a half-title, the title page and its back (the record), the presentation and
 * the table of contents (each opening on a right-hand page), then every paper set exactly as its
 * own PDF, from a new page, so a paper's pages are the same in both. Page numbers are the volume's
 * own; set twice, since the contents list pages that only the second setting knows.
 */
export async function volumePdf(volume: PdfVolume): Promise<{ pdf: Buffer; layout: VolumeLayout }> {
  const first = await typesetVolume(volume, null);
  const second = await typesetVolume(volume, first.layout);
  return second;
}

async function typesetVolume(volume: PdfVolume, known: VolumeLayout | null): Promise<{ pdf: Buffer; layout: VolumeLayout }> {
  const writer = await openDocument({
    title: volume.title,
    author: volume.editors ?? '',
    subject: volume.event ?? volume.title,
    keywords: volume.keywords?.join('; ') ?? '',
    language: volume.language,
  });
  const { doc, done, starts, at, root } = writer;
  const width = WIDTH;
  const feet: (Foot | null)[] = [];
  const pageCount = () => doc.bufferedPageRange().count;
  const newPage = ({ numbered }: { numbered: boolean }) => {
    at('');
    doc.addPage();
    if (numbered) feet[pageCount() - 1] = { number: String(pageCount()) };
  };
  /** A section opens on a right-hand (odd) page: a blank left-hand page before it when needed. */
  const recto = () => {
    if (pageCount() % 2 === 1) newPage({ numbered: false });
  };
  /** A section of the front matter; `draw` sets its elements with `tag`, and may add others to it. */
  const section = (draw: (tag: (type: string, fn: () => void) => void, sect: Struct) => void) => {
    const sect = doc.struct('Sect');
    root.add(sect);
    draw((type, fn) => sect.add(doc.struct(type, {}, fn)), sect);
    sect.end();
  };
  const centred = { width, align: 'center' as const };

  // Half-title, and its blank back.
  newPage({ numbered: false });
  section((tag) => {
    doc.y = 250;
    tag('P', () => doc.font('Times-Roman').fontSize(16).fillColor('#000000').text(volume.title, centred));
  });
  doc.outline.addItem(volume.title);

  // The title page.
  recto();
  newPage({ numbered: false });
  section((tag) => {
    doc.y = 140;
    if (volume.event) {
      const event = volume.event;
      tag('P', () => doc.font('Helvetica').fontSize(10).fillColor('#444444').text(event, centred));
      doc.moveDown(2);
    }
    tag('H1', () => doc.font('Times-Bold').fontSize(24).fillColor('#000000').text(volume.title, centred));
    if (volume.subtitle) {
      const subtitle = volume.subtitle;
      doc.moveDown(0.6);
      tag('P', () => doc.font('Times-Italic').fontSize(14).text(subtitle, centred));
    }
    if (volume.editors) {
      const editors = volume.editors;
      doc.moveDown(3);
      tag('P', () => doc.font('Times-Roman').fontSize(12).text(editors, centred));
    }
    doc.y = A4.height - MARGIN - 60;
    tag('P', () => doc.font('Helvetica').fontSize(10).fillColor('#444444').text(volume.imprint, centred));
  });

  // Its back: the record, at the foot of the page.
  newPage({ numbered: false });
  section((tag) => {
    doc.font('Helvetica').fontSize(8.5).fillColor('#444444');
    const height = volume.record.reduce((sum, p) => sum + doc.heightOfString(p, { width }) + 8, 0);
    doc.y = Math.max(TOP, A4.height - MARGIN - height);
    for (const paragraph of volume.record) {
      tag('P', () => doc.font('Helvetica').fontSize(8.5).fillColor('#444444').text(paragraph, { width }));
      doc.moveDown(0.7);
    }
  });

  const front: { title: string; page: number }[] = [];
  const heading = (tag: (type: string, fn: () => void) => void, text: string) => {
    tag('H1', () => doc.font('Times-Bold').fontSize(16).fillColor('#000000').text(text, { width }));
    doc.moveDown(1);
  };
  const paged = () => {
    // Pages a section flows onto carry their numbers too.
    const onPage = () => (feet[pageCount() - 1] = { number: String(pageCount()) });
    doc.on('pageAdded', onPage);
    return () => doc.off('pageAdded', onPage);
  };

  if (volume.presentation) {
    const { title, text } = volume.presentation;
    recto();
    newPage({ numbered: true });
    front.push({ title, page: pageCount() });
    doc.outline.addItem(title);
    const stop = paged();
    section((tag) => {
      heading(tag, title);
      for (const paragraph of text.split(/\n{2,}/)) {
        at(paragraph);
        tag('P', () =>
          doc.font('Times-Roman').fontSize(10.5).fillColor('#000000').text(paragraph, { width, align: 'justify', lineGap: 1.5, paragraphGap: 5, indent: 14 }),
        );
      }
    });
    stop();
  }

  // The contents: the presentation and each paper with its authors and first page.
  recto();
  newPage({ numbered: true });
  doc.outline.addItem(volume.contents);
  const stop = paged();
  const numberWidth = 36;
  section((tag, sect) => {
    heading(tag, volume.contents);
    const toc = doc.struct('TOC');
    sect.add(toc);
    const entries = [
      ...front.map((f) => ({ title: f.title, authors: '', page: String(f.page) })),
      ...volume.papers.map((p, i) => ({
        title: p.header.title,
        authors: p.header.authors.map((a) => a.name).join(', '),
        page: known ? String(known.papers[i]!.firstPage) : '',
      })),
    ];
    for (const entry of entries) {
      const titleHeight = doc
        .font('Times-Roman')
        .fontSize(11)
        .heightOfString(entry.title, { width: width - numberWidth });
      const authorsHeight = entry.authors
        ? doc
            .font('Times-Italic')
            .fontSize(9.5)
            .heightOfString(entry.authors, { width: width - numberWidth })
        : 0;
      // An entry is never split between pages.
      if (doc.y + titleHeight + authorsHeight > A4.height - MARGIN) doc.addPage();
      toc.add(
        doc.struct('TOCI', {}, () => {
          doc
            .font('Times-Roman')
            .fontSize(11)
            .fillColor('#000000')
            .text(entry.title, MARGIN, doc.y, { width: width - numberWidth });
          const after = doc.y;
          // The page number beside the title's last line.
          doc.text(entry.page, MARGIN + width - numberWidth, after - doc.currentLineHeight(true), { width: numberWidth, align: 'right' });
          doc.x = MARGIN;
          doc.y = after;
          if (entry.authors)
            doc
              .font('Times-Italic')
              .fontSize(9.5)
              .text(entry.authors, MARGIN, doc.y, { width: width - numberWidth });
        }),
      );
      doc.moveDown(0.8);
    }
    toc.end();
  });
  stop();

  // The papers, each from its catalog page when the pages before leave room.
  const papers: VolumeLayout['papers'] = [];
  for (const paper of volume.papers) {
    while (paper.firstPage && pageCount() + 1 < paper.firstPage) newPage({ numbered: false });
    const start = pageCount();
    setArticle(writer, paper.header, paper.html, { outline: true, documentLanguage: volume.language });
    const end = pageCount();
    const running = runningHead(paper.header);
    for (let i = start; i < end; i++) feet[i] = { running: i > start ? running : undefined, number: String(i + 1) };
    papers.push({ firstPage: start + 1, lastPage: end, pages: end - start, starts: starts.slice(start, end) });
  }
  const pages = pageCount();
  finish(writer, feet);
  return { pdf: await done, layout: { pages, papers } };
}
