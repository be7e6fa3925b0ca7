import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fullTextPdf } from '#app/features/fulltext/api.server.ts';
import { readPdfAccessibility } from './pdf-accessibility.server.ts';

const header = {
  title: 'Acolhimento em centros de referência',
  authors: [{ name: 'Ana Souza' }],
  source: 'Revista Ipê, v. 2, n. 2, 2025',
  abstracts: [],
  language: 'pt-BR',
  url: 'https://editora.example/journal/rds/article/1',
};

/** A PDF 1.5 whose catalog sits in a compressed object stream, as most tools write them today. */
function objectStreamPdf(catalog: string, info: string): Buffer {
  const objects = `1 0 ${catalog}`;
  const stream = zlib.deflateSync(Buffer.from(objects, 'latin1'));
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n2 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ' + stream.length + ' >>\nstream\n', 'latin1'),
    stream,
    Buffer.from(`\nendstream\nendobj\n3 0 obj\n${info}\nendobj\ntrailer << /Root 1 0 R /Info 3 0 R >>\n%%EOF\n`, 'latin1'),
  ]);
}

describe('what a PDF states of its accessibility', () => {
  it('reads our typeset article as tagged, in Portuguese, with its title', async () => {
    const pdf = await fullTextPdf(header, '<h2>Introdução</h2><p>Um parágrafo.</p>');
    expect(readPdfAccessibility(pdf)).toEqual({
      tagged: true,
      lang: 'pt-BR',
      title: 'Acolhimento em centros de referência',
      images: false,
      figuresDescribed: false,
    });
  });

  it('reads an untagged PDF as such, with no language', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ info: { Title: 'Sem marcação' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.text('Um texto sem estrutura.');
    doc.end();
    await done;
    expect(readPdfAccessibility(Buffer.concat(chunks))).toEqual({ tagged: false, lang: null, title: 'Sem marcação', images: false, figuresDescribed: false });
  });

  it('reads a catalog kept in a compressed object stream, and a title written in UTF-16', () => {
    const pdf = objectStreamPdf(
      '<< /Type /Catalog /Lang (en-GB) /MarkInfo << /Marked true >> /StructTreeRoot 5 0 R /Pages 4 0 R >>',
      '<< /Title <FEFF00500072006900630065002000E9007400E900200032> /Producer (Tool) >>',
    );
    expect(readPdfAccessibility(pdf)).toEqual({ tagged: true, lang: 'en-GB', title: 'Price été 2', images: false, figuresDescribed: false });
  });

  it('says nothing it cannot read: a marked file without a structure tree is not tagged, a language that is no tag is none', () => {
    const pdf = objectStreamPdf('<< /Type /Catalog /Lang (not a language!) /MarkInfo << /Marked true >> >>', '<< /Producer (Tool) >>');
    expect(readPdfAccessibility(pdf)).toEqual({ tagged: false, lang: null, title: null, images: false, figuresDescribed: false });
  });

  it('reads whether it holds pictures and whether every tagged figure has a text alternative', () => {
    const catalog = '<< /Type /Catalog /Lang (pt-BR) /MarkInfo << /Marked true >> /StructTreeRoot 5 0 R /Pages 4 0 R >>';
    const image = '6 0 obj\n<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /Length 0 >>\nstream\n\nendstream\nendobj\n';
    const figure = (alt: string) => `<< /Type /StructElem /S /Figure /P 5 0 R ${alt} /K 0 >>`;
    const withFigures = (...figures: string[]) =>
      Buffer.concat([objectStreamPdf(catalog, `<< /Producer (Tool) >>\nendobj\n7 0 obj\n[${figures.join(' ')}]`), Buffer.from(image, 'latin1')]);
    expect(readPdfAccessibility(withFigures(figure('/Alt (Um gráfico de barras)'), figure('/ActualText (H₂O)')))).toMatchObject({
      tagged: true,
      images: true,
      figuresDescribed: true,
    });
    // One figure without its text is enough to say they are not all described.
    expect(readPdfAccessibility(withFigures(figure('/Alt (Um gráfico)'), figure('')))).toMatchObject({ images: true, figuresDescribed: false });
    // A picture with no figure tagged is not described either.
    expect(readPdfAccessibility(withFigures())).toMatchObject({ images: true, figuresDescribed: false });
  });
});
