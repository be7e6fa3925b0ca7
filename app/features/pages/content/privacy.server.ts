import type { Bilingual, EditorialPage } from '#app/lib/editorial-content.ts';

export const privacyPage: Bilingual<EditorialPage> = {
  pt: {
    title: 'Política de privacidade',
    description:
      'Como a Editora Ipê trata seus dados pessoais: o que coletamos e por quê, cookies, estatísticas anônimas de leitura e seus direitos pela LGPD e pelo GDPR.',
    lead: 'Coletamos apenas o necessário para o site funcionar, para vender e entregar nossos livros e cursos e para responder a você. Não exibimos publicidade, não usamos rastreadores de terceiros e não vendemos dados. Abaixo explicamos, em detalhe, o que guardamos, por quê, por quanto tempo e como você pode exercer seus direitos.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'summary',
        heading: 'Em poucas palavras',
        blocks: [
          {
            type: 'ul',
            items: [
              'Usamos apenas cookies necessários ao funcionamento do site: idioma, sua escolha sobre cookies, o modo de cor que você escolher (claro ou escuro), sessão de login e carrinho.',
              'A medição de audiência é opcional, fica desligada até você escolher “Aceitar todos” e, mesmo ligada, não grava cookies nem coleta dados pessoais.',
              'As estatísticas de leitura são anônimas e nunca vinculadas à sua conta.',
              'Compartilhamos dados apenas com quem é indispensável para prestar o serviço — meios de pagamento, envio de e-mails, hospedagem e, no caso de livros impressos, a entrega — e só o que cada um precisa.',
              'Você pode acessar, corrigir, exportar e excluir seus dados.',
            ],
          },
        ],
      },
      {
        id: 'controller',
        heading: 'Quem é responsável pelos seus dados',
        blocks: [
          {
            type: 'p',
            text: 'A Editora Ipê é a controladora dos dados pessoais tratados neste site, isto é, quem decide como e para que eles são usados. Para qualquer assunto relacionado a privacidade e proteção de dados — inclusive para falar com o encarregado pelo tratamento de dados pessoais —, escreva para nós pela página de [contato](/contact), mencionando “privacidade” na mensagem.',
          },
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'Que dados coletamos e por quê',
        blocks: [
          {
            type: 'p',
            text: 'Cada tratamento tem uma finalidade definida e uma base legal prevista na Lei Geral de Proteção de Dados (LGPD) e, quando aplicável, no Regulamento Geral sobre a Proteção de Dados da União Europeia (GDPR):',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'Conta',
                text: 'Nome, e-mail e senha — guardamos apenas um hash da senha, nunca a senha em si — e, se você quiser, foto e telefone. Servem para criar e manter sua conta e dar acesso às suas compras, notas e marcadores. Base legal: execução de contrato.',
              },
              {
                term: 'Pedidos e endereços',
                text: 'Itens comprados, valores, situação do pagamento e endereços de entrega e de cobrança. Servem para processar o pagamento, produzir e entregar os livros e cumprir as obrigações fiscais. Bases legais: execução de contrato e cumprimento de obrigação legal.',
              },
              {
                term: 'Mensagens de contato',
                text: 'Nome, e-mail e o conteúdo da mensagem que você nos envia. Servem para responder e acompanhar o seu pedido. Base legal: nosso legítimo interesse em atender quem nos procura ou, conforme o assunto, procedimentos preliminares a um contrato.',
              },
              {
                term: 'Newsletter',
                text: 'Seu e-mail e a confirmação da inscrição. A inscrição é feita em duas etapas (confirmação dupla): ela só vale depois que você clica no link que enviamos. Todos os e-mails trazem um link para cancelar. Base legal: consentimento.',
              },
              {
                term: 'Propostas de livros',
                text: 'Os dados da proposta e das pessoas autoras informados no formulário de submissão. Servem para avaliar a obra e conduzir o processo editorial. Base legal: procedimentos preliminares a um contrato de edição, a seu pedido.',
              },
              {
                term: 'Notas, marcadores e progresso de leitura',
                text: 'Quando você está conectado, guardamos suas notas, marcadores e progresso de leitura para que você os encontre em qualquer dispositivo. Base legal: execução de contrato.',
              },
              {
                term: 'Medição de audiência',
                text: 'Somente se você escolher “Aceitar todos”. Não envolve dados pessoais (veja a seção sobre cookies). Base legal: consentimento.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Não tomamos decisões automatizadas a seu respeito nem criamos perfis para fins de publicidade.',
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          {
            type: 'p',
            text: 'Cookies são pequenos arquivos que o site grava no seu navegador. Usamos apenas os necessários para o site funcionar; por isso, eles não dependem de consentimento:',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'lang',
                text: 'Guarda o idioma que você escolheu (português ou inglês). Duração: 365 dias. Necessário.',
              },
              {
                term: 'consent',
                text: 'Guarda a sua escolha sobre cookies e medição de audiência, para não perguntarmos de novo a cada visita. Duração: 365 dias. Necessário.',
              },
              {
                term: 'Cookie de sessão',
                text: 'Mantém você conectado depois de entrar na sua conta. É marcado como HttpOnly, o que impede que scripts da página o leiam. Existe apenas enquanto você estiver conectado. Necessário.',
              },
              {
                term: 'Cookie do carrinho',
                text: 'Identifica o seu carrinho de compras, para que os itens escolhidos não se percam entre uma página e outra. Necessário.',
              },
            ],
          },
          {
            type: 'p',
            text: 'A **medição de audiência** é opcional e fica desligada, a menos que você escolha “Aceitar todos”. É feita pelo próprio site, sem cookies e sem nada gravado no seu navegador. A cada página vista, registramos apenas: o endereço da página (sem os termos de busca nem outros parâmetros, exceto os que dizem qual seção do catálogo foi aberta), o nome do site de onde você veio (só na primeira página, e nunca o endereço completo), o idioma do navegador (como “pt” ou “en”) e o tipo de aparelho (celular, tablet ou computador, pela largura da tela). Para contar visitantes sem saber quem são, calculamos um código a partir de um segredo que muda todo dia, do seu endereço IP e da identificação do navegador; o IP e a identificação do navegador não são guardados, e o segredo do dia é apagado quando o dia acaba, de modo que o código de ontem não pode ser refeito nem ligado ao de hoje. O sinal “Do Not Track” do navegador não desliga essa contagem, porque ela não segue nenhuma pessoa. Os registros de cada página vista são apagados após 30 dias; depois restam só totais por dia. Se o site também usar uma ferramenta externa de audiência, ela só é carregada com o mesmo consentimento.',
          },
          {
            type: 'p',
            text: 'Não exibimos publicidade e não usamos rastreadores de terceiros, como pixels de redes sociais ou ferramentas de remarketing.',
          },
        ],
      },
      {
        id: 'cookie-preferences',
        heading: 'Suas preferências de cookies',
        blocks: [
          {
            type: 'p',
            text: 'Você pode rever sua escolha a qualquer momento, logo abaixo. Os cookies necessários não podem ser desligados, porque sem eles o site não funciona; a medição de audiência só é ativada se você aceitar todos. Se mudar de ideia, é só voltar a esta página.',
          },
        ],
      },
      {
        id: 'local-storage',
        heading: 'Armazenamento local no navegador',
        blocks: [
          {
            type: 'p',
            text: 'Alguns dados ficam guardados apenas no seu navegador, no chamado armazenamento local (local storage):',
          },
          {
            type: 'ul',
            items: [
              'sua preferência de tema: o do sistema, claro ou escuro;',
              'se você não estiver conectado, seus marcadores, notas e progresso de leitura;',
              'o pseudônimo do dia das estatísticas de leitura anônimas, trocado diariamente.',
            ],
          },
          {
            type: 'p',
            text: 'Esses dados não são enviados para nós enquanto você navega sem conta. Quando você entra na sua conta, os marcadores, notas e progresso guardados no navegador são incorporados a ela, para que você os encontre em qualquer dispositivo.',
          },
          {
            type: 'p',
            text: 'Você pode apagar esses dados a qualquer momento limpando os dados do site nas configurações do navegador. Atenção: notas e marcadores que ainda não foram incorporados a uma conta serão perdidos.',
          },
        ],
      },
      {
        id: 'reading-statistics',
        heading: 'Estatísticas de leitura anônimas',
        blocks: [
          {
            type: 'p',
            text: 'Para saber quais livros e capítulos estão sendo lidos — informação valiosa para autores e para o nosso planejamento editorial —, registramos estatísticas de leitura anônimas. Cada leitura é associada a um pseudônimo aleatório que muda todos os dias e que nunca é vinculado à sua conta, ao seu endereço IP ou ao seu e-mail. Assim, não é possível reconstruir o que uma pessoa leu ao longo do tempo.',
          },
          {
            type: 'p',
            text: 'Quando você lê um livro online, registramos apenas que um capítulo foi aberto, o tempo em que a página ficou visível (em passos de 30 segundos, no máximo 10 minutos por capítulo e por dia) e se você chegou ao fim do capítulo. O pseudônimo é sorteado pelo seu navegador, guardado no armazenamento local com a data do dia e trocado por outro no dia seguinte; o registro guarda só esse pseudônimo, nunca cookies, endereço IP, navegador ou dados da sua conta. Os registros individuais são guardados por 90 dias; depois disso, restam apenas totais por dia, livro e capítulo.',
          },
          {
            type: 'p',
            text: 'Além disso, nunca exibimos números referentes a grupos com menos de cinco leitores, para que ninguém possa ser identificado a partir de obras ou trechos pouco lidos.',
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Compartilhamento e operadores',
        blocks: [
          {
            type: 'p',
            text: 'Não vendemos, não alugamos e não cedemos dados pessoais para fins de publicidade. Compartilhamos apenas o indispensável com os prestadores de serviço que tratam dados em nosso nome — os operadores, na linguagem da LGPD:',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'Meios de pagamento',
                text: 'O provedor brasileiro de link de pagamento (Pix, cartão e boleto) e o provedor internacional de pagamento com cartão recebem apenas o necessário para processar o pagamento. Os dados do cartão são informados no ambiente do provedor e não ficam armazenados em nossos sistemas.',
              },
              {
                term: 'Envio de e-mails',
                text: 'Um serviço de entrega de e-mails recebe seu endereço e o conteúdo das mensagens que enviamos, como confirmações de pedido e, se você a assinar, a newsletter.',
              },
              {
                term: 'Hospedagem',
                text: 'O provedor de hospedagem mantém os servidores em que funcionam o site e o banco de dados.',
              },
            ],
          },
          {
            type: 'p',
            text: 'Para entregar livros impressos, informamos o nome e o endereço de entrega a quem faz a impressão e o envio. Também podemos fornecer dados a autoridades públicas quando a lei ou uma ordem judicial o exigir.',
          },
          {
            type: 'p',
            text: 'Alguns desses prestadores podem tratar dados fora do Brasil. Nesses casos, a transferência internacional segue as regras da LGPD e, quando aplicável, do GDPR.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Segurança',
        blocks: [
          {
            type: 'p',
            text: 'Adotamos medidas técnicas e administrativas para proteger seus dados: as conexões com o site são criptografadas, as senhas são guardadas apenas na forma de hash, o cookie de sessão não pode ser lido por scripts e o acesso aos dados é restrito a quem precisa deles para trabalhar. Nenhum sistema é infalível, mas, se ocorrer um incidente de segurança que possa afetar você, avisaremos você e a ANPD, como determina a lei.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'Por quanto tempo guardamos os dados',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Conta, notas, marcadores e progresso de leitura:** enquanto sua conta existir. Quando você a exclui, esses dados são apagados.',
              '**Pedidos e endereços:** pelo prazo exigido pela legislação fiscal brasileira. Se você excluir sua conta, esses registros são anonimizados.',
              '**Mensagens de contato:** pelo tempo necessário para responder e acompanhar o assunto.',
              '**Newsletter:** até você cancelar a inscrição, pelo link que está em todos os e-mails.',
              '**Propostas de livros:** pelo tempo da avaliação e do processo editorial; você pode pedir a exclusão de uma proposta que não tenha sido aprovada.',
              '**Cookies:** lang, consent e color-mode duram 365 dias; o cookie de sessão existe enquanto você estiver conectado.',
              '**Estatísticas de leitura e de audiência:** por serem anônimas, não se referem a nenhuma pessoa; os registros de leitura individuais são apagados após 90 dias, os de páginas vistas após 30 dias, e os totais diários podem ser mantidos sem prazo definido.',
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Seus direitos',
        blocks: [
          {
            type: 'p',
            text: 'A LGPD (Lei nº 13.709/2018) e, quando aplicável, o GDPR garantem a você os seguintes direitos:',
          },
          {
            type: 'ul',
            items: [
              '**confirmação e acesso:** saber se tratamos dados seus e obter uma cópia deles;',
              '**correção** de dados incompletos, inexatos ou desatualizados — boa parte deles você mesmo pode corrigir na página da sua conta;',
              '**anonimização, bloqueio ou eliminação** de dados desnecessários, excessivos ou tratados em desconformidade com a lei, além da exclusão da sua conta;',
              '**portabilidade:** a página da sua conta permite exportar seus dados em formato JSON;',
              '**informação sobre compartilhamento:** saber com quem compartilhamos seus dados;',
              '**revogação do consentimento**, a qualquer momento, nos tratamentos que dependem dele, como a newsletter e a medição de audiência;',
              '**oposição** a tratamentos baseados em legítimo interesse, quando for o caso;',
              '**reclamação** à Autoridade Nacional de Proteção de Dados (ANPD), no Brasil, ou à autoridade de controle do seu país, na União Europeia.',
            ],
          },
          {
            type: 'p',
            text: 'Para exercer esses direitos, escreva para nós pela página de [contato](/contact). Podemos pedir informações que confirmem sua identidade antes de atender ao pedido, para proteger você. Respondemos nos prazos previstos em lei.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Crianças e adolescentes',
        blocks: [
          {
            type: 'p',
            text: 'Nosso público é acadêmico e adulto. Não coletamos intencionalmente dados de crianças, e adolescentes devem usar a conta e fazer compras com o acompanhamento dos pais ou responsáveis. Se você souber que uma criança nos forneceu dados pessoais, avise-nos pela página de [contato](/contact) para que possamos excluí-los.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Alterações nesta política',
        blocks: [
          {
            type: 'p',
            text: 'Podemos atualizar esta política para refletir mudanças no site ou na legislação. A data da última revisão aparece nesta página. Quando a mudança for relevante — por exemplo, um novo tipo de dado coletado ou um novo prestador de serviço —, avisaremos no site e, se você tiver conta, por e-mail.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    description:
      'How Editora Ipê handles your personal data: what we collect and why, cookies, anonymous reading statistics, and your rights under the LGPD and GDPR.',
    lead: 'We collect only what we need to run the site, to sell and deliver our books and courses, and to answer you. We show no advertising, use no third-party trackers and do not sell data. Below we explain in detail what we keep, why, for how long, and how you can exercise your rights.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'summary',
        heading: 'In short',
        blocks: [
          {
            type: 'ul',
            items: [
              'We use only the cookies the site needs to work: language, your cookie choice, the colour mode you choose (light or dark), sign-in session and shopping cart.',
              'Audience measurement is optional, stays off until you choose “Accept all”, and even then sets no cookies and collects no personal data.',
              'Reading statistics are anonymous and never linked to your account.',
              'We share data only with those we cannot do without — payment providers, e-mail delivery, hosting and, for printed books, shipping — and only what each of them needs.',
              'You can access, correct, export and delete your data.',
            ],
          },
        ],
      },
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        blocks: [
          {
            type: 'p',
            text: 'Editora Ipê is the controller of the personal data processed on this site, meaning that we decide how and why it is used. For any matter concerning privacy and data protection — including reaching our data protection officer (the “encarregado” under Brazilian law) — please write to us through the [contact page](/contact) and mention “privacy” in your message.',
          },
        ],
      },
      {
        id: 'data-we-collect',
        heading: 'What we collect and why',
        blocks: [
          {
            type: 'p',
            text: 'Each kind of processing has a defined purpose and a legal basis under Brazil’s General Data Protection Law (LGPD) and, where it applies, the EU General Data Protection Regulation (GDPR):',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'Account',
                text: 'Name, e-mail address and password — we store only a hash of the password, never the password itself — and, if you wish, a photo and a phone number. We use them to create and maintain your account and give you access to your purchases, notes and bookmarks. Legal basis: performance of a contract.',
              },
              {
                term: 'Orders and addresses',
                text: 'Items purchased, amounts, payment status, and delivery and billing addresses. We use them to process payment, produce and deliver books, and meet our tax obligations. Legal bases: performance of a contract and compliance with a legal obligation.',
              },
              {
                term: 'Contact messages',
                text: 'Your name, e-mail address and the content of your message. We use them to reply and follow up. Legal basis: our legitimate interest in answering people who write to us or, depending on the subject, steps taken before entering into a contract.',
              },
              {
                term: 'Newsletter',
                text: 'Your e-mail address and the confirmation of your subscription. Subscribing takes two steps (double opt-in): it only takes effect once you click the link we send you. Every newsletter includes an unsubscribe link. Legal basis: consent.',
              },
              {
                term: 'Book proposals',
                text: 'The details of the proposal and of its authors as entered in the submission form. We use them to assess the work and run the editorial process. Legal basis: steps taken at your request before entering into a publishing contract.',
              },
              {
                term: 'Notes, bookmarks and reading progress',
                text: 'When you are signed in, we store your notes, bookmarks and reading progress so that you can find them on any device. Legal basis: performance of a contract.',
              },
              {
                term: 'Audience measurement',
                text: 'Only if you choose “Accept all”. It involves no personal data (see the section on cookies). Legal basis: consent.',
              },
            ],
          },
          {
            type: 'p',
            text: 'We make no automated decisions about you and build no profiles for advertising.',
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        blocks: [
          {
            type: 'p',
            text: 'Cookies are small files that a site stores in your browser. We use only those the site needs in order to work, so they do not depend on your consent:',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'lang',
                text: 'Remembers the language you chose (Portuguese or English). Lasts 365 days. Necessary.',
              },
              {
                term: 'consent',
                text: 'Remembers your choice about cookies and audience measurement, so we do not ask again on every visit. Lasts 365 days. Necessary.',
              },
              {
                term: 'Session cookie',
                text: 'Keeps you signed in after you log in to your account. It is marked HttpOnly, which prevents scripts on the page from reading it. It exists only while you are signed in. Necessary.',
              },
              {
                term: 'Cart cookie',
                text: 'Identifies your shopping cart, so the items you choose are not lost as you move from page to page. Necessary.',
              },
            ],
          },
          {
            type: 'p',
            text: '**Audience measurement** is optional and stays off unless you choose “Accept all”. The site does it itself, with no cookies and nothing stored in your browser. For each page viewed we record only: the page’s address (without search terms or other parameters, except those that say which catalog section was opened), the name of the site you came from (on the first page only, never its full address), the browser’s language (such as “pt” or “en”) and the kind of device (phone, tablet or computer, from the screen’s width). To count visitors without knowing who they are, we compute a code from a secret that changes every day, your IP address and your browser’s identification; the IP address and the browser’s identification are not stored, and the day’s secret is deleted when the day ends, so yesterday’s code can never be made again nor linked to today’s. The browser’s “Do Not Track” signal does not turn this counting off, because it follows no one. The record of each page view is deleted after 30 days; after that only daily totals remain. If the site also uses an outside audience tool, it is loaded only with the same consent.',
          },
          {
            type: 'p',
            text: 'We show no advertising and use no third-party trackers, such as social media pixels or retargeting tools.',
          },
        ],
      },
      {
        id: 'cookie-preferences',
        heading: 'Your cookie preferences',
        blocks: [
          {
            type: 'p',
            text: 'You can review your choice at any time, just below. Necessary cookies cannot be switched off, because the site does not work without them; audience measurement is only turned on if you accept all. If you change your mind, simply come back to this page.',
          },
        ],
      },
      {
        id: 'local-storage',
        heading: 'Local storage in your browser',
        blocks: [
          {
            type: 'p',
            text: 'Some data is kept only in your browser, in what is called local storage:',
          },
          {
            type: 'ul',
            items: [
              'your color mode preference: system, light or dark;',
              'if you are not signed in, your bookmarks, notes and reading progress;',
              'the day’s pseudonym for anonymous reading statistics, replaced daily.',
            ],
          },
          {
            type: 'p',
            text: 'This data is not sent to us while you browse without an account. When you sign in, the bookmarks, notes and progress saved in your browser are merged into your account, so you can find them on any device.',
          },
          {
            type: 'p',
            text: 'You can delete this data at any time by clearing the site’s data in your browser settings. Please note that notes and bookmarks not yet merged into an account will be lost.',
          },
        ],
      },
      {
        id: 'reading-statistics',
        heading: 'Anonymous reading statistics',
        blocks: [
          {
            type: 'p',
            text: 'To know which books and chapters are being read — valuable information for authors and for our editorial planning — we keep anonymous reading statistics. Each reading session is associated with a random pseudonym that changes every day and is never linked to your account, your IP address or your e-mail address. As a result, nobody can reconstruct what a person has read over time.',
          },
          {
            type: 'p',
            text: 'When you read a book online, we record only that a chapter was opened, how long the page was visible (in 30-second steps, at most 10 minutes per chapter per day) and whether you reached the end of the chapter. The pseudonym is drawn by your browser, kept in local storage with the day’s date and replaced by a new one the next day; the record keeps only that pseudonym, never cookies, IP address, browser details or account data. Individual records are kept for 90 days; after that, only totals per day, book and chapter remain.',
          },
          {
            type: 'p',
            text: 'In addition, we never show figures for groups of fewer than five readers, so that no one can be identified through little-read works or passages.',
          },
        ],
      },
      {
        id: 'sharing',
        heading: 'Sharing and service providers',
        blocks: [
          {
            type: 'p',
            text: 'We do not sell, rent or hand over personal data for advertising. We share only what is strictly necessary with the service providers that process data on our behalf (processors, in the language of the GDPR; “operadores” under the LGPD):',
          },
          {
            type: 'dl',
            items: [
              {
                term: 'Payment providers',
                text: 'The Brazilian payment-link provider (Pix, card and boleto) and the international card payment provider receive only what they need to process your payment. Card details are entered on the provider’s own pages and are not stored in our systems.',
              },
              {
                term: 'E-mail delivery',
                text: 'An e-mail delivery service receives your address and the content of the messages we send, such as order confirmations and, if you subscribe, the newsletter.',
              },
              {
                term: 'Hosting',
                text: 'Our hosting provider runs the servers on which the site and its database operate.',
              },
            ],
          },
          {
            type: 'p',
            text: 'To deliver printed books, we pass your name and delivery address to those who print and ship them. We may also disclose data to public authorities when the law or a court order requires it.',
          },
          {
            type: 'p',
            text: 'Some of these providers may process data outside Brazil. In such cases, the international transfer follows the rules of the LGPD and, where applicable, the GDPR.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'We take technical and organizational measures to protect your data: connections to the site are encrypted, passwords are stored only as hashes, the session cookie cannot be read by scripts, and access to data is limited to the people who need it for their work. No system is infallible, but if a security incident occurs that could affect you, we will notify you and the ANPD, as the law requires.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep data',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Account, notes, bookmarks and reading progress:** for as long as your account exists. When you delete it, this data is erased.',
              '**Orders and addresses:** for the period required by Brazilian tax law. If you delete your account, these records are anonymized.',
              '**Contact messages:** for as long as needed to reply and follow up.',
              '**Newsletter:** until you unsubscribe, using the link included in every e-mail.',
              '**Book proposals:** for the duration of the assessment and the editorial process; you may ask us to delete a proposal that was not accepted.',
              '**Cookies:** lang, consent and color-mode last 365 days; the session cookie exists while you are signed in.',
              '**Reading and audience statistics:** being anonymous, they do not relate to any person; individual reading records are deleted after 90 days, page-view records after 30 days, and daily totals may be kept indefinitely.',
            ],
          },
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          {
            type: 'p',
            text: 'The LGPD (Law No. 13,709/2018) and, where it applies, the GDPR give you the following rights:',
          },
          {
            type: 'ul',
            items: [
              '**confirmation and access:** to know whether we process your data and to obtain a copy of it;',
              '**correction** of incomplete, inaccurate or outdated data — much of which you can correct yourself on your account page;',
              '**anonymization, blocking or deletion** of data that is unnecessary, excessive or processed unlawfully, as well as deletion of your account;',
              '**portability:** your account page lets you export your data as JSON;',
              '**information about sharing:** to know with whom we share your data;',
              '**withdrawal of consent** at any time, for processing that depends on it, such as the newsletter and audience measurement;',
              '**objection** to processing based on legitimate interest, where applicable;',
              '**complaint** to Brazil’s National Data Protection Authority (ANPD) or, in the European Union, to the supervisory authority of your country.',
            ],
          },
          {
            type: 'p',
            text: 'To exercise these rights, write to us through the [contact page](/contact). We may ask for information to confirm your identity before acting on your request; this is for your protection. We reply within the time limits set by law.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children and teenagers',
        blocks: [
          {
            type: 'p',
            text: 'Our readership is academic and adult. We do not knowingly collect data from children, and teenagers should use an account and make purchases with the involvement of a parent or guardian. If you learn that a child has given us personal data, please let us know through the [contact page](/contact) so that we can delete it.',
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          {
            type: 'p',
            text: 'We may update this policy to reflect changes to the site or to the law. The date of the latest review is shown on this page. When a change is significant — for example, a new kind of data collected or a new service provider — we will announce it on the site and, if you have an account, by e-mail.',
          },
        ],
      },
    ],
  },
};
