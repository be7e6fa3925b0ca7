import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const aboutPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Sobre a Editora Ipê',
    description: 'Quem somos e como publicamos: política editorial, revisão por pares, acesso aberto, licenças Creative Commons, acessibilidade e ética.',
    lead: 'A Editora Ipê é uma editora acadêmica inteiramente digital. Publicamos livros, periódicos, anais de eventos e cursos com o cuidado de uma editora universitária e com a convicção de que o conhecimento circula melhor quando está aberto.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quem somos',
        blocks: [
          {
            type: 'p',
            text: 'Reunimos editores, revisores, designers e pesquisadores dedicados à publicação acadêmica em língua portuguesa. Trabalhamos de forma inteiramente digital: nossos livros nascem como e-books, muitos deles em acesso aberto, e os exemplares impressos são produzidos sob demanda, sem tiragens paradas em estoque.',
          },
          {
            type: 'p',
            text: 'Além de livros autorais e coletâneas, publicamos um periódico acadêmico de design, anais de eventos científicos, um [blog](/blog) e cursos gravados. Nosso conselho editorial é formado por pesquisadoras e pesquisadores de universidades brasileiras, de diferentes áreas e regiões do país.',
          },
          {
            type: 'p',
            text: 'O nome é uma homenagem ao ipê, árvore presente em quase todo o Brasil, que floresce justamente no fim da estação seca. Gostamos da imagem: trabalho paciente, que um dia se abre para todos verem.',
          },
        ],
      },
      {
        id: 'mission',
        heading: 'Missão',
        blocks: [
          {
            type: 'p',
            text: 'Nossa missão é publicar pesquisa de qualidade e fazê-la chegar ao maior número possível de leitores — estudantes, docentes, profissionais e o público interessado —, sem que o preço ou a distância sejam obstáculos. Na prática, isso quer dizer:',
          },
          {
            type: 'ul',
            items: [
              'dar visibilidade à produção acadêmica em língua portuguesa, dentro e fora do Brasil;',
              'publicar em acesso aberto sempre que possível;',
              'manter um processo editorial rigoroso, transparente e respeitoso com quem escreve;',
              'produzir livros digitais bem editados, acessíveis e fáceis de citar;',
              'aproximar pesquisa e prática, por meio de cursos e de textos de divulgação.',
            ],
          },
        ],
      },
      {
        id: 'editorial-policy',
        heading: 'Política editorial e revisão por pares',
        blocks: [
          {
            type: 'p',
            text: 'Publicamos obras que trazem contribuição original para sua área, com fundamentação sólida e escrita clara. Recebemos propostas a qualquer momento, pela página [Envie sua proposta](/publish/submit), e também por meio de [chamadas abertas](/publish/open-calls) para coleções temáticas. Todas seguem o mesmo percurso:',
          },
          {
            type: 'ol',
            items: [
              '**Análise inicial.** A equipe editorial verifica se a proposta está completa — título, autoria, descrição, palavras-chave, sumário detalhado e resumo de cada capítulo — e se combina com o perfil da editora.',
              '**Avaliação do conselho editorial.** O conselho examina a relevância, a originalidade e a viabilidade da obra e decide se ela segue para a revisão por pares.',
              '**Revisão por pares.** Especialistas da área avaliam o texto e emitem pareceres fundamentados. A identidade dos pareceristas é preservada.',
              '**Decisão.** Com base nos pareceres, a obra é aceita, aceita com ajustes ou recusada. Os autores recebem os pareceres e podem responder a eles.',
              '**Edição e produção.** As obras aprovadas passam por preparação de texto, revisão, projeto gráfico e produção das versões digital e impressa.',
            ],
          },
          {
            type: 'p',
            text: 'No periódico de design, cada artigo é avaliado por dois pareceristas, em avaliação cega, e o processo é conduzido por um editor e um editor assistente. As regras de submissão estão nas [perguntas frequentes](/faq).',
          },
        ],
      },
      {
        id: 'open-access',
        heading: 'Acesso aberto e licenças',
        blocks: [
          {
            type: 'p',
            text: 'Sempre que as condições de cada obra permitem, publicamos em acesso aberto. Os livros abertos podem ser lidos na íntegra aqui no site, sem custo e sem necessidade de cadastro.',
          },
          {
            type: 'p',
            text: 'Em regra, as obras em acesso aberto são publicadas sob a licença **Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)**, que permite copiar, distribuir e adaptar o texto, para qualquer finalidade, desde que se dê o devido crédito à autoria e à publicação original. Em casos específicos — por exemplo, quando o livro reproduz imagens de terceiros com restrições de uso — pode ser adotada uma licença mais restritiva, como a CC BY-NC 4.0. A licença de cada obra aparece sempre na página do livro.',
          },
          {
            type: 'p',
            text: 'Nas obras em acesso aberto, os autores mantêm seus direitos autorais e concedem à editora o direito de publicá-las. No leitor on-line, cada parágrafo tem um endereço próprio, o que permite citar exatamente o trecho que interessa.',
          },
        ],
      },
      {
        id: 'digital-first',
        heading: 'Produção digital e acessibilidade',
        blocks: [
          {
            type: 'p',
            text: 'Nossos livros são produzidos a partir de um único texto estruturado, do qual derivam a leitura on-line, o e-book e o arquivo para impressão. Isso reduz erros, agiliza correções e garante que todas as versões digam a mesma coisa.',
          },
          {
            type: 'p',
            text: 'A acessibilidade faz parte do trabalho editorial desde o início. Publicamos e-books em EPUB, formato que permite ajustar fonte, tamanho e espaçamento e que funciona com leitores de tela, e seguimos as boas práticas de acessibilidade do EPUB 3: títulos bem estruturados, ordem de leitura lógica e descrição alternativa para as imagens. O leitor do site foi pensado com o mesmo cuidado:',
          },
          {
            type: 'ul',
            items: [
              'o texto se adapta à tela do celular, do tablet ou do computador;',
              'há modo claro e modo escuro, ou o tema do seu sistema;',
              'notas, marcadores e progresso de leitura ficam guardados;',
              'cada parágrafo tem endereço próprio, para citar com precisão.',
            ],
          },
          {
            type: 'p',
            text: 'Queremos que todos os títulos do catálogo estejam disponíveis em EPUB 3 acessível. Contamos esse e outros planos na página [Perspectivas](/roadmap).',
          },
        ],
      },
      {
        id: 'ethics',
        heading: 'Ética na publicação',
        blocks: [
          {
            type: 'p',
            text: 'Orientamo-nos pelos princípios de boas práticas em publicação acadêmica difundidos pelo COPE (Committee on Publication Ethics). Isso significa, entre outras coisas, que:',
          },
          {
            type: 'ul',
            items: [
              'todos os originais passam por verificação de similaridade, para detectar plágio e autoplágio;',
              'autores, pareceristas e editores devem declarar conflitos de interesse;',
              'a autoria deve refletir contribuição efetiva ao trabalho, e todas as pessoas autoras aprovam a versão final;',
              'os pareceres são confidenciais e devem ser construtivos e fundamentados;',
              'o uso de imagens e textos de terceiros exige autorização ou amparo legal, e isso é informado já na proposta;',
              'o uso de ferramentas de inteligência artificial generativa deve ser declarado, e essas ferramentas não podem figurar como autoras;',
              'erros identificados após a publicação são corrigidos de forma transparente, com errata ou, nos casos graves, retratação.',
            ],
          },
          {
            type: 'p',
            text: 'Se você identificar um problema ético em alguma de nossas publicações, escreva para nós pela página de [contato](/contact). Todas as comunicações desse tipo são tratadas com sigilo.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Fale conosco',
        blocks: [
          {
            type: 'p',
            text: 'Para dúvidas sobre publicação, pedidos, cursos ou parcerias, use o [formulário de contato](/contact). Antes, vale consultar as [perguntas frequentes](/faq): muitas respostas já estão lá.',
          },
          {
            type: 'p',
            text: 'Para acompanhar lançamentos, chamadas e novos cursos, assine a nossa [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
  en: {
    title: 'About Editora Ipê',
    description: 'Who we are and how we publish: editorial policy, peer review, open access, Creative Commons licenses, accessibility and publication ethics.',
    lead: 'Editora Ipê is a fully digital academic press. We publish books, journals, conference proceedings and courses with the care of a university press, and with the conviction that knowledge travels best when it is open.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          {
            type: 'p',
            text: 'We are a team of editors, copy editors, designers and researchers devoted to academic publishing in Portuguese. We work entirely in digital form: our books are born as ebooks, many of them open access, and printed copies are made on demand, so no print runs sit idle in a warehouse.',
          },
          {
            type: 'p',
            text: 'Alongside single-author books and edited volumes, we publish an academic design journal, conference proceedings, a [blog](/blog) and recorded courses. Our editorial board is made up of researchers from Brazilian universities, across disciplines and regions of the country.',
          },
          {
            type: 'p',
            text: 'Our name honors the ipê, a tree found almost everywhere in Brazil that blossoms at the end of the dry season. We like the image: patient work that one day opens up for everyone to see.',
          },
        ],
      },
      {
        id: 'mission',
        heading: 'Mission',
        blocks: [
          {
            type: 'p',
            text: 'Our mission is to publish sound research and bring it to as many readers as possible — students, teachers, practitioners and the interested public — without price or distance standing in the way. In practice, this means:',
          },
          {
            type: 'ul',
            items: [
              'giving visibility to scholarship written in Portuguese, in Brazil and beyond;',
              'publishing open access whenever we can;',
              'keeping an editorial process that is rigorous, transparent and respectful of authors;',
              'producing digital books that are well edited, accessible and easy to cite;',
              'bringing research and practice closer together through courses and writing for a wider audience.',
            ],
          },
        ],
      },
      {
        id: 'editorial-policy',
        heading: 'Editorial policy and peer review',
        blocks: [
          {
            type: 'p',
            text: 'We publish work that makes an original contribution to its field, with solid grounding and clear writing. We accept proposals at any time through [Submit a proposal](/publish/submit), and also through [open calls](/publish/open-calls) for themed collections. Every proposal follows the same path:',
          },
          {
            type: 'ol',
            items: [
              '**Initial check.** The editorial team makes sure the proposal is complete — title, authors, description, keywords, detailed summary and a summary of each chapter — and that it fits the press’s profile.',
              '**Editorial board assessment.** The board considers the work’s relevance, originality and feasibility, and decides whether it goes on to peer review.',
              '**Peer review.** Specialists in the field assess the text and write reasoned reports. Reviewers’ identities are kept confidential.',
              '**Decision.** In light of the reports, the work is accepted, accepted with revisions, or declined. Authors receive the reports and may respond to them.',
              '**Editing and production.** Accepted works go through copy-editing, proofreading, design and production of the digital and print editions.',
            ],
          },
          {
            type: 'p',
            text: 'In our design journal, every article is assessed by two blind reviewers, and the process is led by an editor and an assistant editor. Submission guidelines are in the [FAQ](/faq).',
          },
        ],
      },
      {
        id: 'open-access',
        heading: 'Open access and licenses',
        blocks: [
          {
            type: 'p',
            text: 'Whenever the circumstances of a work allow it, we publish open access. Open-access books can be read in full on this site, free of charge and without an account.',
          },
          {
            type: 'p',
            text: 'As a rule, open-access works are published under the **Creative Commons Attribution 4.0 International license (CC BY 4.0)**, which allows anyone to copy, distribute and adapt the text for any purpose, provided the authors and the original publication are properly credited. In specific cases — for instance, when a book reproduces third-party images with restrictions on their use — a more restrictive license such as CC BY-NC 4.0 may apply. Each book’s license is always stated on its page.',
          },
          {
            type: 'p',
            text: 'For open-access works, authors keep their copyright and grant the press the right to publish. In the online reader every paragraph has its own address, so you can cite exactly the passage you mean.',
          },
        ],
      },
      {
        id: 'digital-first',
        heading: 'Digital-first production and accessibility',
        blocks: [
          {
            type: 'p',
            text: 'Our books are produced from a single structured source, from which we derive the online edition, the ebook and the print file. This reduces errors, speeds up corrections and ensures that every version says the same thing.',
          },
          {
            type: 'p',
            text: 'Accessibility is part of the editorial work from the start. We publish ebooks in EPUB, a format that lets readers adjust typeface, size and spacing and works with screen readers, and we follow EPUB 3 accessibility practice: well-structured headings, a logical reading order and alternative text for images. The site’s reader was built with the same care:',
          },
          {
            type: 'ul',
            items: [
              'text that adapts to your phone, tablet or computer screen;',
              'light and dark modes, or your system’s setting;',
              'notes, bookmarks and reading progress that are saved for you;',
              'an address for every paragraph, for precise citation.',
            ],
          },
          {
            type: 'p',
            text: 'Our aim is for every title in the catalog to be available as an accessible EPUB 3. We describe this and other plans on our [Perspectives](/roadmap) page.',
          },
        ],
      },
      {
        id: 'ethics',
        heading: 'Publication ethics',
        blocks: [
          {
            type: 'p',
            text: 'We are guided by the principles of good practice in scholarly publishing promoted by COPE (the Committee on Publication Ethics). Among other things, this means that:',
          },
          {
            type: 'ul',
            items: [
              'every manuscript is checked for similarity, to detect plagiarism and self-plagiarism;',
              'authors, reviewers and editors must declare any conflicts of interest;',
              'authorship must reflect a real contribution to the work, and all authors approve the final version;',
              'reviews are confidential and should be constructive and well argued;',
              'the use of third-party images and texts requires permission or a legal basis, and this is declared in the proposal;',
              'the use of generative AI tools must be disclosed, and such tools cannot be listed as authors;',
              'errors found after publication are corrected openly, by an erratum or, in serious cases, a retraction.',
            ],
          },
          {
            type: 'p',
            text: 'If you notice an ethical problem in any of our publications, please write to us through the [contact page](/contact). All such reports are handled in confidence.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Get in touch',
        blocks: [
          {
            type: 'p',
            text: 'For questions about publishing, orders, courses or partnerships, please use the [contact form](/contact). It may be worth checking the [FAQ](/faq) first: many answers are already there.',
          },
          {
            type: 'p',
            text: 'To hear about new titles, calls and courses, subscribe to our [newsletter](/newsletter).',
          },
        ],
      },
    ],
  },
};
