/**
 * The demo's texts (app/seed/content) against what a press would publish: every book that offers
 * reading has every chapter the catalog lists, each of real length, with a table, a figure, notes
 * and references; every article and paper with a text has its abstracts, keywords, references and
 * a body of real length that does not repeat its abstract.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasOriginalTexts } from '#app/lib/multilingual.ts';
import { type AbstractLanguage, articleSource, bookSource, booksWithSources, type RenderedText, translationSource } from '#app/seed/texts.server.ts';
import { translationLanguage } from '#app/lib/multilingual.ts';
import { bookSeeds } from './books.ts';
import { auditSources } from './content-audit.server.ts';
import { journalSeeds } from './journals.ts';
import { bookPageNumbers, issuePageNumbers, proceedingsPageNumbers } from './page-numbers.server.ts';
import { proceedingsSeeds } from './proceedings.ts';
import type { ArticleSeed, ChapterSeed } from './types.ts';

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean).length;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const readable = bookSeeds.filter((b) => b.openAccess || b.formats.some((f) => f.kind === 'ebook'));

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
      expect(
        source.chapters.some((c) => c.html.includes('<blockquote')),
        'a block quote',
      ).toBe(true);
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
      // The page ranges and the extent are the text's, in the press's printed layout (node scripts/demo-page-numbers.ts writes them).
      const ranges = (parts: { firstPage: number; lastPage: number }[]) => parts.map((p) => `${p.firstPage}–${p.lastPage}`);
      const numbers = bookPageNumbers(book)!;
      expect({ chapters: ranges(book.chapters), pages: book.pages }).toEqual({ chapters: ranges(numbers.chapters), pages: numbers.pages });
    });
  }
});

/** Checks a text against the article rules, scaled for a paper. */
function expectScholarly(
  label: string,
  text: RenderedText,
  seed: ArticleSeed | ChapterSeed,
  language: string,
  rules: { body: number; abstract: [number, number]; references: number },
) {
  // The source's title is the catalog's in the text's language (its own, decision 0020, when neither Portuguese nor English).
  const catalogTitle = hasOriginalTexts(language) ? seed.titleOriginal : ((language === 'en' ? seed.titleEn : seed.titlePt) ?? seed.titlePt ?? seed.titleEn);
  expect(text.title, label).toBe(catalogTitle);
  expect(text.words, `${label}: words in the body`).toBeGreaterThanOrEqual(rules.body);
  for (const lang of ['pt', 'en', ...(hasOriginalTexts(language) ? [language as AbstractLanguage] : [])] as const) {
    expect(words(text.abstracts[lang]), `${label}: abstract (${lang})`).toBeGreaterThanOrEqual(rules.abstract[0]);
    expect(words(text.abstracts[lang]), `${label}: abstract (${lang})`).toBeLessThanOrEqual(rules.abstract[1]);
    expect(text.keywords[lang]?.length ?? 0, `${label}: keywords (${lang})`).toBeGreaterThanOrEqual(3);
    expect(text.keywords[lang]?.length ?? 0, `${label}: keywords (${lang})`).toBeLessThanOrEqual(5);
  }
  expect(text.references.length, `${label}: references`).toBeGreaterThanOrEqual(rules.references);
  expect(text.tables + text.figures.length, `${label}: a table or a figure`).toBeGreaterThanOrEqual(1);
  // The abstract is never the body: no sentence of it appears in the text.
  const body = plain(text.html);
  for (const sentence of (text.abstracts.pt ?? '').split(/(?<=\.)\s+/).filter((s) => words(s) >= 8))
    expect(body, `${label}: abstract repeated`).not.toContain(sentence);
}

describe('the demo articles and papers', () => {
  const articles = journalSeeds.flatMap((journal) =>
    journal.issues.flatMap((issue) =>
      issue.articles.map((seed, i) => ({
        seed,
        label: `${journal.slug} ${issue.volume}-${issue.number}-${i + 1}`,
        text: articleSource({ journal: journal.slug, volume: issue.volume, number: issue.number, position: i + 1 }, seed.language),
      })),
    ),
  );
  const papers = proceedingsSeeds.flatMap((volume) =>
    volume.chapters.map((seed, i) => ({
      seed,
      language: volume.language,
      label: `${volume.slug} ${i + 1}`,
      text: articleSource({ proceedings: volume.slug, position: i + 1 }, volume.language),
    })),
  );

  it('cover every article and every paper', () => {
    expect(articles.filter((a) => !a.text).map((a) => a.label)).toEqual([]);
    expect(papers.filter((p) => !p.text).map((p) => p.label)).toEqual([]);
  });

  for (const { seed, label, text } of articles.filter((a) => a.text))
    it(`${label}: a research article (2,500 words or more, abstracts of 150–250 words, 3–5 keywords, 10 references, a table or figure)`, () =>
      expectScholarly(label, text!, seed, seed.language, { body: 2500, abstract: [150, 250], references: 10 }));

  for (const { seed, language, label, text } of papers.filter((p) => p.text))
    it(`${label}: a paper (1,500 words or more, abstracts of 150–250 words, 3–5 keywords, 8 references, a table or figure)`, () =>
      expectScholarly(label, text!, seed, language, { body: 1500, abstract: [150, 250], references: 8 }));

  // What a citation says (pp. 9–14) is what the PDF holds: each article's and paper's range is its
  // typeset page count, one after the other (node scripts/demo-page-numbers.ts writes them).
  const ranges = (parts: { firstPage: number; lastPage: number }[]) => parts.map((p) => `${p.firstPage}–${p.lastPage}`);
  for (const journal of journalSeeds)
    for (const issue of journal.issues)
      it(`${journal.slug} ${issue.volume}-${issue.number}: the articles' page ranges are their PDFs'`, async () => {
        expect(ranges(issue.articles)).toEqual(ranges(await issuePageNumbers(journal, issue)));
      });

  for (const volume of proceedingsSeeds)
    it(`${volume.slug}: the papers' page ranges are their PDFs', and the volume (its PDF) ends with the last paper`, async () => {
      const numbers = await proceedingsPageNumbers(volume);
      expect({ chapters: ranges(volume.chapters), pages: volume.pages }).toEqual({ chapters: ranges(numbers.chapters), pages: numbers.pages });
    });
});

describe('the demo translations (issue 52)', () => {
  const translated = journalSeeds.flatMap((journal) =>
    journal.issues.flatMap((issue) =>
      issue.articles.flatMap((seed, i) => {
        const where = { journal: journal.slug, volume: issue.volume, number: issue.number, position: i + 1 };
        const lang = translationLanguage(seed.language);
        const translation = translationSource(where, lang);
        return translation
          ? [
              {
                seed,
                lang,
                label: `${journal.slug} ${issue.volume}-${issue.number}-${i + 1}.${lang}`,
                original: articleSource(where, seed.language)!,
                translation,
              },
            ]
          : [];
      }),
    ),
  );

  it('one article at least has its full text translated, under its own DOI', () => {
    expect(translated.map((t) => t.seed.doiTranslation)).toEqual(['10.99999/ipe.rds.2025.006.en']);
  });

  for (const { seed, lang, label, original, translation } of translated)
    it(`${label}: the whole text translated (its title the catalog's, the same sections, notes, tables and figures, the references as printed)`, () => {
      expect(translation.title).toBe(lang === 'en' ? seed.titleEn : seed.titlePt);
      const headings = (html: string) => (html.match(/<h[2-4][ >]/g) ?? []).length;
      expect(headings(translation.html)).toBe(headings(original.html));
      expect([translation.tables, translation.figures.length, translation.footnotes]).toEqual([original.tables, original.figures.length, original.footnotes]);
      expect(translation.references).toEqual(original.references);
      expect(translation.words / original.words).toBeGreaterThan(0.8);
      expect(translation.words / original.words).toBeLessThan(1.2);
      expect(seed.doiTranslation).not.toBe(seed.doi);
    });
});

// As a careful editor reads them (issue 53; node scripts/content-audit.ts lists every finding):
// references and citations match both ways, lists are sorted, nothing is cited or told later than
// the work, running prose is of real length, the fiction is said once and never in an abstract,
// captions are numbered per chapter, announced parts and blurb counts agree with the text, and the
// fictional people work at fictional institutions.
describe('the demo as a careful editor would publish it', () => {
  const audits = auditSources();
  it('reads every source', () => expect(audits.length).toBeGreaterThanOrEqual(106));
  for (const { file, findings } of audits) it(`${path.relative(process.cwd(), file)}: no finding`, () => expect(findings).toEqual([]));
});
