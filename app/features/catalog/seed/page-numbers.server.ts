/**
 * The page numbers the demo catalog gives its chapters, articles and papers, as their texts fill
 * them: a book chapter by the press's printed layout (printedPages), opening on a right-hand page;
 * an article or a paper by its typeset PDF, one after the other. The content test holds the seeds
 * to these; `node scripts/demo-page-numbers.ts` writes them into the seeds after a text changes.
 */
import { sanitizeFullText } from '#app/features/fulltext/api.server.ts';
import { fullTextPdf, pdfAbstracts, type PdfHeader } from '#app/features/fulltext/api.server.ts';
import { languageTag } from '#app/lib/language-codes.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';
import { articleSource, bookSource, printedPages, sourceTexts, type RenderedText } from '#app/seed/texts.server.ts';
import type { ArticleSeed, ChapterSeed, IssueSeed, JournalSeed, ProceedingsSeed, WorkSeed } from './types.ts';

export interface PageRange {
  firstPage: number;
  lastPage: number;
}

/** Back matter after the last part (about the authors, colophon): at most this many pages. */
export const BACK_MATTER_MAX = 8;

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** The pages of the PDF the site typesets from a text, with the header it gives an article or a paper in `language`. */
export async function typesetPages(
  text: RenderedText,
  seed: ArticleSeed | ChapterSeed,
  language: string,
  source: string,
  license: string | null,
): Promise<number> {
  const texts = { language, titlePt: null, titleEn: null, ...sourceTexts(text, language) };
  const header: PdfHeader = {
    title: text.title,
    authors: seed.contributors.filter((c) => c.role === 'author').map((c) => ({ name: `${c.given} ${c.family}`.trim(), affiliation: c.affiliation ?? null })),
    source,
    abstracts: pdfAbstracts(textsByLanguage(texts, language === 'en' ? 'en' : 'pt')),
    doi: seed.doi,
    license,
    language: languageTag(language),
    url: 'http://localhost:3000/journal/x/article/1',
    firstPage: seed.firstPage,
  };
  return pdfPages(await fullTextPdf(header, sanitizeFullText(text.html)));
}

/** Parts laid out one after another from the first part's first page; `recto`: each opens on an odd page. */
export function layOut(firstPage: number, lengths: number[], { recto }: { recto: boolean }): PageRange[] {
  const ranges: PageRange[] = [];
  let next = firstPage;
  for (const length of lengths) {
    if (recto && next % 2 === 0) next++;
    ranges.push({ firstPage: next, lastPage: next + length - 1 });
    next += length;
  }
  return ranges;
}

/** A work's extent: its last part and the back matter it had (within the bound). */
export const extentOf = (work: Pick<WorkSeed, 'pages'>, before: PageRange[], after: PageRange[]) =>
  after.at(-1)!.lastPage + Math.min(BACK_MATTER_MAX, Math.max(0, work.pages - before.at(-1)!.lastPage));

/** A readable book's chapters as its texts fill them, or null when it has no texts. */
export function bookPageNumbers(book: WorkSeed): { chapters: PageRange[]; pages: number } | null {
  const source = bookSource(book.slug, book.language);
  if (!source) return null;
  const chapters = layOut(book.chapters[0]!.firstPage, source.chapters.map(printedPages), { recto: true });
  return { chapters, pages: extentOf(book, book.chapters, chapters) };
}

const issueSource = (journal: JournalSeed, issue: IssueSeed, language: string) =>
  [(language === 'en' ? journal.titleEn : journal.titlePt) ?? journal.titlePt, `v. ${issue.volume}`, `n. ${issue.number}`, issue.year].join(', ');

/** An issue's articles as their typeset PDFs fill them. */
export async function issuePageNumbers(journal: JournalSeed, issue: IssueSeed): Promise<PageRange[]> {
  const lengths = await Promise.all(
    issue.articles.map((seed, i) => {
      const text = articleSource({ journal: journal.slug, volume: issue.volume, number: issue.number, position: i + 1 }, seed.language)!;
      return typesetPages(text, seed, seed.language, issueSource(journal, issue, seed.language === 'en' ? 'en' : 'pt'), journal.license);
    }),
  );
  return layOut(issue.articles[0]!.firstPage, lengths, { recto: false });
}

/**
 * A proceedings volume's papers as their typeset PDFs fill them, and its extent: the volume's PDF
 * (journals' volume.server.ts) sets them one after the other from the first paper's page, after its
 * front matter, and ends with the last paper.
 */
export async function proceedingsPageNumbers(volume: ProceedingsSeed): Promise<{ chapters: PageRange[]; pages: number }> {
  const lang = volume.language === 'en' ? 'en' : 'pt';
  const source = [(lang === 'en' ? volume.titleEn : volume.titlePt) ?? volume.titlePt, volume.publishedOn.slice(0, 4)].join(', ');
  const lengths = await Promise.all(
    volume.chapters.map((seed, i) =>
      typesetPages(articleSource({ proceedings: volume.slug, position: i + 1 }, volume.language)!, seed, volume.language, source, volume.license),
    ),
  );
  const chapters = layOut(volume.chapters[0]!.firstPage, lengths, { recto: false });
  return { chapters, pages: chapters.at(-1)!.lastPage };
}
