import { defineMessages } from '#app/i18n/messages.ts';

/** The Atom feed of new releases (/feed.xml, /en/feed.xml) and its link in the page head. */
export const feedMessages = defineMessages(
  {
    title: '{press} — Lançamentos',
    blogTitle: 'Blog · {press}',
    subtitle: 'Os livros e anais de eventos publicados mais recentemente pela {press}.',
  },
  {
    title: '{press} — New releases',
    blogTitle: 'Blog · {press}',
    subtitle: 'The books and conference proceedings most recently published by {press}.',
  },
);
