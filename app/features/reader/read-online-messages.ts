import { defineMessages } from '#app/i18n/messages.ts';

/** The book page's way into the reader: its own few words, so the book page does not load the reader's. */
export const readOnlineMessages = defineMessages(
  {
    readOnline: 'Ler on-line',
    readFreePreview: 'Ler a prévia gratuita',
    continueReading: 'Continuar a leitura: {chapter}',
    continueWhereLeft: 'Continuar de onde parei',
    searchInside: 'Buscar neste livro',
    searchInsideButton: 'Buscar',
  },
  {
    readOnline: 'Read online',
    readFreePreview: 'Read the free preview',
    continueReading: 'Continue reading: {chapter}',
    continueWhereLeft: 'Continue where I left off',
    searchInside: 'Search inside this book',
    searchInsideButton: 'Search',
  },
);
