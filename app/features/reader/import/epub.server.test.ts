import fs from 'node:fs';
import path from 'node:path';
import { Element, type AnyNode } from 'domhandler';
import { strToU8, zipSync } from 'fflate';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { openEpub, renderEpub, type RenderedEpub } from './epub.server.ts';
import { EpubError, type EpubErrorCode } from './errors.ts';
import { makeEpub, PNG } from './test-epub.ts';
import { openArchive } from './zip.server.ts';

const place = { bookSlug: 'test-book', editionId: 42, assetsPrefix: 'reader/7/1/assets' };
const render = async (data: Uint8Array) => renderEpub(await openEpub(data), place);

async function refusal(run: () => unknown): Promise<EpubError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof EpubError) return error;
    throw error;
  }
  throw new Error('expected an EpubError');
}
const codeOf = async (run: () => unknown): Promise<EpubErrorCode> => (await refusal(run)).code;

const textContent = (node: AnyNode): string => (node instanceof Element ? node.children.map(textContent).join('') : 'data' in node ? String(node.data) : '');

/**
 * The contract with the browser: parsed as HTML, every element with data-offset has exactly the
 * text found at that offset in the chapter's text, followed by "\n", and the blocks tile the text.
 */
function checkOffsets(html: string, text: string) {
  const doc = parseDocument(html, { decodeEntities: true });
  const blocks: { id: string; offset: number; text: string }[] = [];
  const visit = (node: AnyNode) => {
    if (!(node instanceof Element)) return;
    if ('data-offset' in node.attribs) blocks.push({ id: node.attribs.id!, offset: Number(node.attribs['data-offset']), text: textContent(node) });
    node.children.forEach(visit);
  };
  doc.children.forEach(visit);
  let expected = 0;
  for (const block of blocks) {
    expect(block.id).toBeTruthy();
    expect(block.offset).toBe(expected);
    expect(text.slice(block.offset, block.offset + block.text.length)).toBe(block.text);
    expect(text[block.offset + block.text.length]).toBe('\n');
    expected += block.text.length + 1;
  }
  expect(expected).toBe(text.length);
  expect(new Set(blocks.map((b) => b.id)).size).toBe(blocks.length);
  return blocks;
}

const fixture = (name: string) => fs.readFileSync(path.resolve('fixtures/epub', `${name}.epub`));

describe('the fixtures', () => {
  const books = new Map<string, RenderedEpub>();
  const load = async (name: string) => {
    if (!books.has(name)) books.set(name, await render(fixture(name)));
    return books.get(name)!;
  };

  it('Moby-Dick: 140+ chapters from the nav document, its cover, its metadata', async () => {
    const book = await load('moby-dick');
    expect(book.chapters.length).toBeGreaterThanOrEqual(140);
    expect(book.metadata).toMatchObject({
      title: 'Moby-Dick',
      language: 'en-US',
      creators: [{ name: 'Herman Melville', fileAs: 'MELVILLE, HERMAN', role: 'aut' }],
    });
    expect(book.metadata.publisher).toBe('Harper & Brothers, Publishers');
    expect(book.metadata.rights).toContain('CC BY-SA 3.0');
    expect(book.cover).toMatchObject({ path: 'OPS/images/9780316000000.jpg', contentType: 'image/jpeg' });
    const first = book.chapters.find((c) => c.slug === 'chapter-001')!;
    expect(first.title).toBe('Chapter 1. Loomings.');
    expect(first.text.startsWith('Chapter 1. Loomings.\nCall me Ishmael. Some years ago')).toBe(true);
    expect(book.toc.length).toBeGreaterThanOrEqual(140);
    expect(book.toc.find((t) => t.chapter === 'chapter-001')).toMatchObject({ label: 'Chapter 1. Loomings.', children: [] });
    expect(new Set(book.chapters.map((c) => c.slug)).size).toBe(book.chapters.length);
    for (const chapter of book.chapters) checkOffsets(chapter.html, chapter.text);
    // The book's CSS and fonts are not kept; its images are, under the edition's prefix.
    expect(book.assets.map((a) => a.path).sort()).toEqual(['OPS/images/9780316000000.jpg', 'OPS/images/Moby-Dick_FE_title_page.jpg']);
    expect(book.chapters[0]!.html).toContain('src="/reader-assets/42/OPS/images/9780316000000.jpg"');
  });

  it("Children's Literature: two titles, two creators, a nested table of contents", async () => {
    const book = await load('childrens-literature');
    expect(book.metadata.title).toBe("Children's Literature");
    expect(book.metadata.subtitle).toBe('A Textbook of Sources for Teachers and Teacher-Training Classes');
    expect(book.metadata.creators.map((c) => c.name)).toEqual(['Charles Madison Curry', 'Erle Elsworth Clippinger']);
    expect(book.metadata.subjects).toHaveLength(2);
    expect(book.chapters.map((c) => c.slug)).toEqual(['cover', 'nav', 's04']);
    expect(book.cover?.path).toBe('EPUB/images/cover.png');
    const depth = (entries: RenderedEpub['toc']): number => (entries.length ? 1 + Math.max(...entries.map((e) => depth(e.children))) : 0);
    expect(depth(book.toc)).toBeGreaterThanOrEqual(4);
    // An author's name without a link of its own opens its first work.
    const isaacs = book.toc[0]!.children.find((e) => e.label === 'Abram S. Isaacs')!;
    expect(isaacs).toMatchObject({ chapter: 's04', fragment: 'pgepubid00503' });
    expect(book.toc[0]).toMatchObject({ chapter: 's04', fragment: 'pgepubid00492' });
    for (const chapter of book.chapters) checkOffsets(chapter.html, chapter.text);
    const s04 = book.chapters[2]!;
    expect(s04.html).toContain('id="pgepubid00503"');
    expect(s04.words).toBeGreaterThan(50_000);
  });

  it('The Waste Land: one document, sections in the toc, notes linked both ways', async () => {
    const book = await load('wasteland');
    expect(book.chapters).toHaveLength(1);
    const [poem] = book.chapters;
    expect(poem!.title).toBe('The Waste Land');
    expect(book.toc.map((t) => t.fragment)).toEqual(['ch1', 'ch2', 'ch3', 'ch4', 'ch5', 'rearnotes']);
    expect(poem!.html).toContain('<a href="/book/test-book/read/wasteland-content#note-1" data-noteref="note-1" data-epub-type="noteref">*</a>');
    expect(poem!.html).toMatch(/<div id="note-1" data-epub-type="rearnote" data-note>/);
    expect(poem!.html).toContain('<div id="ln20" data-offset=');
    expect(poem!.html).toContain('<span class="line-number">20</span>');
    checkOffsets(poem!.html, poem!.text);
    expect(book.cover?.path).toBe('EPUB/wasteland-cover.jpg');
  });
});

describe('sanitizing content', () => {
  const hostile = `
<section epub:type="chapter" role="doc-chapter" style="color:red" onclick="alert(1)">
  <h1 class="title" onmouseover="steal()">Hostile <script>alert('x')</script>chapter</h1>
  <p id="first">Click <a href="javascript:alert(1)">here</a>, or <a href="https://example.org/page" target="_blank">the web</a>,
     or <a href="two.xhtml#end">the end</a>, or <a href="#first">this paragraph</a>.<a epub:type="noteref" href="#fn1">1</a></p>
  <p>Remote: <img src="https://tracker.example/pixel.png" alt="pixel"/> local: <img src="images/pic.png" alt="A picture"/>
     vector: <img src="images/fig.svg" alt="A figure"/> data: <img src="data:image/png;base64,AAAA" alt="inline"/></p>
  <form action="https://evil.example/"><input name="q"/><button>Send</button></form>
  <iframe src="https://evil.example/"></iframe><object data="x.swf"><embed src="x.swf"/></object>
  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>
  <p>Text with &nbsp;entities&mdash;and <b>bold</b><br/>lines.</p>
  <aside epub:type="footnote" id="fn1"><p>The note.</p></aside>
  <p><a role="doc-noteref" href="two.xhtml#n2">2</a></p>
  <div>Loose <span>text</span><p>and a paragraph inside a div</p>tail</div>
  <p>A paragraph <div>holding a block</div> is not a paragraph.</p>
  <table><tr><td>cell</td></tr>stray</table>
  <pre>
  preformatted
    text</pre>
</section>`;
  const chapters = [
    { file: 'one.xhtml', title: 'One', body: hostile },
    { file: 'two.xhtml', title: 'Two', body: '<p>Two.</p><p id="end">End.</p><ol><li id="n2" role="doc-endnote">Endnote.</li></ol>' },
  ];
  const manifest = '<item id="pic" href="images/pic.png" media-type="image/png"/><item id="fig" href="images/fig.svg" media-type="image/svg+xml"/>';
  const files = { 'OEBPS/images/pic.png': PNG, 'OEBPS/images/fig.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' };

  it('removes scripts, handlers, styles, forms, frames, objects, inline SVG and remote images', async () => {
    const book = await render(makeEpub({ chapters, manifest, files }));
    const html = book.chapters[0]!.html;
    for (const bad of [
      '<script',
      'alert',
      'onclick',
      'onmouseover',
      'style=',
      'javascript:',
      '<form',
      '<input',
      '<button',
      '<iframe',
      '<object',
      '<embed',
      '<svg',
      'tracker.example',
      'data:image',
      'target=',
      'evil.example',
      'class="title"',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('Click here, or');
    expect(html).toContain('<section data-epub-type="chapter" role="doc-chapter">');
  });

  it('rewrites links, noterefs and images to the reader’s URLs', async () => {
    const book = await render(makeEpub({ chapters, manifest, files }));
    const html = book.chapters[0]!.html;
    expect(html).toContain('<a href="https://example.org/page" rel="noopener noreferrer">the web</a>');
    expect(html).toContain('<a href="/book/test-book/read/two#end">the end</a>');
    expect(html).toContain('<a href="/book/test-book/read/one#first">this paragraph</a>');
    expect(html).toContain('<a href="/book/test-book/read/one#fn1" data-noteref="fn1" data-epub-type="noteref">1</a>');
    expect(html).toContain('<a href="/book/test-book/read/two#n2" data-noteref="n2" role="doc-noteref">2</a>');
    expect(html).toContain('<aside id="fn1" data-epub-type="footnote" data-note><p id="p-5" data-offset=');
    expect(book.chapters[1]!.html).toMatch(/<li id="n2" data-offset="\d+" role="doc-endnote" data-note>Endnote.<\/li>/);
    expect(html).toContain('<img src="/reader-assets/42/OEBPS/images/pic.png" alt="A picture">');
    expect(html).toContain('<img src="/reader-assets/42/OEBPS/images/fig.svg" alt="A figure">');
    expect(book.assets.map((a) => [a.path, a.contentType])).toEqual([
      ['OEBPS/images/pic.png', 'image/png'],
      ['OEBPS/images/fig.svg', 'image/svg+xml'],
    ]);
  });

  it('shapes blocks as a browser parses them, with ids and offsets into the text', async () => {
    const book = await render(makeEpub({ chapters, manifest, files }));
    const { html, text } = book.chapters[0]!;
    const blocks = checkOffsets(html, text);
    expect(blocks.map((b) => b.text)).toContain('Text with \u00a0entities—and bold lines.');
    expect(blocks.map((b) => b.text)).toContain('Remote: local:  vector:  data:'); // images keep the spaces around them
    expect(blocks.find((b) => b.id === 'first')!.text).toBe('Click here, or the web, or the end, or this paragraph.1');
    expect(html).not.toMatch(/<p\b[^>]*>(?:(?!<\/p>)[^])*<div/); // no block inside a paragraph
    expect(html).toContain('<div id="p-');
    expect(html).not.toContain('stray');
    expect(blocks.map((b) => b.text)).toEqual(
      expect.arrayContaining(['Loose text', 'and a paragraph inside a div', 'tail', 'cell', '  preformatted\n    text']),
    );
    expect(text.startsWith('Hostile chapter\n')).toBe(true);
    expect(book.chapters[0]!.title).toBe('One');
  });
});

describe('broken files', () => {
  it('refuses what is not a ZIP', async () => {
    expect(await codeOf(() => openEpub(strToU8('just some text, not an archive at all')))).toBe('not-zip');
    const truncated = makeEpub().slice(0, 200);
    expect(await codeOf(() => openEpub(truncated))).toBe('not-zip');
  });

  it('refuses an archive without META-INF/container.xml, naming it', async () => {
    const error = await refusal(() => openEpub(makeEpub({ files: { 'META-INF/container.xml': null } })));
    expect(error.code).toBe('no-container');
    expect(error.message).toContain('META-INF/container.xml');
  });

  it('refuses a missing or unreadable package document', async () => {
    expect(await codeOf(() => openEpub(makeEpub({ files: { 'OEBPS/content.opf': null } })))).toBe('package-missing');
    expect(await codeOf(() => openEpub(makeEpub({ files: { 'OEBPS/content.opf': 'this is not xml' } })))).toBe('package-unparseable');
    expect(await codeOf(() => openEpub(makeEpub({ files: { 'META-INF/container.xml': '<container><rootfiles/></container>' } })))).toBe(
      'container-unparseable',
    );
  });

  it('refuses a spine item missing from the archive, naming the file', async () => {
    const error = await refusal(() => openEpub(makeEpub({ files: { 'OEBPS/two.xhtml': null } })));
    expect(error.code).toBe('spine-item-missing');
    expect(error.message).toContain('OEBPS/two.xhtml');
  });

  it('refuses other mistakes with their own codes', async () => {
    expect(await codeOf(() => openEpub(makeEpub({ title: '' })))).toBe('no-title');
    expect(await codeOf(() => openEpub(makeEpub({ chapters: [] })))).toBe('empty-spine');
    expect(await codeOf(() => openEpub(makeEpub({ files: { mimetype: 'application/zip' } })))).toBe('not-epub');
    const encryption = `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
      <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>
      <enc:CipherData><enc:CipherReference URI="OEBPS/one.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>`;
    expect(await codeOf(() => openEpub(makeEpub({ files: { 'META-INF/encryption.xml': encryption } })))).toBe('encrypted');
  });

  it('drops from its metadata what XML forbids, though a character reference names it', async () => {
    const book = await render(makeEpub({ title: 'Um&#x1D; livro&#xFFFE;&#x1;', creators: '<dc:creator>Ana&#x1F; Souza</dc:creator>' }));
    expect(book.metadata).toMatchObject({ title: 'Um livro', creators: [{ name: 'Ana Souza' }] });
  });

  it('imports a script in content as sanitized text, not as a refusal', async () => {
    const book = await render(makeEpub({ chapters: [{ file: 'one.xhtml', title: 'One', body: '<p>Safe<script>document.cookie</script> text.</p>' }] }));
    expect(book.chapters[0]!.html).toBe('<p id="p-1" data-offset="0">Safe text.</p>');
  });

  it('bounds the archive: entries, uncompressed size, paths outside it', async () => {
    const limits = { fileBytes: 100 * 1024 * 1024, entries: 5, uncompressedBytes: 10_000, ratio: 200, ratioFloorBytes: 1024 * 1024 };
    const many = zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect(await codeOf(() => openArchive(many, limits))).toBe('too-many-entries');
    // Compresses to almost nothing, expands past the limit: refused from the directory, before inflating.
    const bomb = zipSync({ 'bomb.txt': new Uint8Array(50_000) });
    expect(bomb.length).toBeLessThan(1000);
    expect(await codeOf(() => openArchive(bomb, limits))).toBe('too-large-uncompressed');
    const escape = zipSync({ '../outside.txt': strToU8('x') });
    expect(await codeOf(() => openArchive(escape, limits))).toBe('unsafe-path');
    expect(await codeOf(() => openArchive(new Uint8Array(2000), { ...limits, fileBytes: 1000 }))).toBe('too-large');
  });
});
