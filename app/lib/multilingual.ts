import type { Locale } from '#app/i18n/locales.ts';
import { pick } from './localized.ts';

// A work's texts in more than the two site languages (decision 0020), apart from lib/localized.ts:
// the shared chunk of every page carries only pick().

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

/**
 * The language an article's full text is translated into (issue 52): the other site language, as
 * each translation has its own page (/… in Portuguese, /en/… in English); a text in neither
 * language (Spanish) is translated into English, the language indexes and most readers share.
 */
export const translationLanguage = (language: string): Locale => (language === 'en' ? 'pt' : 'en');

/** The page where an article's original text stands: the English one for an English text, else the Portuguese one. */
export const originalLocale = (language: string): Locale => (language === 'en' ? 'en' : 'pt');

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
