import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { marcLinksMessages } from './marc-links-messages.ts';

/** The words of a work's links for librarians, written by the page's loader: no book or proceedings page ships their table. */
export function marcLinksWords(locale: Locale) {
  const t = translator(marcLinksMessages, locale);
  return { title: t('title'), workRecords: t('workRecords'), marcXml: t('marcXml'), marcIso: t('marcIso'), allFiles: t('allFiles') };
}

export type MarcLinksWords = ReturnType<typeof marcLinksWords>;
