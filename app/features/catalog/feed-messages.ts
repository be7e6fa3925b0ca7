import { defineMessages } from '#app/i18n/messages.ts';

/** The Atom feed of new releases (/feed.xml, /en/feed.xml) and its link in the page head. */
export const feedMessages = defineMessages(
  {
    title: 'Editora Ipê — Lançamentos',
    blogTitle: 'Blog · Editora Ipê',
    subtitle: 'Os livros e anais de eventos publicados mais recentemente pela Editora Ipê.',
  },
  {
    title: 'Editora Ipê — New releases',
    blogTitle: 'Blog · Editora Ipê',
    subtitle: 'The books and conference proceedings most recently published by Editora Ipê.',
  },
);
