import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const homePage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Editora Ipê',
    description: 'Editora acadêmica digital: livros em acesso aberto, periódicos, anais de eventos, cursos gravados e exemplares impressos sob demanda.',
    lead: 'Somos uma editora acadêmica nascida no digital. Publicamos livros — muitos deles em acesso aberto —, um periódico de design, anais de eventos e cursos gravados, para que a pesquisa feita em língua portuguesa circule com rigor e chegue a quem precisa dela.',
    sections: [
      {
        id: 'open-access',
        heading: 'Acesso aberto, para ler aqui mesmo',
        blocks: [
          {
            type: 'p',
            text: 'Acreditamos que o conhecimento produzido nas universidades deve estar ao alcance de todos. Por isso, boa parte do nosso catálogo é publicada em acesso aberto: os livros podem ser lidos gratuitamente, na íntegra, aqui no site.',
          },
          {
            type: 'p',
            text: 'No leitor on-line, você faz anotações, cria marcadores e retoma a leitura de onde parou. Cada parágrafo tem um endereço próprio, o que permite citar com precisão. Comece pelo [catálogo](/catalog) ou pelos [e-books](/catalog/ebooks).',
          },
        ],
      },
      {
        id: 'publish',
        heading: 'Publique conosco',
        blocks: [
          {
            type: 'p',
            text: 'Recebemos propostas de livros a qualquer momento e também por meio de chamadas para coleções temáticas. Cada proposta é avaliada pelo conselho editorial e passa por revisão por pares; da proposta ao livro pronto, os autores contam com o acompanhamento da nossa equipe.',
          },
          {
            type: 'p',
            text: 'Veja [como publicar](/publish) e confira as [chamadas abertas](/publish/open-calls).',
          },
        ],
      },
      {
        id: 'journals-and-events',
        heading: 'Periódicos e eventos',
        blocks: [
          {
            type: 'p',
            text: 'Editamos um periódico acadêmico de design, com dois números por ano e avaliação cega por dois pareceristas. Publicamos também anais de congressos e eventos científicos, em formato digital estável e fácil de citar.',
          },
          {
            type: 'p',
            text: 'Conheça os [periódicos](/catalog/journals) e os [anais](/catalog/proceedings) já publicados.',
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Cursos gravados',
        blocks: [
          {
            type: 'p',
            text: 'Nossos cursos são formados por aulas gravadas de cerca de 15 minutos, pensadas para caber na rotina de quem estuda e trabalha. O acesso é permanente, e cada curso dá direito a certificado digital.',
          },
          {
            type: 'p',
            text: 'Para saber dos próximos cursos e lançamentos, assine a nossa [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Editora Ipê',
    description: 'A digital academic press: open-access books, journals, conference proceedings, recorded courses and print-on-demand copies.',
    lead: 'We are an academic press born digital. We publish books, many of them open access, along with a design journal, conference proceedings and recorded courses, so that rigorous research written in Portuguese reaches the readers who need it.',
    sections: [
      {
        id: 'open-access',
        heading: 'Open access, read right here',
        blocks: [
          {
            type: 'p',
            text: 'We believe that knowledge produced in universities should be within everyone’s reach. That is why much of our catalog is published open access: the books can be read in full, free of charge, on this site.',
          },
          {
            type: 'p',
            text: 'In the online reader you can take notes, add bookmarks and pick up where you left off. Every paragraph has its own address, so you can cite precisely. Start with the [catalog](/catalog) or browse the [ebooks](/catalog/ebooks).',
          },
        ],
      },
      {
        id: 'publish',
        heading: 'Publish with us',
        blocks: [
          {
            type: 'p',
            text: 'We welcome book proposals at any time, as well as through calls for themed collections. Every proposal is assessed by our editorial board and goes through peer review, and our team works with authors all the way from proposal to finished book.',
          },
          {
            type: 'p',
            text: 'Find out [how to publish](/publish) and see our [open calls](/publish/open-calls).',
          },
        ],
      },
      {
        id: 'journals-and-events',
        heading: 'Journals and events',
        blocks: [
          {
            type: 'p',
            text: 'We edit an academic design journal, published twice a year, in which every article is assessed by two blind reviewers. We also publish the proceedings of conferences and scholarly events in a stable digital form that is easy to cite.',
          },
          {
            type: 'p',
            text: 'Browse our [journals](/catalog/journals) and [proceedings](/catalog/proceedings).',
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Recorded courses',
        blocks: [
          {
            type: 'p',
            text: 'Our courses are made of recorded classes of about 15 minutes each, designed to fit into the lives of people who study and work. Access is permanent, and every course comes with a digital certificate.',
          },
          {
            type: 'p',
            text: 'To hear about new courses and titles, subscribe to our [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
};
