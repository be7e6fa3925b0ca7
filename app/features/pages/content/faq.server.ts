import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const faqPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Perguntas frequentes',
    description: 'Respostas sobre como publicar, comprar, ler on-line, fazer cursos, submeter artigos ao periódico e cuidar da sua conta e dos seus dados.',
    lead: 'Reunimos aqui as dúvidas que mais recebemos de autores, leitores e estudantes, organizadas por assunto. Se a sua pergunta não estiver na lista, escreva para nós pela página de contato.',
    sections: [
      {
        id: 'publishing',
        heading: 'Publicação de livros',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Como envio uma proposta de livro?',
                a: [
                  'Pela página [Envie sua proposta](/publish/submit). É preciso [entrar na sua conta](/login) — ou [criar uma](/register) — antes de preencher o formulário. Você também pode responder a uma das nossas [chamadas abertas](/publish/open-calls), quando houver uma que combine com o seu projeto.',
                  'Antes de começar, vale ler a página [Publique conosco](/publish), que explica o processo do início ao fim.',
                ],
              },
              {
                q: 'O que preciso informar na proposta?',
                a: [
                  'Título, autoria, uma descrição da obra, até cinco palavras-chave e um sumário detalhado. Para cada capítulo, pedimos um resumo curto, de cerca de 250 caracteres, e três palavras-chave.',
                  'Você também indica se o livro precisará de ilustrações e se usa imagens de terceiros protegidas por direitos autorais. Não é preciso enviar o texto completo nesta etapa.',
                ],
              },
              {
                q: 'Como a proposta é avaliada?',
                a: [
                  'Primeiro, nossa equipe confere se a proposta está completa e se combina com o perfil da editora. Em seguida, o conselho editorial avalia relevância, originalidade e viabilidade. As obras aprovadas nessa etapa passam por revisão por pares, feita por especialistas da área.',
                  'Os autores recebem os pareceres e podem responder a eles. Os detalhes estão na página [Sobre](/about-us).',
                ],
              },
              {
                q: 'O que são as chamadas abertas?',
                a: [
                  'São convites para compor coleções temáticas, com prazos e critérios próprios. Um exemplo é a coleção [Fundamentos do Design de Serviços](/fundamentals), cuja chamada foi aberta em 2023. As chamadas em andamento ficam na página [Chamadas abertas](/publish/open-calls).',
                ],
              },
              {
                q: 'Posso usar imagens de outros autores no meu livro?',
                a: [
                  'Sim, desde que você tenha autorização dos detentores dos direitos ou que o uso esteja amparado pela lei. Por isso perguntamos já na proposta se o livro usa imagens de terceiros: assim conseguimos planejar as autorizações e os créditos com antecedência.',
                  'Se o livro precisar de ilustrações novas, informe também na proposta, para que possamos prever esse trabalho na produção.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'buying',
        heading: 'Compras e entregas',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Quais formas de pagamento vocês aceitam?',
                a: [
                  'No Brasil, você paga por um link de pagamento, com Pix, cartão ou boleto. Para quem está fora do Brasil, há também pagamento com cartão por um provedor internacional.',
                ],
              },
              {
                q: 'Vocês enviam livros impressos para fora do Brasil?',
                a: [
                  'Sim. Enviamos livros impressos para todo o Brasil e para o exterior. No Brasil, o prazo de entrega é informado em dias úteis; para outros países, ele varia conforme o destino.',
                  'Os exemplares são impressos sob demanda, ou seja, cada livro é produzido para o seu pedido.',
                ],
              },
              {
                q: 'Onde acompanho meus pedidos?',
                a: ['Na página [Meus pedidos](/orders), depois de [entrar na sua conta](/login). Ali você vê a situação de cada pedido e os itens comprados.'],
              },
              {
                q: 'O que significa cada situação do pedido?',
                a: [
                  '**Realizado:** aguardando a confirmação do pagamento. **Pago:** pagamento confirmado; os livros impressos são despachados em um ou dois dias. **Enviado:** o pedido está a caminho. **Entregue:** o pedido chegou ao destino.',
                  '**Cancelado:** o pedido foi cancelado e não será enviado. **Expirado:** o pagamento não foi confirmado dentro do prazo.',
                ],
              },
              {
                q: 'Meu pedido expirou. O que faço?',
                a: [
                  'Isso acontece quando o pagamento não é confirmado a tempo — por exemplo, um boleto que não foi pago até o vencimento. Nada foi cobrado: basta fazer um novo pedido. Se você pagou e mesmo assim o pedido expirou, [fale conosco](/contact) informando o número do pedido.',
                ],
              },
              {
                q: 'Posso comprar e-books e cursos na mesma loja?',
                a: [
                  'Sim. A loja reúne livros impressos, e-books e cursos, e você pode combiná-los no mesmo carrinho e no mesmo pagamento. Veja o [catálogo](/catalog).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'reading',
        heading: 'Leitura on-line',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Como leio um livro em acesso aberto?',
                a: ['Abra a página do livro no [catálogo](/catalog) e comece a ler, diretamente no site. Não é preciso criar conta nem pagar nada.'],
              },
              {
                q: 'Preciso de conta para fazer notas e marcadores?',
                a: [
                  'Não. Sem conta, suas notas, seus marcadores e seu progresso de leitura ficam guardados no próprio navegador. Ao [entrar na sua conta](/login), eles são incorporados a ela, e você passa a encontrá-los em qualquer dispositivo.',
                  'Se você limpar os dados do navegador antes de entrar na conta, essas anotações serão perdidas.',
                ],
              },
              {
                q: 'Como cito um trecho específico?',
                a: [
                  'Cada parágrafo dos livros em acesso aberto tem um endereço próprio. Assim, você pode citar — e indicar a quem lê o seu trabalho — exatamente o parágrafo a que se refere, e não apenas o livro ou o capítulo.',
                ],
              },
              {
                q: 'Dá para ler em modo escuro?',
                a: ['Sim. Você pode escolher entre o modo claro, o modo escuro ou seguir o tema do seu sistema. A escolha fica guardada no seu navegador.'],
              },
              {
                q: 'Vocês sabem o que eu leio?',
                a: [
                  'Não de forma individual. As estatísticas de leitura usam um pseudônimo aleatório que muda todos os dias e nunca é ligado à sua conta, ao seu IP ou ao seu e-mail, e grupos com menos de cinco leitores nunca são exibidos. Suas notas e marcadores são seus e servem apenas para você. Mais detalhes na [política de privacidade](/privacy).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Cursos',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Como funcionam os cursos?',
                a: [
                  'Os cursos são formados por aulas gravadas, de cerca de 15 minutos cada, que você assiste no seu ritmo. A duração de cada aula e a do curso, lidas dos próprios vídeos, aparecem na página do curso.',
                ],
              },
              {
                q: 'Há aulas ao vivo ou horários fixos?',
                a: ['Não. Todas as aulas são gravadas, e você pode assisti-las quando e quantas vezes quiser.'],
              },
              {
                q: 'Por quanto tempo tenho acesso?',
                a: ['O acesso é permanente: depois de comprar um curso, você pode voltar a ele sempre que quiser.'],
              },
              {
                q: 'Recebo certificado?',
                a: ['Sim. Os cursos dão direito a um certificado digital.'],
              },
              {
                q: 'Como compro um curso?',
                a: [
                  'Pela loja, como qualquer outro produto, com as mesmas formas de pagamento. Para saber dos próximos cursos, assine a [newsletter](/newsletter).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'journals',
        heading: 'Periódico e anais',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Como submeto um artigo ao periódico de design?',
                a: [
                  'As submissões são feitas pelo sistema de submissão do próprio periódico, fora deste site. O periódico publica dois números por ano; você pode conhecê-lo no [catálogo de periódicos](/catalog/journals).',
                ],
              },
              {
                q: 'Quais são os requisitos para o artigo?',
                a: ['O artigo deve ter de 5.000 a 7.000 palavras, com resumo de 150 a 250 palavras e de três a cinco palavras-chave.'],
              },
              {
                q: 'Há taxa de submissão?',
                a: ['Sim. A taxa de submissão é de US$ 50 ou R$ 250.'],
              },
              {
                q: 'Como é a avaliação e quanto tempo leva?',
                a: [
                  'Cada artigo é avaliado por dois pareceristas, em avaliação cega. O processo é conduzido por um editor e um editor assistente.',
                  'Você recebe um retorno em até 60 dias a partir da designação dos pareceristas.',
                ],
              },
              {
                q: 'Vocês oferecem revisão de idioma e tradução?',
                a: [
                  'Sim. A revisão de idioma custa R$ 220, tanto para textos em inglês quanto para textos em português ou espanhol. A tradução custa R$ 0,30 por palavra.',
                ],
              },
              {
                q: 'Vocês publicam anais de eventos?',
                a: [
                  'Sim. Publicamos anais de congressos e eventos científicos em formato digital. Se você organiza um evento e quer conversar sobre a publicação dos anais, [fale conosco](/contact). Os anais já publicados estão no [catálogo](/catalog/proceedings).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'account-and-privacy',
        heading: 'Conta e privacidade',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Preciso de conta para usar o site?',
                a: [
                  'Não para ler os livros em acesso aberto. A conta é necessária para enviar propostas de livros; além disso, ela permite acompanhar seus pedidos e encontrar suas notas e marcadores em qualquer dispositivo. Para criar a sua, acesse [Cadastre-se](/register).',
                ],
              },
              {
                q: 'Quais cookies o site usa?',
                a: [
                  'Apenas os necessários: idioma, sua escolha sobre cookies, o modo de cor que você escolher, sessão de login e carrinho. A medição de audiência é opcional, só é ligada se você escolher “Aceitar todos” e não grava cookies. Não há publicidade nem rastreadores de terceiros. Você pode mudar sua escolha na [política de privacidade](/privacy).',
                ],
              },
              {
                q: 'Como exporto meus dados?',
                a: ['Na página da sua conta, você pode exportar seus dados em formato JSON.'],
              },
              {
                q: 'Como excluo minha conta?',
                a: [
                  'Escreva para nós pela página de [contato](/contact). Ao excluir a conta, apagamos seus dados pessoais, suas notas e seus marcadores; os registros de pedidos, que a legislação fiscal nos obriga a manter, são anonimizados.',
                ],
              },
              {
                q: 'Como cancelo a newsletter?',
                a: ['Todos os e-mails da newsletter trazem um link para cancelar a inscrição. Basta um clique.'],
              },
              {
                q: 'Vocês vendem ou compartilham meus dados?',
                a: [
                  'Não vendemos dados. Compartilhamos apenas o indispensável com quem presta serviços para nós — pagamento, envio de e-mails, hospedagem e, para livros impressos, a entrega. Tudo está explicado na [política de privacidade](/privacy).',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    description: 'Answers about publishing with us, buying, reading online, courses, submitting to our journal, and looking after your account and data.',
    lead: 'Here are the questions we hear most often from authors, readers and students, grouped by topic. If yours is not on the list, please write to us through our contact page.',
    sections: [
      {
        id: 'publishing',
        heading: 'Publishing a book',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'How do I send a book proposal?',
                a: [
                  'Through the [Submit a proposal](/publish/submit) page. You need to [sign in](/login) — or [create an account](/register) — before filling in the form. You can also answer one of our [open calls](/publish/open-calls) when there is one that suits your project.',
                  'Before you start, it is worth reading [Publish with us](/publish), which explains the process from beginning to end.',
                ],
              },
              {
                q: 'What should the proposal include?',
                a: [
                  'The title, the authors, a description of the work, up to five keywords and a detailed summary. For each chapter we ask for a short summary of about 250 characters and three keywords.',
                  'You also tell us whether the book will need illustrations and whether it uses third-party images protected by copyright. There is no need to send the full manuscript at this stage.',
                ],
              },
              {
                q: 'How are proposals assessed?',
                a: [
                  'First, our team checks that the proposal is complete and fits the press’s profile. Then the editorial board assesses its relevance, originality and feasibility. Works approved at that stage go on to peer review by specialists in the field.',
                  'Authors receive the reviewers’ reports and may respond to them. The details are on our [About](/about-us) page.',
                ],
              },
              {
                q: 'What are open calls?',
                a: [
                  'They are invitations to contribute to themed collections, each with its own deadlines and criteria. One example is the Portuguese-language collection [Fundamentos do Design de Serviços](/fundamentals) (Service Design Fundamentals), whose call opened in 2023. Current calls are listed on the [Open calls](/publish/open-calls) page.',
                ],
              },
              {
                q: 'Can I use images by other people in my book?',
                a: [
                  'Yes, provided you have permission from the rights holders or the use is allowed by law. That is why the proposal form asks whether the book uses third-party images: it lets us plan permissions and credits well in advance.',
                  'If the book will need new illustrations, say so in the proposal too, so we can plan for that work in production.',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'buying',
        heading: 'Orders and delivery',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Which payment methods do you accept?',
                a: [
                  'In Brazil you pay through a payment link, by Pix, card or boleto. For customers outside Brazil there is also card payment through an international provider.',
                ],
              },
              {
                q: 'Do you ship printed books outside Brazil?',
                a: [
                  'Yes. We ship printed books throughout Brazil and abroad. In Brazil, the delivery time is given in business days; for other countries it depends on the destination.',
                  'Copies are printed on demand, which means each book is produced for your order.',
                ],
              },
              {
                q: 'Where can I follow my orders?',
                a: [
                  'On the [My orders](/orders) page, once you have [signed in](/login). There you can see the status of each order and the items you bought.',
                ],
              },
              {
                q: 'What does each order status mean?',
                a: [
                  '**Placed:** awaiting payment confirmation. **Paid:** payment confirmed; printed books ship within a couple of days. **Sent:** your order is on its way. **Delivered:** your order has arrived.',
                  '**Canceled:** the order was canceled and will not be shipped. **Expired:** payment was not confirmed in time.',
                ],
              },
              {
                q: 'My order expired. What should I do?',
                a: [
                  'This happens when payment is not confirmed in time — for example, a boleto that was not paid by its due date. You have not been charged: just place a new order. If you did pay and the order still expired, [contact us](/contact) with your order number.',
                ],
              },
              {
                q: 'Can I buy ebooks and courses in the same store?',
                a: [
                  'Yes. The store offers printed books, ebooks and courses, and you can combine them in one cart and one payment. Browse the [catalog](/catalog).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'reading',
        heading: 'Reading online',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'How do I read an open-access book?',
                a: [
                  'Open the book’s page in the [catalog](/catalog) and start reading, right on the site. You do not need an account and there is nothing to pay.',
                ],
              },
              {
                q: 'Do I need an account to take notes and add bookmarks?',
                a: [
                  'No. Without an account, your notes, bookmarks and reading progress are kept in your browser. When you [sign in](/login), they are merged into your account and you can find them on any device.',
                  'If you clear your browser data before signing in, those notes will be lost.',
                ],
              },
              {
                q: 'How do I cite a specific passage?',
                a: [
                  'Every paragraph of our open-access books has its own address. You can therefore cite — and point your readers to — the exact paragraph you mean, not just the book or chapter.',
                ],
              },
              {
                q: 'Can I read in dark mode?',
                a: ['Yes. You can choose light mode, dark mode, or follow your system’s setting. Your choice is saved in your browser.'],
              },
              {
                q: 'Do you know what I read?',
                a: [
                  'Not as an individual. Reading statistics use a random pseudonym that changes every day and is never linked to your account, IP address or e-mail, and groups of fewer than five readers are never shown. Your notes and bookmarks are yours and serve only you. There is more in our [privacy policy](/privacy).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'courses',
        heading: 'Courses',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'How do the courses work?',
                a: [
                  'Courses are made up of recorded classes of about 15 minutes each, which you watch at your own pace. The length of each class and of the whole course, read from the videos themselves, is shown on its page.',
                ],
              },
              {
                q: 'Are there live classes or fixed times?',
                a: ['No. All classes are recorded, and you can watch them whenever and as often as you like.'],
              },
              {
                q: 'How long do I have access?',
                a: ['Access is permanent: once you have bought a course, you can return to it whenever you wish.'],
              },
              {
                q: 'Do I get a certificate?',
                a: ['Yes. Our courses come with a digital certificate.'],
              },
              {
                q: 'How do I buy a course?',
                a: [
                  'In the store, like any other product, with the same payment methods. To hear about upcoming courses, subscribe to the [newsletter](/newsletter).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'journals',
        heading: 'Journal and proceedings',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'How do I submit an article to the design journal?',
                a: [
                  'Submissions are made through the journal’s own submission system, outside this site. The journal publishes two issues a year; you can find it in our [journals catalog](/catalog/journals).',
                ],
              },
              {
                q: 'What are the requirements for articles?',
                a: ['Articles should be 5,000 to 7,000 words long, with an abstract of 150 to 250 words and three to five keywords.'],
              },
              {
                q: 'Is there a submission fee?',
                a: ['Yes. The submission fee is US$50 or BRL 250.'],
              },
              {
                q: 'How does review work, and how long does it take?',
                a: [
                  'Each article is assessed by two blind reviewers. The process is led by an editor and an assistant editor.',
                  'You will hear from us within 60 days of the reviewers being assigned.',
                ],
              },
              {
                q: 'Do you offer language editing and translation?',
                a: [
                  'Yes. Language review costs BRL 220, both for texts in English and for texts in Portuguese or Spanish. Translation costs BRL 0.30 per word.',
                ],
              },
              {
                q: 'Do you publish conference proceedings?',
                a: [
                  'Yes. We publish the proceedings of conferences and scholarly events in digital form. If you are organizing an event and would like to discuss publishing its proceedings, [get in touch](/contact). Proceedings we have already published are in the [catalog](/catalog/proceedings).',
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'account-and-privacy',
        heading: 'Account and privacy',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Do I need an account to use the site?',
                a: [
                  'Not to read open-access books. You need an account to send book proposals; it also lets you follow your orders and find your notes and bookmarks on any device. To create one, go to [Register](/register).',
                ],
              },
              {
                q: 'Which cookies does the site use?',
                a: [
                  'Only necessary ones: language, your cookie choice, the colour mode you choose, sign-in session and shopping cart. Audience measurement is optional, only switched on if you choose “Accept all”, and sets no cookies. There is no advertising and there are no third-party trackers. You can change your choice in our [privacy policy](/privacy).',
                ],
              },
              {
                q: 'How do I export my data?',
                a: ['Your account page lets you export your data as a JSON file.'],
              },
              {
                q: 'How do I delete my account?',
                a: [
                  'Write to us through the [contact page](/contact). When an account is deleted, we erase your personal data, notes and bookmarks; order records, which tax law requires us to keep, are anonymized.',
                ],
              },
              {
                q: 'How do I unsubscribe from the newsletter?',
                a: ['Every newsletter e-mail includes an unsubscribe link. One click is all it takes.'],
              },
              {
                q: 'Do you sell or share my data?',
                a: [
                  'We do not sell data. We share only what is strictly necessary with the companies that provide services to us — payments, e-mail delivery, hosting and, for printed books, shipping. It is all explained in our [privacy policy](/privacy).',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
};
