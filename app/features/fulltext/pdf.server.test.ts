import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fullTextPages, volumePdf, type PdfHeader, type PdfVolume } from './pdf.server.ts';

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
