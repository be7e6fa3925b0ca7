import { defineMessages } from '#app/i18n/messages.ts';

/** The catalog's page descriptions, which only its loader writes: a table the browser never loads. */
export const catalogHeadMessages = defineMessages(
  {
    catalogDescription: 'Livros, e-books, periódicos e anais da {press}: busque por título, autoria, assunto ou palavra-chave.',
    'sectionDescription.books': 'Os livros da {press}, impressos e digitais, muitos em acesso aberto.',
    'sectionDescription.ebooks': 'E-books em EPUB e PDF: compre ou leia gratuitamente os de acesso aberto.',
    'sectionDescription.journals': 'Periódicos científicos com avaliação por pares às cegas.',
    'sectionDescription.proceedings': 'Anais de eventos acadêmicos, com todos os trabalhos apresentados.',
  },
  {
    catalogDescription: 'Books, ebooks, journals and proceedings from {press}: search by title, author, subject or keyword.',
    'sectionDescription.books': '{press}’s books, printed and digital, many of them open access.',
    'sectionDescription.ebooks': 'Ebooks in EPUB and PDF: buy them, or read the open-access ones for free.',
    'sectionDescription.journals': 'Scholarly journals with double-blind peer review.',
    'sectionDescription.proceedings': 'Proceedings of academic events, with every paper presented.',
  },
);
