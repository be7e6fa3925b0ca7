/**
 * The demo catalog's books: fifteen works of Editora Ipê, a digital academic press. Thirteen can
 * be read (app/seed/content/books) and are short books of 35 to 70 pages, presented and priced as
 * such: each blurb says its chapters and about how many pages, and its chapter descriptions say
 * what each chapter holds. The two print-only monographs ("periferias-em-movimento",
 * "vozes-impressas") have no text and so list no chapters. Most works are bilingual;
 * "vozes-impressas" and "inovacao-na-gestao-municipal" exist only in Portuguese and
 * "decolonising-design-education" only in English. Exactly one printed format is out of stock
 * (pesquisa-com-pessoas-usuarias-impresso). Prices in cents.
 */
import { ebook, printed, withDois } from './formats.ts';
import { authors, editors, organizers, translators } from './people.ts';
import type { WorkSeed } from './types.ts';

/** The demo's DOI prefix (10.99999 is never assigned: the DOIs are fictional, as the press is). */
export const DEMO_DOI_PREFIX = '10.99999';
const DOI = `${DEMO_DOI_PREFIX}/ipe.`;

export const bookSeeds: WorkSeed[] = [
  {
    slug: 'design-de-servicos-na-pratica',
    titlePt: 'Design de Serviços na Prática',
    titleEn: 'Service Design in Practice',
    subtitlePt: 'Métodos para projetar experiências em organizações públicas e privadas',
    subtitleEn: 'Methods for designing experiences in public and private organisations',
    abstractPt:
      'Este livro breve apresenta o design de serviços como uma forma de organizar pessoas, processos, tecnologias e espaços em torno de quem usa um serviço. Em seis capítulos e cerca de 60 páginas, os autores percorrem as etapas de um projeto: enquadrar o problema antes de propor soluções, pesquisar com quem usa e com quem presta o serviço, sintetizar os achados em mapas de jornada e blueprints, prototipar com encenações, protótipos de papel e pilotos controlados e integrar canais digitais e presenciais com acessibilidade e linguagem simples. Os métodos aparecem em casos comentados: as filas de madrugada para marcar consultas num município de porte médio, enfrentadas sem começar pelo aplicativo que a secretaria pedia; a renovação do alvará de pequenos comércios; o acolhimento num centro de referência de assistência social; a segunda via de documentos antes e depois de um redesenho. Quadros com um modelo de roteiro de entrevista, um quadro de síntese e critérios para decidir se um piloto avança acompanham o texto. Esta segunda edição acrescenta o capítulo sobre serviços digitais e acessibilidade, escrito à luz da Lei do Governo Digital. Para estudantes e equipes que começam a trabalhar com design de serviços.',
    abstractEn:
      "This short book presents service design as a way of organising people, processes, technologies and spaces around those who use a service. In six chapters and about 60 pages, the authors follow the stages of a project: framing the problem before proposing solutions, researching with those who use and those who deliver the service, synthesising findings in journey maps and blueprints, prototyping with role-play, paper prototypes and controlled pilots, and joining digital and in-person channels with accessibility and plain language. The methods are shown in annotated cases: the pre-dawn queues to book appointments in a mid-sized municipality, tackled without starting from the app the health department asked for; the renewal of small shops' operating licences; the reception of families at a social assistance centre; the reissuing of documents before and after a redesign. Charts with a model interview guide, a synthesis board and criteria for deciding whether a pilot should go ahead accompany the text. This second edition adds the chapter on digital services and accessibility, written in light of Brazil's Digital Government Act. For students and teams starting to work with service design.",
    keywordsPt: ['design de serviços', 'pesquisa com usuários', 'blueprint de serviço', 'prototipação', 'serviços públicos'],
    keywordsEn: ['service design', 'user research', 'service blueprint', 'prototyping', 'public services'],
    contributors: authors('marinaAlbuquerque', 'rafaelTavares'),
    language: 'pt',
    collection: 'fundamentos-design-servicos',
    subjects: ['design', 'administracao-publica'],
    publishedOn: '2024-03-12',
    edition: 2,
    pages: 61,
    doi: `${DOI}design-de-servicos-na-pratica`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'O que é um serviço?',
        titleEn: 'What is a service?',
        contributors: authors('marinaAlbuquerque'),
        abstractPt:
          'Distingue serviços de produtos, apresenta a coprodução, a linha de visibilidade e os pontos de contato e os ilustra com a emissão de uma carteira de identidade.',
        abstractEn:
          'Distinguishes services from products, introduces co-production, the line of visibility and touchpoints, and illustrates them with the issuing of an identity card.',
        firstPage: 15,
        lastPage: 20,
      },
      {
        titlePt: 'Enquadrar o problema antes de resolvê-lo',
        titleEn: 'Framing the problem before solving it',
        contributors: authors('rafaelTavares'),
        abstractPt:
          'A partir do caso de Vale Verde, onde se pedia um aplicativo contra as filas de madrugada, mostra como reenquadrar uma demanda, mapear os atores e acertar o escopo num documento curto.',
        abstractEn:
          'Starting from the case of Vale Verde, where an app was requested to end the pre-dawn queues, shows how to reframe a request, map the stakeholders and agree the scope in a short document.',
        firstPage: 21,
        lastPage: 26,
      },
      {
        titlePt: 'Pesquisar com quem usa e com quem presta o serviço',
        titleEn: 'Researching with those who use and those who deliver the service',
        contributors: authors('marinaAlbuquerque', 'rafaelTavares'),
        abstractPt:
          'Compara entrevistas contextuais, observação e diários de uso, com um modelo de roteiro, e trata a linha de frente como parceira da pesquisa e não como seu objeto.',
        abstractEn:
          'Compares contextual interviews, observation and diary studies, with a model guide, and treats front-line staff as partners in the research rather than its object.',
        firstPage: 27,
        lastPage: 33,
      },
      {
        titlePt: 'Da síntese ao blueprint',
        titleEn: 'From synthesis to blueprint',
        contributors: authors('rafaelTavares'),
        abstractPt:
          'Mostra como passar de observações a achados por agrupamento por afinidade e como desenhar mapas de jornada e blueprints, com o caso da renovação do alvará de pequenos comércios.',
        abstractEn:
          "Shows how to move from observations to findings through affinity grouping and how to draw journey maps and blueprints, with the case of small shops' licence renewals.",
        firstPage: 35,
        lastPage: 41,
      },
      {
        titlePt: 'Prototipar serviços',
        titleEn: 'Prototyping services',
        contributors: authors('marinaAlbuquerque'),
        abstractPt:
          'Trata de oficinas de cocriação, encenações, protótipos de papel e pilotos, com uma rota de retorno e critérios de sucesso combinados antes, e examina os números do piloto de Vale Verde.',
        abstractEn:
          'Covers co-creation workshops, role-play, paper prototypes and pilots, with a way back and success criteria agreed in advance, and examines the figures of the Vale Verde pilot.',
        firstPage: 43,
        lastPage: 49,
      },
      {
        titlePt: 'Serviços digitais e acessibilidade',
        titleEn: 'Digital services and accessibility',
        contributors: authors('marinaAlbuquerque', 'rafaelTavares'),
        abstractPt:
          'Novo nesta edição: canais digitais e presenciais que se completam, acessibilidade segundo as WCAG e a Lei Brasileira de Inclusão, linguagem simples e indicadores de resultado.',
        abstractEn:
          'New in this edition: digital and in-person channels that complete each other, accessibility under WCAG and Brazilian law, plain language and outcome indicators.',
        firstPage: 51,
        lastPage: 56,
      },
    ],
    formats: [printed('978-65-86543-01-8', { brl: 5490, usd: 1600 }, 42, 61), ebook('978-65-86543-02-5', { brl: 2790, usd: 800 })],
  },
  {
    slug: 'jornadas-blueprints-ecossistemas',
    titlePt: 'Jornadas, Blueprints e Ecossistemas',
    titleEn: 'Journeys, Blueprints and Ecosystems',
    subtitlePt: 'Ferramentas visuais para o design de serviços',
    subtitleEn: 'Visual tools for service design',
    abstractPt:
      'Mapas de jornada, blueprints de serviço e mapas de ecossistema tornaram-se ferramentas comuns em equipes de design, mas nem sempre se sabe o que representam e para que servem. Este livro breve, em cinco capítulos e cerca de 50 páginas, trata essas representações como instrumentos de pensamento e de conversa, e não como entregáveis decorativos. A autora distingue representar um serviço de prescrevê-lo, reconstrói a origem do blueprint desde o artigo de Lynn Shostack, de 1984, e propõe cuidados práticos: rastrear cada elemento de uma jornada até os dados da pesquisa, registrar emoções com citações e frequências em vez de curvas, marcar as passagens entre canais e incluir regras e relações de poder num mapa de ecossistema. Os exemplos vêm de doze oficinas com equipes de saúde, educação e varejo e de casos como a matrícula escolar, o resultado de exames de um laboratório e o transporte escolar de um município rural. O último capítulo descreve quatro formas pelas quais os mapas enganam e propõe revisá-los com as pessoas representadas. Cada capítulo termina com um exercício. Em acesso aberto, o livro pode ser lido, copiado e adaptado em aulas e projetos, desde que citada a fonte.',
    abstractEn:
      "Journey maps, service blueprints and ecosystem maps have become common tools in design teams, but it is not always clear what they represent or what they are for. This short book, in five chapters and about 50 pages, treats these representations as instruments for thinking and conversation rather than as decorative deliverables. The author distinguishes representing a service from prescribing one, traces the blueprint back to Lynn Shostack's article of 1984, and proposes practical safeguards: tracing every element of a journey to research data, recording emotions with quotations and frequencies instead of curves, marking the hand-offs between channels, and including rules and power in an ecosystem map. The examples come from twelve workshops with health, education and retail teams and from cases such as school enrolment, a laboratory's test results and school transport in a rural municipality. The last chapter describes four ways in which maps mislead and proposes reviewing them with the people they represent. Each chapter ends with an exercise. Published in open access, the book may be read, copied and adapted in classes and projects, provided the source is credited.",
    keywordsPt: ['mapa de jornada', 'blueprint de serviço', 'mapa de ecossistema', 'visualização', 'design de serviços'],
    keywordsEn: ['journey map', 'service blueprint', 'ecosystem map', 'visualisation', 'service design'],
    contributors: authors('camilaNogueira'),
    language: 'pt',
    collection: 'fundamentos-design-servicos',
    subjects: ['design', 'comunicacao'],
    publishedOn: '2022-08-30',
    edition: 1,
    pages: 53,
    doi: `${DOI}jornadas-blueprints-ecossistemas`,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(`${DOI}jornadas-blueprints-ecossistemas`, [
      {
        titlePt: 'Desenhar para pensar',
        titleEn: 'Drawing to think',
        contributors: authors('camilaNogueira'),
        abstractPt:
          'Apresenta o desenho como raciocínio coletivo, as três famílias de representação de que o livro trata e a diferença entre representar e prescrever, com um ciclo de trabalho em quatro etapas.',
        abstractEn:
          'Presents drawing as collective reasoning, the three families of representation the book covers and the difference between representing and prescribing, with a four-step working cycle.',
        firstPage: 11,
        lastPage: 17,
      },
      {
        titlePt: 'Mapas de jornada',
        titleEn: 'Journey maps',
        contributors: authors('camilaNogueira'),
        abstractPt:
          'Ensina a construir jornadas rastreáveis até a pesquisa, a registrar emoções sem a falsa precisão das curvas e a desconfiar das personas genéricas, com o exemplo da matrícula escolar.',
        abstractEn:
          'Teaches how to build journeys traceable to research, record emotions without the false precision of curves and distrust generic personas, with the example of school enrolment.',
        firstPage: 19,
        lastPage: 25,
      },
      {
        titlePt: 'O blueprint de serviço',
        titleEn: 'The service blueprint',
        contributors: authors('camilaNogueira'),
        abstractPt:
          'Reconstrói a notação de Shostack e seus desdobramentos, ensina a ler um blueprint na horizontal e na vertical e o adapta a serviços digitais, com um laboratório de análises e uma rede de lojas.',
        abstractEn:
          "Reconstructs Shostack's notation and its later forms, teaches how to read a blueprint across and down, and adapts it to digital services, with a clinical laboratory and a chain of stores.",
        firstPage: 27,
        lastPage: 33,
      },
      {
        titlePt: 'Ecossistemas e redes de atores',
        titleEn: 'Ecosystems and networks of actors',
        contributors: authors('camilaNogueira'),
        abstractPt:
          'A partir do transporte escolar de um município rural, mostra como mapear atores, regras e relações de poder que condicionam um serviço para além do contato com quem o usa.',
        abstractEn:
          'Using school transport in a rural municipality, shows how to map the actors, rules and power relations that shape a service beyond the contact with those who use it.',
        firstPage: 35,
        lastPage: 41,
      },
      {
        titlePt: 'Quando o mapa engana',
        titleEn: 'When the map misleads',
        contributors: authors('camilaNogueira'),
        abstractPt:
          'Descreve quatro formas de engano (a média que apaga, o conflito alisado, a hipótese congelada e o ausente invisível) e um roteiro para revisar os mapas com quem eles representam.',
        abstractEn:
          'Describes four ways of misleading (the erasing average, the smoothed-over conflict, the frozen hypothesis and the invisible absentee) and a script for reviewing maps with those they represent.',
        firstPage: 43,
        lastPage: 48,
      },
    ]),
    formats: [printed('978-65-86543-03-2', { brl: 4490, usd: 1300 }, 25, 53), ebook('978-65-86543-04-9', 'free')],
  },
  {
    slug: 'pesquisa-com-pessoas-usuarias',
    titlePt: 'Pesquisa com Pessoas Usuárias',
    titleEn: 'Research with Service Users',
    subtitlePt: 'Entrevistas, observação e cocriação no design de serviços',
    subtitleEn: 'Interviews, observation and co-creation in service design',
    abstractPt:
      'Como conversar com quem usa um serviço sem induzir respostas? Como observar uma agência bancária ou uma unidade de saúde sem atrapalhar quem trabalha ali? Como envolver pessoas usuárias na criação de soluções sem reduzir a participação a uma consulta? Esta coletânea breve, em sete capítulos e cerca de 60 páginas, reúne pesquisadoras e pesquisadores de design, antropologia e administração para responder a essas perguntas com base em projetos de pesquisa. Os capítulos percorrem o planejamento e o recrutamento, as entrevistas em profundidade, a etnografia rápida em três dias de campo, os diários de uso e a pesquisa remota, as oficinas de cocriação e a análise qualitativa, da codificação à formulação de achados. Um capítulo trata da pesquisa com populações em situação de vulnerabilidade: consentimento, ressarcimento, riscos de exposição e devolução dos resultados. Os exemplos vêm de pesquisas sobre o pedido de segunda via pela internet, as teleconsultas de pessoas idosas, as agências de um banco público, a espera por vaga em creche e a recepção de unidades básicas de saúde. O livro traz modelos adaptáveis: uma matriz de recrutamento, um roteiro de uma página, a estrutura de uma oficina e um termo de consentimento em linguagem simples.',
    abstractEn:
      "How can we talk with the people who use a service without leading their answers? How can we observe a bank branch or a health clinic without getting in the way of those who work there? How can service users take part in creating solutions without participation becoming a mere consultation? This short collection, in seven chapters and about 60 pages, brings together researchers in design, anthropology and management to answer these questions on the basis of research projects. The chapters cover planning and recruitment, in-depth interviews, rapid ethnography in three days of fieldwork, diary studies and remote research, co-creation workshops and qualitative analysis, from coding to stating findings. One chapter is devoted to research with people in vulnerable situations: consent, reimbursement, risks of exposure and returning the results. The examples come from studies of online requests for replacement documents, older people's teleconsultations, the branches of a public bank, families waiting for a nursery place and the reception desks of primary health units. The book offers adaptable templates: a recruitment matrix, a one-page interview guide, the structure of a workshop and a consent form in plain language.",
    keywordsPt: ['pesquisa qualitativa', 'entrevista', 'etnografia', 'cocriação', 'ética em pesquisa'],
    keywordsEn: ['qualitative research', 'interviews', 'ethnography', 'co-creation', 'research ethics'],
    contributors: organizers('rafaelTavares', 'helenaDuarte'),
    language: 'pt',
    collection: 'fundamentos-design-servicos',
    subjects: ['design', 'ciencias-sociais'],
    publishedOn: '2023-05-16',
    edition: 1,
    pages: 63,
    doi: `${DOI}pesquisa-com-pessoas-usuarias`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Planejar uma pesquisa de design',
        titleEn: 'Planning design research',
        contributors: authors('rafaelTavares', 'helenaDuarte'),
        abstractPt:
          'Distingue objetivo do projeto, perguntas de pesquisa e perguntas de entrevista e mostra como escolher participantes, local, cronograma e orçamento, com a pesquisa sobre a segunda via como exemplo.',
        abstractEn:
          'Distinguishes project aims, research questions and interview questions, and shows how to choose participants, place, schedule and budget, using the study of replacement documents as an example.',
        firstPage: 13,
        lastPage: 18,
      },
      {
        titlePt: 'Entrevistas em profundidade',
        titleEn: 'In-depth interviews',
        contributors: authors('helenaDuarte'),
        abstractPt:
          'Apresenta o roteiro semiestruturado de uma página, perguntas que abrem a conversa, a escuta ativa e o registro em dupla, com uma entrevista comentada sobre teleconsultas.',
        abstractEn:
          'Presents the one-page semi-structured guide, questions that open a conversation, active listening and recording in pairs, with an annotated interview about teleconsultations.',
        firstPage: 19,
        lastPage: 25,
      },
      {
        titlePt: 'Etnografia rápida em serviços',
        titleEn: 'Rapid ethnography in services',
        contributors: authors('beatrizSantana'),
        abstractPt:
          'Mostra como acompanhar uma rotina de atendimento, conversar informalmente e fotografar com cuidado, num roteiro de três dias de campo, com o turno de uma gerente de banco como exemplo.',
        abstractEn:
          "Shows how to shadow a service routine, talk informally and take photographs with care, in a three-day field plan, with a bank manager's shift as the example.",
        firstPage: 27,
        lastPage: 32,
      },
      {
        titlePt: 'Diários de uso e pesquisa remota',
        titleEn: 'Diary studies and remote research',
        contributors: authors('lucasAndrade'),
        abstractPt:
          'Compara protocolos de diário por intervalo, por evento e por sinal, discute como manter os participantes e os riscos de exclusão da pesquisa remota, com um estudo sobre a espera por creche.',
        abstractEn:
          'Compares interval, event and signal diary protocols, discusses how to keep participants and the exclusion risks of remote research, with a study of families waiting for a nursery place.',
        firstPage: 33,
        lastPage: 38,
      },
      {
        titlePt: 'Oficinas de cocriação',
        titleEn: 'Co-creation workshops',
        contributors: authors('felipeNascimento'),
        abstractPt:
          'Trata do propósito, da composição do grupo, da facilitação e da devolutiva de oficinas em que pessoas usuárias e equipes projetam juntas, e de uma oficina que deu errado.',
        abstractEn:
          'Covers the purpose, group composition, facilitation and follow-up of workshops in which users and staff design together, and a workshop that went wrong.',
        firstPage: 39,
        lastPage: 44,
      },
      {
        titlePt: 'Pesquisar com populações vulneráveis',
        titleEn: 'Researching with vulnerable populations',
        contributors: authors('tatianaRezende'),
        abstractPt:
          'Discute consentimento livre e esclarecido, ressarcimento dentro das normas de ética, riscos de exposição e a devolução às comunidades, com um modelo de termo em linguagem simples.',
        abstractEn:
          'Discusses free and informed consent, reimbursement within research ethics rules, risks of exposure and returning results to communities, with a model consent form in plain language.',
        firstPage: 45,
        lastPage: 51,
      },
      {
        titlePt: 'Da transcrição ao achado',
        titleEn: 'From transcript to finding',
        contributors: authors('rafaelTavares'),
        abstractPt:
          'Percorre a preparação dos dados, a codificação, a análise temática e a formulação e validação de achados, com um exemplo da pesquisa em unidades básicas de saúde.',
        abstractEn:
          'Goes through preparing data, coding, thematic analysis and stating and validating findings, with an example from research in primary health units.',
        firstPage: 53,
        lastPage: 58,
      },
    ],
    // The demo's one printed format that is out of stock ("e-mail me when available").
    formats: [printed('978-65-86543-05-6', { brl: 5490, usd: 1600 }, 0, 63), ebook('978-65-86543-06-3', { brl: 2790, usd: 800 })],
  },
  {
    slug: 'servicos-publicos-centrados-nas-pessoas',
    titlePt: 'Serviços Públicos Centrados nas Pessoas',
    titleEn: 'People-Centred Public Services',
    subtitlePt: 'Design, governo digital e participação cidadã',
    subtitleEn: 'Design, digital government and citizen participation',
    abstractPt:
      'Laboratórios de inovação, equipes de governo digital e escolas de governo passaram a usar métodos de design para reformular serviços públicos no Brasil. Esta coletânea breve, em oito capítulos e cerca de 65 páginas, pergunta o que muda quando um serviço é redesenhado a partir da experiência de quem o usa e de quem o presta. Depois de situar o design nas reformas do Estado desde os anos 1990, os capítulos examinam doze laboratórios estaduais e sua sobrevivência às trocas de governo, a Lei da Desburocratização nos balcões e a digitalização obrigatória de um benefício para pessoas idosas, o redesenho do Cadastro Único numa cidade de oitenta mil habitantes, o acolhimento em seis unidades básicas de saúde, a reescrita de uma carta oficial testada com vinte pessoas e três formas de escuta contínua: painéis de usuários, ouvidorias e avaliações on-line. Os autores discutem também os limites: fragmentação entre órgãos, rotatividade das equipes, exclusão digital e dificuldade de medir resultados. O último capítulo propõe cinco princípios e um conjunto mínimo de indicadores para tornar o design uma capacidade permanente do Estado. Publicado em acesso aberto com apoio de uma chamada de fomento à pesquisa, destina-se a servidores, pesquisadores e estudantes.',
    abstractEn:
      'Innovation labs, digital government teams and schools of government have begun using design methods to reshape public services in Brazil. This short collection, in eight chapters and about 65 pages, asks what changes when a service is redesigned around the experience of those who use it and those who deliver it. After placing design within the reforms of the state since the 1990s, the chapters examine twelve state innovation labs and their survival across changes of government, the Red Tape Reduction Act at the counter and the compulsory digitisation of a benefit for older people, the redesign of family registration in a town of eighty thousand, reception in six primary health units, the rewriting of an official letter tested with twenty people, and three forms of continuous listening: user panels, ombudsman offices and online ratings. The authors also discuss limits: fragmentation between agencies, staff turnover, digital exclusion and the difficulty of measuring outcomes. The last chapter proposes five principles and a minimum set of indicators to make design a permanent capacity of the state. Published in open access with the support of a research funding call, it is intended for civil servants, researchers and students.',
    keywordsPt: ['governo digital', 'serviços públicos', 'inovação no setor público', 'linguagem simples', 'participação cidadã'],
    keywordsEn: ['digital government', 'public services', 'public sector innovation', 'plain language', 'citizen participation'],
    contributors: editors('gustavoPacheco', 'anaCarolinaFreitas'),
    language: 'pt',
    collection: 'fundamentos-design-servicos',
    subjects: ['administracao-publica', 'design', 'tecnologia'],
    publishedOn: '2025-04-08',
    edition: 1,
    pages: 67,
    doi: `${DOI}servicos-publicos-centrados-nas-pessoas`,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(`${DOI}servicos-publicos-centrados-nas-pessoas`, [
      {
        titlePt: 'Por que desenhar serviços públicos?',
        titleEn: 'Why design public services?',
        contributors: authors('gustavoPacheco', 'anaCarolinaFreitas'),
        abstractPt:
          'Situa o design nas três ondas de reforma da administração pública brasileira, do plano de 1995 ao governo digital, e diz o que ele acrescenta e o que não resolve.',
        abstractEn:
          'Places design within three waves of Brazilian public administration reform, from the 1995 plan to digital government, and says what it adds and what it cannot solve.',
        firstPage: 13,
        lastPage: 18,
      },
      {
        titlePt: 'Laboratórios de inovação no governo',
        titleEn: 'Innovation labs in government',
        contributors: authors('ricardoFonseca'),
        abstractPt:
          'Compara doze laboratórios estaduais por forma de criação, vinculação, orçamento e equipe, e mostra quais sobreviveram às trocas de governo.',
        abstractEn:
          'Compares twelve state innovation labs by how they were created, where they sit, their budget and their staff, and shows which survived changes of government.',
        firstPage: 19,
        lastPage: 25,
      },
      {
        titlePt: 'Simplificar sem excluir',
        titleEn: 'Simplifying without excluding',
        contributors: authors('anaCarolinaFreitas'),
        abstractPt:
          'Acompanha a Lei da Desburocratização em vinte balcões e a digitalização obrigatória de um benefício estadual para pessoas idosas, e propõe princípios para simplificar sem excluir.',
        abstractEn:
          'Follows the Red Tape Reduction Act at twenty service counters and the compulsory digitisation of a state benefit for older people, and proposes principles for simplifying without excluding.',
        firstPage: 27,
        lastPage: 32,
      },
      {
        titlePt: 'Assistência social e transformação digital',
        titleEn: 'Social assistance and digital transformation',
        contributors: authors('isabelaCunha'),
        abstractPt:
          'Relata como listas personalizadas de documentos e a participação das entrevistadoras reduziram a fila do Cadastro Único em Santa Rita, e os limites do projeto.',
        abstractEn:
          'Reports how personalised document lists and the involvement of registration staff shortened the queue for family registration in Santa Rita, and the limits of the project.',
        firstPage: 33,
        lastPage: 38,
      },
      {
        titlePt: 'Atendimento em unidades de saúde',
        titleEn: 'Care in health units',
        contributors: authors('tatianaRezende'),
        abstractPt:
          'Examina filas, acolhimento e comunicação na sala de espera de seis unidades básicas de uma capital do Sudeste, e o que das mudanças sobreviveu um ano depois.',
        abstractEn:
          'Examines queues, reception and waiting-room communication in six primary health units of a south-eastern state capital, and which changes survived a year later.',
        firstPage: 39,
        lastPage: 44,
      },
      {
        titlePt: 'Linguagem simples em comunicados oficiais',
        titleEn: 'Plain language in official notices',
        contributors: authors('nataliaVieira'),
        abstractPt:
          'Apresenta um método de reescrita em cinco passos, aplicado a uma carta de pendência cadastral e testado com vinte pessoas em duas versões.',
        abstractEn: 'Presents a five-step rewriting method, applied to a letter about missing registration data and tested with twenty people in two versions.',
        firstPage: 45,
        lastPage: 50,
      },
      {
        titlePt: 'Participação cidadã na avaliação de serviços',
        titleEn: 'Citizen participation in service evaluation',
        contributors: authors('diegoMoreira'),
        abstractPt:
          'Compara painéis de usuários, ouvidorias e avaliações on-line, com o painel sorteado de uma empresa estadual de saneamento, e discute como devolver o que se ouviu.',
        abstractEn:
          "Compares user panels, ombudsman offices and online ratings, with a state water company's panel chosen by lot, and discusses how to report back on what was heard.",
        firstPage: 51,
        lastPage: 56,
      },
      {
        titlePt: 'Princípios para institucionalizar o design',
        titleEn: 'Principles for institutionalising design',
        contributors: authors('gustavoPacheco'),
        abstractPt:
          'Propõe cinco princípios, um conjunto mínimo de indicadores e formas de governança para que o design deixe de depender de projetos e pessoas específicas.',
        abstractEn:
          'Proposes five principles, a minimum set of indicators and forms of governance so that design no longer depends on particular projects and people.',
        firstPage: 57,
        lastPage: 62,
      },
    ]),
    formats: [printed('978-65-86543-07-0', { brl: 5790, usd: 1700 }, 60, 67), ebook('978-65-86543-08-7', 'free')],
  },
  {
    slug: 'educacao-e-autonomia',
    titlePt: 'Educação e Autonomia',
    titleEn: 'Education and Autonomy',
    subtitlePt: 'Práticas pedagógicas em quatro escolas públicas paulistas',
    subtitleEn: 'Teaching practices in four São Paulo state schools',
    abstractPt:
      'O que significa educar para a autonomia em escolas com turmas numerosas, currículos padronizados e avaliações externas? Neste livro breve, resultado de dois anos letivos de pesquisa em quatro escolas estaduais de ensino fundamental do interior paulista, a autora acompanha professoras, professores e estudantes que procuraram construir práticas centradas na participação. Em cinco capítulos e cerca de 45 páginas, o livro discute os sentidos de autonomia em Kant, Dewey e Paulo Freire e nas políticas educacionais recentes, apresenta o percurso da pesquisa (observação de aulas, entrevistas com professores, gestores e estudantes, análise de atas e de materiais das turmas) e o conceito de ocasião de decisão, e analisa três práticas: as assembleias de classe e os acordos de convivência, os projetos interdisciplinares com avaliação negociada e a tutoria entre pares. Mostra que a autonomia não nasce da ausência de regras, mas de acordos construídos e revistos em conjunto, e que depende de condições que nem todas as escolas têm: equipes estáveis, tempo coletivo de fato cumprido e uma direção que proteja as práticas da pressão das avaliações externas. Para docentes da educação básica, gestores escolares, licenciandos e pesquisadores.',
    abstractEn:
      'What does it mean to educate for autonomy in schools with large classes, standardised curricula and external assessments? In this short book, the result of two school years of research in four state primary and lower secondary schools in the interior of São Paulo, the author follows teachers and students who tried to build practices centred on participation. In five chapters and about 45 pages, the book discusses the meanings of autonomy in Kant, Dewey and Paulo Freire and in recent education policy, describes the fieldwork (classroom observation, interviews with teachers, managers and students, analysis of minutes and of materials made by the classes) and the idea of an occasion for decision, and analyses three practices: class assemblies and agreements for living together, interdisciplinary projects with negotiated assessment, and peer tutoring. It shows that autonomy does not arise from the absence of rules but from agreements built and revised together, and that it depends on conditions not every school has: stable staff, shared planning time that actually happens and a head teacher who protects these practices from the pressure of external assessments. For teachers, school managers, student teachers and researchers.',
    keywordsPt: ['autonomia', 'escola pública', 'gestão democrática', 'prática pedagógica', 'Paulo Freire'],
    keywordsEn: ['autonomy', 'state schools', 'democratic management', 'teaching practice', 'Paulo Freire'],
    contributors: authors('lucianaFerraz'),
    language: 'pt',
    collection: 'educacao-em-perspectiva',
    subjects: ['educacao', 'ciencias-sociais'],
    publishedOn: '2020-03-02',
    edition: 1,
    pages: 45,
    doi: `${DOI}educacao-e-autonomia`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Autonomia: um conceito em disputa',
        titleEn: 'Autonomy: a contested concept',
        contributors: authors('lucianaFerraz'),
        abstractPt:
          'Revisa os sentidos de autonomia em Kant, Dewey e Paulo Freire e os três usos da palavra nas políticas educacionais brasileiras, e apresenta a perspectiva do livro.',
        abstractEn:
          'Reviews the meanings of autonomy in Kant, Dewey and Paulo Freire and the three uses of the word in Brazilian education policy, and sets out the perspective of the book.',
        firstPage: 11,
        lastPage: 16,
      },
      {
        titlePt: 'Quatro escolas, dois anos',
        titleEn: 'Four schools, two years',
        contributors: authors('lucianaFerraz'),
        abstractPt:
          'Apresenta as quatro escolas, a observação, as entrevistas e os documentos da pesquisa e o conceito de ocasião de decisão, com seus quatro níveis de alcance.',
        abstractEn:
          'Introduces the four schools, the observation, interviews and documents of the fieldwork, and the idea of an occasion for decision with its four levels of reach.',
        firstPage: 17,
        lastPage: 22,
      },
      {
        titlePt: 'Assembleias e acordos de convivência',
        titleEn: 'Assemblies and agreements for living together',
        contributors: authors('lucianaFerraz'),
        abstractPt:
          'Analisa como turmas criaram e revisaram acordos de convivência em assembleias, o que elas discutiam, o papel do adulto e os riscos de uma assembleia virar tribunal.',
        abstractEn:
          'Analyses how classes created and revised agreements in assemblies, what they discussed, the role of the adult and the risk of an assembly turning into a tribunal.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titlePt: 'Projetos interdisciplinares e tutoria entre pares',
        titleEn: 'Interdisciplinary projects and peer tutoring',
        contributors: authors('lucianaFerraz'),
        abstractPt:
          'Acompanha o projeto de uma turma sobre o córrego do bairro, com critérios de avaliação negociados, e um programa de tutoria de leitura entre estudantes.',
        abstractEn:
          "Follows a class project on the neighbourhood's stream, with negotiated assessment criteria, and a programme in which students tutored each other in reading.",
        firstPage: 29,
        lastPage: 34,
      },
      {
        titlePt: 'Os limites da autonomia',
        titleEn: 'The limits of autonomy',
        contributors: authors('lucianaFerraz'),
        abstractPt:
          'Discute o peso das avaliações externas, as condições de trabalho docente e o papel da direção, e propõe quatro condições mínimas para sustentar essas práticas.',
        abstractEn:
          "Discusses the weight of external assessments, teachers' working conditions and the role of school leadership, and proposes four minimum conditions for sustaining these practices.",
        firstPage: 35,
        lastPage: 40,
      },
    ],
    formats: [printed('978-65-86543-09-4', { brl: 4490, usd: 1300 }, 18, 45), ebook('978-65-86543-10-0', { brl: 2290, usd: 700 })],
  },
  {
    slug: 'avaliacao-formativa-educacao-basica',
    titlePt: 'Avaliação Formativa na Educação Básica',
    titleEn: 'Formative Assessment in Basic Education',
    subtitlePt: 'Do diagnóstico à aprendizagem',
    subtitleEn: 'From diagnosis to learning',
    abstractPt:
      'A avaliação formativa é citada em documentos curriculares, mas pouco praticada em escolas onde provas e notas ainda concentram a atenção de estudantes, famílias e gestores. Este livro breve, em quatro capítulos e cerca de 35 páginas, oferece a professoras e professores um percurso prático para usar a avaliação a serviço da aprendizagem, organizado pelas cinco estratégias propostas por Wiliam e Thompson. Os autores distinguem avaliar para classificar de avaliar para orientar, mostram perguntas-diagnóstico que revelam raciocínios, a construção de rubricas com a participação da turma e critérios para devolutivas claras, específicas e oportunas, e tratam da autoavaliação, da avaliação entre pares e da comunicação com as famílias. Os exemplos vêm de dois anos de acompanhamento de oito docentes em quatro escolas municipais de Minas Gerais e de Goiás, em turmas de língua portuguesa, matemática e ciências do ensino fundamental: as respostas de uma turma de quinto ano sobre frações, uma rubrica de texto de opinião reescrita pelos estudantes, comentários revistos pelas próprias professoras. Publicado em acesso aberto, com licença que permite a reprodução não comercial, o livro pode ser usado livremente em formações docentes e cursos de licenciatura.',
    abstractEn:
      "Formative assessment is cited in curriculum documents but little practised in schools where tests and grades still absorb the attention of students, families and managers. This short book, in four chapters and about 35 pages, offers teachers a practical path for using assessment in the service of learning, organised around the five strategies proposed by Wiliam and Thompson. The authors distinguish assessing to rank from assessing to guide, show diagnostic questions that reveal reasoning, how to build rubrics with the class and criteria for clear, specific and timely feedback, and cover self-assessment, peer assessment and communication with families. The examples come from two years of work with eight teachers in four municipal schools in Minas Gerais and Goiás, in Portuguese, mathematics and science classes: a fifth-grade class's answers about fractions, an opinion-writing rubric rewritten by the students, comments revised by the teachers themselves. Published in open access under a licence that allows non-commercial reproduction, the book may be freely used in teacher training and teacher education degrees.",
    keywordsPt: ['avaliação formativa', 'rubricas', 'devolutiva', 'ensino fundamental', 'formação docente'],
    keywordsEn: ['formative assessment', 'rubrics', 'feedback', 'primary education', 'teacher education'],
    contributors: authors('fernandaLacerda', 'vitorLima'),
    language: 'pt',
    collection: 'educacao-em-perspectiva',
    subjects: ['educacao'],
    publishedOn: '2023-10-10',
    edition: 1,
    pages: 35,
    doi: `${DOI}avaliacao-formativa-educacao-basica`,
    license: 'CC-BY-NC-4.0',
    openAccess: true,
    chapters: withDois(`${DOI}avaliacao-formativa-educacao-basica`, [
      {
        titlePt: 'Avaliar para aprender',
        titleEn: 'Assessing to learn',
        contributors: authors('fernandaLacerda'),
        abstractPt:
          'Distingue avaliação diagnóstica, formativa e somativa, resume as evidências sobre seus efeitos, apresenta as cinco estratégias que organizam o livro e desfaz três equívocos.',
        abstractEn:
          'Distinguishes diagnostic, formative and summative assessment, summarises the evidence on their effects, presents the five strategies that organise the book and dispels three misconceptions.',
        firstPage: 9,
        lastPage: 14,
      },
      {
        titlePt: 'Diagnóstico e critérios compartilhados',
        titleEn: 'Diagnosis and shared criteria',
        contributors: authors('vitorLima'),
        abstractPt:
          'Mostra perguntas-diagnóstico, com as respostas de uma turma de quinto ano sobre frações, e a construção de critérios de sucesso e de uma rubrica com os estudantes.',
        abstractEn:
          "Shows diagnostic questions, with a fifth-grade class's answers about fractions, and how to build success criteria and a rubric with the students.",
        firstPage: 15,
        lastPage: 21,
      },
      {
        titlePt: 'Devolutivas que ajudam a avançar',
        titleEn: 'Feedback that helps students move forward',
        contributors: authors('fernandaLacerda', 'vitorLima'),
        abstractPt:
          'Propõe critérios para devolutivas escritas e orais, com comentários revistos pelas professoras, e discute notas, comentários e o tempo necessário para usar a devolutiva.',
        abstractEn:
          'Proposes criteria for written and oral feedback, with comments revised by the teachers, and discusses grades, comments and the time needed to act on feedback.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titlePt: 'Autoavaliação, pares e famílias',
        titleEn: 'Self-assessment, peers and families',
        contributors: authors('vitorLima'),
        abstractPt:
          'Trata do semáforo de autoavaliação, de formatos de avaliação entre pares, de portfólios e reuniões com as famílias e dos limites do que a escola faz sozinha.',
        abstractEn:
          'Covers traffic-light self-assessment, formats for peer assessment, portfolios and meetings with families, and the limits of what a school can do alone.',
        firstPage: 29,
        lastPage: 33,
      },
    ]),
    formats: [ebook('978-65-86543-11-7', 'free')],
  },
  {
    slug: 'tecnologias-digitais-na-sala-de-aula',
    titlePt: 'Tecnologias Digitais na Sala de Aula',
    titleEn: 'Digital Technologies in the Classroom',
    subtitlePt: 'Letramentos, plataformas e desigualdades',
    subtitleEn: 'Literacies, platforms and inequalities',
    abstractPt:
      'Celulares, plataformas educacionais e ferramentas de inteligência artificial entraram nas escolas brasileiras antes de qualquer debate sobre seus propósitos pedagógicos. Esta coletânea breve, em seis capítulos e cerca de 50 páginas, reúne pesquisas que observam o que acontece quando essas tecnologias chegam à sala de aula. Os capítulos analisam os contratos de plataformas de seis redes estaduais e as metas de uso que eles trouxeram ao trabalho docente; sequências didáticas em que estudantes do ensino médio investigaram as mensagens que recebiam no celular; os usos de inteligência artificial generativa relatados por estudantes e professores, com os dilemas de autoria e de avaliação; as políticas de privacidade de doze plataformas, à luz da LGPD; e a conectividade de escolas urbanas, rurais e ribeirinhas do interior do Pará. Em vez de celebrar ou condenar a tecnologia, os autores procuram suas condições concretas de uso: a conexão disponível, o tempo de formação, os contratos firmados pelas secretarias. O último capítulo propõe dez perguntas para decidir a adoção de uma tecnologia com base em finalidades pedagógicas, proteção de dados e equidade. Para professores, gestores de redes de ensino, pesquisadores e quem participa da formulação de políticas educacionais.',
    abstractEn:
      "Mobile phones, learning platforms and artificial intelligence tools entered Brazilian schools before any debate about their teaching purposes. This short collection, in six chapters and about 50 pages, brings together research that observes what happens when these technologies reach the classroom. The chapters analyse the platform contracts of six state school systems and the usage targets they brought to teachers' work; teaching sequences in which upper secondary students investigated the messages they received on their phones; the uses of generative artificial intelligence reported by students and teachers, with the dilemmas of authorship and assessment they raise; the privacy policies of twelve platforms, in light of Brazil's data protection law; and the connectivity of urban, rural and riverside schools in the interior of Pará. Rather than celebrating or condemning technology, the authors look at the concrete conditions of its use: the connection available, the time for training, the contracts signed by education departments. The last chapter proposes ten questions for deciding whether to adopt a technology on the basis of teaching purposes, data protection and equity. For teachers, managers of school systems, researchers and those who shape education policy.",
    keywordsPt: ['tecnologia educacional', 'letramento digital', 'plataformas', 'inteligência artificial', 'desigualdade'],
    keywordsEn: ['educational technology', 'digital literacy', 'platforms', 'artificial intelligence', 'inequality'],
    contributors: organizers('eduardoFontes', 'leticiaAraujo'),
    language: 'pt',
    collection: 'educacao-em-perspectiva',
    subjects: ['educacao', 'tecnologia'],
    publishedOn: '2026-02-24',
    edition: 1,
    pages: 52,
    doi: `${DOI}tecnologias-digitais-na-sala-de-aula`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Plataformas na rede pública',
        titleEn: 'Platforms in state school systems',
        contributors: authors('eduardoFontes'),
        abstractPt:
          'Analisa 41 contratos de plataformas digitais em seis redes estaduais, as metas de uso que impuseram e o que professores e gestores dizem da plataformização do trabalho docente.',
        abstractEn:
          "Analyses 41 contracts for digital platforms in six state school systems, the usage targets they imposed and what teachers and managers say about the platformisation of teachers' work.",
        firstPage: 13,
        lastPage: 18,
      },
      {
        titlePt: 'Letramento midiático e desinformação',
        titleEn: 'Media literacy and disinformation',
        contributors: authors('leticiaAraujo'),
        abstractPt:
          'Relata sequências em que turmas do ensino médio coletaram, classificaram e verificaram por leitura lateral as mensagens que recebiam, e produziram seus próprios materiais.',
        abstractEn:
          'Reports on sequences in which upper secondary classes collected, classified and checked by lateral reading the messages they received, and produced their own materials.',
        firstPage: 19,
        lastPage: 24,
      },
      {
        titlePt: 'Inteligência artificial generativa na escola',
        titleEn: 'Generative artificial intelligence at school',
        contributors: authors('pedroSchmidt'),
        abstractPt:
          'Analisa os usos de ferramentas de inteligência artificial generativa relatados por 48 estudantes e por seus professores, e as respostas das escolas aos dilemas de autoria e avaliação.',
        abstractEn:
          'Analyses the uses of generative artificial intelligence tools reported by 48 students and their teachers, and how schools answered the dilemmas of authorship and assessment.',
        firstPage: 25,
        lastPage: 30,
      },
      {
        titlePt: 'Dados educacionais e privacidade',
        titleEn: 'Educational data and privacy',
        contributors: authors('nataliaVieira'),
        abstractPt:
          'Examina as políticas de privacidade de doze plataformas usadas em redes públicas, à luz da LGPD, e propõe cláusulas mínimas para os contratos.',
        abstractEn:
          "Examines the privacy policies of twelve platforms used in state school systems, in light of Brazil's data protection law, and proposes minimum contract clauses.",
        firstPage: 31,
        lastPage: 37,
      },
      {
        titlePt: 'Conectividade e desigualdade',
        titleEn: 'Connectivity and inequality',
        contributors: authors('robertoSiqueira'),
        abstractPt:
          'Compara a conexão de doze escolas urbanas, rurais e ribeirinhas do interior do Pará ao longo de um ano letivo e as estratégias de quem ensina com internet intermitente.',
        abstractEn:
          'Compares the connectivity of twelve urban, rural and riverside schools in the interior of Pará over a school year, and the strategies of those who teach with intermittent internet.',
        firstPage: 39,
        lastPage: 43,
      },
      {
        titlePt: 'Critérios para adotar tecnologias',
        titleEn: 'Criteria for adopting technologies',
        contributors: authors('eduardoFontes', 'leticiaAraujo'),
        abstractPt: 'Propõe dez perguntas para decidir a adoção de uma tecnologia e as aplica, em retrospecto, a três adoções discutidas no livro.',
        abstractEn:
          'Proposes ten questions for deciding whether to adopt a technology and applies them in retrospect to three adoptions discussed in the book.',
        firstPage: 45,
        lastPage: 50,
      },
    ],
    formats: [printed('978-65-86543-12-4', { brl: 4990, usd: 1400 }, 75, 52), ebook('978-65-86543-13-1', { brl: 2490, usd: 700 })],
  },
  {
    slug: 'periferias-em-movimento',
    titlePt: 'Periferias em Movimento',
    titleEn: 'Peripheries in Motion',
    subtitlePt: 'Juventude, cultura e território nas metrópoles brasileiras',
    subtitleEn: 'Youth, culture and territory in Brazilian cities',
    abstractPt:
      'Saraus de poesia, coletivos de audiovisual, batalhas de rima e cursinhos populares transformaram a paisagem cultural das periferias de São Paulo, do Recife e de Belo Horizonte nas duas últimas décadas. Este livro, resultado de uma pesquisa etnográfica de quatro anos, acompanha jovens que organizam essas iniciativas e investiga como elas reconfiguram a relação entre cultura, território e política. O autor mostra que os coletivos periféricos não se limitam a produzir arte: eles criam redes de solidariedade, disputam recursos públicos, formam lideranças e produzem uma narrativa própria sobre a cidade, em contraste com as imagens de violência e carência que dominam a mídia. Ao mesmo tempo, o livro examina as tensões internas desses movimentos, como a precariedade do trabalho cultural, a dependência de editais, as desigualdades de gênero e os dilemas da profissionalização. Dialogando com a sociologia urbana e os estudos culturais, a obra contribui para o debate sobre o direito à cidade e as políticas culturais, e interessa a pesquisadores, gestores públicos e a todos que atuam em projetos culturais nas periferias.',
    abstractEn:
      'Poetry soirées, audiovisual collectives, rap battles and community college-prep courses have transformed the cultural landscape of the peripheries of São Paulo, Recife and Belo Horizonte over the last two decades. This book, the result of four years of ethnographic research, follows young people who organise these initiatives and investigates how they reshape the relationship between culture, territory and politics. The author shows that peripheral collectives do not merely produce art: they create networks of solidarity, compete for public funds, train leaders and produce their own narrative about the city, in contrast to the images of violence and deprivation that dominate the media. At the same time, the book examines the internal tensions of these movements, such as the precariousness of cultural work, dependence on funding calls, gender inequalities and the dilemmas of professionalisation. In dialogue with urban sociology and cultural studies, the work contributes to the debate on the right to the city and cultural policy, and will interest researchers, public managers and everyone working on cultural projects in urban peripheries.',
    keywordsPt: ['periferia', 'juventude', 'coletivos culturais', 'direito à cidade', 'etnografia'],
    keywordsEn: ['urban periphery', 'youth', 'cultural collectives', 'right to the city', 'ethnography'],
    contributors: authors('thiagoRibeiro'),
    language: 'pt',
    collection: 'pensamento-social',
    subjects: ['ciencias-sociais', 'artes'],
    publishedOn: '2019-06-18',
    edition: 1,
    pages: 224,
    doi: `${DOI}periferias-em-movimento`,
    license: null,
    openAccess: false,
    // Print only, with no text to read or sample: no chapter list rather than titles without a page behind them.
    chapters: [],
    formats: [printed('978-65-86543-14-8', { brl: 7200, usd: 1900 }, 9, 224)],
  },
  {
    slug: 'a-memoria-das-fabricas',
    titlePt: 'A Memória das Fábricas',
    titleEn: 'The Memory of the Factories',
    subtitlePt: 'Trabalho e cotidiano operário no ABC paulista (1950–1980)',
    subtitleEn: "Work and working-class daily life in São Paulo's ABC region (1950–1980)",
    abstractPt:
      'Entre as décadas de 1950 e 1980, o ABC paulista tornou-se o centro da indústria automobilística brasileira e o cenário de algumas das greves mais importantes da história do país. Este livro breve reconstrói o cotidiano de homens e mulheres que trabalharam nessas fábricas a partir de trinta entrevistas de história oral, de arquivos sindicais e empresariais e de jornais de bairro. Em seis capítulos e cerca de 55 páginas, a autora acompanha a chegada de migrantes nordestinos e mineiros e a formação dos bairros operários, o ritmo e a vigilância da linha de montagem e as pequenas resistências que eles provocavam, a sociabilidade no futebol de várzea, na igreja e no botequim, e a experiência das operárias, quase ausentes das narrativas sobre o movimento sindical. Em vez de tratar as greves de 1978 a 1980 como uma explosão súbita, o livro mostra como elas foram preparadas por paralisações de seção, redes de vizinhança e boletins distribuídos nas portas das fábricas. O último capítulo discute como essas memórias são hoje guardadas, disputadas ou esquecidas numa região marcada pela desindustrialização. A obra dialoga com a história social do trabalho e com os estudos de memória.',
    abstractEn:
      "Between the 1950s and the 1980s, the ABC region of São Paulo became the heart of the Brazilian car industry and the scene of some of the most important strikes in the country's history. This short book reconstructs the daily lives of the men and women who worked in these factories, drawing on thirty oral history interviews, union and company archives and neighbourhood newspapers. In six chapters and about 55 pages, the author follows the arrival of migrants from the North-East and from Minas Gerais and the making of working-class neighbourhoods, the pace and surveillance of the assembly line and the small acts of resistance they provoked, sociability at amateur football, church and the corner bar, and the experience of women workers, almost absent from accounts of the labour movement. Rather than treating the strikes of 1978 to 1980 as a sudden explosion, the book shows how they were prepared by stoppages in single sections, neighbourhood networks and leaflets handed out at the factory gates. The last chapter discusses how these memories are now kept, contested or forgotten in a region marked by deindustrialisation. The work engages with the social history of labour and with memory studies.",
    keywordsPt: ['história do trabalho', 'ABC paulista', 'história oral', 'movimento operário', 'memória'],
    keywordsEn: ['labour history', 'ABC region', 'oral history', 'labour movement', 'memory'],
    contributors: authors('claraMendonca'),
    language: 'pt',
    subjects: ['historia', 'ciencias-sociais'],
    publishedOn: '2021-11-09',
    edition: 1,
    pages: 54,
    doi: `${DOI}a-memoria-das-fabricas`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Chegar ao ABC',
        titleEn: 'Arriving in the ABC',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Reconstrói as trajetórias dos depoentes, as redes de conterrâneos que garantiam teto e emprego e a formação dos bairros operários de São Bernardo do Campo entre 1950 e 1980.',
        abstractEn:
          "Reconstructs the interviewees' migration paths, the networks of people from the same home town that secured a roof and a job, and the growth of São Bernardo do Campo's working-class neighbourhoods from 1950 to 1980.",
        firstPage: 15,
        lastPage: 21,
      },
      {
        titlePt: 'O tempo da linha de montagem',
        titleEn: 'Assembly-line time',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Analisa o ritmo da linha, a hierarquia da seção e as formas de controle lembradas pelos depoentes, as pequenas resistências, o corpo marcado pelo trabalho e o orgulho do ofício.',
        abstractEn:
          'Analyses the pace of the line, the hierarchy of the section and the forms of control the interviewees remember, small acts of resistance, the body marked by work and pride in the trade.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titlePt: 'Clube, igreja e botequim',
        titleEn: 'Club, church and corner bar',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Examina o futebol de várzea, as comunidades eclesiais, o botequim e as festas como espaços de confiança, e onde os depoentes mobilizados conheceram quem os convidou.',
        abstractEn:
          'Examines amateur football, church base communities, the corner bar and festivities as spaces of trust, and where the interviewees who joined the mobilisations met those who invited them.',
        firstPage: 29,
        lastPage: 33,
      },
      {
        titlePt: 'As operárias',
        titleEn: 'The women workers',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Recupera as trajetórias de seis operárias, a dupla jornada, suas reivindicações no sindicato e nos bairros e o silêncio dos arquivos sobre elas.',
        abstractEn:
          'Recovers the careers of six women factory workers, the double shift, their demands in the union and in the neighbourhoods, and the silence of the archives about them.',
        firstPage: 35,
        lastPage: 40,
      },
      {
        titlePt: 'Antes das grandes greves',
        titleEn: 'Before the great strikes',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Mostra como paralisações de seção, a campanha da reposição salarial, redes sobrepostas de vizinhança e jornais de fábrica prepararam as greves de 1978 a 1980.',
        abstractEn:
          'Shows how stoppages in single sections, the campaign over the manipulated wage index, overlapping neighbourhood networks and factory leaflets prepared the strikes of 1978 to 1980.',
        firstPage: 41,
        lastPage: 46,
      },
      {
        titlePt: 'Memórias em disputa',
        titleEn: 'Contested memories',
        contributors: authors('claraMendonca'),
        abstractPt:
          'Discute a desindustrialização, quem guarda a memória operária, os lugares de memória e a transmissão às gerações que nunca trabalharam numa fábrica.',
        abstractEn:
          'Discusses deindustrialisation, who keeps working-class memory, places of memory and what is passed on to generations who never worked in a factory.',
        firstPage: 47,
        lastPage: 51,
      },
    ],
    formats: [printed('978-65-86543-15-5', { brl: 4990, usd: 1500 }, 14, 54), ebook('978-65-86543-16-2', { brl: 2490, usd: 700 })],
  },
  {
    slug: 'vozes-impressas',
    titlePt: 'Vozes Impressas',
    subtitlePt: 'Imprensa feminina e direitos das mulheres no Brasil do século XIX',
    abstractPt:
      'Ao longo do século XIX, dezenas de periódicos editados por mulheres circularam no Rio de Janeiro, no Recife, em Porto Alegre e em cidades menores do Império. Neles, redatoras e colaboradoras discutiram educação feminina, trabalho, casamento, abolição e, mais tarde, o direito ao voto, em um tempo em que a presença pública das mulheres era vista com desconfiança. Este livro analisa um conjunto de vinte e três jornais e revistas femininos publicados entre 1852 e 1899, preservados em acervos da Biblioteca Nacional e de arquivos estaduais. A autora examina quem escrevia, como esses periódicos eram financiados e distribuídos, que estratégias retóricas as redatoras usavam para legitimar sua palavra e como dialogavam com a imprensa dominante, que frequentemente as ridicularizava. O livro também acompanha as trajetórias de algumas editoras, entre professoras, poetas e proprietárias de tipografias, mostrando que a imprensa feminina foi um espaço de formação intelectual e de articulação política. A obra contribui para a história da imprensa, da leitura e dos feminismos no Brasil, e destina-se a pesquisadores, estudantes e leitores interessados na história das mulheres.',
    keywordsPt: ['imprensa feminina', 'século XIX', 'história das mulheres', 'periódicos', 'feminismo'],
    contributors: authors('patriciaGoncalves'),
    language: 'pt',
    subjects: ['historia', 'comunicacao'],
    publishedOn: '2020-09-15',
    edition: 1,
    pages: 196,
    doi: `${DOI}vozes-impressas`,
    license: null,
    openAccess: false,
    // Print only, with no text to read or sample: no chapter list rather than titles without a page behind them.
    chapters: [],
    formats: [printed('978-65-86543-17-9', { brl: 6600, usd: 1800 }, 11, 196)],
  },
  {
    slug: 'modernismo-grafico-no-brasil',
    titlePt: 'Modernismo Gráfico no Brasil',
    titleEn: 'Graphic Modernism in Brazil',
    subtitlePt: 'Cartazes, capas e identidades visuais (1950–1975)',
    subtitleEn: 'Posters, book covers and visual identities (1950–1975)',
    abstractPt:
      'Entre 1950 e 1975, designers, artistas e tipógrafos brasileiros criaram um repertório visual que ainda marca a identidade gráfica do país: cartazes para bienais e festivais, capas de livros e discos, marcas de empresas estatais e sistemas de sinalização urbana. Este livro percorre esse período a partir de um levantamento em acervos públicos e particulares, com amostras de cartazes, capas de discos e marcas analisadas em tabelas e três esquemas desenhados pelos autores. Em seis capítulos e cerca de 50 páginas, trata da recepção do construtivismo e da escola de Ulm e dos primeiros cursos de desenho industrial, de cartazes de eventos culturais, das capas da gravadora Elenco e dos discos tropicalistas, e de identidades visuais de empresas e órgãos públicos, inclusive as campanhas do regime militar. Longe de uma história de heróis isolados, o livro destaca escritórios, gráficas e equipes anônimas, e dedica o último capítulo às designers que trabalharam como desenhistas, arte-finalistas e letristas e ficaram fora da historiografia. Interessa a estudantes e profissionais de design, a pesquisadores de cultura visual e a leitores curiosos sobre a memória gráfica brasileira.',
    abstractEn:
      "Between 1950 and 1975, Brazilian designers, artists and typographers created a visual repertoire that still shapes the country's graphic identity: posters for biennials and festivals, book and record covers, logos for state companies and urban signage systems. This book surveys the period on the basis of research in public and private collections, with samples of posters, record covers and logos analysed in tables, and three diagrams drawn by the authors. In six chapters and about 50 pages, it covers the reception of constructivism and the Ulm school and the first industrial design courses, posters for cultural events, the covers of the Elenco label and of Tropicália records, and the visual identities of state companies and public bodies, including the military regime's campaigns. Far from a story of isolated heroes, the book highlights studios, print shops and anonymous teams, and devotes its last chapter to women who worked as draughtswomen, finishing artists and letterers and were left out of design history. For design students and practitioners, researchers in visual culture and readers curious about Brazil's graphic memory.",
    keywordsPt: ['história do design', 'design gráfico', 'modernismo', 'cartaz', 'identidade visual'],
    keywordsEn: ['design history', 'graphic design', 'modernism', 'poster', 'visual identity'],
    contributors: authors('andreLuizCosta', 'julianaMatos'),
    language: 'pt',
    subjects: ['design', 'artes', 'historia'],
    publishedOn: '2022-03-21',
    edition: 1,
    pages: 50,
    // Registered under the press's first DOI pattern (collection, year and title run together):
    // long and without a hyphen to break at, as many presses' older DOIs are.
    doi: `${DOI}historiadodesign.2022.modernismograficonobrasil`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Um país a desenhar',
        titleEn: 'A country to be designed',
        contributors: authors('andreLuizCosta'),
        abstractPt:
          'Situa o design gráfico no projeto desenvolvimentista, distingue modernismo de modernização, acompanha a formação da profissão e apresenta as fontes da pesquisa e seus limites.',
        abstractEn:
          'Places graphic design within the developmentalist project, distinguishes modernism from modernisation, follows the making of the profession and sets out the sources of the research and their limits.',
        firstPage: 11,
        lastPage: 16,
      },
      {
        titlePt: 'O construtivismo e a escola de Ulm',
        titleEn: 'Constructivism and the Ulm school',
        contributors: authors('julianaMatos'),
        abstractPt:
          'Acompanha a recepção do concretismo, de Max Bill e do ensino de Ulm, de São Paulo à fundação da ESDI, e as adaptações que essas ideias sofreram no Brasil.',
        abstractEn:
          'Follows the reception of concrete art, Max Bill and Ulm teaching, from São Paulo to the founding of ESDI, and how these ideas were adapted in Brazil.',
        firstPage: 17,
        lastPage: 22,
      },
      {
        titlePt: 'Cartazes para bienais e festivais',
        titleEn: 'Posters for biennials and festivals',
        contributors: authors('andreLuizCosta'),
        abstractPt: 'Analisa uma amostra de cinquenta cartazes de bienais, cinema e festivais de música, de 1951 a 1972, e a tipografia tratada como imagem.',
        abstractEn: 'Analyses a sample of fifty posters for biennials, cinema and music festivals from 1951 to 1972, and typography treated as image.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titlePt: 'Capas de livros e discos',
        titleEn: 'Book and record covers',
        contributors: authors('julianaMatos'),
        abstractPt:
          'Compara as capas da Elenco, da canção de protesto e do tropicalismo, e trata do Gráfico Amador, das capas de livros sob a censura e do livro de bolso.',
        abstractEn:
          'Compares the covers of Elenco, protest song and Tropicália records, and discusses O Gráfico Amador, book covers under censorship and the paperback.',
        firstPage: 29,
        lastPage: 34,
      },
      {
        titlePt: 'Marcas do Estado',
        titleEn: 'Marks of the state',
        contributors: authors('andreLuizCosta', 'julianaMatos'),
        abstractPt:
          'Estuda vinte identidades visuais de empresas estatais e órgãos públicos, a sinalização urbana, selos e cédulas, e o uso da linguagem moderna pelo regime militar.',
        abstractEn:
          "Studies twenty visual identities of state companies and public bodies, urban signage, stamps and banknotes, and the military regime's use of modern visual language.",
        firstPage: 35,
        lastPage: 41,
      },
      {
        titlePt: 'As designers esquecidas',
        titleEn: 'The forgotten women designers',
        contributors: authors('julianaMatos'),
        abstractPt:
          'Recompõe, com documentos e depoimentos, as trajetórias de quatro designers que trabalharam como desenhistas, arte-finalistas e letristas, e a de Bea Feitler.',
        abstractEn:
          'Pieces together, from documents and interviews, the careers of four women who worked as draughtswomen, finishing artists and letterers, and that of Bea Feitler.',
        firstPage: 43,
        lastPage: 48,
      },
    ],
    formats: [printed('978-65-86543-18-6', { brl: 4990, usd: 1400 }, 30, 50), ebook('978-65-86543-19-3', { brl: 2490, usd: 700 })],
  },
  {
    slug: 'comunicacao-publica-e-desinformacao',
    titlePt: 'Comunicação Pública e Desinformação',
    titleEn: 'Public Communication and Disinformation',
    subtitlePt: 'Estratégias para instituições democráticas',
    subtitleEn: 'Strategies for democratic institutions',
    abstractPt:
      'A desinformação deixou de ser um problema restrito às campanhas eleitorais e passou a afetar a saúde, a defesa civil e a confiança nas instituições. Este livro breve, em cinco capítulos e cerca de 45 páginas, examina como órgãos públicos brasileiros têm respondido a esse desafio. Depois de distinguir comunicação pública de propaganda governamental e de situar a crise de confiança nas instituições, os autores analisam três situações de alta tensão: as estratégias de quatro secretarias estaduais de saúde diante dos boatos sobre vacinas, acompanhadas durante três anos; os alertas da defesa civil durante a enchente de um município do Sul, com uma pesquisa em 240 domicílios sobre como a ordem de saída chegou a cada um; e as respostas de um tribunal eleitoral, de uma universidade e de um instituto de estatística a campanhas coordenadas de descrédito. O último capítulo reúne o que a pesquisa sabe sobre correções e pré-desmentidos, propõe seis estratégias de comunicação e discute os limites éticos e jurídicos da moderação de conteúdo, do Marco Civil da Internet ao debate sobre a regulação das plataformas. Publicado em acesso aberto, destina-se a profissionais de comunicação do setor público, gestores, pesquisadores e estudantes.',
    abstractEn:
      "Disinformation is no longer a problem confined to election campaigns; it now affects health, civil defence and trust in institutions. This short book, in five chapters and about 45 pages, examines how Brazilian public bodies have responded to this challenge. After distinguishing public communication from government propaganda and placing the crisis of trust in institutions, the authors analyse three situations of high tension: the strategies of four state health departments against rumours about vaccines, followed over three years; civil defence alerts during a flood in a southern municipality, with a survey of 240 households on how the order to leave reached each of them; and the responses of an electoral court, a university and a statistics institute to coordinated discrediting campaigns. The last chapter gathers what research knows about corrections and prebunking, proposes six communication strategies and discusses the ethical and legal limits of content moderation, from Brazil's Internet Civil Framework to the debate on regulating platforms. Published in open access, it is intended for public sector communication professionals, managers, researchers and students.",
    keywordsPt: ['comunicação pública', 'desinformação', 'confiança institucional', 'checagem de fatos', 'transparência'],
    keywordsEn: ['public communication', 'disinformation', 'institutional trust', 'fact-checking', 'transparency'],
    contributors: authors('silviaCarvalho', 'diegoMoreira'),
    language: 'pt',
    subjects: ['comunicacao', 'administracao-publica'],
    publishedOn: '2024-10-01',
    edition: 1,
    pages: 45,
    doi: `${DOI}comunicacao-publica-e-desinformacao`,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(`${DOI}comunicacao-publica-e-desinformacao`, [
      {
        titlePt: 'Comunicação pública em tempos de desconfiança',
        titleEn: 'Public communication in times of distrust',
        contributors: authors('silviaCarvalho'),
        abstractPt:
          'Define comunicação pública e a distingue da publicidade de governo, com dados sobre a confiança em instituições e a tipologia da desordem informacional.',
        abstractEn:
          'Defines public communication and distinguishes it from government advertising, with data on trust in institutions and the typology of information disorder.',
        firstPage: 11,
        lastPage: 16,
      },
      {
        titlePt: 'Vacinas, boatos e respostas oficiais',
        titleEn: 'Vaccines, rumours and official responses',
        contributors: authors('diegoMoreira'),
        abstractPt:
          'Classifica 120 mensagens sobre vacinas e compara, ao longo de três anos, as estratégias de quatro secretarias estaduais de saúde: desmentido, informação positiva, agentes comunitários e a combinação delas.',
        abstractEn:
          'Classifies 120 messages about vaccines and compares, over three years, the strategies of four state health departments: debunking, positive information, community health workers and a combination of the three.',
        firstPage: 17,
        lastPage: 22,
      },
      {
        titlePt: 'Alertas em desastres climáticos',
        titleEn: 'Alerts during climate disasters',
        contributors: authors('silviaCarvalho', 'diegoMoreira'),
        abstractPt:
          'Examina os alertas da defesa civil durante uma enchente, a redação que leva as pessoas a agir e quem não recebe o alerta, com uma pesquisa em 240 domicílios.',
        abstractEn:
          'Examines civil defence alerts during a flood, the wording that makes people act and who does not receive the alert, with a survey of 240 households.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titlePt: 'Tribunais e universidades sob ataque',
        titleEn: 'Courts and universities under attack',
        contributors: authors('isabelaCunha'),
        abstractPt:
          'Compara as respostas de um tribunal eleitoral, de uma universidade e de um instituto de estatística a campanhas coordenadas de descrédito, e seus efeitos sobre os servidores.',
        abstractEn:
          'Compares the responses of an electoral court, a university and a statistics institute to coordinated discrediting campaigns, and their effects on staff.',
        firstPage: 29,
        lastPage: 34,
      },
      {
        titlePt: 'Estratégias e limites',
        titleEn: 'Strategies and limits',
        contributors: authors('silviaCarvalho'),
        abstractPt:
          'Reúne o que se sabe sobre correções e pré-desmentidos, propõe seis estratégias e discute a moderação de conteúdo e o quadro jurídico brasileiro.',
        abstractEn:
          'Gathers what is known about corrections and prebunking, proposes six strategies and discusses content moderation and the Brazilian legal framework.',
        firstPage: 35,
        lastPage: 40,
      },
    ]),
    formats: [printed('978-65-86543-20-9', { brl: 4290, usd: 1200 }, 35, 45), ebook('978-65-86543-21-6', 'free')],
  },
  {
    slug: 'decolonising-design-education',
    titleEn: 'Decolonising Design Education',
    subtitleEn: 'Notes from Latin American classrooms',
    abstractEn:
      "Design education in Latin America has long borrowed its curricula, canons and teaching methods from Europe and North America, often at the expense of local knowledge, materials and ways of making. This short book, in four chapters and about 40 pages, gathers the reflections of two design educators who run studio courses in Brazil and Argentina. It begins by counting the origin of the references in introductory design history and theory courses at twenty-four undergraduate programmes in five countries, and asks what their absences teach students. It then proposes writing project briefs with communities rather than for them, with a fourteen-week studio sequence and the example of a community kitchen in Córdoba, and reports on four studio projects with artisan cooperatives in north-eastern Brazil and north-western Argentina: the tensions they raised with institutions, students' ambitions, authorship and continuity, and what was still in use when the authors returned one and two years later. The book closes with six teaching exercises, from auditing your own syllabus to drawing a consent map, and with questions the authors leave open. Published in open access, it is written in English to reach design educators across the Global South and beyond.",
    keywordsEn: ['design education', 'decolonial studies', 'studio teaching', 'Latin America', 'craft'],
    contributors: authors('anaCarolinaFreitas', 'lauraMendez'),
    language: 'en',
    subjects: ['design', 'educacao'],
    publishedOn: '2025-09-15',
    edition: 1,
    pages: 39,
    doi: `${DOI}decolonising-design-education`,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(`${DOI}decolonising-design-education`, [
      {
        titleEn: 'Whose canon?',
        contributors: authors('anaCarolinaFreitas'),
        abstractEn:
          'Counts the origin of the references in design history and theory courses at twenty-four programmes, and sets three familiar remedies against the idea of a plural canon.',
        firstPage: 9,
        lastPage: 14,
      },
      {
        titleEn: 'Reframing the brief',
        contributors: authors('lauraMendez'),
        abstractEn:
          "Argues for briefs written with communities, compares a conventional and a co-written studio sequence, and shows a community kitchen's brief before and after a joint workshop.",
        firstPage: 15,
        lastPage: 21,
      },
      {
        titleEn: 'Craft, cooperatives and the studio',
        contributors: authors('anaCarolinaFreitas', 'lauraMendez'),
        abstractEn:
          'Reports on four semester-long projects with weavers, basket makers, potters and silversmiths, the four tensions they raised and what lasted after one and two years.',
        firstPage: 23,
        lastPage: 28,
      },
      {
        titleEn: 'Open questions and exercises',
        contributors: authors('lauraMendez', 'anaCarolinaFreitas'),
        abstractEn:
          'Offers six exercises, from a syllabus audit to a consent map and return visits, and four questions about decolonising design education that remain open.',
        firstPage: 29,
        lastPage: 34,
      },
    ]),
    formats: [ebook('978-65-86543-22-3', 'free')],
  },
  {
    slug: 'etica-do-cuidado-e-vida-publica',
    titlePt: 'Ética do Cuidado e Vida Pública',
    titleEn: 'The Ethics of Care and Public Life',
    subtitlePt: 'Dependência, responsabilidade e justiça',
    subtitleEn: 'Dependency, responsibility and justice',
    abstractPt:
      'Todos nós, em algum momento da vida, dependemos do cuidado de outras pessoas. Ainda assim, as teorias políticas modernas costumam imaginar o cidadão como um indivíduo autônomo e autossuficiente, e relegam o cuidado à esfera privada e ao trabalho não remunerado ou mal remunerado das mulheres. Neste ensaio breve, em cinco capítulos e cerca de 40 páginas, a filósofa escocesa Margaret Ellison propõe trazer o cuidado para o centro da reflexão sobre justiça. Apoiada em Eva Kittay, Joan Tronto, Martha Fineman e Virginia Held, distingue três tipos de dependência, discute como a linguagem dos direitos pode proteger quem é cuidado e quem cuida, analisa as cadeias globais de cuidado e sua versão brasileira, a migração interna de trabalhadoras domésticas, e propõe princípios para uma sociedade que cuida: reconhecer, reduzir e redistribuir o trabalho de cuidado, remunerar e representar quem cuida e respeitar a autonomia de quem é cuidado. A apresentação escrita para esta edição situa o argumento no debate brasileiro, marcado pelo peso do trabalho doméstico remunerado, pela centralidade da família e pelo envelhecimento acelerado da população. Para leitores de filosofia política, sociologia, serviço social e políticas públicas.',
    abstractEn:
      'At some point in our lives, all of us depend on the care of others. Yet modern political theories tend to imagine the citizen as an autonomous, self-sufficient individual, relegating care to the private sphere and to the unpaid or underpaid work of women. In this short essay, in five chapters and about 40 pages, the Scottish philosopher Margaret Ellison proposes placing care at the centre of thinking about justice. Drawing on Eva Kittay, Joan Tronto, Martha Fineman and Virginia Held, she distinguishes three kinds of dependency, discusses how the language of rights can protect both those who receive care and those who give it, analyses global care chains and their Brazilian form, the internal migration of domestic workers, and proposes principles for a caring society: recognising, reducing and redistributing care work, paying and representing those who care, and respecting the autonomy of those cared for. The foreword written for this edition places the argument in the Brazilian debate, shaped by the weight of paid domestic work, the central role of the family and the rapid ageing of the population. For readers in political philosophy, sociology, social work and public policy.',
    keywordsPt: ['ética do cuidado', 'justiça', 'dependência', 'filosofia política', 'políticas públicas'],
    keywordsEn: ['ethics of care', 'justice', 'dependency', 'political philosophy', 'public policy'],
    contributors: [...authors('margaretEllison'), ...translators('pauloRocha')],
    language: 'pt',
    collection: 'pensamento-social',
    subjects: ['filosofia', 'ciencias-sociais'],
    publishedOn: '2019-11-26',
    edition: 1,
    pages: 41,
    doi: `${DOI}etica-do-cuidado-e-vida-publica`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Apresentação à edição brasileira',
        titleEn: 'Foreword to the Brazilian edition',
        contributors: authors('margaretEllison'),
        abstractPt:
          'A autora aproxima o argumento do debate brasileiro: o trabalho doméstico remunerado, o cuidado concentrado nas famílias e o envelhecimento rápido da população.',
        abstractEn:
          'The author brings the argument to the Brazilian debate: paid domestic work, care concentrated in families and the rapid ageing of the population.',
        firstPage: 9,
        lastPage: 14,
      },
      {
        titlePt: 'A condição da dependência',
        titleEn: 'The condition of dependency',
        contributors: authors('margaretEllison'),
        abstractPt:
          'Critica a ficção contratualista do indivíduo independente, distingue dependência inevitável, derivada e social e propõe a vulnerabilidade como ponto de partida.',
        abstractEn:
          'Criticises the contractualist fiction of the independent individual, distinguishes inevitable, derived and social dependency, and proposes vulnerability as the starting point.',
        firstPage: 15,
        lastPage: 20,
      },
      {
        titlePt: 'Cuidado e direitos',
        titleEn: 'Care and rights',
        contributors: authors('margaretEllison'),
        abstractPt:
          'Mostra que cuidado e direitos não se opõem e examina os direitos de quem é cuidado, os de quem cuida e a ideia de um direito ao cuidado, com seus limites.',
        abstractEn:
          'Shows that care and rights are not opposed and examines the rights of those cared for, the rights of carers and the idea of a right to care, with its limits.',
        firstPage: 21,
        lastPage: 26,
      },
      {
        titlePt: 'Cadeias globais de cuidado',
        titleEn: 'Global care chains',
        contributors: authors('margaretEllison'),
        abstractPt:
          'Apresenta o conceito de cadeia global de cuidado, a posição do Brasil nessas cadeias e as desigualdades de gênero, classe e país que elas revelam.',
        abstractEn:
          "Presents the concept of the global care chain, Brazil's place in these chains and the inequalities of gender, class and country they reveal.",
        firstPage: 27,
        lastPage: 32,
      },
      {
        titlePt: 'Uma sociedade que cuida',
        titleEn: 'A caring society',
        contributors: authors('margaretEllison'),
        abstractPt:
          'Usa o diamante do cuidado para propor cinco princípios, com exemplos de políticas, e discute os sistemas integrados de cuidado e a relação entre cuidado e democracia.',
        abstractEn:
          'Uses the care diamond to propose five principles, with examples of policies, and discusses integrated care systems and the relationship between care and democracy.',
        firstPage: 33,
        lastPage: 38,
      },
    ],
    formats: [printed('978-65-86543-23-0', { brl: 4290, usd: 1200 }, 21, 41), ebook('978-65-86543-24-7', { brl: 2190, usd: 600 })],
  },
  {
    slug: 'inovacao-na-gestao-municipal',
    titlePt: 'Inovação na Gestão Municipal',
    subtitlePt: 'Experiências de laboratórios de inovação em prefeituras brasileiras',
    abstractPt:
      'Prefeituras de diferentes portes têm criado laboratórios de inovação, escritórios de projetos e equipes de transformação digital para enfrentar problemas que atravessam secretarias, como a organização dos serviços de zeladoria, a gestão de filas na saúde e a matrícula escolar. Este livro reúne relatos analíticos de três dessas experiências (a zeladoria urbana de uma capital, a regulação de consultas num consórcio intermunicipal de saúde e a matrícula escolar de uma cidade mineira), escritos por servidores, consultores e pesquisadores que participaram delas, e um levantamento com vinte laboratórios municipais. Cada caso apresenta o contexto do município, o problema enfrentado, os métodos utilizados, os resultados obtidos e, sobretudo, as lições aprendidas, inclusive com os projetos que não deram certo. Os organizadores leem os casos em conjunto e propõem seis fatores que favorecem a continuidade das iniciativas, como o apoio político explícito, a formação de servidores de carreira, a parceria com universidades e a existência de dados confiáveis. O livro discute também os riscos de importar modelos sem adaptação e a importância da participação social na definição de prioridades. Em cinco capítulos e cerca de 50 páginas, destina-se a gestores municipais, servidores, vereadores, pesquisadores e estudantes de administração pública.',
    keywordsPt: ['inovação pública', 'gestão municipal', 'laboratórios de inovação', 'transformação digital', 'políticas públicas'],
    contributors: organizers('ricardoFonseca', 'isabelaCunha'),
    language: 'pt',
    subjects: ['administracao-publica', 'tecnologia'],
    publishedOn: '2026-01-20',
    edition: 1,
    pages: 50,
    doi: `${DOI}inovacao-na-gestao-municipal`,
    license: null,
    openAccess: false,
    chapters: [
      {
        titlePt: 'Por que inovar nos municípios',
        contributors: authors('ricardoFonseca', 'isabelaCunha'),
        abstractPt:
          'Descreve o paradoxo municipal, apresenta o levantamento com vinte laboratórios de inovação em prefeituras e os três casos do livro, e define o que se entende aqui por inovação.',
        firstPage: 11,
        lastPage: 16,
      },
      {
        titlePt: 'Zeladoria urbana orientada por dados',
        contributors: authors('vitorLima'),
        abstractPt:
          'Relata como a análise de três anos de solicitações levou Cerrado Alto a organizar as equipes por região e a cuidar das vias críticas antes das queixas, e o que não funcionou.',
        firstPage: 17,
        lastPage: 23,
      },
      {
        titlePt: 'Filas na saúde e regulação de consultas',
        contributors: authors('tatianaRezende'),
        abstractPt:
          'Analisa a confirmação ativa de consultas, a classificação de risco e a teleconsultoria que reduziram a fila de um consórcio de catorze municípios, e a negociação que exigiram.',
        firstPage: 25,
        lastPage: 31,
      },
      {
        titlePt: 'Matrícula escolar sem filas',
        contributors: authors('henriqueSalles'),
        abstractPt:
          'Descreve como Serra Azul trocou a ordem de chegada por critérios públicos de distribuição de vagas, depois de ouvir quarenta famílias, e as resistências à mudança.',
        firstPage: 33,
        lastPage: 38,
      },
      {
        titlePt: 'Lições para a continuidade',
        contributors: authors('ricardoFonseca', 'isabelaCunha'),
        abstractPt:
          'Lê os três casos em conjunto, propõe seis fatores de continuidade e discute os projetos que fracassaram, os riscos de importar modelos e a opinião de quem assumiu depois.',
        firstPage: 39,
        lastPage: 45,
      },
    ],
    formats: [printed('978-65-86543-25-4', { brl: 4690, usd: 1300 }, 50, 50), ebook('978-65-86543-26-1', { brl: 2390, usd: 700 })],
  },
];
