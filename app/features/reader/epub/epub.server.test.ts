import fs from 'node:fs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readAccessibility } from './accessibility.ts';
import { generateEpub } from './generate.server.ts';
import { makeAccessible, packageDocument, personalize } from './package-edit.server.ts';
import { contrastOnWhite, parseColour, readableColours } from './readable-colours.ts';
import { overlappingZipBomb } from '#app/lib/archive/zip-bombs.server.ts';
import { newEntry, readEntries, writeZip, ZipFormatError } from './zip.server.ts';

const text = (files: Record<string, Uint8Array>, name: string) => new TextDecoder().decode(files[name]!);
const book = () =>
  generateEpub({
    identifier: 'urn:isbn:9786586543025',
    title: 'Design & Serviços',
    language: 'pt-BR',
    creators: [{ name: 'Ana Autora', role: 'aut' }],
    publisher: 'Editora Ipê',
    date: '2024-03-12',
    description: 'Sobre <serviços>.',
    chapters: [{ title: 'Um', paragraphs: ['Texto.'] }],
    labels: { contents: 'Sumário', about: 'Sobre', by: 'por' },
    modified: new Date('2026-01-01T00:00:00Z'),
  });

describe('the ZIP rewriter', () => {
  it('copies entries byte for byte and writes new ones that any reader inflates', () => {
    const original = zipSync({
      mimetype: [new TextEncoder().encode('application/epub+zip'), { level: 0 }],
      'a/b.txt': new TextEncoder().encode('olá '.repeat(500)),
    });
    const entries = readEntries(original);
    expect(entries.map((e) => [e.name, e.method])).toEqual([
      ['mimetype', 0],
      ['a/b.txt', 8],
    ]);
    const written = writeZip([...entries, newEntry('c.xhtml', '<p>novo</p>')]);
    const files = unzipSync(written);
    expect(text(files, 'a/b.txt')).toBe('olá '.repeat(500));
    expect(text(files, 'c.xhtml')).toBe('<p>novo</p>');
    expect(readEntries(written)[1]!.raw).toEqual(entries[1]!.raw);
  });

  it('refuses a stored file that is a zip bomb before inflating anything', () => {
    expect(() => readEntries(overlappingZipBomb())).toThrow(ZipFormatError);
  });
});

describe('generated EPUBs', () => {
  it('state their language everywhere, their accessibility, and escape the text', () => {
    const files = unzipSync(book());
    expect(Object.keys(files)[0]).toBe('mimetype');
    const opf = text(files, 'OEBPS/content.opf');
    expect(opf).toContain('xml:lang="pt-BR"');
    expect(opf).toContain('<dc:title id="title">Design &amp; Serviços</dc:title>');
    expect(opf).toContain('<dc:description>Sobre &lt;serviços&gt;.</dc:description>');
    expect(readAccessibility(opf)).toMatchObject({ accessModes: ['textual'], hazards: ['none'], conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA' });
    for (const name of Object.keys(files).filter((n) => n.endsWith('.xhtml'))) expect(text(files, name)).toContain('lang="pt-BR" xml:lang="pt-BR"');
  });
});

describe('personal copies', () => {
  it('name the reader and the order in the metadata and on a colophon after the first page, mimetype first', () => {
    const files = unzipSync(personalize(book(), { name: '  Ana  <Souza> ', orderId: 42, date: '2026-11-25', locale: 'pt' }));
    expect(Object.keys(files)[0]).toBe('mimetype');
    const opf = text(files, 'OEBPS/content.opf');
    expect(opf).toContain('<meta property="dcterms:provenance">Exemplar licenciado para Ana &lt;Souza&gt;, pedido nº 42, 2026-11-25</meta>');
    expect(opf).toMatch(/<itemref idref="title-page" linear="no"\/>\s*<itemref idref="ipe-personal-copy"\/>\s*<itemref idref="chapter-1"\/>/);
    const colophon = text(files, 'OEBPS/ipe-personal-copy.xhtml');
    expect(colophon).toContain('Este exemplar foi licenciado para Ana &lt;Souza&gt;, pedido nº 42, em 25/11/2026.');
    const granted = text(unzipSync(personalize(book(), { name: 'Bia', orderId: null, date: '2026-11-25', locale: 'en' })), 'OEBPS/ipe-personal-copy.xhtml');
    expect(granted).toContain('This copy is licensed to Bia on 2026-11-25.');
  });
});

describe('making an imported EPUB accessible', () => {
  it('adds the languages, readable colours, the pagination source and the metadata, and nothing twice', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    const epub = zipSync({
      mimetype: [enc('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': enc('<container><rootfiles><rootfile full-path="OPS/p.opf"/></rootfiles></container>'),
      'OPS/p.opf': enc(
        '<package version="3.0"><metadata><dc:language>en</dc:language><dc:source>urn:isbn:123</dc:source></metadata><manifest><item id="a" href="a.xhtml" media-type="application/xhtml+xml"/><item id="c" href="s.css" media-type="text/css"/></manifest><spine><itemref idref="a"/></spine></package>',
      ),
      'OPS/a.xhtml': enc('<html xmlns="http://www.w3.org/1999/xhtml"><body><span epub:type="pagebreak" id="p1">1</span></body></html>'),
      'OPS/s.css': enc('body { color: black } .lnum { color: gray; background-color: #eee } .page { color:rgb(180,180,180) } .num { color: #999 }'),
    });
    const once = makeAccessible(epub);
    const files = unzipSync(once);
    expect(text(files, 'OPS/a.xhtml')).toContain('<html lang="en" xml:lang="en" xmlns=');
    const opf = packageDocument(once);
    expect(opf).toContain('<package xml:lang="en" version="3.0">');
    expect(opf).toContain('<dc:source id="ipe-page-source">urn:isbn:123</dc:source>');
    expect(opf).toContain('<meta refines="#ipe-page-source" property="source-of">pagination</meta>');
    expect(readAccessibility(opf)?.conformsTo).toBeTruthy();
    const css = text(files, 'OPS/s.css');
    expect(css).toContain('color: black');
    expect(css).toContain('.lnum { color: gray; background-color: #eee }');
    for (const rule of ['.page', '.num']) {
      const colour = new RegExp(`\\${rule} \\{ ?color: ?([^;}]+?) ?\\}`).exec(css)![1]!;
      expect(contrastOnWhite(parseColour(colour)!), `${rule} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(makeAccessible(once)).toBe(once);
  });

  it('darkens light text on light pages only', () => {
    expect(readableColours('p { color: #777 }')).toMatch(/color: #[0-9a-f]{6}/);
    expect(readableColours('p { color: #595959 }')).toBe('p { color: #595959 }');
    const night = 'body { background-color: rgb(20,20,20); color: rgb(255,250,205) } .lnum { color: rgb(120,120,120) }';
    expect(readableColours(night)).toBe(night);
    expect(readableColours('.button { color: white; background: #14532d }')).toBe('.button { color: white; background: #14532d }');
  });

  it('leaves the Moby-Dick fixture valid and lang-tagged', () => {
    const files = unzipSync(makeAccessible(new Uint8Array(fs.readFileSync('fixtures/epub/moby-dick.epub'))));
    expect(text(files, 'OPS/chapter_001.xhtml')).toMatch(/<html lang="en-US" xml:lang="en-US"/);
  });
});
