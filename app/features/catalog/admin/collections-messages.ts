import { defineMessages } from '#app/i18n/messages.ts';

/** The staff's book collections: the list and one collection's page (its works, its calls; the route adds its editorial team). */
export const collectionsMessages = defineMessages(
  {
    collections: 'Coleções',
    collectionsLead:
      'As coleções de livros do catálogo. Na página de cada uma, as obras dela e quem a edita: quem edita uma coleção lê e avalia as propostas das chamadas dela na mesa editorial.',
    collectionsTable: 'Coleções, por nome',
    name: 'Nome',
    slug: 'Identificador',
    works: 'Obras',
    noCollections: 'O catálogo não tem coleções ainda.',
    backToCollections: 'Coleções',
    collectionTitle: 'Coleção: {name}',
    collectionLead: 'Identificador {slug}, para o comando grant-role.',
    worksTitle: 'Obras da coleção',
    noWorks: 'Nenhuma obra do catálogo está nesta coleção ainda.',
    worksTable: 'Obras da coleção, da mais recente à mais antiga',
    title: 'Título',
    type: 'Tipo',
    status: 'Situação',
    publishedOn: 'Publicação',
    callsTitle: 'Chamadas desta coleção',
    callsLead:
      'Quem edita a coleção trabalha as propostas destas chamadas, ao lado de quem edita cada chamada. Uma chamada passa a ser da coleção no formulário dela.',
    noCalls: 'Nenhuma chamada é desta coleção ainda.',
  },
  {
    collections: 'Collections',
    collectionsLead:
      'The catalog’s book collections. On each one’s page, its works and who edits it: a collection’s series editors read and review the proposals to its calls at the editorial desk.',
    collectionsTable: 'Collections, by name',
    name: 'Name',
    slug: 'Identifier',
    works: 'Works',
    noCollections: 'The catalog has no collections yet.',
    backToCollections: 'Collections',
    collectionTitle: 'Collection: {name}',
    collectionLead: 'Identifier {slug}, for the grant-role command.',
    worksTitle: 'The collection’s works',
    noWorks: 'No work of the catalog is in this collection yet.',
    worksTable: 'The collection’s works, newest first',
    title: 'Title',
    type: 'Type',
    status: 'Status',
    publishedOn: 'Published',
    callsTitle: 'This collection’s calls',
    callsLead: 'The collection’s series editors work on the proposals to these calls, beside each call’s own. A call becomes the collection’s on its form.',
    noCalls: 'No call is this collection’s yet.',
  },
);
