import { defineMessages } from '#app/i18n/messages.ts';

export const pagesMessages = defineMessages(
  {
    onThisPage: 'Nesta página',
    updated: 'Atualizado em {date}',
    homeNewsletterTitle: 'Receba as novidades da editora',
    homeNewsletterText: 'Lançamentos, chamadas abertas e novos números dos periódicos, uma vez por mês. Sem spam; cancele quando quiser.',
    homeHighlights: 'Destaques',
    homeOpenCallTitle: 'Coleção Fundamentos do Design de Serviços',
    homeOpenCallText: 'Conheça a coleção que apresenta os fundamentos do design de serviços para leitores de língua portuguesa.',
    homeOpenCallLink: 'Conhecer a coleção',
    homeAboutLink: 'Conheça a editora',
    homeContactLink: 'Fale conosco',
    readInPortuguese: 'Ler a página em português',
  },
  {
    onThisPage: 'On this page',
    updated: 'Updated on {date}',
    homeNewsletterTitle: 'Get the press’s news',
    homeNewsletterText: 'New books, open calls and new journal issues, once a month. No spam; unsubscribe whenever you like.',
    homeHighlights: 'Highlights',
    homeOpenCallTitle: 'Service Design Fundamentals collection',
    homeOpenCallText: 'Discover the collection that presents the foundations of service design to Portuguese-speaking readers.',
    homeOpenCallLink: 'Discover the collection',
    homeAboutLink: 'About the press',
    homeContactLink: 'Contact us',
    readInPortuguese: 'Read the page in Portuguese',
  },
);
