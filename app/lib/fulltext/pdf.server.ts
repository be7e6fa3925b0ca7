/**
 * A PDF of an article or paper typeset from its full text (when no PDF was uploaded): a title
 * block (where it was published, title, authors and affiliations, DOI, licence), the abstracts
 * with their keywords, then the text's headings, justified paragraphs, lists, quotes, tables with
 * their captions, notes and references with hanging indents; a running head with the journal,
 * volume, issue and DOI on every page after the first, and page numbers. The file is tagged
 * (PDF/UA-minded): it states its title and language, the text is marked as headings, paragraphs,
 * lists, tables and notes in reading order, and running heads and page numbers are artifacts.
 * pdfkit's standard fonts cover Portuguese, Spanish and English.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { languageTag } from '#app/lib/language-codes.ts';
import { abstractLabels, type LanguageTexts } from '#app/lib/localized.ts';
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
  | { kind: 'li'; text: string; marker: string }
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
          for (const item of elements(node.children).filter((c) => c.name === 'li')) {
            const itemText = squash(textOf(item.children));
            n++;
            if (list === 'notes') blocks.push({ kind: 'note', text: itemText, marker: `${n}.` });
            else if (list === 'references') blocks.push({ kind: 'ref', text: itemText });
            else blocks.push({ kind: 'li', text: itemText, marker: node.name === 'ol' ? `${n}.` : '•' });
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

export async function fullTextPdf(header: PdfHeader, html: string): Promise<Buffer> {
  // Loaded on first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: header.language,
    displayTitle: true,
    tagged: true,
    pdfVersion: '1.7',
    info: {
      Title: header.title,
      Author: header.authors.map((a) => a.name).join('; '),
      Subject: header.source,
      Keywords: header.abstracts[0]?.keywords.join('; ') ?? '',
      Creator: currentPress().name,
    },
  });
  // The language in the XMP metadata too (pdfkit writes it only into the catalog's /Lang), where catalogues and `pdfinfo -meta` read it.
  doc.appendXML(
    `<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:language><rdf:Bag><rdf:li>${escapeXml(header.language)}</rdf:li></rdf:Bag></dc:language></rdf:Description>`,
  );
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const article = doc.struct('Art');
  doc.addStructure(article);
  const tag = (type: string, draw: () => void) => article.add(doc.struct(type, {}, draw));

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

  // Abstracts and keywords.
  for (const abstract of header.abstracts) {
    // Each in its own language (a screen reader switches voice).
    const inLanguage = (type: string, draw: () => void) =>
      article.add(doc.struct(type, abstract.lang && abstract.lang !== header.language ? { lang: abstract.lang } : {}, draw));
    doc.moveDown(1);
    inLanguage('H2', () => doc.font('Helvetica-Bold').fontSize(10.5).text(abstract.label, { width }));
    doc.moveDown(0.3);
    inLanguage('P', () => doc.font('Times-Roman').fontSize(10).text(abstract.text, { width, align: 'justify', lineGap: 1 }));
    if (abstract.keywords.length) {
      doc.moveDown(0.3);
      inLanguage('P', () =>
        doc
          .font('Times-Bold')
          .fontSize(10)
          .text(`${abstract.keywordsLabel}: `, { width, continued: true })
          .font('Times-Roman')
          .text(abstract.keywords.join('; ')),
      );
    }
  }
  doc.moveDown(1.2);

  const body = (size = 10.5) => doc.font('Times-Roman').fontSize(size).fillColor('#000000');
  for (const block of pdfBlocks(html)) {
    doc.x = MARGIN;
    switch (block.kind) {
      case 'h2':
        doc.moveDown(0.8);
        tag('H2', () => doc.font('Helvetica-Bold').fontSize(12.5).text(block.text, { width }));
        doc.moveDown(0.3);
        break;
      case 'h3':
      case 'h4':
        doc.moveDown(0.5);
        tag('H3', () => doc.font('Helvetica-Bold').fontSize(11).text(block.text, { width }));
        doc.moveDown(0.2);
        break;
      case 'li':
        tag('LI', () =>
          body().text(`${block.marker} ${block.text}`, MARGIN + 12, undefined, { width: width - 12, align: 'justify', indent: -10, paragraphGap: 2 }),
        );
        break;
      case 'quote':
        doc.moveDown(0.2);
        tag('BlockQuote', () => body(9.5).text(block.text, MARGIN + 36, undefined, { width: width - 36, align: 'justify' }));
        doc.moveDown(0.5);
        break;
      case 'caption':
        tag('Caption', () => doc.font('Helvetica').fontSize(8.5).text(block.text, { width }));
        doc.moveDown(0.3);
        break;
      case 'table': {
        doc.moveDown(0.4);
        if (block.caption) {
          const caption = block.caption;
          tag('Caption', () => doc.font('Helvetica-Bold').fontSize(8.5).text(caption, { width }));
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
              ...(row.header ? { font: { src: 'Helvetica-Bold', size: 8 } } : {}),
            })),
          ),
          structParent: article,
        } as Parameters<typeof doc.table>[0]);
        doc.x = MARGIN;
        doc.moveDown(0.8);
        break;
      }
      case 'note':
        tag('Note', () => body(9).text(`${block.marker} ${block.text}`, MARGIN + 14, undefined, { width: width - 14, indent: -14, paragraphGap: 2 }));
        break;
      case 'ref':
        // Hanging indent: the first line at the margin, the rest indented.
        tag('BibEntry', () => body(9.5).text(block.text, MARGIN + 18, undefined, { width: width - 18, indent: -18, paragraphGap: 3 }));
        break;
      default:
        tag('P', () => body().text(block.text, { width, align: 'justify', lineGap: 1.5, paragraphGap: 5, indent: 14 }));
    }
  }
  article.end();

  // Running heads and page numbers, once every page exists; artifacts, not text to read.
  const range = doc.bufferedPageRange();
  const running = [header.source, header.doi ? `DOI: ${header.doi}` : null].filter(Boolean).join(' · ');
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    const top = doc.page.margins.top;
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;
    if (i > 0) {
      doc.markContent('Artifact', { type: 'Pagination' });
      doc.font('Helvetica').fontSize(8).fillColor('#444444').text(running, MARGIN, 40, { width, align: 'center', lineBreak: false, ellipsis: true });
      doc
        .moveTo(MARGIN, 54)
        .lineTo(MARGIN + width, 54)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      doc.endMarkedContent();
    }
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#444444')
      .text(header.firstPage ? String(header.firstPage + i) : `${i + 1} / ${range.count}`, MARGIN, doc.page.height - 48, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
    doc.page.margins.top = top;
  }
  doc.end();
  return done;
}
