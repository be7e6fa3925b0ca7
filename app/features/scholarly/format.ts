/** Small formatting rules shared by the journal and proceedings pages (pure; server and browser): which language a text is in, paragraphs, summaries. A work's links, dates and language names are in work-details.ts. */
import { localeInfo, type Locale } from '#app/i18n/locales.ts';

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

type Bilingual<F extends string> = { [K in `${F}Pt` | `${F}En`]?: string | null };

/** Like catalog's pick(), but also says which language the text is in (for its `lang`). */
export function pickWithLang<F extends string>(row: Bilingual<F>, field: F, locale: Locale): { text: string; lang: Locale } {
  const own = row[`${field}${locale === 'pt' ? 'Pt' : 'En'}` as `${F}Pt`]?.trim();
  if (own) return { text: own, lang: locale };
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  return { text: row[`${field}${other === 'pt' ? 'Pt' : 'En'}` as `${F}Pt`]?.trim() ?? '', lang: other };
}

/** A `lang` attribute for text in `lang` (a locale or an ISO 639-1 code) on a page in `page`: none when they are the same. */
export const langAttr = (lang: string, page: Locale): string | undefined =>
  lang === page ? undefined : lang === 'pt' || lang === 'en' ? localeInfo[lang].iso : lang;
