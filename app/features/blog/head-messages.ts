import { defineMessages } from '#app/i18n/messages.ts';

/** What the blog's loaders and feeds say of its pages (titles, descriptions): only the server reads these, so no page ships them. */
export const blogHeadMessages = defineMessages(
  {
    blogDescription: 'Textos da equipe e de autoras e autores da {press} sobre publicação acadêmica, design de serviços e acesso aberto.',
    categoryDescription: 'Textos do blog da {press} na categoria {name}.',
    tagTitle: 'Etiqueta: {tag}',
    tagDescription: 'Textos do blog da {press} com a etiqueta “{tag}”.',
  },
  {
    blogDescription: 'Posts by the team and the authors of {press} on academic publishing, service design and open access.',
    categoryDescription: 'Posts on the {press} blog in the category {name}.',
    tagTitle: 'Tag: {tag}',
    tagDescription: 'Posts on the {press} blog tagged “{tag}”.',
  },
);
