import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const fundamentalsPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Coleção Fundamentos do Design de Serviços',
    description:
      'Coleção da Editora Ipê que apresenta os fundamentos do design de serviços a quem lê em português. Conheça a proposta e a chamada de autores de 2023.',
    lead: 'Uma coleção de livros que apresenta, em língua portuguesa, os fundamentos do design de serviços: seus conceitos, métodos e práticas, escritos por quem pesquisa e trabalha na área.',
    sections: [
      {
        id: 'about-the-collection',
        heading: 'Sobre a coleção',
        blocks: [
          {
            type: 'p',
            text: 'O design de serviços ganhou espaço no Brasil nas últimas décadas — em escritórios de design, em empresas, na saúde, na educação e no setor público. A literatura de referência da área, porém, ainda é majoritariamente escrita em inglês, e muitas vezes pensada para contextos bem diferentes do nosso.',
          },
          {
            type: 'p',
            text: 'A coleção **Fundamentos do Design de Serviços** nasceu para preencher essa lacuna. Seus livros apresentam as bases do campo de forma clara e rigorosa, com exemplos e referências próximos da realidade de quem lê em português, e servem tanto como porta de entrada quanto como material de consulta.',
          },
        ],
      },
      {
        id: 'audience',
        heading: 'Para quem é',
        blocks: [
          {
            type: 'ul',
            items: [
              'Estudantes de graduação e pós-graduação em design e em áreas afins, como administração, engenharia e comunicação.',
              'Docentes que procuram bibliografia em português para suas disciplinas.',
              'Profissionais que já trabalham com serviços e querem aprofundar a base conceitual da sua prática.',
              'Gestoras e gestores, inclusive do setor público, interessados em melhorar os serviços que oferecem.',
            ],
          },
        ],
      },
      {
        id: 'call-2023',
        heading: 'A chamada de 2023',
        blocks: [
          {
            type: 'p',
            text: 'Para compor a coleção, abrimos em 2023 uma chamada de propostas de livros, dirigida a pesquisadoras, pesquisadores e profissionais do design de serviços.',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'Abertura',
                text: '8 de maio de 2023.',
              },
              {
                term: 'Encerramento',
                text: 'Previsto para 11 de agosto de 2023, com a possibilidade de encerramento antecipado.',
              },
              {
                term: 'Retorno aos proponentes',
                text: 'Em até três semanas após o envio da proposta.',
              },
              {
                term: 'Autoria',
                text: 'A meta é que cada livro tenha pelo menos duas pessoas autoras.',
              },
            ],
          },
          {
            type: 'note',
            text: 'A chamada de 2023 está encerrada. Novas chamadas, para esta ou para outras coleções, são divulgadas na página [Chamadas abertas](/publish/open-calls).',
          },
        ],
      },
      {
        id: 'how-the-books-are-organized',
        heading: 'Como os livros são organizados',
        blocks: [
          {
            type: 'p',
            text: 'Cada volume trata de um tema fundamental do design de serviços e pode ser lido de forma independente; juntos, os volumes formam um percurso coerente pelo campo. Os livros são escritos a várias mãos, o que permite reunir perspectivas diferentes — da pesquisa acadêmica à prática profissional.',
          },
          {
            type: 'p',
            text: 'As propostas seguem o mesmo formato de todas as propostas da editora: título, autoria, descrição, até cinco palavras-chave e um sumário detalhado em que cada capítulo tem um resumo de cerca de 250 caracteres e três palavras-chave. As propostas são avaliadas pelo conselho editorial e os originais passam por revisão por pares.',
          },
          {
            type: 'p',
            text: 'Sempre que possível, os volumes da coleção são publicados em acesso aberto, para leitura on-line aqui no site, e também podem ser adquiridos em versão impressa, produzida sob demanda.',
          },
        ],
      },
      {
        id: 'follow',
        heading: 'Como acompanhar',
        blocks: [
          {
            type: 'p',
            text: 'Para saber dos lançamentos da coleção e de novas chamadas, assine a nossa [newsletter](/newsletter). Os volumes publicados aparecem no [catálogo](/catalog), e textos sobre design de serviços são publicados de tempos em tempos no [blog](/blog).',
          },
          {
            type: 'p',
            text: 'Tem um projeto de livro sobre design de serviços? Conheça também as outras formas de [publicar conosco](/publish).',
          },
        ],
      },
    ],
  },
  en: {
    title: 'The “Service Design Fundamentals” collection page is only available in Portuguese',
    description: 'The page about the “Fundamentos do Design de Serviços” (Service Design Fundamentals) collection is only available in Portuguese.',
    lead: 'The “Fundamentos do Design de Serviços” (Service Design Fundamentals) collection was created for Portuguese-speaking readers, and its books are written in Portuguese. For that reason, the page about the collection — including the details of its 2023 call for authors — is published in Portuguese only.',
    sections: [
      {
        id: 'portuguese-only',
        heading: 'Available in Portuguese',
        blocks: [
          {
            type: 'p',
            text: 'To learn about publishing with us, see [how to publish](/publish) and our current [open calls](/publish/open-calls).',
          },
          {
            type: 'p',
            text: 'If you read Portuguese, you will find everything about the collection on the original page. [Read the page in Portuguese](pt:/fundamentals).',
          },
        ],
      },
    ],
  },
};
