/**
 * The demo blog: seven stories about the press's fields (academic publishing, service design,
 * open access), six of them in both languages and one only in Portuguese. Authors are named as
 * the catalog credits them, so each post links to their books.
 */

export interface DemoCategory {
  slugPt: string;
  slugEn: string;
  namePt: string;
  nameEn: string;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slugPt: 'publicacao-academica', slugEn: 'academic-publishing', namePt: 'Publicação acadêmica', nameEn: 'Academic publishing' },
  { slugPt: 'design-de-servicos', slugEn: 'service-design', namePt: 'Design de serviços', nameEn: 'Service design' },
  { slugPt: 'acesso-aberto', slugEn: 'open-access', namePt: 'Acesso aberto', nameEn: 'Open access' },
];

export interface DemoVersion {
  slug: string;
  title: string;
  excerpt: string;
  coverAlt: string;
  tags: string[];
  body: string;
}

export interface DemoStory {
  /** The category slugs (Portuguese) it belongs to. */
  categories: string[];
  authors: string[];
  publishedAt: string;
  /** The cover's colour. */
  color: string;
  pt: DemoVersion;
  en?: DemoVersion;
}

export const DEMO_STORIES: DemoStory[] = [
  {
    categories: ['publicacao-academica'],
    authors: ['Luciana Ferraz'],
    publishedAt: '2026-03-12T13:00:00Z',
    color: '#1f5f3f',
    pt: {
      slug: 'da-tese-ao-livro',
      title: 'Da tese ao livro: o que muda quando o leitor não é a banca',
      excerpt: 'Uma tese é escrita para provar; um livro, para ser lido. Cinco mudanças que fazem a diferença na proposta editorial.',
      coverAlt: 'Capa verde com o título do texto e círculos concêntricos.',
      tags: ['escrita acadêmica', 'proposta editorial', 'tese'],
      body: `Quem defende uma tese passou anos escrevendo para um público muito pequeno: a orientação e a banca. O livro que nasce dela tem outro leitor, que não é obrigado a chegar ao fim. Essa diferença muda quase tudo.

## 1. A pergunta vem antes da revisão de literatura

Na tese, a revisão de literatura prova que você conhece o campo. No livro, ela vira contexto e deve aparecer quando o leitor precisa dela. Comece pela pergunta que o livro responde e por que ela importa agora.

## 2. Capítulos que se sustentam sozinhos

Muita gente lê um livro acadêmico por capítulos. Cada um precisa de uma abertura que diga o que vem e de um fechamento que diga o que ficou. Repetir uma ideia central em dois capítulos não é defeito: é cuidado com quem chegou pelo meio.

## 3. Menos método, mais resultado

O capítulo de metodologia costuma encolher para algumas páginas, ou ir para um apêndice. Explique o suficiente para que o leitor confie nos resultados e indique onde estão os detalhes.

## 4. Notas que não escondem o argumento

Se uma nota é essencial, ela pertence ao texto. Se não é, talvez possa sair. Notas longas interrompem a leitura, sobretudo no celular.

## 5. Um título que alguém procuraria

Títulos de tese descrevem o recorte. Títulos de livro dizem ao leitor por que abri-lo. Mantenha o recorte no subtítulo.

Quando a proposta estiver pronta, a página [Publique conosco](/publish) explica o que enviamos ao conselho editorial e em quanto tempo respondemos.`,
    },
    en: {
      slug: 'from-thesis-to-book',
      title: 'From thesis to book: what changes when the reader is not the committee',
      excerpt: 'A thesis is written to prove; a book, to be read. Five changes that make the difference in a publishing proposal.',
      coverAlt: 'Green cover with the post’s title and concentric circles.',
      tags: ['academic writing', 'publishing proposal', 'thesis'],
      body: `Whoever defends a thesis has spent years writing for a very small audience: the supervisor and the committee. The book that grows out of it has a different reader, who is not obliged to reach the end. That difference changes almost everything.

## 1. The question comes before the literature review

In a thesis, the literature review proves you know the field. In a book, it becomes context and should appear when the reader needs it. Start with the question the book answers, and why it matters now.

## 2. Chapters that stand on their own

Many people read an academic book by chapters. Each one needs an opening that says what is coming and an ending that says what remains. Repeating a central idea in two chapters is not a flaw: it is care for whoever arrived in the middle.

## 3. Less method, more findings

The methodology chapter usually shrinks to a few pages, or moves to an appendix. Explain enough for the reader to trust the findings, and say where the details are.

## 4. Notes that do not hide the argument

If a note is essential, it belongs in the text. If it is not, perhaps it can go. Long notes interrupt reading, above all on a phone.

## 5. A title someone would search for

Thesis titles describe the scope. Book titles tell readers why to open them. Keep the scope in the subtitle.

When the proposal is ready, the [Publish with us](/publish) page explains what we send to the editorial board and how soon we answer.`,
    },
  },
  {
    categories: ['design-de-servicos'],
    authors: ['Marina Albuquerque', 'Rafael Tavares'],
    publishedAt: '2026-04-08T13:00:00Z',
    color: '#8a3b12',
    pt: {
      slug: 'blueprint-de-servico-no-setor-publico',
      title: 'Blueprint de serviço no setor público: enxergar os bastidores',
      excerpt: 'O que o cidadão vê é a ponta de um processo longo. O blueprint mostra o que está abaixo da linha de visibilidade, e onde o serviço falha.',
      coverAlt: 'Capa cor de terra com o título do texto e linhas horizontais.',
      tags: ['design de serviços', 'blueprint de serviço', 'serviços públicos'],
      body: `Quem pede um benefício social vê um formulário, uma fila ou um aplicativo. Não vê a conferência de documentos, a integração entre sistemas nem a servidora que refaz um cadastro porque um campo veio vazio. O **blueprint de serviço** desenha essas camadas na mesma folha.

## As camadas

- **Ações da pessoa usuária**: o que ela faz, passo a passo.
- **Linha de interação**: onde ela encontra o serviço (balcão, site, telefone).
- **Bastidores visíveis e invisíveis**: quem atende e quem trabalha sem ser visto.
- **Processos de apoio**: sistemas, normas e outros órgãos.

## Onde o blueprint ajuda

Num projeto com uma prefeitura, o mapa mostrou que metade dos pedidos voltava para a pessoa por causa de um comprovante que outro órgão já tinha. A solução não foi um aplicativo novo, mas um acordo de troca de dados.

## Como começar

1. Escolha um momento do serviço, não o serviço inteiro.
2. Desenhe com quem atende, não só com quem gerencia.
3. Marque as falhas com a pessoa usuária na sala.

Os livros *Design de serviços na prática* e *Jornadas, blueprints e ecossistemas*, no nosso [catálogo](/catalog), trazem modelos e casos completos.`,
    },
    en: {
      slug: 'service-blueprints-in-the-public-sector',
      title: 'Service blueprints in the public sector: seeing the backstage',
      excerpt: 'What citizens see is the tip of a long process. A blueprint shows what lies below the line of visibility, and where the service fails.',
      coverAlt: 'Earth-coloured cover with the post’s title and horizontal lines.',
      tags: ['service design', 'service blueprint', 'public services'],
      body: `Someone applying for a social benefit sees a form, a queue or an app. They do not see the document checks, the systems that must talk to each other, or the clerk who re-enters a record because a field came in empty. A **service blueprint** draws these layers on one sheet.

## The layers

- **User actions**: what the person does, step by step.
- **Line of interaction**: where they meet the service (desk, web site, phone).
- **Visible and invisible backstage**: who serves them, and who works unseen.
- **Support processes**: systems, rules and other agencies.

## Where a blueprint helps

In a project with a city government, the map showed that half the applications went back to the applicant for a certificate another agency already held. The answer was not a new app, but a data-sharing agreement.

## How to start

1. Choose one moment of the service, not the whole service.
2. Draw it with the people who serve, not only with managers.
3. Mark the failures with a user in the room.

The books *Design de serviços na prática* and *Jornadas, blueprints e ecossistemas*, in our [catalog](/catalog), bring templates and full cases.`,
    },
  },
  {
    categories: ['acesso-aberto'],
    authors: ['Ana Carolina Freitas'],
    publishedAt: '2026-05-20T13:00:00Z',
    color: '#1d4e89',
    pt: {
      slug: 'acesso-aberto-diamante',
      title: 'Acesso aberto diamante: ninguém paga para ler, ninguém paga para publicar',
      excerpt: 'Entre o acesso aberto dourado e o verde há um modelo comum na América Latina e pouco conhecido fora dela. Como ele se sustenta.',
      coverAlt: 'Capa azul com o título do texto e um losango.',
      tags: ['acesso aberto', 'ciência aberta', 'periódicos'],
      body: `O debate sobre acesso aberto costuma opor dois caminhos: o **dourado**, em que o artigo é aberto na revista, muitas vezes mediante uma taxa paga por quem publica, e o **verde**, em que o autor deposita uma cópia num repositório. Existe um terceiro, chamado **diamante**: a revista é aberta para ler e gratuita para publicar.

## Quem paga a conta

Universidades, sociedades científicas e agências de fomento bancam a infraestrutura e o trabalho editorial. Na América Latina, esse modelo é maioria: redes como SciELO e Redalyc reúnem milhares de revistas assim.

## Os desafios

- **Sustentabilidade**: depender de editais torna o calendário frágil.
- **Visibilidade**: indexadores comerciais ainda favorecem revistas com taxas.
- **Trabalho invisível**: a revisão e a editoração são, muitas vezes, voluntárias.

## O que fazemos

Nossa revista não cobra para ler nem para submeter, e os livros de acesso aberto podem ser lidos no site e baixados em EPUB. Veja os títulos abertos no [catálogo](/catalog).`,
    },
    en: {
      slug: 'diamond-open-access',
      title: 'Diamond open access: nobody pays to read, nobody pays to publish',
      excerpt: 'Between gold and green open access lies a model common in Latin America and little known outside it. How it keeps going.',
      coverAlt: 'Blue cover with the post’s title and a diamond shape.',
      tags: ['open access', 'open science', 'journals'],
      body: `The open access debate usually sets two paths against each other: **gold**, where the article is open in the journal, often for a fee paid by whoever publishes, and **green**, where the author deposits a copy in a repository. There is a third, called **diamond**: the journal is free to read and free to publish in.

## Who pays the bill

Universities, learned societies and funding agencies pay for the infrastructure and the editorial work. In Latin America this model is the majority: networks such as SciELO and Redalyc gather thousands of such journals.

## The challenges

- **Sustainability**: depending on grants makes the schedule fragile.
- **Visibility**: commercial indexes still favour journals with fees.
- **Invisible work**: reviewing and production are often voluntary.

## What we do

Our journal charges nothing to read or to submit, and open access books can be read on the site and downloaded as EPUB. See the open titles in the [catalog](/catalog).`,
    },
  },
  {
    categories: ['design-de-servicos', 'publicacao-academica'],
    authors: ['Rafael Tavares', 'Helena Duarte'],
    publishedAt: '2026-06-24T13:00:00Z',
    color: '#5b2a6e',
    pt: {
      slug: 'etica-na-pesquisa-com-pessoas-usuarias',
      title: 'Ética na pesquisa com pessoas usuárias: consentimento é conversa, não formulário',
      excerpt: 'Entrevistas e observação tocam a vida de quem participa. Três práticas para que a pesquisa de design respeite quem a torna possível.',
      coverAlt: 'Capa roxa com o título do texto e dois balões de conversa.',
      tags: ['pesquisa qualitativa', 'ética em pesquisa', 'design de serviços'],
      body: `Pesquisa com pessoas usuárias é pesquisa com pessoas. Quando entrevistamos alguém sobre o atendimento que recebeu num posto de saúde, pedimos tempo, memória e, às vezes, relatos difíceis.

## Consentimento que se entende

Um termo de consentimento de três páginas assinado na pressa não informa ninguém. Explique em voz alta, em linguagem simples, o que será gravado, quem verá e como a pessoa pode desistir, inclusive depois da entrevista.

## Devolver o que se aprendeu

Quem participou deveria saber o que a pesquisa encontrou e o que mudou por causa dela. Um resumo curto, enviado semanas depois, faz a diferença na confiança entre a instituição e o público.

## Cuidar dos dados

- Guarde gravações apenas pelo tempo necessário.
- Tire nomes e detalhes que identifiquem alguém antes de compartilhar trechos.
- Não use citações de participantes em material de divulgação sem nova autorização.

O livro *Pesquisa com pessoas usuárias*, organizado por Rafael Tavares e Helena Duarte, dedica um capítulo inteiro a roteiros de consentimento.`,
    },
    en: {
      slug: 'ethics-in-user-research',
      title: 'Ethics in user research: consent is a conversation, not a form',
      excerpt:
        'Interviews and observation touch the lives of those who take part. Three practices so that design research respects the people who make it possible.',
      coverAlt: 'Purple cover with the post’s title and two speech bubbles.',
      tags: ['qualitative research', 'research ethics', 'service design'],
      body: `User research is research with people. When we interview someone about the care they received at a health centre, we ask for time, memory and, sometimes, painful accounts.

## Consent that people understand

A three-page consent form signed in a hurry informs nobody. Explain aloud, in plain language, what will be recorded, who will see it and how the person can withdraw, even after the interview.

## Giving back what was learned

Participants should know what the research found and what changed because of it. A short summary, sent weeks later, makes a difference to the trust between the institution and the public.

## Caring for the data

- Keep recordings only as long as needed.
- Remove names and identifying details before sharing excerpts.
- Do not quote participants in promotional material without asking again.

The book *Pesquisa com pessoas usuárias*, edited by Rafael Tavares and Helena Duarte, gives a whole chapter to consent scripts.`,
    },
  },
  {
    categories: ['publicacao-academica', 'acesso-aberto'],
    authors: ['Equipe Editorial Ipê'],
    publishedAt: '2026-08-05T13:00:00Z',
    color: '#7a5c00',
    pt: {
      slug: 'metadados-que-fazem-um-livro-ser-encontrado',
      title: 'Metadados que fazem um livro ser encontrado',
      excerpt: 'DOI, ORCID, resumo e palavras-chave não são burocracia: são o caminho pelo qual bibliotecas e buscadores chegam ao seu trabalho.',
      coverAlt: 'Capa mostarda com o título do texto e uma etiqueta.',
      tags: ['metadados', 'doi', 'orcid', 'indexação'],
      body: `Um livro excelente que ninguém encontra não cumpre sua função. Boa parte da descoberta acontece antes da leitura, em catálogos de bibliotecas, no Google Acadêmico e em bases de dados. Tudo isso depende de metadados.

## O que pedimos a quem publica conosco

- **ORCID** de cada autora e autor: um identificador que não muda com o nome nem com a instituição.
- **Resumo** em português e em inglês, de 150 a 250 palavras.
- **Palavras-chave** que alguém digitaria numa busca, não só termos do seu referencial.

## O que fazemos por você

Cada livro, capítulo e artigo recebe um **DOI** registrado na Crossref. As páginas do site levam as etiquetas que o Google Acadêmico lê, e cada obra pode ser citada em ABNT, APA, BibTeX ou RIS com um clique. Os livros em EPUB trazem metadados de acessibilidade, para que leitores de tela saibam o que esperar.

## Um teste simples

Procure o título do seu último artigo no Google Acadêmico. Se ele não aparece, ou aparece sem os coautores, os metadados falharam em algum ponto. Vale escrever para a revista.`,
    },
    en: {
      slug: 'metadata-that-gets-a-book-found',
      title: 'Metadata that gets a book found',
      excerpt: 'DOI, ORCID, abstract and keywords are not red tape: they are the path by which libraries and search engines reach your work.',
      coverAlt: 'Mustard cover with the post’s title and a tag.',
      tags: ['metadata', 'doi', 'orcid', 'indexing'],
      body: `An excellent book that nobody finds does not do its job. Much of discovery happens before reading, in library catalogues, Google Scholar and databases. All of it depends on metadata.

## What we ask of our authors

- An **ORCID** iD for each author: an identifier that changes with neither name nor institution.
- An **abstract** in Portuguese and English, of 150 to 250 words.
- **Keywords** someone would type into a search, not only the terms of your framework.

## What we do for you

Every book, chapter and article receives a **DOI** registered with Crossref. The site’s pages carry the tags Google Scholar reads, and each work can be cited in ABNT, APA, BibTeX or RIS with one click. EPUB books carry accessibility metadata, so screen reader users know what to expect.

## A simple test

Search for the title of your latest article on Google Scholar. If it does not show, or shows without your co-authors, the metadata failed somewhere. It is worth writing to the journal.`,
    },
  },
  {
    categories: ['design-de-servicos'],
    authors: ['Camila Nogueira'],
    publishedAt: '2026-09-16T13:00:00Z',
    color: '#0f6b6b',
    pt: {
      slug: 'mapas-de-jornada-sem-estereotipos',
      title: 'Mapas de jornada sem estereótipos',
      excerpt: 'Uma jornada desenhada a partir de uma persona inventada conta a história que a equipe já queria contar. Como ancorar o mapa em evidências.',
      coverAlt: 'Capa verde-azulada com o título do texto e uma linha sinuosa.',
      tags: ['mapa de jornada', 'design de serviços', 'pesquisa qualitativa'],
      body: `Mapas de jornada viraram peça obrigatória em oficinas de inovação. O risco é desenhá-los a partir do que a equipe imagina, e não do que as pessoas vivem.

## Evidência em cada etapa

Cada momento do mapa deveria apontar para a sua origem: uma entrevista, uma observação, um dado de atendimento. Etapas sem evidência ficam marcadas como hipóteses, em outra cor.

## Várias jornadas, não uma média

Uma jornada "média" não pertence a ninguém. Quem usa cadeira de rodas, quem não tem internet em casa e quem fala outra língua vivem serviços diferentes. Desenhe jornadas distintas e compare onde elas se separam.

## Emoções com cuidado

A curva de emoções é a parte mais lembrada do mapa, e a mais inventada. Use as palavras das próprias pessoas entrevistadas, entre aspas, em vez de carinhas.

O livro *Jornadas, blueprints e ecossistemas*, de Camila Nogueira, traz modelos e exercícios para oficinas.`,
    },
    en: {
      slug: 'journey-maps-without-stereotypes',
      title: 'Journey maps without stereotypes',
      excerpt: 'A journey drawn from an invented persona tells the story the team already wanted to tell. How to anchor the map in evidence.',
      coverAlt: 'Teal cover with the post’s title and a winding line.',
      tags: ['journey map', 'service design', 'qualitative research'],
      body: `Journey maps have become a must in innovation workshops. The risk is drawing them from what the team imagines, not from what people live.

## Evidence at each step

Each moment on the map should point to its source: an interview, an observation, service data. Steps without evidence are marked as hypotheses, in another colour.

## Several journeys, not an average

An "average" journey belongs to nobody. A wheelchair user, someone with no internet at home and someone who speaks another language live different services. Draw separate journeys and compare where they part.

## Emotions, with care

The emotion curve is the most remembered part of the map, and the most invented. Use the interviewees’ own words, in quotes, instead of smiley faces.

The book *Jornadas, blueprints e ecossistemas*, by Camila Nogueira, offers templates and workshop exercises.`,
    },
  },
  {
    categories: ['publicacao-academica'],
    authors: ['Equipe Editorial Ipê'],
    publishedAt: '2026-10-21T13:00:00Z',
    color: '#3d3d3d',
    pt: {
      slug: 'como-funciona-a-avaliacao-por-pares-na-ipe',
      title: 'Como funciona a avaliação por pares na Editora Ipê',
      excerpt: 'Do envio da proposta ao parecer final: quem lê, em quanto tempo e com que critérios. Um texto para quem vai submeter o primeiro livro.',
      coverAlt: 'Capa cinza-escura com o título do texto e dois quadrados sobrepostos.',
      tags: ['avaliação por pares', 'proposta editorial'],
      body: `Toda proposta que chega pelo formulário de [submissão](/publish) passa por três etapas.

## 1. Leitura editorial (até duas semanas)

A equipe confere se a proposta está completa e se cabe nas linhas da editora. Se faltar algo, escrevemos antes de seguir.

## 2. Avaliação por pares (de seis a dez semanas)

Dois pareceristas, de instituições diferentes da sua, leem o resumo, o sumário comentado e a amostra. A avaliação é duplo-cega: eles não sabem quem escreveu, e você não saberá quem avaliou.

## 3. Decisão do conselho

O conselho editorial lê os pareceres e decide: aceitar, aceitar com ajustes ou recusar. Em todos os casos, você recebe os pareceres na íntegra.

## O que pesa na avaliação

- A contribuição ao campo e a clareza da pergunta.
- A adequação ao público leitor, não só ao público especialista.
- A viabilidade do cronograma.

Você acompanha cada etapa na sua conta, em **Minhas propostas**.`,
    },
  },
];
