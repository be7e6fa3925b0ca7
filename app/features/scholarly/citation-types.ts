import type { Contributor } from '#app/lib/db/schema.ts';

/**
 * A book, a chapter, an article or a proceedings paper, as citations and scholarly indexes see
 * it. Built by the page's loader from its rows; formatted by citation.ts (ABNT, APA, BibTeX, RIS)
 * and by scholarly.ts (Google Scholar's citation_* tags, schema.org JSON-LD).
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
  container?: { title: string; subtitle?: string; contributors: Contributor[]; url?: string; volume?: number };
  /** Paper: the event it was presented at (ABNT cites it as "In: EVENT NAME, year, place."). */
  event?: { name: string; year?: number; place?: string };
  /** Article: the journal, volume, issue number (and, for indexes, its pages and every ISSN). */
  journal?: { name: string; volume?: number; number?: number; url?: string; issueUrl?: string; issueDate?: string; issns?: string[] };
  firstPage?: number;
  lastPage?: number;
  pages?: number;
  language?: string;
  // What indexes read besides the citation.
  /** The title in the other language, when the work has both. */
  alternateTitle?: string;
  keywords?: string[];
  abstract?: string;
  /** Absolute URLs of the PDF and of the full text on the page. */
  pdfUrl?: string;
  fullTextUrl?: string;
}
