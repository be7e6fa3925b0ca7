/**
 * The page's work as the "how to cite" box, the citation exports and scholarly indexes
 * (citation_* tags, JSON-LD: features/scholarly/scholarly.server.ts) see it: one CitableWork, built once
 * from the loader's rows.
 */
import type { CitableWork } from '#app/features/scholarly/api.ts';
import { pick } from '#app/lib/localized.ts';
import { type MultilingualTexts, workTitle } from '#app/lib/multilingual.ts';
import { textsByLanguage } from '#app/lib/language-texts.ts';
import { byRole } from '#app/features/scholarly/api.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { currentPress } from '#app/lib/press/press.ts';

/** A part's texts; its language is the article's, or the volume's for a paper. */
type Texts = Omit<MultilingualTexts, 'language'>;

interface PartRow extends Texts {
  id: number;
  contributors: Contributor[];
  firstPage: number | null;
  lastPage: number | null;
  doi: string | null;
}

interface JournalRef {
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  issn: string | null;
  eissn: string | null;
}

interface IssueRef {
  id: number;
  volume: number;
  number: number;
  year: number;
  publishedOn: string | null;
}

interface ProceedingsRef {
  slug: string;
  titlePt: string | null;
  titleEn: string | null;
  subtitlePt: string | null;
  subtitleEn: string | null;
  contributors: Contributor[];
  volume: number | null;
  year: number | null;
  publishedOn: string | null;
  isbn: string | null;
  event: { namePt: string; nameEn: string; startsOn: string; place: string } | null;
}

export type CitableExport = CitableWork & { exportKind: 'article' | 'paper'; exportId: number };

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Every keyword in every language, without repeats (indexes read them all). */
const allKeywords = (row: MultilingualTexts) => [...new Set(textsByLanguage(row).flatMap((t) => t.keywords))];

/** The title beside the work's (workTitle): in the page's language when the work's is in its own, else in the other. */
const alternateTitle = (row: MultilingualTexts, locale: Locale, title: { lang: string }): string | undefined =>
  textsByLanguage(row, locale).find((t) => t.title && t.lang !== title.lang)?.title;

export const journalIssns = (journal: Pick<JournalRef, 'issn' | 'eissn'>): string[] => [journal.issn, journal.eissn].filter((x): x is string => !!x);

/** Where the page and its parts are (absolute URLs), for indexes. */
interface PageUrls {
  url: string;
  pdfUrl?: string;
  fullTextUrl?: string;
}

/** The work's title and language, and what indexes read besides the citation: the other title, every keyword, the abstract, the files. */
function texts(row: MultilingualTexts, locale: Locale, urls: PageUrls) {
  const title = workTitle(row, locale);
  return {
    title: title.text,
    language: row.language,
    url: urls.url,
    alternateTitle: alternateTitle(row, locale, title),
    keywords: allKeywords(row),
    abstract: pick(row, 'abstract', locale) || undefined,
    pdfUrl: urls.pdfUrl,
    fullTextUrl: urls.fullTextUrl,
  };
}

export function articleCitation(
  args: { journal: JournalRef; issue: IssueRef; article: PartRow & { language: string }; locale: Locale } & PageUrls & {
      journalUrl?: string;
      issueUrl?: string;
    },
): CitableExport {
  const { journal, issue, article, locale } = args;
  return {
    kind: 'article',
    exportKind: 'article',
    exportId: article.id,
    contributors: article.contributors,
    year: issue.year,
    date: orUndefined(issue.publishedOn),
    publisher: currentPress().name,
    place: currentPress().city,
    doi: orUndefined(article.doi),
    // Read online: the electronic ISSN first (as the citation exports do).
    issn: orUndefined(journal.eissn || journal.issn),
    journal: {
      name: pick(journal, 'title', locale),
      volume: issue.volume,
      number: issue.number,
      url: args.journalUrl,
      issueUrl: args.issueUrl,
      issueDate: orUndefined(issue.publishedOn),
      issns: journalIssns(journal),
    },
    firstPage: orUndefined(article.firstPage),
    lastPage: orUndefined(article.lastPage),
    ...texts(article, locale, args),
  };
}

export function paperCitation(
  args: { proceedings: ProceedingsRef; paper: PartRow; language: string; locale: Locale } & PageUrls & { volumeUrl?: string },
): CitableExport {
  const { proceedings, paper, language, locale } = args;
  return {
    kind: 'paper',
    exportKind: 'paper',
    exportId: paper.id,
    contributors: paper.contributors,
    year: orUndefined(proceedings.year),
    date: orUndefined(proceedings.publishedOn),
    publisher: currentPress().name,
    place: currentPress().city,
    doi: orUndefined(paper.doi),
    isbn: orUndefined(proceedings.isbn),
    container: {
      title: pick(proceedings, 'title', locale),
      subtitle: pick(proceedings, 'subtitle', locale) || undefined,
      contributors: proceedings.contributors,
      url: args.volumeUrl,
      volume: orUndefined(proceedings.volume),
    },
    ...(proceedings.event
      ? { event: { name: pick(proceedings.event, 'name', locale), year: Number(proceedings.event.startsOn.slice(0, 4)), place: proceedings.event.place } }
      : {}),
    firstPage: orUndefined(paper.firstPage),
    lastPage: orUndefined(paper.lastPage),
    ...texts({ ...paper, language }, locale, args),
  };
}

/** Who edited a proceedings volume: its editors, else its organizers. */
export function proceedingsEditors(contributors: Contributor[]): Contributor[] {
  const editors = byRole(contributors, 'editor');
  return editors.length ? editors : byRole(contributors, 'organizer');
}
