import zlib from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { overlappingZipBomb } from '#app/lib/archive/zip-bombs.server.ts';
import { checkDocument, elementTexts, MANUSCRIPT_MAX_BYTES, pdfNaming } from './manuscript-files.server.ts';

const core = (creator: string, lastModifiedBy = '') =>
  `<?xml version="1.0"?><cp:coreProperties xmlns:cp="x" xmlns:dc="y"><dc:title>T</dc:title><dc:creator>${creator}</dc:creator><cp:lastModifiedBy>${lastModifiedBy}</cp:lastModifiedBy></cp:coreProperties>`;

function docx({ creator = '', lastModifiedBy = '', company = '' } = {}) {
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'word/document.xml': strToU8('<w:document><w:body><w:p>Texto</w:p></w:body></w:document>'),
    'docProps/core.xml': strToU8(core(creator, lastModifiedBy)),
    'docProps/app.xml': strToU8(`<Properties><Company>${company}</Company><Manager/></Properties>`),
  });
}

function odt(meta: string) {
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': strToU8('<office:document-content/>'),
    'meta.xml': strToU8(`<office:document-meta><office:meta>${meta}</office:meta></office:document-meta>`),
  });
}

function pdfkit(author?: string): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ info: author === undefined ? {} : { Author: author } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.text('Texto');
    doc.end();
  });
}

const asFile = (bytes: Uint8Array, name: string) => new File([bytes as Uint8Array<ArrayBuffer>], name);
const pdfText = (body: string) => new TextEncoder().encode(`%PDF-1.7\n${body}\n%%EOF`);

describe('manuscript files', () => {
  it('takes DOCX, ODT and PDF by their bytes, whatever their names say', async () => {
    expect(await checkDocument(asFile(docx(), 'x.pdf'))).toMatchObject({ ok: true, file: { kind: 'docx', name: 'x.pdf' } });
    expect(await checkDocument(asFile(odt(''), 'x.docx'))).toMatchObject({
      ok: true,
      file: { kind: 'odt', mediaType: 'application/vnd.oasis.opendocument.text' },
    });
    expect(await checkDocument(asFile(await pdfkit(), 'C:\\Users\\m\\paper.pdf'))).toMatchObject({ ok: true, file: { kind: 'pdf', name: 'paper.pdf' } });
    expect(await checkDocument(null)).toEqual({ ok: true, file: null });
  });

  it('refuses a “PDF” that is not one, a ZIP that is no document, a zip bomb, and anything past 20 MB', async () => {
    expect(await checkDocument(asFile(new TextEncoder().encode('<html>not a pdf</html>'), 'paper.pdf'))).toEqual({ ok: false, error: 'fileType' });
    expect(await checkDocument(asFile(zipSync({ 'a.txt': strToU8('a') }), 'paper.docx'))).toEqual({ ok: false, error: 'fileType' });
    expect(await checkDocument(asFile(overlappingZipBomb(), 'paper.docx'))).toEqual({ ok: false, error: 'fileUnsafe' });
    expect(await checkDocument(asFile(new Uint8Array(MANUSCRIPT_MAX_BYTES + 1), 'big.pdf'))).toEqual({ ok: false, error: 'fileTooLarge' });
  });

  it('refuses an anonymised DOCX whose properties name someone, saying which property', async () => {
    const anon = (bytes: Uint8Array) => checkDocument(asFile(bytes, 'anon.docx'), { anonymised: true });
    expect(await anon(docx({ creator: 'Marina Silva' }))).toEqual({ ok: false, error: 'fileNamesSomeone', property: 'dc:creator' });
    expect(await anon(docx({ lastModifiedBy: 'msilva' }))).toEqual({ ok: false, error: 'fileNamesSomeone', property: 'cp:lastModifiedBy' });
    expect(await anon(docx({ company: 'Universidade X' }))).toEqual({ ok: false, error: 'fileNamesSomeone', property: 'Company' });
    expect(await anon(docx())).toMatchObject({ ok: true });
    // The manuscript with names is the author's own copy: its properties may name them.
    expect(await checkDocument(asFile(docx({ creator: 'Marina Silva' }), 'm.docx'))).toMatchObject({ ok: true });
  });

  it('refuses an anonymised ODT whose meta names someone', async () => {
    const anon = (meta: string) => checkDocument(asFile(odt(meta), 'anon.odt'), { anonymised: true });
    expect(await anon('<meta:initial-creator>Marina</meta:initial-creator>')).toMatchObject({ property: 'meta:initial-creator' });
    expect(await anon('<dc:creator>Marina</dc:creator>')).toMatchObject({ property: 'dc:creator' });
    expect(await anon('<meta:initial-creator></meta:initial-creator><dc:creator/>')).toMatchObject({ ok: true });
  });

  it('refuses an anonymised PDF naming an author in its Info dictionary or XMP, compressed or not', async () => {
    expect(await checkDocument(asFile(await pdfkit('Marina Silva'), 'a.pdf'), { anonymised: true })).toMatchObject({ property: 'Author' });
    expect(await checkDocument(asFile(await pdfkit(), 'a.pdf'), { anonymised: true })).toMatchObject({ ok: true });
    expect(await pdfNaming(pdfText('1 0 obj << /Author <FEFF004D> >> endobj'))).toBe('Author');
    expect(await pdfNaming(pdfText('1 0 obj << /Author <FEFF> /Title (x) >> endobj'))).toBeNull();
    expect(await pdfNaming(pdfText('1 0 obj << /Author () >> endobj 9 0 obj << /Author (\\(M\\)) >> endobj'))).toBe('Author');
    const xmp =
      '<x:xmpmeta><rdf:RDF><rdf:Description><dc:creator><rdf:Seq><rdf:li>Marina</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';
    expect(await pdfNaming(pdfText(`2 0 obj << /Type /Metadata /Subtype /XML >> stream\n${xmp}\nendstream endobj`))).toBe('xmp:dc:creator');
    const packed = zlib.deflateSync(Buffer.from('<< /Author (Marina) >>'));
    const objStm = Buffer.concat([
      Buffer.from('%PDF-1.7\n3 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\n'),
      packed,
      Buffer.from('\nendstream endobj\n%%EOF'),
    ]);
    expect(await pdfNaming(new Uint8Array(objStm))).toBe('Author');
  });

  it('reads an element’s text under any namespace prefix', () => {
    expect(elementTexts('<a:creator x="1"> M <b>x</b></a:creator><creator/>', 'creator')).toEqual(['M x', '']);
  });
});

describe('an /Author given by reference', () => {
  it('is looked up, and refused when it cannot be read', async () => {
    expect(await pdfNaming(pdfText('1 0 obj << /Author 13 0 R >> endobj\n13 0 obj\n(Marina)\nendobj'))).toBe('Author');
    expect(await pdfNaming(pdfText('1 0 obj << /Author 13 0 R >> endobj\n13 0 obj\n()\nendobj'))).toBeNull();
    expect(await pdfNaming(pdfText('1 0 obj << /Author 14 0 R >> endobj'))).toBe('Author');
  });
});
