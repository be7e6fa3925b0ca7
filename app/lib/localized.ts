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

/**
 * A chapter's, paper's or article's texts, in Portuguese, in English and, when its language is
 * neither, in its own language (`…Original`, decision 0020).
 */
export interface MultilingualTexts {
  /** ISO 639-1 code of the text: the article's, or the work's for a chapter or paper. */
  language: string;
  titlePt: string | null;
  titleEn: string | null;
  titleOriginal?: string | null;
  abstractPt: string | null;
  abstractEn: string | null;
  abstractOriginal?: string | null;
  keywordsPt: string[];
  keywordsEn: string[];
  keywordsOriginal?: string[];
}

/** Whether a text in this language keeps its own title, abstract and keywords in the `…Original` columns. */
export const hasOriginalTexts = (language: string): boolean => language !== 'pt' && language !== 'en';

/** One language's title, abstract and keywords of a work (any may be empty). */
export interface LanguageTexts {
  /** ISO 639-1 code. */
  lang: string;
  title: string;
  abstract: string;
  keywords: string[];
}

/**
 * The work's texts in every language it has one in: its own language first when that is neither
 * Portuguese nor English, then `first` (a page's language), then the other.
 */
export function textsByLanguage(row: MultilingualTexts, first: Locale = 'pt'): LanguageTexts[] {
  const entry = (lang: string, title: string | null | undefined, abstract: string | null | undefined, keywords: string[] | undefined): LanguageTexts => ({
    lang,
    title: title?.trim() ?? '',
    abstract: abstract?.trim() ?? '',
    keywords: keywords ?? [],
  });
  const pt = entry('pt', row.titlePt, row.abstractPt, row.keywordsPt);
  const en = entry('en', row.titleEn, row.abstractEn, row.keywordsEn);
  const own = hasOriginalTexts(row.language) ? [entry(row.language, row.titleOriginal, row.abstractOriginal, row.keywordsOriginal)] : [];
  return [...own, ...(first === 'pt' ? [pt, en] : [en, pt])].filter((t) => t.title || t.abstract || t.keywords.length);
}

/**
 * The title pages and citations give a work, with its language: its own language's when that is
 * neither Portuguese nor English, else the page's (or the other when it has none there).
 */
export function workTitle(row: Pick<MultilingualTexts, 'language' | 'titlePt' | 'titleEn' | 'titleOriginal'>, locale: Locale): { text: string; lang: string } {
  const own = hasOriginalTexts(row.language) ? row.titleOriginal?.trim() : '';
  if (own) return { text: own, lang: row.language };
  const text = pick(row, 'title', locale);
  return { text, lang: (locale === 'pt' ? row.titlePt : row.titleEn)?.trim() ? locale : locale === 'pt' ? 'en' : 'pt' };
}

/** What an abstract and its keywords are headed by, in the abstract's own language (English for one we have no words for). */
const ABSTRACT_LABELS: Record<string, { abstract: string; keywords: string }> = {
  pt: { abstract: 'Resumo', keywords: 'Palavras-chave' },
  en: { abstract: 'Abstract', keywords: 'Keywords' },
  es: { abstract: 'Resumen', keywords: 'Palabras clave' },
  fr: { abstract: 'Résumé', keywords: 'Mots-clés' },
  it: { abstract: 'Riassunto', keywords: 'Parole chiave' },
};
export const abstractLabels = (lang: string) => ABSTRACT_LABELS[lang] ?? ABSTRACT_LABELS.en!;
