import { defineMessages } from '#app/i18n/messages.ts';

/** The book page's accessibility summary. */
export const accessibilityMessages = defineMessages(
  {
    title: 'Acessibilidade do e-book',
    reading: 'Leitura',
    readAloud: 'todo o conteúdo é texto, que leitores de tela e a leitura em voz alta alcançam',
    adjustable: 'tamanho da letra, espaçamento e cores ajustáveis',
    alternativeText: 'imagens com descrição em texto',
    navigation: 'Navegação',
    tableOfContents: 'sumário com links',
    headings: 'títulos estruturados',
    readingOrder: 'ordem de leitura lógica',
    hazards: 'Riscos',
    noHazards: 'Nenhum: sem luzes piscando, movimento ou som.',
    someHazards: 'Pode conter luzes piscando, movimento ou som.',
    conformance: 'Padrão',
    conformsTo: 'Atende a {standard}.',
    publisherSummary: 'Resumo de acessibilidade (da editora)',
  },
  {
    title: 'Ebook accessibility',
    reading: 'Reading',
    readAloud: 'all content is text, which screen readers and read-aloud reach',
    adjustable: 'adjustable type size, spacing and colours',
    alternativeText: 'images described in text',
    navigation: 'Navigation',
    tableOfContents: 'table of contents with links',
    headings: 'structured headings',
    readingOrder: 'logical reading order',
    hazards: 'Hazards',
    noHazards: 'None: no flashing, motion or sound.',
    someHazards: 'May contain flashing, motion or sound.',
    conformance: 'Standard',
    conformsTo: 'Meets {standard}.',
    publisherSummary: 'Accessibility summary (from the publisher)',
  },
);
