/** Small formatting rules shared by the journal and proceedings pages (pure; server and browser). */
import { localeInfo, type Locale } from '#app/i18n/locales.ts';

export const PUBLISHER = 'Editora Ipê';
export const PUBLISHER_PLACE = 'São Paulo';

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

/** The BCP 47 tag for a text's `lang` attribute: pt → pt-BR, en → en. */
export const langTag = (code: string): string => (code === 'pt' ? 'pt-BR' : code);

/** "8 – 10 de maio de 2024" / "May 8 – 10, 2024" for an event's calendar dates. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(localeInfo[locale].iso, { dateStyle: 'long', timeZone: 'UTC' });
  const text = start === end ? format.format(new Date(start)) : format.formatRange(new Date(start), new Date(end));
  // Intl puts thin / no-break spaces around the dash; plain spaces read the same and search better.
  return text.replace(/[\u2009\u202f\u00a0]/g, ' ');
}

/** Text typed with blank lines between paragraphs, as paragraphs. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** A meta description: the text's first sentences, cut at a word before `max` characters. */
export function summary(text: string | null | undefined, max = 160): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || cut.length).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** Google Scholar wants dates as 2024/06/30 (or just the year). */
export function scholarDate(date: string | null | undefined, year?: number | null): string | undefined {
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date.replace(/-/g, '/');
  return year ? String(year) : undefined;
}

type Bilingual<F extends string> = { [K in `${F}Pt` | `${F}En`]?: string | null };

/** Like catalog's pick(), but also says which language the text is in (for its `lang`). */
export function pickWithLang<F extends string>(row: Bilingual<F>, field: F, locale: Locale): { text: string; lang: Locale } {
  const own = row[`${field}${locale === 'pt' ? 'Pt' : 'En'}` as `${F}Pt`]?.trim();
  if (own) return { text: own, lang: locale };
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  return { text: row[`${field}${other === 'pt' ? 'Pt' : 'En'}` as `${F}Pt`]?.trim() ?? '', lang: other };
}

/** A `lang` attribute for text in `lang` on a page in `page`: none when they are the same. */
export const langAttr = (lang: Locale, page: Locale): string | undefined => (lang === page ? undefined : localeInfo[lang].iso);
