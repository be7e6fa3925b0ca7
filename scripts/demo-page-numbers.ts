/**
 * `node scripts/demo-page-numbers.ts`: after a demo text changes, writes the page numbers its
 * text fills (app/features/catalog/seed/page-numbers.server.ts) into the catalog seeds: each
 * chapter's, article's and paper's firstPage and lastPage, and each book's and volume's pages.
 * The seeds list works and parts in the same order as the files write them, so the numbers are
 * replaced occurrence by occurrence.
 */
import fs from 'node:fs';
import { bookSeeds } from '../app/features/catalog/testing.server.ts';
import { journalSeeds } from '../app/features/catalog/testing.server.ts';
import { bookPageNumbers, issuePageNumbers, proceedingsPageNumbers, type PageRange } from '../app/features/catalog/testing.server.ts';
import { proceedingsSeeds } from '../app/features/catalog/testing.server.ts';

/** Rewrites the n-th `key: number` of a file with the n-th value (null keeps it). */
function rewrite(file: string, key: string, values: (number | null)[]) {
  const text = fs.readFileSync(file, 'utf8');
  let i = 0;
  let changed = 0;
  const next = text.replace(new RegExp(`\\b${key}: (\\d+),`, 'g'), (whole, old: string) => {
    const value = values[i++];
    if (value === undefined) throw new Error(`${file}: more "${key}:" than the seeds hold`);
    if (value === null || value === Number(old)) return whole;
    changed++;
    return `${key}: ${value},`;
  });
  if (i !== values.length) throw new Error(`${file}: ${i} "${key}:" for ${values.length} values`);
  fs.writeFileSync(file, next);
  return changed;
}

const pairs = (ranges: (PageRange | null)[]) => ({ first: ranges.map((r) => r?.firstPage ?? null), last: ranges.map((r) => r?.lastPage ?? null) });
let changed = 0;

const books = bookSeeds.map((book) => ({ book, numbers: bookPageNumbers(book) }));
const bookRanges = pairs(books.flatMap(({ book, numbers }) => (numbers ? numbers.chapters : book.chapters.map(() => null))));
changed += rewrite(
  'app/features/catalog/seed/books.ts',
  'pages',
  books.map(({ numbers }) => numbers?.pages ?? null),
);
changed += rewrite('app/features/catalog/seed/books.ts', 'firstPage', bookRanges.first);
changed += rewrite('app/features/catalog/seed/books.ts', 'lastPage', bookRanges.last);

const articles: PageRange[] = [];
for (const journal of journalSeeds) for (const issue of journal.issues) articles.push(...(await issuePageNumbers(journal, issue)));
changed += rewrite('app/features/catalog/seed/journals.ts', 'firstPage', pairs(articles).first);
changed += rewrite('app/features/catalog/seed/journals.ts', 'lastPage', pairs(articles).last);

const volumes = await Promise.all(proceedingsSeeds.map(proceedingsPageNumbers));
changed += rewrite(
  'app/features/catalog/seed/proceedings.ts',
  'pages',
  volumes.map((v) => v.pages),
);
changed += rewrite('app/features/catalog/seed/proceedings.ts', 'firstPage', pairs(volumes.flatMap((v) => v.chapters)).first);
changed += rewrite('app/features/catalog/seed/proceedings.ts', 'lastPage', pairs(volumes.flatMap((v) => v.chapters)).last);

console.log(`${changed} page numbers written`);
