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
