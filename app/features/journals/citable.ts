/**
 * The page's work as the "how to cite" box and the citation exports see it (CitableWork), and
 * as scholarly indexes see it (citation_* tags, JSON-LD). Built once from the loader's rows.
 */
import type { CitableWork } from '#app/lib/scholarly/citation-types.ts';
import { pick } from '#app/lib/localized.ts';
import { byRole } from '#app/lib/scholarly/contributors.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { PUBLISHER, PUBLISHER_PLACE } from '#app/lib/scholarly/format.ts';
import type { ScholarlyContainer, ScholarlyWork } from '#app/lib/scholarly/scholarly.ts';

interface Bilingual {
  titlePt: string | null;
  titleEn: string | null;
  abstractPt: string | null;
  abstractEn: string | null;
  keywordsPt: string[];
  keywordsEn: string[];
}

interface PartRow extends Bilingual {
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

/** Every keyword in both languages, without repeats (indexes read them all). */
const allKeywords = (row: Bilingual) => [...new Set([...row.keywordsPt, ...row.keywordsEn])];

/** The other language's title, when the work has both. */
function alternateTitle(row: Bilingual, locale: Locale): string | undefined {
  const other = locale === 'pt' ? row.titleEn : row.titlePt;
  return row.titlePt?.trim() && row.titleEn?.trim() ? other!.trim() : undefined;
}

export const journalIssns = (journal: Pick<JournalRef, 'issn' | 'eissn'>): string[] => [journal.issn, journal.eissn].filter((x): x is string => !!x);

export function articleCitation(args: { journal: JournalRef; issue: IssueRef; article: PartRow & { language: string }; locale: Locale; url: string }): CitableExport {
  const { journal, issue, article, locale, url } = args;
  return {
    kind: 'article',
    exportKind: 'article',
    exportId: article.id,
    title: pick(article, 'title', locale),
    contributors: article.contributors,
    year: issue.year,
    date: orUndefined(issue.publishedOn),
    publisher: PUBLISHER,
    place: PUBLISHER_PLACE,
    doi: orUndefined(article.doi),
    // Read online: the electronic ISSN first (as the citation exports do).
    issn: orUndefined(journal.eissn || journal.issn),
    url,
    journal: { name: pick(journal, 'title', locale), volume: issue.volume, number: issue.number },
    firstPage: orUndefined(article.firstPage),
    lastPage: orUndefined(article.lastPage),
    language: article.language,
  };
}

export function paperCitation(args: { proceedings: ProceedingsRef; paper: PartRow; language: string; locale: Locale; url: string }): CitableExport {
  const { proceedings, paper, language, locale, url } = args;
  return {
    kind: 'paper',
    exportKind: 'paper',
    exportId: paper.id,
    title: pick(paper, 'title', locale),
    contributors: paper.contributors,
    year: orUndefined(proceedings.year),
    date: orUndefined(proceedings.publishedOn),
    publisher: PUBLISHER,
    place: PUBLISHER_PLACE,
    doi: orUndefined(paper.doi),
    isbn: orUndefined(proceedings.isbn),
    url,
    container: {
      title: pick(proceedings, 'title', locale),
      subtitle: pick(proceedings, 'subtitle', locale) || undefined,
      contributors: proceedings.contributors,
    },
    ...(proceedings.event
      ? { event: { name: pick(proceedings.event, 'name', locale), year: Number(proceedings.event.startsOn.slice(0, 4)), place: proceedings.event.place } }
      : {}),
    firstPage: orUndefined(paper.firstPage),
    lastPage: orUndefined(paper.lastPage),
    language,
  };
}

/** Who edited a proceedings volume: its editors, else its organizers. */
export function proceedingsEditors(contributors: Contributor[]): Contributor[] {
  const editors = byRole(contributors, 'editor');
  return editors.length ? editors : byRole(contributors, 'organizer');
}

export function scholarlyWork(row: PartRow, args: { locale: Locale; language: string; date?: string | null; year?: number | null; url: string; pdfUrl?: string; fullTextUrl?: string }): ScholarlyWork {
  return {
    title: pick(row, 'title', args.locale),
    alternateTitle: alternateTitle(row, args.locale),
    authors: byRole(row.contributors, 'author').length ? byRole(row.contributors, 'author') : row.contributors,
    date: args.date,
    year: args.year,
    language: args.language,
    keywords: allKeywords(row),
    abstract: pick(row, 'abstract', args.locale) || undefined,
    doi: row.doi,
    firstPage: row.firstPage,
    lastPage: row.lastPage,
    url: args.url,
    pdfUrl: args.pdfUrl,
    fullTextUrl: args.fullTextUrl,
  };
}

export function journalContainer(journal: JournalRef, issue: IssueRef, locale: Locale, urls: { journal: string; issue: string }): ScholarlyContainer {
  return {
    kind: 'journal',
    name: pick(journal, 'title', locale),
    url: urls.journal,
    issns: journalIssns(journal),
    volume: issue.volume,
    issue: issue.number,
    issueDate: issue.publishedOn,
    issueUrl: urls.issue,
  };
}

export function proceedingsContainer(proceedings: ProceedingsRef, locale: Locale, url: string): ScholarlyContainer {
  const name = pick(proceedings, 'title', locale);
  return {
    kind: 'proceedings',
    name,
    conference: proceedings.event ? pick(proceedings.event, 'name', locale) : name,
    url,
    volume: proceedings.volume,
    isbn: proceedings.isbn,
    editors: proceedingsEditors(proceedings.contributors),
  };
}
