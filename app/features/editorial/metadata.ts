/**
 * A manuscript's metadata checked as a whole (plain rules, the wizard's action and its browser
 * check share them): titles, abstracts within the journal's word limits and its 3 to 5 keywords,
 * in Portuguese and English; every author with a name, e-mail, affiliation, an ORCID iD whose
 * check digit holds (when given) and at least one CRediT role; funding and data availability.
 *
 * The form posts flat fields (`titlePt`, `authors.0.email`, `authors.0.credit` once per role
 * ticked); errors are message keys of metadata-messages.ts by field name, the first per field.
 */
import type { FieldErrors } from '#app/lib/forms.ts';
import { isValidOrcid, normalizeOrcid } from '#app/lib/identifiers.ts';
import type { SubmissionAuthor, SubmissionMetadata } from '#app/lib/db/schema.ts';

/** The 14 contributor roles of CRediT (ANSI/NISO Z39.104-2022), by slug, in its order. */
export const CREDIT_ROLES = [
  'conceptualization',
  'data-curation',
  'formal-analysis',
  'funding-acquisition',
  'investigation',
  'methodology',
  'project-administration',
  'resources',
  'software',
  'supervision',
  'validation',
  'visualization',
  'writing-original-draft',
  'writing-review-editing',
] as const;
export type CreditRole = (typeof CREDIT_ROLES)[number];

export const TITLE_MAX = 300;
export const ABSTRACT_CHARS_MAX = 5000;
export const KEYWORD_MAX = 60;
export const AUTHORS_MAX = 20;
export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const AFFILIATION_MAX = 300;
export const COUNTRY_MAX = 80;
export const STATEMENT_MAX = 3000;

/** What the journal asks: from its settings (journals.abstractWordsMin…). */
export interface MetadataLimits {
  abstractWordsMin: number;
  abstractWordsMax: number;
  keywordsMin: number;
  keywordsMax: number;
}

/** An author as typed. */
export interface AuthorInput {
  name: string;
  email: string;
  affiliation: string;
  country: string;
  orcid: string;
  credit: string[];
}

/** The metadata as typed: keywords as one comma- or semicolon-separated text per language. */
export interface MetadataInput {
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string;
  keywordsEn: string;
  authors: AuthorInput[];
  funding: string;
  dataAvailability: string;
}

export type MetadataErrorKey =
  | 'required'
  | 'tooLong'
  | 'emailInvalid'
  | 'orcidInvalid'
  | 'abstractTooShort'
  | 'abstractTooLong'
  | 'keywordsTooFew'
  | 'keywordsTooMany'
  | 'keywordTooLong'
  | 'keywordsDuplicate'
  | 'creditRequired'
  | 'creditInvalid'
  | 'authorsRequired'
  | 'authorsTooMany'
  | 'emailDuplicate';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Multi-line text as stored: \n new lines, no control characters, NFC, trimmed. */
export function cleanText(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROL, '').normalize('NFC').trim();
}

/** One-line text as stored: every run of white space as one space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(/\s+/g, ' ');
}

/** Words as a journal counts them: runs of letters or digits (hyphenated words count once). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function splitKeywords(text: string): string[] {
  return cleanText(text)
    .split(/[,;\n]/)
    .map((k) => cleanLine(k))
    .filter(Boolean);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type MetadataResult = { ok: true; data: SubmissionMetadata } | { ok: false; errors: FieldErrors };

/** Checks the metadata as typed against the journal's limits; the clean metadata, or the errors by field name. */
export function validateMetadata(input: MetadataInput, limits: MetadataLimits): MetadataResult {
  const errors: FieldErrors = {};
  const fail = (field: string, key: MetadataErrorKey) => {
    errors[field] ??= key;
  };

  const line = (field: string, value: string, max: number, required = true) => {
    const v = cleanLine(value);
    if (required && !v) fail(field, 'required');
    else if (v.length > max) fail(field, 'tooLong');
    return v;
  };

  const titlePt = line('titlePt', input.titlePt, TITLE_MAX);
  const titleEn = line('titleEn', input.titleEn, TITLE_MAX);

  const abstract = (field: string, value: string) => {
    const v = cleanText(value);
    if (!v) fail(field, 'required');
    else if (v.length > ABSTRACT_CHARS_MAX) fail(field, 'tooLong');
    else {
      const words = countWords(v);
      if (words < limits.abstractWordsMin) fail(field, 'abstractTooShort');
      else if (words > limits.abstractWordsMax) fail(field, 'abstractTooLong');
    }
    return v;
  };
  const abstractPt = abstract('abstractPt', input.abstractPt);
  const abstractEn = abstract('abstractEn', input.abstractEn);

  const keywords = (field: string, value: string) => {
    const list = splitKeywords(value);
    if (list.length === 0) fail(field, 'required');
    else if (list.some((k) => k.length > KEYWORD_MAX)) fail(field, 'keywordTooLong');
    else if (list.length < limits.keywordsMin) fail(field, 'keywordsTooFew');
    else if (list.length > limits.keywordsMax) fail(field, 'keywordsTooMany');
    else if (new Set(list.map((k) => k.toLocaleLowerCase('pt-BR'))).size !== list.length) fail(field, 'keywordsDuplicate');
    return list;
  };
  const keywordsPt = keywords('keywordsPt', input.keywordsPt);
  const keywordsEn = keywords('keywordsEn', input.keywordsEn);

  if (input.authors.length === 0) fail('authors', 'authorsRequired');
  if (input.authors.length > AUTHORS_MAX) fail('authors', 'authorsTooMany');
  const seenEmails = new Set<string>();
  const authors: SubmissionAuthor[] = input.authors.slice(0, AUTHORS_MAX).map((a, i) => {
    const at = (f: string) => `authors.${i}.${f}`;
    const name = line(at('name'), a.name, NAME_MAX);
    const email = line(at('email'), a.email, EMAIL_MAX).toLowerCase();
    if (email && !errors[at('email')]) {
      if (!EMAIL.test(email)) fail(at('email'), 'emailInvalid');
      else if (seenEmails.has(email)) fail(at('email'), 'emailDuplicate');
      seenEmails.add(email);
    }
    const affiliation = line(at('affiliation'), a.affiliation, AFFILIATION_MAX);
    const country = line(at('country'), a.country, COUNTRY_MAX, false);
    const orcidTyped = cleanLine(a.orcid);
    let orcid = '';
    if (orcidTyped) {
      if (orcidTyped.length > 60 || !isValidOrcid(orcidTyped)) fail(at('orcid'), 'orcidInvalid');
      else orcid = normalizeOrcid(orcidTyped);
    }
    const credit = [...new Set(a.credit.map((c) => c.trim()).filter(Boolean))];
    if (credit.length === 0) fail(at('credit'), 'creditRequired');
    else if (credit.some((c) => !(CREDIT_ROLES as readonly string[]).includes(c))) fail(at('credit'), 'creditInvalid');
    // Kept in CRediT's order, whatever order the boxes came in.
    const roles = CREDIT_ROLES.filter((r) => credit.includes(r));
    return { name, email, affiliation, country, orcid, credit: roles };
  });

  const statement = (field: string, value: string) => {
    const v = cleanText(value);
    if (v.length > STATEMENT_MAX) fail(field, 'tooLong');
    return v;
  };
  const funding = statement('funding', input.funding);
  const dataAvailability = statement('dataAvailability', input.dataAvailability);

  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, data: { titlePt, titleEn, abstractPt, abstractEn, keywordsPt, keywordsEn, authors, funding, dataAvailability } };
}

/** The author rows a form posted (authors.0.name …, authors.0.credit once per box ticked), in their numbered order. */
export function readAuthors(formData: FormData): AuthorInput[] {
  const indexes = new Set<number>();
  for (const key of formData.keys()) {
    const m = /^authors\.(\d{1,2})\./.exec(key);
    if (m) indexes.add(Number(m[1]));
  }
  const str = (key: string) => {
    const v = formData.get(key);
    return typeof v === 'string' ? v : '';
  };
  return [...indexes]
    .sort((a, b) => a - b)
    .slice(0, AUTHORS_MAX + 1)
    .map((i) => ({
      name: str(`authors.${i}.name`),
      email: str(`authors.${i}.email`),
      affiliation: str(`authors.${i}.affiliation`),
      country: str(`authors.${i}.country`),
      orcid: str(`authors.${i}.orcid`),
      credit: formData.getAll(`authors.${i}.credit`).filter((v): v is string => typeof v === 'string'),
    }));
}
