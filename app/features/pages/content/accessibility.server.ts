import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

/**
 * The site's accessibility statement: what it aims at, how it is checked, what is known not to
 * work yet, and whom to write to. `{email}` is the press's e-mail, from its setting (decision 0038:
 * pages/press-email.server.ts puts it in).
 * The section `request-accessible-version` leads to the request form (accessible-versions), where
 * the work is chosen.
 */
export const accessibilityPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Declaração de acessibilidade',
    description: 'O padrão de acessibilidade que o site da editora segue (WCAG 2.2 AA), como é verificado, as limitações conhecidas e como falar conosco.',
    lead: 'Queremos que qualquer pessoa consiga encontrar, comprar e ler nossos livros e revistas, com ou sem tecnologia assistiva. Esta página diz o que buscamos, como verificamos, o que ainda não está bom e como nos avisar de um problema.',
    updated: '2026-12-02',
    sections: [
      {
        id: 'target',
        heading: 'O padrão que seguimos',
        blocks: [
          {
            type: 'p',
            text: 'O site busca atender às **Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA**, nas duas línguas (português e inglês), em telas de celular e de computador, nos modos claro e escuro, e por quem usa só o teclado.',
          },
          {
            type: 'p',
            text: 'Os e-books em EPUB que produzimos seguem a especificação EPUB Accessibility 1.1 (WCAG 2.1 AA) e declaram isso no próprio arquivo. A página de cada obra mostra, em palavras simples, o que o arquivo declara — formas de leitura, navegação, riscos e conformidade —, e o catálogo pode ser filtrado por obras legíveis com leitor de tela e por obras cujo texto pode ser ampliado.',
          },
        ],
      },
      {
        id: 'testing',
        heading: 'Como verificamos',
        blocks: [
          {
            type: 'ul',
            items: [
              'Testes automáticos com o axe em todas as páginas públicas, nas duas línguas e nos dois modos de cor, a cada mudança no código.',
              'Percursos no navegador feitos com o teclado, como buscar e filtrar o catálogo e abrir as informações de acessibilidade de uma obra.',
              'Reflow a 320 px de largura (o equivalente a 400 % de zoom): nenhuma página rola para o lado.',
              'Contraste de cores verificado nos modos claro e escuro.',
            ],
          },
        ],
      },
      {
        id: 'limitations',
        heading: 'Limitações conhecidas',
        blocks: [
          {
            type: 'ul',
            items: [
              'Testes automáticos encontram só parte dos problemas. Ainda não tivemos o site avaliado por pessoas que usam leitores de tela ou outras tecnologias assistivas no dia a dia.',
              'Os PDFs que o site gera (os de artigos e trabalhos de anais sem PDF enviado, os volumes de anais e os certificados) têm marcação de estrutura em ordem de leitura e declaram idioma e título. De um PDF enviado pronto pela editora (o de um e-book ou de um artigo), lemos no envio se tem marcação, que idioma declara e se as figuras marcadas têm texto alternativo, e a página da obra diz isso; não conferimos a ordem de leitura nem a qualidade desses textos. De um PDF enviado antes dessa leitura, a página diz que não há informação. Nenhum desses PDFs foi avaliado por pessoas que usam leitores de tela: sempre que houver, prefira o texto completo na página, a leitura on-line ou o EPUB.',
              'E-books de outras editoras que importamos mostram o que os próprios arquivos declaram; não conferimos essas declarações.',
              'O pagamento é concluído na página do meio de pagamento, que não controlamos.',
              'Algumas figuras dos livros são esquemas com descrição em texto curta; ainda não oferecemos descrições longas para elas.',
            ],
          },
        ],
      },
      {
        id: 'request-accessible-version',
        heading: 'Pedir uma versão acessível',
        blocks: [
          {
            type: 'p',
            text: 'Se uma obra não estiver num formato que você consiga ler, [peça uma versão acessível](/accessible-version/request): escolha a obra e o formato de que precisa, e respondemos no prazo que a editora promete, com um arquivo que só você pode baixar. Também pode escrever pela página de [contato](/contact).',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Fale conosco',
        blocks: [
          {
            type: 'p',
            text: 'Encontrou uma barreira no site ou num livro? Conte para nós pela página de [contato](/contact) ou pelo e-mail [{email}](mailto:{email}), dizendo a página, o que tentou fazer e, se quiser, a tecnologia que usa.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Accessibility statement',
    description: 'The accessibility standard the press’s site follows (WCAG 2.2 AA), how it is checked, known limitations and how to reach us.',
    lead: 'We want everyone to be able to find, buy and read our books and journals, with or without assistive technology. This page says what we aim at, how we check it, what is not good enough yet and how to tell us about a problem.',
    updated: '2026-12-02',
    sections: [
      {
        id: 'target',
        heading: 'The standard we follow',
        blocks: [
          {
            type: 'p',
            text: 'The site aims to meet the **Web Content Accessibility Guidelines (WCAG) 2.2, level AA**, in both languages (Portuguese and English), on phones and desks, in light and dark modes, and for people who use only a keyboard.',
          },
          {
            type: 'p',
            text: 'The EPUB ebooks we produce follow EPUB Accessibility 1.1 (WCAG 2.1 AA) and state it in the file itself. Each work’s page shows, in plain words, what its file states — ways of reading, navigation, hazards and conformance — and the catalog can be filtered to works readable with a screen reader and works whose text can be resized.',
          },
        ],
      },
      {
        id: 'testing',
        heading: 'How we check',
        blocks: [
          {
            type: 'ul',
            items: [
              'Automated tests with axe on every public page, in both languages and both colour modes, on every change to the code.',
              'Journeys in the browser made with the keyboard, such as searching and filtering the catalog and opening a work’s accessibility details.',
              'Reflow at 320 px wide (the same as 400 % zoom): no page scrolls sideways.',
              'Colour contrast checked in light and dark modes.',
            ],
          },
        ],
      },
      {
        id: 'limitations',
        heading: 'Known limitations',
        blocks: [
          {
            type: 'ul',
            items: [
              'Automated tests find only some problems. The site has not yet been evaluated by people who use screen readers or other assistive technology every day.',
              'The PDFs the site writes (those of articles and proceedings papers without an uploaded PDF, proceedings volumes and certificates) are tagged in reading order and state their language and title. Of a PDF the press uploads ready-made (an ebook’s or an article’s), we read at upload whether it is tagged, which language it states and whether its tagged figures have alternative text, and the work’s page says so; we do not check its reading order nor the quality of those texts. Of a PDF uploaded before that reading, the page says no information is available. None of these PDFs has been evaluated by people who use screen readers: where there is one, prefer the full text on the page, reading online or the EPUB.',
              'Ebooks from other publishers that we import show what their own files state; we do not verify those statements.',
              'Payment is completed on the payment provider’s page, which we do not control.',
              'Some of the books’ figures are diagrams with a short text description; we do not offer long descriptions of them yet.',
            ],
          },
        ],
      },
      {
        id: 'request-accessible-version',
        heading: 'Ask for an accessible version',
        blocks: [
          {
            type: 'p',
            text: 'If a work is not in a format you can read, [ask for an accessible version](/accessible-version/request): choose the work and the format you need, and we answer within the time the press promises, with a file only you can download. You can also write through the [contact](/contact) page.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact us',
        blocks: [
          {
            type: 'p',
            text: 'Found a barrier on the site or in a book? Tell us through the [contact](/contact) page or by e-mail at [{email}](mailto:{email}), saying which page, what you tried to do and, if you like, the technology you use.',
          },
        ],
      },
    ],
  },
};
