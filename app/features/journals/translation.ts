/**
 * An article translated into the other site language (issue 52): which text, language and DOI each
 * language's page gives. The translation lives on the page in its language (/en/… for a Portuguese
 * or Spanish article, /… for an English one); the original on the other.
 */
import type { Locale } from '#app/i18n/locales.ts';
import { originalLocale, translationLanguage } from '#app/lib/multilingual.ts';

interface TranslatableArticle {
  language: string;
  doi: string | null;
  fullText: string | null;
  fullTextTranslation: string | null;
  doiTranslation: string | null;
}

export interface PageVersion {
  /** Whether the page shows the translation (its text, language and DOI). */
  isTranslation: boolean;
  /** The language of the text the page shows, which its citation states. */
  language: string;
  fullText: string | null;
  /** The DOI the page cites: the translation's own, when the journal gives translations one and it is set. */
  doi: string | null;
  /** The other version's page (the original's, or the translation's), when the article has a translation. */
  other: { locale: Locale; language: string; isTranslation: boolean } | null;
}

export function pageVersion(article: TranslatableArticle, translationDois: boolean, locale: Locale): PageVersion {
  const into = translationLanguage(article.language);
  if (!article.fullTextTranslation) return { isTranslation: false, language: article.language, fullText: article.fullText, doi: article.doi, other: null };
  if (locale !== into)
    return {
      isTranslation: false,
      language: article.language,
      fullText: article.fullText,
      doi: article.doi,
      other: { locale: into, language: into, isTranslation: true },
    };
  return {
    isTranslation: true,
    language: into,
    fullText: article.fullTextTranslation,
    doi: translationDois && article.doiTranslation ? article.doiTranslation : article.doi,
    other: { locale: originalLocale(article.language), language: article.language, isTranslation: false },
  };
}
