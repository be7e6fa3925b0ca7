import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const roadmapPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Perspectivas: para onde vamos',
    description:
      'Para onde a Editora Ipê está indo: mais acesso aberto, EPUB acessível, DOI e ORCID, indexação do periódico, coleções multilíngues e novos cursos.',
    lead: 'Uma editora acadêmica se constrói aos poucos, livro a livro. Nesta página contamos o que pretendemos fazer nos próximos anos. São intenções, não promessas com data marcada: algumas dependem de parcerias e de financiamento, e todas dependem de fazer bem feito.',
    sections: [
      {
        id: 'open-access-titles',
        heading: 'Mais títulos em acesso aberto',
        blocks: [
          {
            type: 'p',
            text: 'Queremos que a maior parte do nosso catálogo possa ser lida livremente. Para isso, buscamos parcerias com programas de pós-graduação, grupos de pesquisa e agências de fomento que financiem a publicação aberta, e pretendemos, sempre que os direitos permitirem, abrir também títulos que hoje são vendidos.',
          },
        ],
      },
      {
        id: 'accessible-epub',
        heading: 'EPUB 3 acessível para todos os livros',
        blocks: [
          {
            type: 'p',
            text: 'Nosso objetivo é que cada livro do catálogo tenha uma edição em EPUB 3 acessível, com estrutura de títulos correta, descrição alternativa para todas as imagens, tabelas legíveis por leitores de tela e metadados de acessibilidade que digam claramente o que cada arquivo oferece. Em 2027, queremos que todos os novos títulos já nasçam assim; em seguida, revisaremos os livros já publicados.',
          },
        ],
      },
      {
        id: 'persistent-identifiers',
        heading: 'Identificadores persistentes',
        blocks: [
          {
            type: 'p',
            text: 'Pretendemos atribuir um DOI a cada livro e a cada capítulo, para que qualquer parte de uma obra possa ser citada e encontrada de forma estável, mesmo que o endereço do site mude. Também queremos associar o ORCID de cada pessoa autora às suas publicações, o que facilita o registro da produção em currículos e plataformas de avaliação.',
          },
        ],
      },
      {
        id: 'journal-indexing',
        heading: 'Indexação do periódico',
        blocks: [
          {
            type: 'p',
            text: 'Trabalhamos para que o nosso periódico de design seja incluído em bases e diretórios de referência para revistas de acesso aberto, como o DOAJ e o Latindex. Isso exige regularidade, transparência editorial e metadados cuidadosos — compromissos que já orientam o nosso trabalho.',
          },
        ],
      },
      {
        id: 'multilingual-collections',
        heading: 'Coleções multilíngues',
        blocks: [
          {
            type: 'p',
            text: 'A língua portuguesa continuará no centro do nosso catálogo, mas queremos abrir espaço para obras em inglês e em espanhol e para traduções que façam a pesquisa brasileira circular em outros países — e que tragam ao leitor brasileiro textos importantes ainda não traduzidos. Resumos e metadados em mais de um idioma devem se tornar a regra.',
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Cursos com certificado',
        blocks: [
          {
            type: 'p',
            text: 'Pretendemos ampliar a oferta de cursos gravados, sempre com certificado digital, e aproximá-los dos livros: cursos que acompanhem uma obra ou uma coleção, escritos e gravados por quem a escreveu. Também queremos que os certificados possam ser verificados on-line.',
          },
        ],
      },
      {
        id: 'reading-experience',
        heading: 'Uma leitura cada vez melhor',
        blocks: [
          {
            type: 'p',
            text: 'O leitor on-line é onde a maior parte das pessoas encontra os nossos livros, e queremos continuar a aprimorá-lo. Entre as melhorias que estudamos:',
          },
          {
            type: 'ul',
            items: [
              'busca dentro do livro e em todo o catálogo aberto;',
              'referência pronta para citar um livro, um capítulo ou um parágrafo, nas normas mais usadas;',
              'exportação das suas notas e marcadores;',
              'mais opções de ajuste de fonte, tamanho e espaçamento;',
              'leitura confortável mesmo com conexões lentas.',
            ],
          },
        ],
      },
      {
        id: 'take-part',
        heading: 'Participe',
        blocks: [
          {
            type: 'p',
            text: 'Estas prioridades mudam à medida que ouvimos autores, leitores e instituições parceiras. Se você tem uma sugestão, uma crítica ou uma proposta de parceria, [fale conosco](/contact). Para acompanhar as novidades, assine a [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Perspectives: where we are heading',
    description: 'Where Editora Ipê is heading: more open access, accessible EPUB, DOIs and ORCID, journal indexing, multilingual collections and new courses.',
    lead: 'An academic press is built slowly, one book at a time. On this page we share what we intend to do in the coming years. These are intentions, not promises with dates attached: some depend on partnerships and funding, and all of them depend on doing things well.',
    sections: [
      {
        id: 'open-access-titles',
        heading: 'More open-access titles',
        blocks: [
          {
            type: 'p',
            text: 'We want most of our catalog to be freely readable. To get there, we are seeking partnerships with graduate programs, research groups and funding agencies willing to support open publication, and, wherever the rights allow it, we intend to open up titles that are sold today.',
          },
        ],
      },
      {
        id: 'accessible-epub',
        heading: 'Accessible EPUB 3 for every book',
        blocks: [
          {
            type: 'p',
            text: 'Our goal is for every book in the catalog to have an accessible EPUB 3 edition, with a correct heading structure, alternative text for every image, tables that screen readers can handle, and accessibility metadata that state clearly what each file offers. In 2027 we want all new titles to be produced this way from the start; after that, we will revisit the books already published.',
          },
        ],
      },
      {
        id: 'persistent-identifiers',
        heading: 'Persistent identifiers',
        blocks: [
          {
            type: 'p',
            text: 'We plan to assign a DOI to every book and every chapter, so that any part of a work can be cited and found reliably, even if the site’s addresses change. We also want to link each author’s ORCID iD to their publications, making it easier to record their work in CVs and research assessment platforms.',
          },
        ],
      },
      {
        id: 'journal-indexing',
        heading: 'Journal indexing',
        blocks: [
          {
            type: 'p',
            text: 'We are working towards having our design journal included in the leading databases and directories of open-access journals, such as DOAJ and Latindex. This calls for regular publication, editorial transparency and careful metadata — commitments that already guide our work.',
          },
        ],
      },
      {
        id: 'multilingual-collections',
        heading: 'Multilingual collections',
        blocks: [
          {
            type: 'p',
            text: 'Portuguese will remain at the heart of our catalog, but we want to make room for works in English and Spanish, and for translations that carry Brazilian research abroad — and bring Brazilian readers important texts not yet available in Portuguese. Abstracts and metadata in more than one language should become the norm.',
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Courses with certificates',
        blocks: [
          {
            type: 'p',
            text: 'We plan to offer more recorded courses, always with a digital certificate, and to bring them closer to our books: courses that accompany a book or a collection, written and recorded by its authors. We would also like certificates to be verifiable online.',
          },
        ],
      },
      {
        id: 'reading-experience',
        heading: 'An ever better reading experience',
        blocks: [
          {
            type: 'p',
            text: 'The online reader is where most people meet our books, and we want to keep improving it. Among the improvements we are considering:',
          },
          {
            type: 'ul',
            items: [
              'search within a book and across the whole open catalog;',
              'ready-made references for citing a book, a chapter or a paragraph in the most common styles;',
              'exporting your notes and bookmarks;',
              'more options for adjusting typeface, size and spacing;',
              'comfortable reading even on slow connections.',
            ],
          },
        ],
      },
      {
        id: 'take-part',
        heading: 'Take part',
        blocks: [
          {
            type: 'p',
            text: 'These priorities evolve as we listen to authors, readers and partner institutions. If you have a suggestion, a criticism or a partnership in mind, [get in touch](/contact). To follow our progress, subscribe to the [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
};
