import { defineMessages } from '#app/i18n/messages.ts';

/** The admin's reading grants (review copies) on a user's page. */
export const grantMessages = defineMessages(
  {
    title: 'Livros para ler',
    lead: 'E-books comprados por esta pessoa e exemplares de cortesia (para resenha, por exemplo) dados pela editora. Um livro comprado só sai daqui com o reembolso do pedido.',
    none: 'Nenhum e-book comprado ou dado.',
    bought: 'comprado',
    granted: 'cortesia',
    book: 'Dar acesso a',
    grant: 'Dar acesso',
    revoke: 'Retirar acesso',
    revokeOf: 'Retirar acesso a {title}',
    'outcome.granted': 'Acesso dado. A pessoa já encontra o livro em Minha biblioteca.',
    'outcome.already': 'Esta pessoa já pode ler este livro.',
    'outcome.revoked': 'Acesso retirado.',
    'outcome.not-granted': 'Este acesso não é uma cortesia (ou já foi retirado).',
    'outcome.not-found': 'Livro não encontrado ou em acesso aberto.',
  },
  {
    title: 'Books to read',
    lead: 'Ebooks this person bought, and courtesy copies (for review, say) given by the press. A bought book leaves this list only when its order is refunded.',
    none: 'No ebook bought or given.',
    bought: 'bought',
    granted: 'courtesy',
    book: 'Give access to',
    grant: 'Give access',
    revoke: 'Take access back',
    revokeOf: 'Take back access to {title}',
    'outcome.granted': 'Access given. The person finds the book in My library now.',
    'outcome.already': 'This person may read this book already.',
    'outcome.revoked': 'Access taken back.',
    'outcome.not-granted': 'This access is not a courtesy one (or was taken back already).',
    'outcome.not-found': 'Book not found, or open access.',
  },
);
