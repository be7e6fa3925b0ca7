/**
 * The demo's texts (app/seed/content) against what a press would publish: every book that offers
 * reading has every chapter the catalog lists, each of real length, with a table, a figure, notes
 * and references; every article and paper with a text has its abstracts, keywords, references and
 * a body of real length that does not repeat its abstract.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeFullText } from '#app/lib/fulltext/convert.server.ts';
import { fullTextPdf, type PdfHeader } from '#app/lib/fulltext/pdf.server.ts';
import { articleSource, bookSource, booksWithSources, printedPages, type RenderedText } from '#app/seed/texts.server.ts';
import { bookSeeds } from './books.ts';
import { journalSeeds } from './journals.ts';
import { proceedingsSeeds } from './proceedings.ts';
import type { ArticleSeed, ChapterSeed, WorkSeed } from './types.ts';

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean).length;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const readable = bookSeeds.filter((b) => b.openAccess || b.formats.some((f) => f.kind === 'ebook'));

/** The catalog's page ranges, held to what the text fills: chapters open on a right-hand (odd) page, one after the other. */
function expectPageRanges(label: string, work: Pick<WorkSeed, 'pages'>, ranges: { firstPage: number; lastPage: number }[], expected: number[], { recto }: { recto: boolean }) {
  ranges.forEach((range, i) => {
    expect(range.lastPage - range.firstPage + 1, `${label}, part ${i + 1}: pages`).toBe(expected[i]);
    if (recto) expect(range.firstPage % 2, `${label}, part ${i + 1} opens on a right-hand page`).toBe(1);
    if (i > 0) expect(range.firstPage - ranges[i - 1]!.lastPage, `${label}, part ${i + 1} follows part ${i}`).toBeLessThanOrEqual(recto ? 2 : 1);
    if (i > 0) expect(range.firstPage).toBeGreaterThan(ranges[i - 1]!.lastPage);
  });
  // The work's extent: its last part and a few pages of back matter (about the authors, colophon).
  expect(work.pages - ranges.at(-1)!.lastPage, `${label}: back matter`).toBeGreaterThanOrEqual(0);
  expect(work.pages - ranges.at(-1)!.lastPage, `${label}: back matter`).toBeLessThanOrEqual(8);
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** The PDF the site typesets from a text, with the header it gives an article or a paper. */
async function typesetPages(text: RenderedText, seed: ArticleSeed | ChapterSeed, language: string, source: string, license: string | null) {
  const order = language === 'en' ? (['en', 'pt'] as const) : (['pt', 'en'] as const);
  const header: PdfHeader = {
    title: text.title,
    authors: seed.contributors.filter((c) => c.role === 'author').map((c) => ({ name: `${c.given} ${c.family}`.trim(), affiliation: c.affiliation ?? null })),
    source,
    abstracts: order.map((lang) => ({ label: lang === 'pt' ? 'Resumo' : 'Abstract', text: text.abstracts[lang] ?? '', keywordsLabel: lang === 'pt' ? 'Palavras-chave' : 'Keywords', keywords: text.keywords[lang] ?? [] })),
    doi: seed.doi,
    license,
    language: language === 'en' ? 'en' : 'pt-BR',
    url: 'http://localhost:3000/journal/x/article/1',
    firstPage: seed.firstPage,
  };
  return pdfPages(await fullTextPdf(header, sanitizeFullText(text.html)));
}

describe('the demo books', () => {
  it('have sources for exactly the books that offer reading', () => {
    expect(booksWithSources()).toEqual(readable.map((b) => b.slug).sort());
  });

  for (const book of readable) {
    it(`${book.slug}: every chapter the catalog lists, 1,000 words or more, with a table, a figure, a block quote, notes and references`, () => {
      const source = bookSource(book.slug, book.language)!;
      const title = (c: ChapterSeed) => (book.language === 'en' ? c.titleEn : c.titlePt) ?? c.titlePt ?? c.titleEn;
      expect(source.chapters.map((c) => c.title)).toEqual(book.chapters.map(title));
      for (const chapter of source.chapters) {
        expect(chapter.words, `${book.slug}/${chapter.file}`).toBeGreaterThanOrEqual(1000);
        expect(chapter.references.length, `${book.slug}/${chapter.file} references`).toBeGreaterThanOrEqual(3);
      }
      expect(source.chapters.reduce((n, c) => n + c.tables, 0)).toBeGreaterThanOrEqual(1);
      expect(source.chapters.reduce((n, c) => n + c.footnotes, 0)).toBeGreaterThanOrEqual(1);
      expect(source.chapters.some((c) => c.html.includes('<blockquote')), 'a block quote').toBe(true);
      const figures = source.chapters.flatMap((c) => c.figures);
      expect(figures.length).toBeGreaterThanOrEqual(1);
      for (const figure of figures) {
        expect(figure.alt.length, figure.src).toBeGreaterThanOrEqual(40);
        expect(figure.caption, figure.src).toMatch(/^(Figura|Figure) \d+\./);
        const svg = new TextDecoder().decode(source.assets.find((a) => a.name === figure.src)!.data);
        expect(svg, figure.src).toMatch(/<title[^>]*>[^<]+<\/title>/);
      }
      // The catalog's keywords are what the book is about: each appears in its text.
      const text = plain(source.chapters.map((c) => c.html).join(' ')).toLowerCase();
      for (const keyword of (book.language === 'en' ? book.keywordsEn : book.keywordsPt) ?? []) expect(text, keyword).toContain(keyword.toLowerCase());
      // The page ranges and the extent are the text's, in the press's printed layout.
      expectPageRanges(book.slug, book, book.chapters, source.chapters.map(printedPages), { recto: true });
    });
  }
});

/** Checks a text against the article rules, scaled for a paper. */
function expectScholarly(label: string, text: RenderedText, seed: ArticleSeed | ChapterSeed, language: string, rules: { body: number; abstract: [number, number]; references: number }) {
  const catalogTitle = (language === 'en' ? seed.titleEn : seed.titlePt) ?? seed.titlePt ?? seed.titleEn;
  if (language !== 'es') expect(text.title, label).toBe(catalogTitle);
  expect(text.words, `${label}: words in the body`).toBeGreaterThanOrEqual(rules.body);
  for (const lang of ['pt', 'en'] as const) {
    expect(words(text.abstracts[lang]), `${label}: abstract (${lang})`).toBeGreaterThanOrEqual(rules.abstract[0]);
    expect(words(text.abstracts[lang]), `${label}: abstract (${lang})`).toBeLessThanOrEqual(rules.abstract[1]);
    expect(text.keywords[lang]?.length ?? 0, `${label}: keywords (${lang})`).toBeGreaterThanOrEqual(3);
    expect(text.keywords[lang]?.length ?? 0, `${label}: keywords (${lang})`).toBeLessThanOrEqual(5);
  }
  expect(text.references.length, `${label}: references`).toBeGreaterThanOrEqual(rules.references);
  expect(text.tables + text.figures.length, `${label}: a table or a figure`).toBeGreaterThanOrEqual(1);
  // The abstract is never the body: no sentence of it appears in the text.
  const body = plain(text.html);
  for (const sentence of (text.abstracts.pt ?? '').split(/(?<=\.)\s+/).filter((s) => words(s) >= 8)) expect(body, `${label}: abstract repeated`).not.toContain(sentence);
}

describe('the demo articles and papers', () => {
  const articles = journalSeeds.flatMap((journal) =>
    journal.issues.flatMap((issue) => issue.articles.map((seed, i) => ({ seed, label: `${journal.slug} ${issue.volume}-${issue.number}-${i + 1}`, text: articleSource({ journal: journal.slug, volume: issue.volume, number: issue.number, position: i + 1 }, seed.language) }))),
  );
  const papers = proceedingsSeeds.flatMap((volume) => volume.chapters.map((seed, i) => ({ seed, language: volume.language, label: `${volume.slug} ${i + 1}`, text: articleSource({ proceedings: volume.slug, position: i + 1 }, volume.language) })));

  it('cover every article and every paper', () => {
    expect(articles.filter((a) => !a.text).map((a) => a.label)).toEqual([]);
    expect(papers.filter((p) => !p.text).map((p) => p.label)).toEqual([]);
  });

  for (const { seed, label, text } of articles.filter((a) => a.text))
    it(`${label}: a research article (2,500 words or more, abstracts of 150–250 words, 3–5 keywords, 10 references, a table or figure)`, () =>
      expectScholarly(label, text!, seed, seed.language, { body: 2500, abstract: [150, 250], references: 10 }));

  for (const { seed, language, label, text } of papers.filter((p) => p.text))
    it(`${label}: a paper (1,500 words or more, abstracts of 100–250 words, 3–5 keywords, 6 references, a table or figure)`, () =>
      expectScholarly(label, text!, seed, language, { body: 1500, abstract: [100, 250], references: 6 }));

  // What a citation says (pp. 9–14) is what the PDF holds: each article's and paper's range is its typeset page count.
  for (const journal of journalSeeds)
    for (const issue of journal.issues)
      it(`${journal.slug} ${issue.volume}-${issue.number}: the articles' page ranges are their PDFs'`, async () => {
        const expected = await Promise.all(
          issue.articles.map((seed, i) => {
            const lang = seed.language === 'en' ? 'en' : 'pt';
            const source = [(lang === 'en' ? journal.titleEn : journal.titlePt) ?? journal.titlePt, `v. ${issue.volume}`, `n. ${issue.number}`, issue.year].join(', ');
            return typesetPages(articleSource({ journal: journal.slug, volume: issue.volume, number: issue.number, position: i + 1 }, seed.language)!, seed, lang, source, journal.license);
          }),
        );
        expect(issue.articles.map((a) => a.lastPage - a.firstPage + 1)).toEqual(expected);
        issue.articles.forEach((a, i) => i > 0 && expect(a.firstPage).toBe(issue.articles[i - 1]!.lastPage + 1));
      });

  for (const volume of proceedingsSeeds)
    it(`${volume.slug}: the papers' page ranges are their PDFs', and the volume's extent holds them`, async () => {
      const lang = volume.language === 'en' ? 'en' : 'pt';
      const source = [(lang === 'en' ? volume.titleEn : volume.titlePt) ?? volume.titlePt, volume.publishedOn.slice(0, 4)].join(', ');
      const expected = await Promise.all(volume.chapters.map((seed, i) => typesetPages(articleSource({ proceedings: volume.slug, position: i + 1 }, volume.language)!, seed, lang, source, volume.license)));
      expectPageRanges(volume.slug, volume, volume.chapters, expected, { recto: false });
    });
});
