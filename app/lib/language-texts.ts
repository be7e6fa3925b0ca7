import { hasOriginalTexts, type MultilingualTexts } from './multilingual.ts';
import type { Locale } from '#app/i18n/locales.ts';

// Apart from lib/multilingual.ts: an issue's contents (on every journal page) need a work's title,
// not every language's texts that an article's page and its files show.

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

/** What an abstract and its keywords are headed by, in the abstract's own language (English for one we have no words for). */
const ABSTRACT_LABELS: Record<string, { abstract: string; keywords: string }> = {
  pt: { abstract: 'Resumo', keywords: 'Palavras-chave' },
  en: { abstract: 'Abstract', keywords: 'Keywords' },
  es: { abstract: 'Resumen', keywords: 'Palabras clave' },
  fr: { abstract: 'Résumé', keywords: 'Mots-clés' },
  it: { abstract: 'Riassunto', keywords: 'Parole chiave' },
};
export const abstractLabels = (lang: string) => ABSTRACT_LABELS[lang] ?? ABSTRACT_LABELS.en!;
