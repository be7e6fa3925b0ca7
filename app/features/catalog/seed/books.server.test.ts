/**
 * The demo books as a catalog presents them (issue 53): the readable ones are short books and say
 * so; blurbs and chapter descriptions agree with the texts (content-audit.server.ts).
 */
import { describe, expect, it } from 'vitest';
import { bookSeeds } from './books.ts';
import { auditSources, BLURB_PAGES_SLACK, blurbCounts } from './content-audit.server.ts';
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

  it('have blurbs and chapter descriptions that agree with their texts', () => {
    const books = auditSources().filter((audit) => audit.file.includes('/books/'));
    const findings = books.flatMap(({ file, findings }) => findings.filter((f) => /^the blurb says|^repeats the catalog/.test(f)).map((f) => `${file}: ${f}`));
    expect(findings).toEqual([]);
  });
});
