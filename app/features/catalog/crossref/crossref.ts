/**
 * A Crossref deposit (metadata schema 5.4.0): books with their chapters, journal articles with
 * their issue and volume, conference papers with their event and proceedings. Contributors with
 * ORCID and affiliation, abstracts as JATS, funders (FundRef), references, licences and
 * free-to-read (AccessIndicators), the landing page and the full text's address for text mining. Validated in tests against
 * Crossref's XSD (fixtures/schemas/crossref).
 */
import { doiInText, paragraphs } from '#app/features/scholarly/api.ts';
import { escapeXml } from '#app/lib/xml.ts';

export interface CrossrefPerson {
  given: string;
  family: string;
  role: string;
  orcid?: string;
  affiliation?: string;
}

export interface CrossrefText {
  text: string;
  lang: string;
}

/** What every registered item has: its DOI, landing page, and what readers may do with it. */
export interface CrossrefItem {
  doi: string;
  url: string;
  title: string;
  subtitle?: string | null;
  contributors: CrossrefPerson[];
  abstracts: CrossrefText[];
  license: string | null;
  licenseUrl: string | null;
  openAccess: boolean;
  /** The full text (PDF) for text mining, when there is one. */
  pdfUrl?: string | null;
  firstPage?: number | null;
  lastPage?: number | null;
  /** Works cited, unstructured. */
  references?: string[];
  /** Funders and grant numbers (FundRef). */
  funding?: { funder: string; award?: string }[];
  /** The same work in another language under its own DOI (an article and its translation). */
  relations?: { type: 'isTranslationOf' | 'hasTranslation'; doi: string }[];
}

export interface CrossrefBook extends Omit<CrossrefItem, 'doi'> {
  doi: string | null;
  bookType: 'monograph' | 'edited_book';
  language: string;
  edition: number;
  date: string | null;
  isbns: { isbn: string; media: 'print' | 'electronic' }[];
  chapters: CrossrefItem[];
}

export interface CrossrefJournalIssue {
  journalTitle: string;
  language: string;
  issns: { issn: string; media: 'print' | 'electronic' }[];
  year: number;
  date: string | null;
  volume: number;
  number: number;
  articles: (CrossrefItem & { language: string })[];
}

export interface CrossrefConference {
  editors: CrossrefPerson[];
  event: { name: string; location: string; startsOn: string; endsOn: string };
  /** `seriesIssn`: the volume belongs to a series with an ISSN (proceedings_series_metadata, named as the event without its year). */
  proceedings: {
    title: string;
    date: string | null;
    isbn: string | null;
    doi: string | null;
    url: string;
    language: string;
    volume?: number | null;
    seriesIssn?: string | null;
  };
  papers: CrossrefItem[];
}

export interface CrossrefBatch {
  batchId: string;
  at: Date;
  depositor: { name: string; email: string };
  books: CrossrefBook[];
  issues: CrossrefJournalIssue[];
  conferences: CrossrefConference[];
}

const ROLES: Record<string, string> = { author: 'author', editor: 'editor', organizer: 'editor', translator: 'translator' };

function el(name: string, value: string | number | null | undefined, attributes = ''): string {
  return value === null || value === undefined || value === '' ? '' : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;
}

function contributors(people: CrossrefPerson[]): string {
  if (!people.length) return '';
  const names = people.map((p, index) => {
    const orcid = p.orcid ? (/^https?:\/\//.test(p.orcid) ? p.orcid : `https://orcid.org/${p.orcid}`) : '';
    // A one-word name has no given name: Crossref wants the surname then.
    const given = p.family ? el('given_name', p.given) : '';
    const surname = el('surname', p.family || p.given);
    const affiliation = p.affiliation ? `<affiliations><institution>${el('institution_name', p.affiliation)}</institution></affiliations>` : '';
    return `<person_name sequence="${index === 0 ? 'first' : 'additional'}" contributor_role="${ROLES[p.role] ?? 'author'}">${given}${surname}${affiliation}${el('ORCID', orcid)}</person_name>`;
  });
  return `<contributors>${names.join('')}</contributors>`;
}

function titles(title: string, subtitle?: string | null): string {
  return `<titles>${el('title', title)}${el('subtitle', subtitle)}</titles>`;
}

function abstracts(list: CrossrefText[]): string {
  return list
    .map(
      (a) =>
        `<jats:abstract xml:lang="${a.lang}">${paragraphs(a.text)
          .map((p) => `<jats:p>${escapeXml(p)}</jats:p>`)
          .join('')}</jats:abstract>`,
    )
    .join('');
}

/** publication_date from "YYYY-MM-DD" (or a year alone). */
function publicationDate(date: string | null, year?: number): string {
  const [y, m, d] = (date ?? '').split('-');
  const theYear = y || (year ? String(year) : '');
  if (!theYear) return '';
  return `<publication_date media_type="online">${el('month', m)}${el('day', d)}${el('year', theYear)}</publication_date>`;
}

function pages(first?: number | null, last?: number | null): string {
  return first ? `<pages>${el('first_page', first)}${last && last !== first ? el('last_page', last) : ''}</pages>` : '';
}

function access(item: Pick<CrossrefItem, 'openAccess' | 'licenseUrl'>): string {
  if (!item.openAccess && !item.licenseUrl) return '';
  return `<ai:program name="AccessIndicators">${item.openAccess ? '<ai:free_to_read/>' : ''}${item.licenseUrl ? el('ai:license_ref', item.licenseUrl, ' applies_to="vor"') : ''}</ai:program>`;
}

/** FundRef: one fundgroup per grant, before the access indicators. */
function fundref(item: Pick<CrossrefItem, 'funding'>): string {
  if (!item.funding?.length) return '';
  const groups = item.funding.map(
    (g) =>
      `<fr:assertion name="fundgroup"><fr:assertion name="funder_name">${escapeXml(g.funder)}</fr:assertion>${g.award ? `<fr:assertion name="award_number">${escapeXml(g.award)}</fr:assertion>` : ''}</fr:assertion>`,
  );
  return `<fr:program name="fundref">${groups.join('')}</fr:program>`;
}

/**
 * The works cited, after the DOI's data, each with a key unique in the item: its DOI when the
 * reference gives one (what Crossref's cited-by counts match on), and always its text as printed
 * (what Crossref matches a reference without DOI from, and shows).
 */
function citations(item: Pick<CrossrefItem, 'references'>): string {
  if (!item.references?.length) return '';
  return `<citation_list>${item.references
    .map((r, i) => {
      const doi = doiInText(r);
      return `<citation key="ref${i + 1}">${doi ? el('doi', doi) : ''}${el('unstructured_citation', r.replace(/\s+([.,;:])/g, '$1'))}</citation>`;
    })
    .join('')}</citation_list>`;
}

/** Relations to the same work under another DOI (Crossref's relations program). */
function relations(item: Pick<CrossrefItem, 'relations'>): string {
  if (!item.relations?.length) return '';
  return `<rel:program>${item.relations
    .map(
      (r) =>
        `<rel:related_item><rel:intra_work_relation relationship-type="${r.type}" identifier-type="doi">${escapeXml(r.doi)}</rel:intra_work_relation></rel:related_item>`,
    )
    .join('')}</rel:program>`;
}

function doiData(doi: string, url: string, pdfUrl?: string | null): string {
  const fullText = pdfUrl
    ? `<collection property="text-mining"><item><resource mime_type="application/pdf">${escapeXml(pdfUrl)}</resource></item></collection>`
    : '';
  return `<doi_data>${el('doi', doi)}${el('resource', url)}${fullText}</doi_data>`;
}

function bookXml(book: CrossrefBook, publisher: string, place: string): string {
  const isbn = book.isbns.length ? book.isbns.map((i) => el('isbn', i.isbn, ` media_type="${i.media}"`)).join('') : '<noisbn reason="monograph"/>';
  const metadata = [
    contributors(book.contributors),
    titles(book.title, book.subtitle),
    abstracts(book.abstracts),
    book.edition > 1 ? el('edition_number', book.edition) : '',
    publicationDate(book.date),
    isbn,
    `<publisher>${el('publisher_name', publisher)}${el('publisher_place', place)}</publisher>`,
    access(book),
    book.doi ? doiData(book.doi, book.url, book.pdfUrl) : '',
  ].join('');
  const chapters = book.chapters.map(
    (c) =>
      `<content_item component_type="chapter">${contributors(c.contributors)}${titles(c.title, c.subtitle)}${abstracts(c.abstracts)}${pages(c.firstPage, c.lastPage)}${fundref(c)}${access(c)}${doiData(c.doi, c.url, c.pdfUrl)}${citations(c)}</content_item>`,
  );
  return `<book book_type="${book.bookType}"><book_metadata language="${book.language}">${metadata}</book_metadata>${chapters.join('')}</book>`;
}

function journalXml(issue: CrossrefJournalIssue): string {
  const issns = issue.issns.map((i) => el('issn', i.issn, ` media_type="${i.media}"`)).join('');
  const articles = issue.articles.map(
    (a) =>
      `<journal_article publication_type="full_text" language="${a.language}">${titles(a.title, a.subtitle)}${contributors(a.contributors)}${abstracts(a.abstracts)}${publicationDate(issue.date, issue.year)}${pages(a.firstPage, a.lastPage)}${fundref(a)}${access(a)}${relations(a)}${doiData(a.doi, a.url, a.pdfUrl)}${citations(a)}</journal_article>`,
  );
  return `<journal><journal_metadata language="${issue.language}">${el('full_title', issue.journalTitle)}${issns}</journal_metadata><journal_issue>${publicationDate(issue.date, issue.year)}<journal_volume>${el('volume', issue.volume)}</journal_volume>${el('issue', issue.number)}</journal_issue>${articles.join('')}</journal>`;
}

function conferenceXml(conference: CrossrefConference, publisher: string): string {
  const { event, proceedings } = conference;
  const [sy, sm, sd] = event.startsOn.split('-');
  const [ey, em, ed] = event.endsOn.split('-');
  const eventXml = `<event_metadata>${el('conference_name', event.name)}${el('conference_location', event.location)}<conference_date start_day="${Number(sd)}" start_month="${Number(sm)}" start_year="${sy}" end_day="${Number(ed)}" end_month="${Number(em)}" end_year="${ey}"/></event_metadata>`;
  const isbn = proceedings.isbn ? el('isbn', proceedings.isbn, ' media_type="electronic"') : '<noisbn reason="simple_series"/>';
  const doi = proceedings.doi ? doiData(proceedings.doi, proceedings.url) : '';
  const common = `<publisher>${el('publisher_name', publisher)}</publisher>${publicationDate(proceedings.date)}${isbn}${doi}`;
  const proceedingsXml = proceedings.seriesIssn
    ? `<proceedings_series_metadata><series_metadata><titles>${el('title', event.name.replace(/\s+\d{4}$/, ''))}</titles>${el('issn', proceedings.seriesIssn, ' media_type="electronic"')}</series_metadata>${el('proceedings_title', proceedings.title)}${proceedings.volume ? el('volume', proceedings.volume) : ''}${common}</proceedings_series_metadata>`
    : `<proceedings_metadata language="${proceedings.language}">${el('proceedings_title', proceedings.title)}${common}</proceedings_metadata>`;
  const papers = conference.papers.map(
    (p) =>
      `<conference_paper publication_type="full_text">${contributors(p.contributors)}${titles(p.title, p.subtitle)}${abstracts(p.abstracts)}${pages(p.firstPage, p.lastPage)}${fundref(p)}${access(p)}${doiData(p.doi, p.url, p.pdfUrl)}${citations(p)}</conference_paper>`,
  );
  return `<conference>${contributors(conference.editors)}${eventXml}${proceedingsXml}${papers.join('')}</conference>`;
}

/** yyyyMMddHHmmss, the deposit's version: Crossref keeps the metadata with the highest one. */
export const crossrefTimestamp = (at: Date) => at.toISOString().replace(/[-:T]/g, '').slice(0, 14);

export function crossrefDeposit(batch: CrossrefBatch, { publisher, place }: { publisher: string; place: string }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<doi_batch xmlns="http://www.crossref.org/schema/5.4.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1" xmlns:ai="http://www.crossref.org/AccessIndicators.xsd" xmlns:fr="http://www.crossref.org/fundref.xsd" xmlns:rel="http://www.crossref.org/relations.xsd" xsi:schemaLocation="http://www.crossref.org/schema/5.4.0 https://www.crossref.org/schemas/crossref5.4.0.xsd" version="5.4.0">',
    `<head>${el('doi_batch_id', batch.batchId)}${el('timestamp', crossrefTimestamp(batch.at))}<depositor>${el('depositor_name', batch.depositor.name)}${el('email_address', batch.depositor.email)}</depositor>${el('registrant', publisher)}</head>`,
    '<body>',
    ...batch.books.map((b) => bookXml(b, publisher, place)),
    ...batch.issues.map(journalXml),
    ...batch.conferences.map((c) => conferenceXml(c, publisher)),
    '</body>',
    '</doi_batch>',
    '',
  ].join('\n');
}

export type CrossrefKind = 'books' | 'journals' | 'conferences';

/** How many DOIs a batch registers. */
export function countDois(batch: Pick<CrossrefBatch, 'books' | 'issues' | 'conferences'>): number {
  return (
    batch.books.reduce((n, b) => n + (b.doi ? 1 : 0) + b.chapters.length, 0) +
    batch.issues.reduce((n, i) => n + i.articles.length, 0) +
    batch.conferences.reduce((n, c) => n + (c.proceedings.doi ? 1 : 0) + c.papers.length, 0)
  );
}

/**
 * A deposit holds one kind of work (Crossref's schema: books, journals or conferences per file):
 * the batch split into one deposit per kind present, each with its own batch id.
 */
export function depositsByKind(batch: CrossrefBatch): { kind: CrossrefKind; batch: CrossrefBatch }[] {
  const only = (kind: CrossrefKind) => ({
    ...batch,
    batchId: `${batch.batchId}-${kind}`,
    books: kind === 'books' ? batch.books : [],
    issues: kind === 'journals' ? batch.issues : [],
    conferences: kind === 'conferences' ? batch.conferences : [],
  });
  return (
    [
      ['books', batch.books.length],
      ['journals', batch.issues.length],
      ['conferences', batch.conferences.length],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([kind]) => ({ kind, batch: only(kind) }));
}

/** A DOI prefix as Crossref gives them: "10." and four or more digits (sub-prefixes allowed). */
export const isDoiPrefix = (value: string) => /^10\.\d{4,9}(\.\d+)*$/.test(value);
