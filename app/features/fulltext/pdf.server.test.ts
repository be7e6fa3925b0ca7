import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { languageTag } from '#app/lib/language-codes.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';
import { articleSource, sourceTexts } from '#app/seed/texts.server.ts';
import { imageCount, pdfCatalog, pdfInfo, pdfStructure, textWithin, unspaced, walk, type StructNode } from '#app/test/pdf-structure.ts';
import { sanitizeFullText } from './convert.server.ts';
import { fullTextPages, fullTextPdf, pdfAbstracts, pdfBlocks, volumePdf, type PdfHeader, type PdfVolume } from './pdf.server.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-volume-pdf-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A page's text as Poppler reads it, white space squashed. */
function pageText(pdf: Buffer, page: number): string {
  const file = path.join(folder, 'volume.pdf');
  fs.writeFileSync(file, pdf);
  return spawnSync('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
}

const header = (title: string, firstPage: number | null): PdfHeader => ({
  title,
  authors: [{ name: 'Ana Silva', affiliation: 'Instituto Fictício' }],
  source: 'Anais do Simpósio, 2025',
  abstracts: [{ label: 'Resumo', text: `O resumo de ${title}.`, keywordsLabel: 'Palavras-chave', keywords: ['um', 'dois'] }],
  doi: '10.99999/anais.1',
  license: 'CC-BY-4.0',
  language: 'pt-BR',
  url: 'https://ipe.example/proceedings/anais/paper/1',
  firstPage,
});
/** A text of some pages: numbered paragraphs, so a page's first words are known. */
const text = (paragraphs: number) =>
  `<h2>Introdução</h2>${Array.from({ length: paragraphs }, (_, i) => `<p>Parágrafo ${i + 1} ${'do texto que ocupa a página inteira '.repeat(12)}</p>`).join('')}`;

const volume = (papers: PdfVolume['papers']): PdfVolume => ({
  title: 'Anais do Simpósio',
  subtitle: 'Serviços que cuidam',
  event: 'Simpósio de Design · Recife, 18–20 de setembro de 2024',
  editors: 'Organização: Carla Dias',
  imprint: 'Editora Ipê · 2025',
  record: ['Anais do Simpósio. Editora Ipê, 2025.', 'ISBN 978-65-00000-02-6 (e-book)'],
  presentation: { title: 'Apresentação', text: 'Este volume reúne os trabalhos.\n\nSegundo parágrafo.' },
  contents: 'Sumário',
  language: 'pt-BR',
  papers,
});

describe('a proceedings volume typeset whole', () => {
  it('opens with its title, record, presentation and contents, then sets each paper from its catalog page on the pages its own PDF has', async () => {
    const first = { header: header('Primeiro trabalho', 11), html: text(14), firstPage: 11 };
    const second = { header: header('Segundo trabalho', 20), html: text(4), firstPage: 20 };
    // Without a catalog page: right after the paper before.
    const third = { header: header('Terceiro trabalho', null), html: text(2), firstPage: null };
    const alone = await fullTextPages(first.header, first.html);
    expect(alone.pages).toBeGreaterThan(1);
    expect(alone.starts[0]).toMatchObject({ text: 'Primeiro trabalho' });

    const { pdf, layout } = await volumePdf(volume([first, second, third]));
    expect(layout.papers[0]).toEqual({ firstPage: 11, lastPage: 10 + alone.pages, pages: alone.pages, starts: alone.starts });
    expect(layout.papers[1]!.firstPage).toBe(20);
    expect(layout.papers[2]!.firstPage).toBe(layout.papers[1]!.lastPage + 1);
    expect(layout.pages).toBe(layout.papers[2]!.lastPage);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(layout.pages);

    expect(pageText(pdf, 3)).toContain('Anais do Simpósio Serviços que cuidam Organização: Carla Dias');
    expect(pageText(pdf, 4)).toContain('ISBN 978-65-00000-02-6');
    expect(pageText(pdf, 5)).toContain('Apresentação Este volume reúne os trabalhos.');
    // The contents: the presentation and each paper with its page; the pages' feet carry the volume's numbers.
    expect(pageText(pdf, 7)).toMatch(
      new RegExp(
        `Sumário Apresentação 5 Primeiro trabalho 11 Ana Silva Segundo trabalho 20 Ana Silva Terceiro trabalho ${layout.papers[2]!.firstPage} Ana Silva 7`,
      ),
    );
    expect(pageText(pdf, 11)).toMatch(/^ ?Anais do Simpósio, 2025 Primeiro trabalho Ana Silva/);
    expect(pageText(pdf, 11)).toMatch(/ 11 $/);
    expect(pageText(pdf, 12)).toMatch(/ 12 $/);
    // Each page of a paper begins in the block the layout says (or, begun on the page before, continues it).
    for (const [i, start] of alone.starts.entries()) {
      if (i === 0) continue;
      const words = start.text.split(' ').slice(0, 2).join(' ');
      expect(`${pageText(pdf, 10 + i)} ${pageText(pdf, 11 + i)}`, `page ${11 + i}`).toContain(words);
    }
    // Blank pages before the second paper have no number.
    expect(pageText(pdf, 19).trim()).toBe('');
  });

  it('starts a paper after the front matter when its catalog page leaves no room, and numbers it as it falls', async () => {
    const { layout } = await volumePdf(volume([{ header: header('Trabalho', 2), html: text(2), firstPage: 2 }]));
    expect(layout.papers[0]!.firstPage).toBe(8);
  });
});

// --- Tagged (PDF/UA-minded) ------------------------------------------------------------------------

/** A demo text (app/seed/content) with the header the site gives it: its title, abstracts in its language first, a running head. */
function demo(where: Parameters<typeof articleSource>[0], source: string, firstPage: number) {
  const text = articleSource(where, 'pt')!;
  const texts = { language: 'pt', titlePt: null, titleEn: null, ...sourceTexts(text, 'pt') };
  const header: PdfHeader = {
    title: text.title,
    authors: [
      { name: 'Ana Silva', affiliation: 'Universidade Fictícia' },
      { name: 'Bruno Costa', affiliation: 'Instituto Imaginário' },
    ],
    source,
    abstracts: pdfAbstracts(textsByLanguage(texts, 'pt')),
    doi: '10.99999/demo.1',
    license: 'CC-BY-4.0',
    language: languageTag('pt'),
    url: 'https://ipe.example/demo',
    firstPage,
  };
  return { header, html: sanitizeFullText(text.html) };
}

const paragraphTexts = (nodes: StructNode[]) => [...walk(nodes)].filter((n) => n.type === 'P').map((n) => unspaced(textWithin(n)));

/**
 * An article's structure holds its whole text in reading order: the title block, each abstract a
 * section (in its language) with its keywords, then every paragraph of the text a P, in the
 * section of its heading; headings, lists, notes and references as such.
 */
function expectArticle(article: StructNode, { header, html }: ReturnType<typeof demo>) {
  const blocks = pdfBlocks(html);
  const texts = (kind: RegExp) => blocks.flatMap((b) => (b.kind !== 'table' && kind.test(b.kind) ? [{ kind: b.kind, text: unspaced(b.text) }] : []));
  const paragraphs = texts(/^p$/).map((b) => b.text);
  expect(paragraphs.length).toBeGreaterThan(20);
  expect(article.type).toBe('Art');
  expect(article.children.find((n) => n.type === 'H1')?.text).toBe(header.title);
  expect(paragraphTexts([article])).toEqual(
    [
      header.source,
      'Ana Silva [1], Bruno Costa [2]',
      '[1] Universidade Fictícia[2] Instituto Imaginário',
      `DOI: https://doi.org/${header.doi}${header.license}${header.url}`,
      ...header.abstracts.flatMap((a) => [a.text, `${a.keywordsLabel}: ${a.keywords.join('; ')}`]),
      ...paragraphs,
    ].map(unspaced),
  );
  // Each abstract a section in its language, headed by its label.
  const abstracts = article.children.filter((n) => n.type === 'Sect').slice(0, header.abstracts.length);
  expect(abstracts.map((s) => [s.children[0]?.type, s.children[0]?.text, s.lang])).toEqual(
    header.abstracts.map((a) => ['H2', a.label, a.lang === header.language ? undefined : a.lang]),
  );
  // The text's paragraphs each in the section of the heading above it (an h3's inside its h2's).
  const elements = [...walk([article])];
  const body = elements.filter((n) => n.type === 'P').slice(-paragraphs.length);
  for (const p of body) expect(p.ancestors.join('>')).toMatch(/^Art>Sect(>Sect)?$/);
  const headings = elements.filter((n) => /^H[23]$/.test(n.type)).slice(header.abstracts.length);
  expect(headings.map((h) => `${h.type}:${unspaced(h.text)}`)).toEqual(texts(/^h[234]$/).map((b) => `${b.kind === 'h2' ? 'H2' : 'H3'}:${b.text}`));
  for (const sect of elements.filter((n) => n.type === 'Sect')) expect(sect.children[0]?.type).toMatch(/^H[23]$/);
  // Lists: items with a label and a body; references: entries of a list; notes with an ID.
  for (const item of elements.filter((n) => n.type === 'LI' && n.ancestors.at(-1) === 'L')) expect(item.children.map((c) => c.type)).toContain('LBody');
  expect(elements.filter((n) => n.type === 'BibEntry').map((n) => `${n.ancestors.slice(-3).join('>')}:${unspaced(n.text)}`)).toEqual(
    texts(/^ref$/).map((b) => `L>LI>LBody:${b.text}`),
  );
  const notes = elements.filter((n) => n.type === 'Note');
  expect(notes).toHaveLength(blocks.filter((b) => b.kind === 'note').length);
  for (const note of notes) expect(note.id).toMatch(/^note-\d+$/);
  expect(elements.filter((n) => n.type === 'Table').length).toBe(blocks.filter((b) => b.kind === 'table').length);
  for (const th of elements.filter((n) => n.type === 'TH')) expect(th.ancestors.slice(-2)).toEqual(['Table', 'TR']);
}

/** Every image is a figure with alt text. */
function expectFigures(pdf: Buffer, tree: StructNode[]) {
  const figures = [...walk(tree)].filter((n) => n.type === 'Figure');
  expect(figures).toHaveLength(imageCount(pdf));
  for (const figure of figures) expect(figure.alt).toBeTruthy();
}

describe('a tagged PDF', () => {
  it("an article's: its title and language, and a structure that reaches every paragraph in reading order; the running heads are artifacts", async () => {
    const article = demo(
      { journal: 'revista-ipe-design-sociedade', volume: 1, number: 1, position: 2 },
      'Revista Ipê de Design e Sociedade, v. 1, n. 1, 2024',
      21,
    );
    const pdf = await fullTextPdf(article.header, article.html);
    const info = pdfInfo(pdf);
    expect(info.Tagged).toBe('yes');
    expect(info.Title).toBe(article.header.title);
    expect(pdfCatalog(pdf)).toEqual({ lang: 'pt-BR', displayDocTitle: true, marked: true });

    const tree = pdfStructure(pdf);
    expect(tree.map((n) => n.type)).toEqual(['Document']);
    expect(tree[0]!.children.map((n) => n.type)).toEqual(['Art']);
    expectArticle(tree[0]!.children[0]!, article);
    // Its abstract in English says so.
    expect(tree[0]!.children[0]!.children.filter((n) => n.type === 'Sect' && n.children[0]?.text === 'Abstract').map((n) => n.lang)).toEqual(['en']);
    // This text has a bulleted list: each item a label and a body.
    const items = [...walk(tree)].filter((n) => n.type === 'LI' && n.children[0]?.type === 'Lbl');
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) expect(item.children.map((c) => `${c.type}:${c.text.trim() ? 'text' : ''}`)).toEqual(['Lbl:text', 'LBody:text']);
    expectFigures(pdf, tree);
    // The running head is on the page but not in the structure.
    const running = unspaced(`${article.header.source} · DOI: ${article.header.doi}`);
    expect(unspaced(pageText(pdf, 2))).toContain(running);
    expect(unspaced(textWithin(tree[0]!))).not.toContain(running);
  });

  it("a proceedings paper's, and the volume's: front matter sections, the contents, then each paper an article, a paper in another language saying so", async () => {
    const papers = [1, 2].map((position) => demo({ proceedings: 'anais-sbds-2024', position }, 'Anais do Simpósio, 2025', 1));
    const pdf = await fullTextPdf(papers[0]!.header, papers[0]!.html);
    expect(pdfInfo(pdf)).toMatchObject({ Tagged: 'yes', Title: papers[0]!.header.title });
    expect(pdfCatalog(pdf)).toEqual({ lang: 'pt-BR', displayDocTitle: true, marked: true });
    const alone = pdfStructure(pdf);
    expectArticle(alone[0]!.children[0]!, papers[0]!);
    expectFigures(pdf, alone);

    const english = { ...papers[1]!, header: { ...papers[1]!.header, language: 'en' } };
    const { pdf: whole, layout } = await volumePdf(volume([papers[0]!, english].map((p) => ({ ...p, firstPage: null }))));
    expect(pdfInfo(whole)).toMatchObject({ Tagged: 'yes', Title: 'Anais do Simpósio' });
    expect(pdfCatalog(whole)).toEqual({ lang: 'pt-BR', displayDocTitle: true, marked: true });
    const tree = pdfStructure(whole);
    const parts = tree[0]!.children;
    expect(parts.map((n) => n.type)).toEqual(['Sect', 'Sect', 'Sect', 'Sect', 'Sect', 'Art', 'Art']);
    expect(parts[1]!.children.map((n) => `${n.type}:${n.text}`)).toEqual([
      'P:Simpósio de Design · Recife, 18–20 de setembro de 2024',
      'H1:Anais do Simpósio',
      'P:Serviços que cuidam',
      'P:Organização: Carla Dias',
      'P:Editora Ipê · 2025',
    ]);
    expect(paragraphTexts([parts[3]!])).toEqual(['Estevolumereúneostrabalhos.', 'Segundoparágrafo.']);
    expect(parts[4]!.children.map((n) => n.type)).toEqual(['H1', 'TOC']);
    // An entry of the contents: the title, its page, its authors.
    expect(parts[4]!.children[1]!.children.map((n) => `${n.type}:${unspaced(textWithin(n))}`)).toEqual([
      'TOCI:Apresentação5',
      ...papers.map((p, i) => `TOCI:${unspaced(p.header.title)}${layout.papers[i]!.firstPage}AnaSilva,BrunoCosta`),
    ]);
    expectArticle(parts[5]!, papers[0]!);
    expect(parts[5]!.lang).toBeUndefined();
    expectArticle(parts[6]!, english);
    expect(parts[6]!.lang).toBe('en');
    expectFigures(whole, tree);
  });
});
