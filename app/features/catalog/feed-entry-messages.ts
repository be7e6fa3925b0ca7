import { defineMessages } from '#app/i18n/messages.ts';

/** The summary of a feed entry for a work without an abstract (server only: the feed is XML). */
export const feedEntryMessages = defineMessages(
  {
    'summary.book': 'Livro de {authors}.',
    'summary.proceedings': 'Anais organizados por {authors}.',
    'summaryAnonymous.book': 'Livro publicado pela {press}.',
    'summaryAnonymous.proceedings': 'Anais publicados pela {press}.',
  },
  {
    'summary.book': 'A book by {authors}.',
    'summary.proceedings': 'Proceedings edited by {authors}.',
    'summaryAnonymous.book': 'A book published by {press}.',
    'summaryAnonymous.proceedings': 'Proceedings published by {press}.',
  },
);
