import type { Locale } from '#app/i18n/locales.ts';

/**
 * Catalog text is stored per language (`titlePt`, `titleEn`, …) and a work may have only one.
 * `pick(row, 'title', locale)` gives the page's language, else the other one.
 */
type Bilingual<F extends string> = { [K in `${F}Pt` | `${F}En`]?: string | null };

export function pick<F extends string>(row: Bilingual<F>, field: F, locale: Locale): string {
  const own = row[`${field}${locale === 'pt' ? 'Pt' : 'En'}` as `${F}Pt`];
  const other = row[`${field}${locale === 'pt' ? 'En' : 'Pt'}` as `${F}Pt`];
  return (own || other || '').trim();
}

/** Both languages when the work has both (shown side by side), else the one it has. */
export function bothLanguages<F extends string>(row: Bilingual<F>, field: F): { locale: Locale; text: string }[] {
  const out: { locale: Locale; text: string }[] = [];
  const pt = row[`${field}Pt` as `${F}Pt`];
  const en = row[`${field}En` as `${F}Pt`];
  if (pt?.trim()) out.push({ locale: 'pt', text: pt.trim() });
  if (en?.trim()) out.push({ locale: 'en', text: en.trim() });
  return out;
}

export function pickList(row: { keywordsPt: string[]; keywordsEn: string[] }, locale: Locale): string[] {
  const own = locale === 'pt' ? row.keywordsPt : row.keywordsEn;
  return own.length ? own : locale === 'pt' ? row.keywordsEn : row.keywordsPt;
}
