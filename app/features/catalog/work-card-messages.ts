import { defineMessages } from '#app/i18n/messages.ts';

/** What a work's card says wherever works are listed (home, catalog, related works): apart from the catalog page's table so those pages load only these. */
export const workCardMessages = defineMessages(
  {
    'type.book': 'Livro',
    'type.journal': 'Periódico',
    'type.proceedings': 'Anais',
    by: 'de {names}',
    organizedBy: 'org. {names}',
    openAccess: 'Acesso aberto',
    from: 'a partir de {price}',
    free: 'Gratuito',
    unavailable: 'Indisponível no momento',
    coverOf: 'Capa de {title}',
  },
  {
    'type.book': 'Book',
    'type.journal': 'Journal',
    'type.proceedings': 'Proceedings',
    by: 'by {names}',
    organizedBy: 'ed. {names}',
    openAccess: 'Open access',
    from: 'from {price}',
    free: 'Free',
    unavailable: 'Currently unavailable',
    coverOf: 'Cover of {title}',
  },
);
