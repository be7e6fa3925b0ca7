/**
 * The identifiers and numbers people type into the catalog forms, normalized the way registries
 * write them (check digits live in features/catalog/identifiers.ts), DOI syntax, slugs, money.
 * Pure functions: the Zod schemas use them on the server, the tests check them against real IDs.
 */
import type { Locale } from '#app/i18n/locales.ts';

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

const digitsOf = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Keeps the hyphens people typed (they carry the registrant groups), drops stray spaces. */
export function normalizeIsbn(value: string): string {
  const trimmed = value.trim().replace(/\s+/g, '-');
  return /^[\d-]+$/.test(trimmed) ? trimmed : digitsOf(trimmed);
}

/** Only the digits: how two spellings of one ISBN are compared. */
export const isbnDigits = (value: string) => value.replace(/[^0-9Xx]/g, '');

/** "03178471" → "0317-8471". */
export function normalizeIssn(value: string): string {
  const chars = digitsOf(value);
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

const ORCID_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/** "https://orcid.org/0000000218250097" → "0000-0002-1825-0097". */
export function normalizeOrcid(value: string): string {
  const chars = digitsOf(value.trim().replace(ORCID_PREFIX, ''));
  return chars.match(/.{4}/g)!.join('-');
}

const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

/** A DOI is "10.<registrant>/<suffix>"; a pasted link or "doi:" prefix is accepted and dropped. */
export function normalizeDoi(value: string): string | null {
  const doi = value.trim().replace(DOI_PREFIX, '');
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

/**
 * Money typed as "250,00", "250.00", "1.234,56", "1,234.56" or "250" → integer cents;
 * null when it is not an amount. A single separator followed by one or two digits is the
 * decimal one; groups of three are thousands.
 */
export function parseMoney(value: string): number | null {
  const text = value.trim().replace(/^(?:R\$|US\$|\$)\s*/, '');
  let units: string;
  let fraction = '';
  if (/^\d+$/.test(text)) units = text;
  else {
    const decimal = /^(\d+)[.,](\d{1,2})$/.exec(text);
    const grouped = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/.exec(text);
    if (decimal) [, units = '', fraction = ''] = decimal;
    else if (grouped && (!grouped[3] || grouped[3] !== grouped[2])) {
      units = grouped[1]!.replace(/[.,]/g, '');
      fraction = grouped[4] ?? '';
    } else return null;
  }
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0') || 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents back into what the form shows: "250,00" in Portuguese, "250.00" in English. */
export function moneyInput(cents: number | null | undefined, locale: Locale): string {
  if (cents === null || cents === undefined) return '';
  const text = (cents / 100).toFixed(2);
  return locale === 'pt' ? text.replace('.', ',') : text;
}
