/**
 * Google Scholar's `citation_*` meta tags (Highwire Press) for a book, chapter, article or paper
 * page, from the same CitableWork the "how to cite" section shows. Scholar reads one tag per
 * author, "Family, Given"; dates as YYYY/MM/DD or a year.
 */
import type { MetaDescriptor } from 'react-router';
import type { CitableWork } from './citation-types.ts';
import { normalizeDoi } from '../identifiers.ts';
import { creditedNames } from './contributors.ts';

export interface ScholarlyExtra {
  /** Absolute URL of the full text as PDF. */
  pdfUrl?: string;
  keywords?: string[];
  abstract?: string;
}

export function citationMetaTags(work: CitableWork, extra: ScholarlyExtra = {}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  const add = (name: string, value: string | number | undefined | null) => {
    const content = value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
    if (content) tags.push({ name, content });
  };

  add('citation_title', work.subtitle ? `${work.title}: ${work.subtitle}` : work.title);
  // An edited volume has no authors: its editors are who it is by.
  for (const c of creditedNames(work.contributors)) add('citation_author', c.given ? `${c.family}, ${c.given}` : c.family);
  add('citation_publication_date', work.date ? work.date.replace(/-/g, '/') : work.year);
  add('citation_publisher', work.publisher);

  const whole = work.container ? (work.container.subtitle ? `${work.container.title}: ${work.container.subtitle}` : work.container.title) : undefined;
  if (work.kind === 'chapter') add('citation_inbook_title', whole);
  if (work.kind === 'paper') add('citation_conference_title', work.event?.name ?? whole);
  if (work.kind === 'article') {
    add('citation_journal_title', work.journal?.name);
    add('citation_volume', work.journal?.volume);
    add('citation_issue', work.journal?.number);
    add('citation_issn', work.issn);
  } else {
    add('citation_isbn', work.isbn);
  }
  add('citation_firstpage', work.firstPage);
  add('citation_lastpage', work.lastPage);
  add('citation_doi', normalizeDoi(work.doi));
  add('citation_abstract_html_url', work.url);
  add('citation_pdf_url', extra.pdfUrl);
  add('citation_language', work.language);
  add('citation_keywords', extra.keywords?.map((k) => k.trim()).filter(Boolean).join('; '));
  add('citation_abstract', extra.abstract);
  return tags;
}
