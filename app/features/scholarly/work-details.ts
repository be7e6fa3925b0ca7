/** How a work's details read (pure; server and browser): its DOI and ORCID links, its language's name, an event's dates. */
import { localeInfo, type Locale } from '#app/i18n/locales.ts';

/** A reference's DOI (bare, as 10.x/…), from a doi.org link or a `doi:` mention; null when it names none. */
export function doiInText(text: string): string | null {
  const match = /\b(10\.\d{4,9}\/[^\s"<>]+)/.exec(text);
  return match ? match[1]!.replace(/[.,;)\]]+$/, '') : null;
}

export const doiUrl = (doi: string): string => `https://doi.org/${doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')}`;

export const orcidUrl = (orcid: string): string => (/^https?:\/\//.test(orcid) ? orcid : `https://orcid.org/${orcid}`);

/** The bare iD (0000-0002-1825-0097) of an ORCID written either way. */
export const orcidId = (orcid: string): string => orcid.replace(/^https?:\/\/orcid\.org\//i, '');

/** "Português" / "Portuguese" for a language code; the code itself when unknown. */
export function languageName(code: string, locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([localeInfo[locale].iso], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(localeInfo[locale].iso) + name.slice(1);
  } catch {
    return code;
  }
}

/** "8 – 10 de maio de 2024" / "May 8 – 10, 2024" for an event's calendar dates. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeInfo[locale].iso, { dateStyle: 'long', timeZone: 'UTC' });
  const text = start === end ? format.format(new Date(start)) : format.formatRange(new Date(start), new Date(end));
  // Intl puts thin / no-break spaces around the dash; plain spaces read the same and search better.
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** Google Scholar wants dates as 2024/06/30 (or just the year). */
export function scholarDate(date: string | null | undefined, year?: number | null): string | undefined {
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date.replace(/-/g, '/');
  return year ? String(year) : undefined;
}
