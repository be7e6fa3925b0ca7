/**
 * What scholarly indexes read on an article or paper page: Google Scholar's `citation_*` meta
 * tags (https://scholar.google.com/intl/en/scholar/inclusion.html#indexing) and schema.org
 * JSON-LD. Pure functions of the page's data, so the route's `meta` can run in the browser too.
 */
import type { MetaDescriptor } from 'react-router';
import type { Contributor } from '../db/schema.ts';
import { doiUrl, orcidUrl, PUBLISHER, scholarDate } from './format.ts';

export interface ScholarlyWork {
  title: string;
  /** The title in the other language, when the work has both. */
  alternateTitle?: string;
  authors: Contributor[];
  /** ISO calendar date, when known, else the year. */
  date?: string | null;
  year?: number | null;
  language: string;
  keywords: string[];
  abstract?: string;
  doi?: string | null;
  firstPage?: number | null;
  lastPage?: number | null;
  /** Absolute URLs. */
  url: string;
  pdfUrl?: string;
  fullTextUrl?: string;
}

export type ScholarlyContainer =
  | { kind: 'journal'; name: string; url: string; issns: string[]; volume: number; issue: number; issueDate?: string | null; issueUrl: string }
  | { kind: 'proceedings'; name: string; conference: string; url: string; volume?: number | null; isbn?: string | null; editors: Contributor[] };

const scholarName = (c: Contributor) => (c.family ? `${c.family}, ${c.given}` : c.given);
const personName = (c: Contributor) => `${c.given} ${c.family}`.trim();

export function citationMetaTags(work: ScholarlyWork, container: ScholarlyContainer): MetaDescriptor[] {
  const tags: [string, string | number | null | undefined][] = [
    ['citation_title', work.title],
    ...work.authors.map((a): [string, string] => ['citation_author', scholarName(a)]),
    ['citation_publication_date', scholarDate(work.date, work.year)],
    ...(container.kind === 'journal'
      ? ([
          ['citation_journal_title', container.name],
          ['citation_volume', container.volume],
          ['citation_issue', container.issue],
          ...container.issns.map((issn): [string, string] => ['citation_issn', issn]),
        ] as [string, string | number][])
      : ([
          ['citation_conference_title', container.conference],
          ['citation_volume', container.volume],
          ['citation_isbn', container.isbn],
        ] as [string, string | number | null | undefined][])),
    ['citation_firstpage', work.firstPage],
    ['citation_lastpage', work.lastPage],
    ['citation_doi', work.doi],
    ['citation_pdf_url', work.pdfUrl],
    ['citation_fulltext_html_url', work.fullTextUrl],
    ['citation_abstract_html_url', work.url],
    ['citation_publisher', PUBLISHER],
    ['citation_language', work.language],
    ['citation_keywords', work.keywords.length ? work.keywords.join('; ') : undefined],
  ];
  return tags.filter(([, value]) => value !== undefined && value !== null && value !== '').map(([name, value]) => ({ name, content: String(value) }));
}

const publisher = { '@type': 'Organization', name: PUBLISHER } as const;

function person(c: Contributor) {
  return {
    '@type': 'Person',
    name: personName(c),
    givenName: c.given,
    familyName: c.family,
    ...(c.affiliation ? { affiliation: { '@type': 'Organization', name: c.affiliation } } : {}),
    ...(c.orcid ? { sameAs: orcidUrl(c.orcid) } : {}),
  };
}

/** A ScholarlyArticle, part of a PublicationIssue of a Periodical, or of a proceedings Book. */
export function scholarlyArticleJsonLd(work: ScholarlyWork, container: ScholarlyContainer): MetaDescriptor {
  const isPartOf =
    container.kind === 'journal'
      ? {
          '@type': 'PublicationIssue',
          '@id': container.issueUrl,
          issueNumber: String(container.issue),
          ...(container.issueDate ? { datePublished: container.issueDate } : {}),
          // The volume and the periodical as one multi-typed entity (schema.org's bib extension pattern).
          isPartOf: {
            '@type': ['PublicationVolume', 'Periodical'],
            '@id': container.url,
            name: container.name,
            volumeNumber: String(container.volume),
            ...(container.issns.length ? { issn: container.issns } : {}),
            publisher,
          },
        }
      : {
          '@type': 'Book',
          '@id': container.url,
          name: container.name,
          ...(container.volume ? { volumeNumber: String(container.volume) } : {}),
          ...(container.isbn ? { isbn: container.isbn } : {}),
          ...(container.editors.length ? { editor: container.editors.map(person) } : {}),
          publisher,
        };
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'ScholarlyArticle',
      '@id': work.url,
      url: work.url,
      headline: work.title,
      name: work.title,
      ...(work.alternateTitle ? { alternativeHeadline: work.alternateTitle } : {}),
      author: work.authors.map(person),
      ...(work.date || work.year ? { datePublished: work.date ?? String(work.year) } : {}),
      inLanguage: work.language,
      ...(work.keywords.length ? { keywords: work.keywords.join(', ') } : {}),
      ...(work.abstract ? { abstract: work.abstract } : {}),
      ...(work.doi ? { sameAs: doiUrl(work.doi), identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: work.doi } } : {}),
      ...(work.firstPage ? { pageStart: String(work.firstPage) } : {}),
      ...(work.lastPage ? { pageEnd: String(work.lastPage) } : {}),
      ...(work.pdfUrl ? { encoding: { '@type': 'MediaObject', contentUrl: work.pdfUrl, encodingFormat: 'application/pdf' } } : {}),
      isPartOf,
      publisher,
    },
  } as MetaDescriptor;
}

export function periodicalJsonLd(journal: { name: string; url: string; description?: string; issns: string[]; language: string; editors: string[] }): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Periodical',
      '@id': journal.url,
      url: journal.url,
      name: journal.name,
      ...(journal.description ? { description: journal.description } : {}),
      ...(journal.issns.length ? { issn: journal.issns } : {}),
      inLanguage: journal.language,
      ...(journal.editors.length ? { editor: journal.editors.map((name) => ({ '@type': 'Person', name })) } : {}),
      publisher,
    },
  } as MetaDescriptor;
}

/** A proceedings volume: a Book about its Event. */
export function proceedingsJsonLd(volume: {
  name: string;
  url: string;
  description?: string;
  date?: string | null;
  language: string;
  isbn?: string | null;
  doi?: string | null;
  editors: Contributor[];
  event?: { name: string; startDate: string; endDate: string; place: string } | null;
}): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': volume.url,
      url: volume.url,
      name: volume.name,
      ...(volume.description ? { description: volume.description } : {}),
      ...(volume.date ? { datePublished: volume.date } : {}),
      inLanguage: volume.language,
      ...(volume.isbn ? { isbn: volume.isbn } : {}),
      ...(volume.doi ? { sameAs: doiUrl(volume.doi) } : {}),
      ...(volume.editors.length ? { editor: volume.editors.map(person) } : {}),
      ...(volume.event
        ? {
            about: {
              '@type': 'Event',
              name: volume.event.name,
              startDate: volume.event.startDate,
              endDate: volume.event.endDate,
              location: { '@type': 'Place', name: volume.event.place },
            },
          }
        : {}),
      publisher,
    },
  } as MetaDescriptor;
}
