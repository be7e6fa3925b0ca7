import { defineMessages } from '#app/i18n/messages.ts';

/** The back-in-stock mail, in both languages. */
export const catalogMailMessages = defineMessages(
  {
    stockSubject: 'De volta ao estoque: {title}',
    stockTitle: '{title} está disponível de novo',
    stockBody: 'Você pediu para ser avisado quando “{title}” ({format}) voltasse ao estoque. Ele acabou de voltar — os exemplares são limitados.',
    stockAction: 'Ver o livro',
    stockWhy: 'Você recebe este e-mail uma única vez porque pediu o aviso na página do livro. Não guardaremos mais o seu pedido.',
    formatPrint: 'impresso',
    formatEbook: 'e-book',
  },
  {
    stockSubject: 'Back in stock: {title}',
    stockTitle: '{title} is available again',
    stockBody: 'You asked to be told when “{title}” ({format}) was back in stock. It just came back — copies are limited.',
    stockAction: 'See the book',
    stockWhy: 'You get this e-mail only once because you asked for it on the book’s page. Your request is not kept any longer.',
    formatPrint: 'printed',
    formatEbook: 'ebook',
  },
);
