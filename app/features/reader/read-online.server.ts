import type { Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { readOnlineMessages } from './read-online-messages.ts';

/**
 * The words of a work page's way into the reader, written by its loader (book, proceedings): the
 * browser loads no table for them. `progress` is the signed-in reader's, whose chapter the
 * "continue" button names; a visitor's own progress, read in the browser, gets `continueWhereLeft`.
 */
export function readOnlineWords(locale: Locale, progress: { title: string } | null) {
  const t = translator(readOnlineMessages, locale);
  return {
    readOnline: t('readOnline'),
    readFreePreview: t('readFreePreview'),
    continueReading: progress ? t('continueReading', { chapter: progress.title }) : null,
    continueWhereLeft: t('continueWhereLeft'),
    searchInside: t('searchInside'),
    searchInsideButton: t('searchInsideButton'),
  };
}

export type ReadOnlineWords = ReturnType<typeof readOnlineWords>;
