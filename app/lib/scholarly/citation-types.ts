import type { Contributor } from '../db/schema.ts';

/**
 * What a citation needs to know about a book, a chapter, an article or a proceedings paper.
 * Built by the page's loader from its rows; formatted by citation.ts (ABNT, APA, BibTeX, RIS).
 */
export interface CitableWork {
  kind: 'book' | 'chapter' | 'article' | 'paper';
  title: string;
  subtitle?: string;
  contributors: Contributor[];
  year?: number;
  /** ISO date, when known. */
  date?: string;
  publisher: string;
  place: string;
  edition?: number;
  doi?: string;
  isbn?: string;
  issn?: string;
  url: string;
  /** Chapter or paper: the book / proceedings volume it is in, and its editors. */
  container?: { title: string; subtitle?: string; contributors: Contributor[] };
  /** Paper: the event it was presented at (ABNT cites it as "In: EVENT NAME, year, place."). */
  event?: { name: string; year?: number; place?: string };
  /** Article: the journal, volume, issue number. */
  journal?: { name: string; volume?: number; number?: number };
  firstPage?: number;
  lastPage?: number;
  pages?: number;
  language?: string;
}
