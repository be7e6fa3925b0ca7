import { defineMessages } from '#app/i18n/messages.ts';

/** The account page's "My publications" (works linked to an author account). */
export const myPublicationsMessages = defineMessages(
  {
    myPublications: 'Minhas publicações',
    myPublicationsLead: 'Obras do catálogo vinculadas à sua conta de autoria. As publicadas têm link para a página pública.',
    untitled: '(sem título)',
    'type.book': 'Livro',
    'type.journal': 'Revista',
    'type.proceedings': 'Anais',
    'status.published': 'Publicada',
    'status.draft': 'Rascunho: ainda não está no site',
  },
  {
    myPublications: 'My publications',
    myPublicationsLead: 'Catalog works linked to your author account. Published ones link to their public page.',
    untitled: '(untitled)',
    'type.book': 'Book',
    'type.journal': 'Journal',
    'type.proceedings': 'Proceedings',
    'status.published': 'Published',
    'status.draft': 'Draft: not on the site yet',
  },
);
