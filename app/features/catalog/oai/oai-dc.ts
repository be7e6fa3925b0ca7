/**
 * A record as simple Dublin Core (oai_dc), following the OpenAIRE / DRIVER guidelines that
 * Brazilian and European aggregators (oasisbr, BASE, OpenAIRE) read: info:eu-repo types and access
 * rights, ISO 639-3 languages, "Family, Given" names, identifiers as URLs or URNs.
 */
import { ISO_639_3 } from '#app/lib/language-codes.ts';
import { licenseUrl } from '#app/lib/license.ts';
import { doiUrl } from '#app/features/scholarly/api.ts';
import { escapeXml } from '#app/lib/xml.ts';
import type { RecordMetadata } from './records.server.ts';
import { currentPress } from '#app/lib/press/press.ts';

const TYPES: Record<RecordMetadata['kind'], string> = {
  book: 'info:eu-repo/semantics/book',
  proceedings: 'info:eu-repo/semantics/conferenceProceedings',
  article: 'info:eu-repo/semantics/article',
  paper: 'info:eu-repo/semantics/conferenceObject',
};

const nameOf = (c: { given: string; family: string }) => (c.family ? `${c.family}, ${c.given}` : c.given).trim();

function pages(first: number | null, last: number | null): string | null {
  if (first === null) return null;
  return last !== null && last !== first ? `${first}-${last}` : String(first);
}

/** "Revista X; v. 3, n. 2 (2025); 45-67", the citation form DRIVER asks for in dc:source. */
function sourceLine(record: RecordMetadata): string | null {
  const source = record.source;
  if (!source) return null;
  const numbering = [source.volume !== null ? `v. ${source.volume}` : null, source.issue !== null ? `n. ${source.issue}` : null].filter(Boolean).join(', ');
  const year = record.date?.slice(0, 4);
  return [source.title, [numbering, year ? `(${year})` : ''].filter(Boolean).join(' '), pages(source.firstPage, source.lastPage)].filter(Boolean).join('; ');
}

export function oaiDcRecord(record: RecordMetadata, appUrl: string): string {
  const lines: string[] = [];
  const element = (name: string, value: string | null | undefined, lang?: string) => {
    if (value && value.trim()) lines.push(`<dc:${name}${lang ? ` xml:lang="${lang}"` : ''}>${escapeXml(value.trim())}</dc:${name}>`);
  };
  for (const title of record.titles) element('title', title.text, title.lang);
  const authors = record.contributors.filter((c) => c.role === 'author');
  for (const c of authors) element('creator', nameOf(c));
  // An edited volume has no authors: its editors or organizers are its creators.
  for (const c of record.contributors.filter((c) => c.role !== 'author'))
    element(authors.length || c.role === 'translator' ? 'contributor' : 'creator', nameOf(c));
  for (const s of record.subjects) element('subject', s.text, s.lang);
  for (const k of record.keywords) element('subject', k.text, k.lang);
  for (const a of record.abstracts) element('description', a.text, a.lang);
  element('publisher', currentPress().name);
  element('date', record.date);
  element('type', TYPES[record.kind]);
  element('type', 'info:eu-repo/semantics/publishedVersion');
  for (const type of record.mediaTypes) element('format', type);
  element('identifier', appUrl + record.landingPath);
  if (record.doi) element('identifier', doiUrl(record.doi));
  for (const isbn of record.isbns) element('identifier', `urn:isbn:${isbn.replace(/[^0-9X]/gi, '')}`);
  element('source', sourceLine(record));
  for (const issn of record.source?.issns ?? []) element('source', `ISSN ${issn}`);
  element('language', ISO_639_3[record.language] ?? record.language);
  element('rights', record.openAccess ? 'info:eu-repo/semantics/openAccess' : 'info:eu-repo/semantics/restrictedAccess');
  if (record.license) element('rights', licenseUrl(record.license));
  return [
    '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">',
    ...lines.map((line) => `  ${line}`),
    '</oai_dc:dc>',
  ].join('\n');
}
