/**
 * What scholarly indexes read on a book, chapter, article or paper page, from the same
 * CitableWork the "how to cite" box and the citation exports use: Google Scholar's `citation_*`
 * meta tags (Highwire Press; https://scholar.google.com/intl/en/scholar/inclusion.html#indexing)
 * and schema.org JSON-LD. Pure functions, so a route's `meta` can run in the browser too.
 */
import type { MetaDescriptor } from 'react-router';
import { jsonLdMeta } from '#app/lib/page-meta.ts';
import type { Contributor } from '#app/lib/db/schema.ts';
import { normalizeDoi } from '#app/lib/identifiers.ts';
import type { CitableWork } from './citation-types.ts';
import { byRole, creditedNames, fullName } from './contributors.ts';
import { doiUrl, orcidUrl, scholarDate } from './work-details.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { accessibilityJsonLd, type AccessibilityMetadata } from './accessibility.ts';

const withSubtitle = (title: string, subtitle?: string) => (subtitle ? `${title}: ${subtitle}` : title);

/** Who a work is by: its authors, else its editors or organizers, else everyone credited. */
const creators = (work: CitableWork) => {
  const credited = creditedNames(work.contributors);
  return credited.length ? credited : work.contributors;
};

/** Scholar reads one tag per author ("Family, Given"), dates as YYYY/MM/DD or a year. */
export function citationMetaTags(work: CitableWork): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  const add = (name: string, value: string | number | undefined | null) => {
    const content = value === undefined || value === null ? '' : String(value).replace(/\s+/g, ' ').trim();
    if (content) tags.push({ name, content });
  };
  add('citation_title', withSubtitle(work.title, work.subtitle));
  for (const c of creators(work)) add('citation_author', c.given ? `${c.family}, ${c.given}` : c.family);
  add('citation_publication_date', scholarDate(work.date, work.year));
  add('citation_publisher', work.publisher);
  const whole = work.container ? withSubtitle(work.container.title, work.container.subtitle) : undefined;
  if (work.kind === 'article') {
    add('citation_journal_title', work.journal?.name);
    add('citation_volume', work.journal?.volume);
    add('citation_issue', work.journal?.number);
    for (const issn of work.journal?.issns ?? [work.issn]) add('citation_issn', issn);
  } else {
    if (work.kind === 'chapter') add('citation_inbook_title', whole);
    if (work.kind === 'paper') {
      add('citation_conference_title', work.event?.name ?? whole);
      add('citation_volume', work.container?.volume);
    }
    add('citation_isbn', work.isbn);
  }
  add('citation_firstpage', work.firstPage);
  add('citation_lastpage', work.lastPage);
  add('citation_doi', normalizeDoi(work.doi));
  add('citation_abstract_html_url', work.url);
  add('citation_pdf_url', work.pdfUrl);
  add('citation_fulltext_html_url', work.fullTextUrl);
  add('citation_language', work.language);
  add(
    'citation_keywords',
    work.keywords
      ?.map((k) => k.trim())
      .filter(Boolean)
      .join('; '),
  );
  add('citation_abstract', work.abstract);
  return tags;
}

const publisher = { '@type': 'Organization', name: currentPress().name } as const;

export function person(c: Contributor) {
  return {
    '@type': 'Person',
    name: fullName(c),
    givenName: c.given,
    familyName: c.family,
    ...(c.affiliation ? { affiliation: { '@type': 'Organization', name: c.affiliation } } : {}),
    ...(c.orcid ? { sameAs: orcidUrl(c.orcid) } : {}),
  };
}

const people = (list: Contributor[]) => (list.length ? list.map(person) : undefined);
const editorsOf = (list: Contributor[]) => list.filter((c) => c.role === 'editor' || c.role === 'organizer');

/** What the work is part of: an issue of a periodical, a proceedings volume, a book. */
function partOf(work: CitableWork) {
  if (work.kind === 'article' && work.journal) {
    const { journal } = work;
    return {
      '@type': 'PublicationIssue',
      '@id': journal.issueUrl,
      issueNumber: journal.number === undefined ? undefined : String(journal.number),
      datePublished: journal.issueDate,
      // The volume and the periodical as one multi-typed entity (schema.org's bib extension pattern).
      isPartOf: {
        '@type': ['PublicationVolume', 'Periodical'],
        '@id': journal.url,
        name: journal.name,
        volumeNumber: journal.volume === undefined ? undefined : String(journal.volume),
        issn: journal.issns?.length ? journal.issns : work.issn ? [work.issn] : undefined,
        publisher,
      },
    };
  }
  if (!work.container) return undefined;
  return {
    // volumeNumber belongs to PublicationVolume, not Book: a numbered volume is both.
    '@type': work.container.volume ? ['Book', 'PublicationVolume'] : 'Book',
    '@id': work.container.url,
    name: withSubtitle(work.container.title, work.container.subtitle),
    volumeNumber: work.container.volume ? String(work.container.volume) : undefined,
    isbn: work.isbn,
    editor: people(editorsOf(work.container.contributors)),
    publisher,
  };
}

const TYPES = { book: 'Book', chapter: 'Chapter', article: 'ScholarlyArticle', paper: 'ScholarlyArticle' } as const;

/**
 * The work as schema.org describes it: a Book, a Chapter of a Book, or a ScholarlyArticle in an
 * issue of a Periodical or in a proceedings Book. Empty properties are left out (JSON drops
 * `undefined`). A page may add its own (a book's offers and accessibility).
 */
export function scholarlyJsonLd(work: CitableWork) {
  const doi = normalizeDoi(work.doi);
  const article = work.kind === 'article' || work.kind === 'paper';
  return {
    '@context': 'https://schema.org',
    '@type': TYPES[work.kind],
    '@id': work.url,
    url: work.url,
    name: work.title,
    ...(article ? { headline: work.title } : {}),
    alternativeHeadline: work.kind === 'book' ? work.subtitle : work.alternateTitle,
    // Who the work is by: its authors, or for an edited volume its editors (a Book needs an author).
    author: people(article || work.kind === 'book' ? creators(work) : byRole(work.contributors, 'author')),
    editor: work.kind === 'book' ? people(editorsOf(work.contributors)) : undefined,
    datePublished: work.date ?? (work.year ? String(work.year) : undefined),
    inLanguage: work.language,
    keywords: work.keywords?.length ? work.keywords.join(', ') : undefined,
    [article ? 'abstract' : 'description']: work.abstract,
    ...(doi ? { sameAs: doiUrl(doi), identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: doi } } : {}),
    ...(work.kind === 'book' && work.edition ? { bookEdition: String(work.edition) } : {}),
    pageStart: work.firstPage ? String(work.firstPage) : undefined,
    pageEnd: work.lastPage ? String(work.lastPage) : undefined,
    encoding: work.pdfUrl ? { '@type': 'MediaObject', contentUrl: work.pdfUrl, encodingFormat: 'application/pdf' } : undefined,
    isPartOf: partOf(work),
    publisher,
  };
}

export { jsonLdMeta };

export function periodicalJsonLd(journal: {
  name: string;
  url: string;
  description?: string;
  issns: string[];
  language: string;
  editors: string[];
}): MetaDescriptor {
  return jsonLdMeta({
    '@context': 'https://schema.org',
    '@type': 'Periodical',
    '@id': journal.url,
    url: journal.url,
    name: journal.name,
    description: journal.description || undefined,
    issn: journal.issns.length ? journal.issns : undefined,
    inLanguage: journal.language,
    editor: journal.editors.length ? journal.editors.map((name) => ({ '@type': 'Person', name })) : undefined,
    publisher,
  });
}

/** Highwire Press tags for a proceedings volume, so Google Scholar and Zotero read it as a book of its conference. */
export function proceedingsCitationTags(volume: {
  name: string;
  date?: string | null;
  language: string;
  isbn?: string | null;
  doi?: string | null;
  editors: Contributor[];
  event?: { name: string } | null;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [];
  const add = (name: string, value: string | null | undefined) => {
    const content = value?.replace(/\s+/g, ' ').trim();
    if (content) tags.push({ name, content });
  };
  add('citation_title', volume.name);
  for (const c of volume.editors) add('citation_author', c.given ? `${c.family}, ${c.given}` : c.family);
  add('citation_publication_date', scholarDate(volume.date));
  add('citation_publisher', currentPress().name);
  add('citation_conference_title', volume.event?.name);
  add('citation_isbn', volume.isbn);
  add('citation_doi', normalizeDoi(volume.doi));
  add('citation_language', volume.language);
  return tags;
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
  /** What the volume's EPUB states of its accessibility, as the page shows it. */
  accessibility?: AccessibilityMetadata | null;
}): MetaDescriptor {
  const { event } = volume;
  return jsonLdMeta({
    '@context': 'https://schema.org',
    '@type': 'Book',
    '@id': volume.url,
    url: volume.url,
    name: volume.name,
    description: volume.description || undefined,
    datePublished: volume.date ?? undefined,
    inLanguage: volume.language,
    isbn: volume.isbn ?? undefined,
    sameAs: volume.doi ? doiUrl(volume.doi) : undefined,
    author: people(volume.editors),
    editor: people(volume.editors),
    about: event
      ? { '@type': 'Event', name: event.name, startDate: event.startDate, endDate: event.endDate, location: { '@type': 'Place', name: event.place } }
      : undefined,
    publisher,
    ...accessibilityJsonLd(volume.accessibility ?? null),
  });
}
