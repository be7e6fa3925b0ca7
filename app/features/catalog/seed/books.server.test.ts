/**
 * The demo books as a catalog presents them (issue 53): the readable ones are short books and say
 * so, priced and made as short paperbacks; a book with no text to read lists no chapters; blurbs
 * and chapter descriptions agree with the texts (content-audit.server.ts).
 */
import { describe, expect, it } from 'vitest';
import { bookSeeds } from './books.ts';
import { auditSources, BLURB_PAGES_SLACK, blurbCounts } from './content-audit.server.ts';
import { printed } from './formats.ts';
import type { WorkSeed } from './types.ts';

const readable = (book: WorkSeed) => book.openAccess || book.formats.some((f) => f.kind === 'ebook');
const blurbs = (book: WorkSeed) => [book.abstractPt, book.abstractEn].filter((b): b is string => Boolean(b));
/** The most a book of this many pages is: the demo's readable books are short. */
const SHORT_BOOK_PAGES = 80;

describe('a blurb’s counts', () => {
  it('are read in words and in figures, chapters and pages included', () => {
    expect(blurbCounts('Em seis capítulos e cerca de 60 páginas, a partir de trinta entrevistas.').map(({ what, n }) => [what, n])).toEqual([
      ['chapters', 6],
      ['pages', 60],
      ['interviews', 30],
    ]);
    expect(blurbCounts('In four chapters and about 40 pages, with 3 figures.').map(({ what, n }) => [what, n])).toEqual([
      ['chapters', 4],
      ['pages', 40],
      ['images', 3],
    ]);
  });
});

describe('the demo books', () => {
  for (const book of bookSeeds.filter(readable)) {
    it(`${book.slug}: a short book whose blurb says its chapters and about its pages`, () => {
      expect(book.pages).toBeLessThanOrEqual(SHORT_BOOK_PAGES);
      for (const blurb of blurbs(book)) {
        const counts = blurbCounts(blurb);
        expect(counts.find((c) => c.what === 'chapters')?.n, blurb).toBe(book.chapters.length);
        const pages = counts.find((c) => c.what === 'pages');
        expect(pages, blurb).toBeDefined();
        expect(Math.abs(pages!.n - book.pages)).toBeLessThanOrEqual(BLURB_PAGES_SLACK);
      }
    });
  }

  it('list no chapters where there is no text to read or sample, and promise none', () => {
    const printOnly = bookSeeds.filter((book) => !readable(book));
    expect(printOnly.map((book) => book.slug).sort()).toEqual(['periferias-em-movimento', 'vozes-impressas']);
    for (const book of printOnly) {
      expect(book.chapters, book.slug).toEqual([]);
      for (const blurb of blurbs(book)) expect(blurb).not.toMatch(/cap[ií]tulo|chapter/i);
    }
  });

  it('are priced as short books: print R$ 39,90–59,90 (US$ 12–18), ebooks R$ 19,90–29,90 (US$ 6–9), open access free', () => {
    for (const book of bookSeeds.filter((b) => b.pages <= SHORT_BOOK_PAGES))
      for (const format of book.formats) {
        const label = `${book.slug} ${format.kind}`;
        if (format.kind === 'print') {
          expect(format.priceBrl, label).toBeGreaterThanOrEqual(3990);
          expect(format.priceBrl, label).toBeLessThanOrEqual(5990);
          expect(format.priceUsd, label).toBeGreaterThanOrEqual(1200);
          expect(format.priceUsd, label).toBeLessThanOrEqual(1800);
        } else if (book.openAccess) expect([format.priceBrl, format.priceUsd], label).toEqual([0, 0]);
        else {
          expect(format.priceBrl, label).toBeGreaterThanOrEqual(1990);
          expect(format.priceBrl, label).toBeLessThanOrEqual(2990);
          expect(format.priceUsd, label).toBeGreaterThanOrEqual(600);
          expect(format.priceUsd, label).toBeLessThanOrEqual(900);
        }
      }
  });

  it('print as short paperbacks: 14 × 21 cm, weight and thickness from the book’s own pages', () => {
    for (const book of bookSeeds)
      for (const format of book.formats) {
        if (format.kind !== 'print') continue;
        expect(format, book.slug).toEqual(printed(format.isbn, { brl: format.priceBrl, usd: format.priceUsd }, format.stock, book.pages));
        expect([format.widthMm, format.heightMm]).toEqual([140, 210]);
        if (book.pages > SHORT_BOOK_PAGES) continue;
        expect(format.weightGrams, book.slug).toBeGreaterThanOrEqual(80);
        expect(format.weightGrams, book.slug).toBeLessThanOrEqual(160);
        expect(format.depthMm, book.slug).toBeGreaterThanOrEqual(4);
        expect(format.depthMm, book.slug).toBeLessThanOrEqual(7);
      }
  });

  it('have blurbs and chapter descriptions that agree with their texts', () => {
    const books = auditSources().filter((audit) => audit.file.includes('/books/'));
    const findings = books.flatMap(({ file, findings }) => findings.filter((f) => /^the blurb says|^repeats the catalog/.test(f)).map((f) => `${file}: ${f}`));
    expect(findings).toEqual([]);
  });
});
