import { defineMessages } from '#app/i18n/messages.ts';

/** The journal pages' titles and descriptions, and their feeds', which only loaders write: a table the browser never loads. */
export const journalHeadMessages = defineMessages(
  {
    feedSubtitle: 'Os artigos mais recentes de {journal}.',
    feedEntrySummary: 'Artigo de {journal}, {issue}.',
    feedLink: 'Artigos de {journal} (Atom)',
    journalDescription: '{journal}: artigos, números publicados, diretrizes para autores e submissão.',
    aboutDescription: 'Sobre {journal}: foco, equipe editorial, ISSN e avaliação por pares.',
    currentDescription: 'Número atual de {journal}: {issue}.',
    archiveDescription: 'Todos os números publicados de {journal}.',
    issueDescription: 'Sumário de {issue}, {journal}.',
    guidelinesDescription: 'Diretrizes para autores de {journal}: extensão, resumo, palavras-chave, avaliação, prazos e taxas.',
    submissionDescription: 'Como submeter um artigo a {journal}: passos, taxa e sistema de submissões.',
    pageTitle: '{page} · {journal}',
  },
  {
    feedSubtitle: 'The latest articles of {journal}.',
    feedEntrySummary: 'An article of {journal}, {issue}.',
    feedLink: 'Articles of {journal} (Atom)',
    journalDescription: '{journal}: articles, published issues, author guidelines and submission.',
    aboutDescription: 'About {journal}: scope, editorial team, ISSN and peer review.',
    currentDescription: 'Current issue of {journal}: {issue}.',
    archiveDescription: 'Every published issue of {journal}.',
    issueDescription: 'Table of contents of {issue}, {journal}.',
    guidelinesDescription: 'Author guidelines of {journal}: length, abstract, keywords, review, deadlines and fees.',
    submissionDescription: 'How to submit an article to {journal}: steps, fee and submission system.',
    pageTitle: '{page} · {journal}',
  },
);
