/**
 * The identifiers a catalog prints: ISBN-13, ISSN, ORCID iD (check digits), DOI syntax, slugs.
 * The validators accept what people paste (hyphens, spaces, an orcid.org or doi.org link); the
 * normalizers write them the way registries do, before saving and before citing.
 */

const charsOf = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const ORCID_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** ISBN-13 (EAN-13): weights 1,3,1,3… over the first 12 digits. */
export function isbn13CheckDigit(first12: string): number {
  const digits = first12.replace(/-/g, '');
  if (!/^\d{12}$/.test(digits)) throw new Error(`Expected 12 digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidIsbn13(isbn: string): boolean {
  const digits = charsOf(isbn);
  return /^97[89]\d{10}$/.test(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/** ISSN: weights 8…2 over seven digits, modulo 11; a check of 10 is written X. */
export function issnCheckDigit(first7: string): string {
  if (!/^\d{7}$/.test(first7)) throw new Error(`Expected 7 digits, got "${first7}"`);
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(first7[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidIssn(issn: string): boolean {
  const chars = charsOf(issn);
  return /^\d{7}[\dX]$/.test(chars) && issnCheckDigit(chars.slice(0, 7)) === chars[7];
}

/** ORCID iD: ISO 7064 MOD 11-2 over fifteen digits; a check of 10 is written X. */
export function orcidCheckDigit(first15: string): string {
  const digits = first15.replace(/-/g, '');
  if (!/^\d{15}$/.test(digits)) throw new Error(`Expected 15 digits, got "${first15}"`);
  let total = 0;
  for (const d of digits) total = (total + Number(d)) * 2;
  const check = (12 - (total % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

export function isValidOrcid(orcid: string): boolean {
  const chars = charsOf(orcid.trim().replace(ORCID_PREFIX, ''));
  return /^\d{15}[\dX]$/.test(chars) && orcidCheckDigit(chars.slice(0, 15)) === chars[15];
}

/** Lowercase letters, digits and single hyphens: what a page address may contain. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/** "Design de Serviços: Fundamentos" → "design-de-servicos-fundamentos". */
export function slugify(text: string, max = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-[^-]*$/, '') || slug.slice(0, max);
}

/** Keeps the hyphens people typed (they carry the registrant groups), drops stray spaces. */
export function normalizeIsbn(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, '-');
  return /^[\d-]+$/.test(trimmed) ? trimmed : charsOf(trimmed);
}

/** Only the digits: how two spellings of one ISBN are compared. */
export const isbnDigits = (value: string) => value.replace(/[^0-9Xx]/g, '');

/** "03178471" → "0317-8471". */
export function normalizeIssn(value: string): string {
  const chars = charsOf(value);
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** "https://orcid.org/0000000218250097" → "0000-0002-1825-0097". */
export function normalizeOrcid(value: string): string {
  const chars = charsOf(value.trim().replace(ORCID_PREFIX, ''));
  return chars.match(/.{4}/g)!.join('-');
}

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

/**
 * The one DOI normaliser: "10.<registrant>/<suffix>" from what was typed or stored ("https://doi.org/…",
 * "doi: …", the bare DOI); undefined when it is empty or not a DOI, so nothing cites a broken one.
 */
export function normalizeDoi(value: string | null | undefined): string | undefined {
  const doi = (value ?? '').trim().replace(DOI_PREFIX, '');
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
}
