/** An issue's labels ("v. 3, n. 2 (2024)"), page ranges and counts: words only, for pages and for the server's titles. */
import type { Translator } from '#app/i18n/messages.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import type { journalMessages } from './messages.ts';

type T = Translator<keyof (typeof journalMessages)['pt']>;

export interface IssueInfo {
  id: number;
  volume: number;
  number: number;
  year: number;
  titlePt: string | null;
  titleEn: string | null;
  cover: string | null;
  publishedOn: string | null;
}

export interface TocEntry {
  id: number;
  section?: string | null;
  titlePt: string | null;
  titleEn: string | null;
  titleOriginal?: string | null;
  /** An article's language (a paper's is its volume's). */
  language?: string;
  contributors: Contributor[];
  firstPage: number | null;
  lastPage: number | null;
}

export const issueLabel = (t: T, issue: Pick<IssueInfo, 'volume' | 'number' | 'year'>) => t('issueLabel', issue);

export function pageLabel(t: T, first: number | null, last: number | null): string | null {
  if (first && last && last !== first) return t('pageRange', { first, last });
  return first ? t('pageSingle', { page: first }) : null;
}

export const articleCount = (t: T, count: number) => t('articleCount', { count });
