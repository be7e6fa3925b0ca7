/**
 * A PDF of an article or paper written from its full text (when no PDF was uploaded): a title
 * block (title, authors, where it was published, DOI, licence), the abstract, then the text's
 * headings, paragraphs, lists, quotes and tables, paginated with page numbers. pdfkit's standard
 * fonts cover Portuguese; the document states its title, authors and language.
 */
import { Element, Text, type ChildNode } from 'domhandler';
import { parseDocument } from 'htmlparser2';

export interface PdfHeader {
  title: string;
  authors: string[];
  /** "Revista …, v. 3, n. 1, 2024". */
  source: string;
  abstract?: string | null;
  abstractLabel: string;
  doi?: string | null;
  license?: string | null;
  /** BCP 47 */
  language: string;
  url: string;
}

type Block = { kind: 'h2' | 'h3' | 'h4' | 'p' | 'li' | 'quote' | 'caption' | 'row'; text: string; marker?: string };

const textOf = (nodes: ChildNode[]): string => nodes.map((n) => (n instanceof Text ? n.data : n instanceof Element ? (n.name === 'br' ? '\n' : textOf(n.children)) : '')).join('');
const squash = (text: string) => text.replace(/[ \t\r\f\v]+/g, ' ').replace(/ *\n */g, '\n').trim();

/** The sanitised HTML as a list of blocks in reading order. */
export function pdfBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const walk = (nodes: ChildNode[]) => {
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
        case 'caption':
          blocks.push({ kind: 'caption', text: text() });
          break;
        case 'tr':
          blocks.push({ kind: 'row', text: node.children.filter((c): c is Element => c instanceof Element).map((c) => squash(textOf(c.children))).join('  |  ') });
          break;
        case 'ul':
        case 'ol': {
          let n = 0;
          for (const item of node.children) {
            if (item instanceof Element && item.name === 'li') blocks.push({ kind: 'li', text: squash(textOf(item.children)), marker: node.name === 'ol' ? `${++n}.` : '•' });
          }
          break;
        }
        default:
          walk(node.children);
      }
    }
  };
  walk(parseDocument(html).children);
  return blocks.filter((b) => b.text);
}

export async function fullTextPdf(header: PdfHeader, html: string): Promise<Buffer> {
  // Loaded on first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    bufferPages: true,
    lang: header.language,
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: header.title, Author: header.authors.join('; '), Subject: header.source, Creator: 'Editora Ipê' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 144;

  doc.font('Helvetica').fontSize(9).fillColor('#444444').text(header.source, { width });
  doc.moveDown(1);
  doc.font('Times-Bold').fontSize(18).fillColor('#000000').text(header.title, { width });
  if (header.authors.length) doc.moveDown(0.4).font('Times-Roman').fontSize(12).text(header.authors.join(', '), { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(9).fillColor('#444444');
  if (header.doi) doc.text(`DOI: https://doi.org/${header.doi}`, { width, link: `https://doi.org/${header.doi}` });
  if (header.license) doc.text(header.license, { width });
  doc.text(header.url, { width, link: header.url });
  doc.fillColor('#000000');
  if (header.abstract) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(header.abstractLabel, { width });
    doc.moveDown(0.3).font('Times-Roman').fontSize(11).text(header.abstract, { width, align: 'justify' });
  }
  doc.moveDown(1);
  for (const block of pdfBlocks(html)) {
    switch (block.kind) {
      case 'h2':
        doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).text(block.text, { width });
        doc.moveDown(0.3);
        break;
      case 'h3':
      case 'h4':
        doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(block.text, { width });
        doc.moveDown(0.2);
        break;
      case 'li':
        doc.font('Times-Roman').fontSize(11).text(`${block.marker} ${block.text}`, { width: width - 18, indent: 0 });
        break;
      case 'quote':
        doc.font('Times-Italic').fontSize(10.5).text(block.text, 108, undefined, { width: width - 36 });
        doc.x = 72;
        doc.moveDown(0.5);
        break;
      case 'caption':
        doc.font('Helvetica').fontSize(9).text(block.text, { width });
        doc.moveDown(0.3);
        break;
      case 'row':
        doc.font('Helvetica').fontSize(9).text(block.text, { width });
        break;
      default:
        doc.font('Times-Roman').fontSize(11).text(block.text, { width, align: 'justify', paragraphGap: 6 });
    }
  }
  // Page numbers, once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).fillColor('#444444').text(`${i + 1} / ${range.count}`, 72, doc.page.height - 48, { width, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
