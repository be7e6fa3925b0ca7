/**
 * The demo catalog's two journals, their issues and articles. The guideline numbers (words,
 * fees, reviewers…) live in the `journals` columns, whose defaults are the spec's; the texts
 * below say everything else.
 */
import { authors, editors, teamMember } from './people.ts';
import type { JournalSeed } from './types.ts';

/** Slugs other parts of the site (browser tests, examples) can rely on. */
export const DEMO_JOURNAL_OPEN_CALL = 'revista-ipe-design-sociedade';
export const DEMO_JOURNAL_CLOSED_CALL = 'cadernos-ipe-educacao';

const guidelinesPt = (style: string, extra: string) =>
  [
    'Os manuscritos devem ser inéditos e não podem estar em avaliação em outro periódico. São aceitos textos em português, inglês ou espanhol, com título, resumo e palavras-chave no idioma do texto e em inglês (ou em português, quando o texto estiver em inglês).',
    'O arquivo deve ser enviado em formato editável (.docx ou .odt), sem nenhuma identificação de autoria no corpo do texto nem nas propriedades do arquivo, para garantir a avaliação cega. Nome, afiliação institucional e ORCID de cada autor são informados apenas no sistema de submissão.',
    `Citações e referências seguem ${style}. Figuras e tabelas devem ser numeradas, ter legenda e fonte, e ser enviadas também em arquivos separados, com resolução adequada para impressão.`,
    extra,
    'Pesquisas com seres humanos devem informar a aprovação por comitê de ética. Os autores declaram eventuais conflitos de interesse e o uso de ferramentas de inteligência artificial na preparação do texto.',
  ].join('\n\n');

const guidelinesEn = (style: string, extra: string) =>
  [
    'Manuscripts must be original and must not be under review elsewhere. Texts are accepted in Portuguese, English or Spanish, with title, abstract and keywords in the language of the text and in English (or in Portuguese when the text is in English).',
    'Files must be submitted in an editable format (.docx or .odt) with no identification of authorship in the body of the text or in the file properties, to ensure blind review. Each author’s name, institutional affiliation and ORCID iD are entered only in the submission system.',
    `Citations and references follow ${style}. Figures and tables must be numbered, captioned and sourced, and also sent as separate files at a resolution suitable for print.`,
    extra,
    'Research involving human participants must state its approval by an ethics committee. Authors declare any conflicts of interest and any use of artificial intelligence tools in preparing the text.',
  ].join('\n\n');

export const journalSeeds: JournalSeed[] = [
  {
    slug: DEMO_JOURNAL_OPEN_CALL,
    titlePt: 'Revista Ipê de Design e Sociedade',
    titleEn: 'Ipê Journal of Design and Society',
    abstractPt:
      'A Revista Ipê de Design e Sociedade é um periódico científico semestral, de acesso aberto e avaliado por pares, que publica pesquisas sobre as relações entre design, cultura, política e vida cotidiana. Acolhe artigos, ensaios e relatos de experiência sobre design de serviços, design social e participativo, história e teoria do design, design e políticas públicas e educação em design. A revista valoriza pesquisas produzidas no Brasil e na América Latina, o diálogo entre disciplinas e a circulação do conhecimento em português, inglês e espanhol. Todos os artigos são publicados sob licença Creative Commons Atribuição 4.0 e recebem DOI.',
    abstractEn:
      'The Ipê Journal of Design and Society is a peer-reviewed, open-access journal published twice a year. It publishes research on the relationships between design, culture, politics and everyday life, including articles, essays and practice reports on service design, social and participatory design, design history and theory, design and public policy, and design education. The journal values research produced in Brazil and Latin America, dialogue between disciplines and the circulation of knowledge in Portuguese, English and Spanish. All articles are published under a Creative Commons Attribution 4.0 licence and receive a DOI.',
    keywordsPt: ['design', 'sociedade', 'design de serviços', 'design social', 'políticas públicas'],
    keywordsEn: ['design', 'society', 'service design', 'social design', 'public policy'],
    contributors: editors('marinaAlbuquerque'),
    language: 'pt',
    subjects: ['design', 'ciencias-sociais'],
    publishedOn: '2024-06-28',
    license: 'CC-BY-4.0',
    openAccess: true,
    issn: '2965-0143',
    eissn: '2965-0151',
    team: [teamMember('marinaAlbuquerque', 'editor'), teamMember('felipeNascimento', 'assistant-editor'), teamMember('camilaNogueira', 'reviewer'), teamMember('lucasAndrade', 'reviewer')],
    guidelinesPt: guidelinesPt(
      'a norma ABNT NBR 6023:2018 nos textos em português e espanhol, e as normas da APA, 7.ª edição, nos textos em inglês',
      'Além de artigos, a revista recebe ensaios e relatos de experiência de projeto; os relatos devem descrever o contexto, os métodos, os resultados e uma reflexão crítica sobre o processo.',
    ),
    guidelinesEn: guidelinesEn(
      'the Brazilian standard ABNT NBR 6023:2018 in texts in Portuguese and Spanish, and the APA style, 7th edition, in texts in English',
      'Besides articles, the journal accepts essays and design practice reports; reports must describe the context, methods and results, with a critical reflection on the process.',
    ),
    callForPapersOpen: true,
    submissionUrl: 'https://submissoes.editoraipe.com.br/index.php/rds',
    color: '#0b3d4a',
    issues: [
      {
        volume: 1,
        number: 1,
        year: 2024,
        publishedOn: '2024-06-28',
        articles: [
          {
            titlePt: 'O design de serviços no Brasil: um mapeamento da produção acadêmica (2010–2023)',
            titleEn: 'Service design in Brazil: a mapping of academic output (2010–2023)',
            contributors: authors('lucasAndrade', 'marinaAlbuquerque'),
            abstractPt:
              'Este artigo apresenta um mapeamento sistemático de teses, dissertações e artigos sobre design de serviços publicados no Brasil entre 2010 e 2023. A partir de 412 trabalhos identificados em bases nacionais, analisamos a distribuição por instituição, os setores de aplicação, os métodos mais citados e as referências teóricas dominantes. Os resultados indicam o crescimento do tema após 2016, a concentração em programas do Sul e do Sudeste e o predomínio de estudos aplicados à saúde e ao setor público. Discutimos lacunas, como a escassez de estudos longitudinais e de avaliações de impacto.',
            abstractEn:
              'This article presents a systematic mapping of theses, dissertations and articles on service design published in Brazil between 2010 and 2023. Based on 412 works identified in national databases, we analyse their distribution by institution, fields of application, most cited methods and dominant theoretical references. The results show the growth of the subject after 2016, its concentration in programmes in the South and South-East and the predominance of studies applied to health care and the public sector. We discuss gaps such as the scarcity of longitudinal studies and impact evaluations.',
            keywordsPt: ['design de serviços', 'revisão sistemática', 'produção acadêmica', 'Brasil'],
            keywordsEn: ['service design', 'systematic review', 'academic output', 'Brazil'],
            language: 'pt',
            firstPage: 9,
            lastPage: 14,
            doi: '10.99999/ipe.rds.2024.001',
            references: [
              'MANZINI, Ezio. Design, when everybody designs: an introduction to design for social innovation. Cambridge, MA: MIT Press, 2015.',
              'SHOSTACK, G. Lynn. Designing services that deliver. Harvard Business Review, v. 62, n. 1, p. 133-139, 1984.',
              'STICKDORN, Marc et al. This is service design doing. Sebastopol: O’Reilly, 2018.',
              'VARGO, Stephen L.; LUSCH, Robert F. Evolving to a new dominant logic for marketing. Journal of Marketing, v. 68, n. 1, p. 1-17, 2004.',
            ],
            funding: [{ funder: 'Conselho Nacional de Desenvolvimento Científico e Tecnológico (CNPq)', award: '402345/2023-1' }],
          },
          {
            titlePt: 'Participação e poder em oficinas de cocriação',
            titleEn: 'Participation and power in co-creation workshops',
            contributors: authors('felipeNascimento', 'helenaDuarte'),
            abstractPt:
              'Oficinas de cocriação são frequentemente apresentadas como espaços horizontais, nos quais todas as vozes têm o mesmo peso. Este artigo questiona essa premissa a partir da análise de dezoito oficinas realizadas em projetos de inovação pública em Santa Catarina. Com base em observação participante e entrevistas com facilitadores e participantes, identificamos mecanismos sutis de hierarquização, como a escolha de quem registra as ideias, o uso de vocabulário técnico e a seleção final das propostas. Concluímos com recomendações para uma facilitação atenta às assimetrias de poder.',
            abstractEn:
              'Co-creation workshops are often presented as horizontal spaces in which every voice carries equal weight. This article questions that premise by analysing eighteen workshops held in public innovation projects in Santa Catarina. Drawing on participant observation and interviews with facilitators and participants, we identify subtle hierarchising mechanisms, such as the choice of who records ideas, the use of technical vocabulary and the final selection of proposals. We conclude with recommendations for facilitation that is attentive to power asymmetries.',
            keywordsPt: ['cocriação', 'participação', 'poder', 'facilitação'],
            keywordsEn: ['co-creation', 'participation', 'power', 'facilitation'],
            language: 'pt',
            firstPage: 15,
            lastPage: 20,
            doi: '10.99999/ipe.rds.2024.002',
          },
          {
            titlePt: 'Tipografia vernacular nas feiras de Belém',
            titleEn: 'Vernacular typography in the street markets of Belém',
            contributors: authors('robertoSiqueira'),
            abstractPt:
              'Os letreiros pintados à mão nas feiras e nos barcos de Belém constituem um repertório tipográfico rico, transmitido entre gerações de abridores de letras. Este artigo documenta oitenta letreiros fotografados entre 2021 e 2023 e analisa suas características formais, os processos de trabalho dos letristas e as transformações provocadas pela impressão digital de baixo custo. Argumentamos que a tipografia vernacular deve ser reconhecida como patrimônio cultural e como fonte legítima para o ensino de design.',
            abstractEn:
              'The hand-painted signs in the markets and on the boats of Belém form a rich typographic repertoire passed down through generations of sign painters. This article documents eighty signs photographed between 2021 and 2023 and analyses their formal characteristics, the working processes of sign painters and the changes brought about by low-cost digital printing. We argue that vernacular typography should be recognised as cultural heritage and as a legitimate source for design education.',
            keywordsPt: ['tipografia vernacular', 'letreiros', 'patrimônio cultural', 'Amazônia'],
            keywordsEn: ['vernacular typography', 'signage', 'cultural heritage', 'Amazon'],
            language: 'pt',
            firstPage: 21,
            lastPage: 26,
            doi: '10.99999/ipe.rds.2024.003',
          },
          {
            titlePt: 'Projetar para o envelhecimento: acessibilidade em aplicativos bancários brasileiros',
            titleEn: 'Designing for ageing: accessibility in Brazilian banking apps',
            contributors: authors('otavioCampos', 'gabrielaTorres'),
            abstractPt:
              'Com a digitalização dos serviços bancários, pessoas idosas passaram a depender de aplicativos para operações cotidianas. Este artigo avalia a acessibilidade de dez aplicativos bancários brasileiros por meio de inspeção baseada nas diretrizes WCAG e de testes de usabilidade com trinta participantes com mais de sessenta e cinco anos. Os resultados revelam problemas recorrentes de contraste, tamanho dos alvos de toque, tempo limite de sessão e linguagem. Propomos recomendações de projeto e discutimos a responsabilidade regulatória das instituições financeiras.',
            abstractEn:
              'As banking services have gone digital, older people have come to depend on apps for everyday transactions. This article assesses the accessibility of ten Brazilian banking apps through an inspection based on the WCAG guidelines and usability tests with thirty participants over sixty-five. The results reveal recurring problems with contrast, touch target size, session time-outs and language. We propose design recommendations and discuss the regulatory responsibility of financial institutions.',
            keywordsPt: ['acessibilidade', 'envelhecimento', 'serviços bancários', 'usabilidade'],
            keywordsEn: ['accessibility', 'ageing', 'banking services', 'usability'],
            language: 'en',
            firstPage: 27,
            lastPage: 32,
            doi: '10.99999/ipe.rds.2024.004',
          },
        ],
      },
      {
        volume: 1,
        number: 2,
        year: 2024,
        publishedOn: '2024-12-16',
        titlePt: 'Dossiê: Design, cuidado e território',
        titleEn: 'Special issue: Design, care and territory',
        articles: [
          {
            titlePt: 'Cuidar do comum: design e hortas comunitárias em Porto Alegre',
            titleEn: 'Caring for the commons: design and community gardens in Porto Alegre',
            contributors: authors('joaoPedroMacedo', 'mariaEduardaPinto'),
            abstractPt:
              'Este artigo analisa a atuação de designers em três hortas comunitárias de Porto Alegre, criadas em terrenos ociosos por moradores de bairros periféricos. A partir de uma pesquisa-ação realizada ao longo de dezoito meses, discutimos como ferramentas de design, como mapas de atores, calendários de manejo e sinalização participativa, apoiaram a organização coletiva sem substituir os saberes dos moradores. Argumentamos que o design voltado ao cuidado do comum exige tempo longo, escuta e disposição para ocupar um papel secundário.',
            abstractEn:
              "This article analyses the work of designers in three community gardens in Porto Alegre, set up on vacant plots by residents of peripheral neighbourhoods. Drawing on eighteen months of action research, we discuss how design tools such as stakeholder maps, planting calendars and participatory signage supported collective organisation without replacing residents' knowledge. We argue that design aimed at caring for the commons requires a long time frame, listening and a willingness to take a secondary role.",
            keywordsPt: ['comum', 'hortas comunitárias', 'pesquisa-ação', 'design participativo'],
            keywordsEn: ['commons', 'community gardens', 'action research', 'participatory design'],
            language: 'pt',
            firstPage: 9,
            lastPage: 14,
            doi: '10.99999/ipe.rds.2024.005',
          },
          {
            titlePt: 'O território como projeto: design e saúde da família no sertão pernambucano',
            titleEn: 'Territory as project: design and family health care in the Pernambuco backlands',
            contributors: authors('adrianaMelo', 'marinaAlbuquerque'),
            abstractPt:
              'Equipes de saúde da família no sertão de Pernambuco percorrem grandes distâncias para atender comunidades rurais dispersas. Este artigo relata um projeto de design de serviços desenvolvido com agentes comunitários de saúde para reorganizar as visitas domiciliares e o acompanhamento de gestantes. Descrevemos o processo de pesquisa, os mapas de território construídos com as equipes e os protótipos testados. Os resultados mostram ganhos na regularidade das visitas e evidenciam o conhecimento territorial dos agentes como recurso central do serviço.',
            abstractEn:
              "Family health teams in the backlands of Pernambuco travel long distances to serve scattered rural communities. This article reports on a service design project developed with community health workers to reorganise home visits and prenatal follow-up. We describe the research process, the territory maps built with the teams and the prototypes tested. The results show gains in the regularity of visits and highlight the health workers' knowledge of their territory as a central resource of the service.",
            keywordsPt: ['saúde da família', 'agentes comunitários de saúde', 'design de serviços', 'território'],
            keywordsEn: ['family health', 'community health workers', 'service design', 'territory'],
            language: 'pt',
            firstPage: 15,
            lastPage: 20,
            doi: '10.99999/ipe.rds.2024.006',
          },
          {
            titlePt: 'Design e cuidados nos bairros populares de Buenos Aires',
            titleEn: 'Design and care in the working-class neighbourhoods of Buenos Aires',
            contributors: authors('lauraMendez'),
            abstractPt:
              'Nos bairros populares de Buenos Aires, redes de cuidado organizadas por mulheres sustentam refeitórios comunitários, creches e o acompanhamento de pessoas idosas. Este artigo, escrito em espanhol, analisa como essas redes projetam e adaptam os próprios serviços com poucos recursos, e o que o design profissional pode aprender com elas. Com base em entrevistas e oficinas realizadas em quatro bairros, propomos a noção de design de cuidados como prática situada, coletiva e não remunerada, que merece reconhecimento nas políticas públicas.',
            abstractEn:
              'In the working-class neighbourhoods of Buenos Aires, care networks organised by women sustain community kitchens, nurseries and support for older people. This article, written in Spanish, analyses how these networks design and adapt their own services with few resources, and what professional design can learn from them. Based on interviews and workshops in four neighbourhoods, we propose the notion of care design as a situated, collective and unpaid practice that deserves recognition in public policy.',
            keywordsPt: ['cuidados', 'economia popular', 'design situado', 'América Latina'],
            keywordsEn: ['care', 'popular economy', 'situated design', 'Latin America'],
            language: 'es',
            firstPage: 21,
            lastPage: 26,
            doi: '10.99999/ipe.rds.2024.007',
          },
          {
            titlePt: 'Mapas afetivos de uma cidade do Recôncavo',
            titleEn: 'Affective maps of a town in the Recôncavo',
            contributors: authors('yasminCosta', 'beatrizSantana'),
            abstractPt:
              'Este artigo apresenta uma experiência de cartografia afetiva realizada com estudantes do ensino médio de Cachoeira, no Recôncavo da Bahia. Por meio de caminhadas, desenhos e relatos orais, os estudantes registraram lugares de memória, de medo e de pertencimento na cidade. Analisamos os mapas produzidos e discutimos o potencial da cartografia participativa como ferramenta de design e de educação patrimonial em cidades históricas.',
            abstractEn:
              'This article presents an affective mapping project carried out with upper secondary students in Cachoeira, in the Recôncavo region of Bahia. Through walks, drawings and oral accounts, the students recorded places of memory, fear and belonging in the town. We analyse the maps produced and discuss the potential of participatory mapping as a tool for design and heritage education in historic towns.',
            keywordsPt: ['cartografia afetiva', 'educação patrimonial', 'design participativo', 'Recôncavo'],
            keywordsEn: ['affective mapping', 'heritage education', 'participatory design', 'Recôncavo'],
            language: 'pt',
            firstPage: 27,
            lastPage: 32,
            doi: '10.99999/ipe.rds.2024.008',
          },
        ],
      },
      {
        volume: 2,
        number: 1,
        year: 2025,
        publishedOn: '2025-06-30',
        articles: [
          {
            titlePt: 'Linguagem simples e compreensão de contratos de aluguel',
            titleEn: 'Plain language and the comprehension of rental agreements',
            contributors: authors('nataliaVieira', 'elisaBrandao'),
            abstractPt:
              'Contratos de aluguel residencial costumam ser redigidos em linguagem jurídica de difícil compreensão para inquilinos. Este artigo compara a compreensão de um contrato padrão e de uma versão reescrita segundo princípios de linguagem simples e design da informação, em um experimento com 240 participantes. A versão reescrita aumentou significativamente as respostas corretas sobre prazos, multas e reajustes, e reduziu o tempo de leitura. Discutimos implicações para a regulação de contratos de consumo.',
            abstractEn:
              'Residential rental agreements are usually written in legal language that tenants find hard to understand. This article compares comprehension of a standard contract and of a version rewritten according to plain language and information design principles, in an experiment with 240 participants. The rewritten version significantly increased correct answers about deadlines, penalties and rent adjustments, and reduced reading time. We discuss implications for the regulation of consumer contracts.',
            keywordsPt: ['linguagem simples', 'design da informação', 'contratos', 'compreensão leitora'],
            keywordsEn: ['plain language', 'information design', 'contracts', 'reading comprehension'],
            language: 'pt',
            firstPage: 9,
            lastPage: 14,
            doi: '10.99999/ipe.rds.2025.001',
          },
          {
            titlePt: 'Por uma história do design de móveis populares no Brasil',
            titleEn: 'Towards a history of popular furniture design in Brazil',
            contributors: authors('marcosPrado'),
            abstractPt:
              'A história do design de móveis no Brasil costuma privilegiar peças assinadas por designers e arquitetos reconhecidos. Este artigo propõe olhar para os móveis populares produzidos em série por fábricas de Votuporanga, Bento Gonçalves e Ubá entre 1970 e 2000 e vendidos a prazo em grandes redes de varejo. A partir de catálogos, anúncios e entrevistas com projetistas, discutimos padrões estéticos, técnicas de produção e modos de consumo, e argumentamos que esses móveis são fundamentais para compreender a cultura material das casas brasileiras.',
            abstractEn:
              'The history of furniture design in Brazil usually privileges pieces signed by renowned designers and architects. This article proposes looking instead at the popular furniture mass-produced by factories in Votuporanga, Bento Gonçalves and Ubá between 1970 and 2000 and sold on instalments by large retail chains. Drawing on catalogues, advertisements and interviews with furniture designers, we discuss aesthetic patterns, production techniques and ways of consumption, and argue that this furniture is central to understanding the material culture of Brazilian homes.',
            keywordsPt: ['história do design', 'mobiliário', 'cultura material', 'consumo'],
            keywordsEn: ['design history', 'furniture', 'material culture', 'consumption'],
            language: 'pt',
            firstPage: 15,
            lastPage: 20,
            doi: '10.99999/ipe.rds.2025.002',
          },
          {
            titlePt: 'O ensino de design de serviços para além do ateliê',
            titleEn: 'Service design education beyond the studio',
            contributors: authors('jonathanReid', 'camilaNogueira'),
            abstractPt:
              'Este artigo discute experiências de ensino de design de serviços em que estudantes trabalharam com organizações reais durante um semestre, no Brasil e no Reino Unido. Comparando dois cursos, analisamos como as parcerias externas mudam a avaliação, a relação com o cliente e a aprendizagem de métodos. Os resultados indicam ganhos de motivação e de compreensão da complexidade organizacional, mas também riscos de sobrecarga e de dependência dos parceiros. Propomos diretrizes para parcerias pedagógicas equilibradas.',
            abstractEn:
              'This article discusses service design teaching in which students worked with real organisations over a semester, in Brazil and the United Kingdom. Comparing two courses, we analyse how external partnerships change assessment, the relationship with the client and the learning of methods. The results show gains in motivation and in understanding organisational complexity, but also risks of overload and dependence on partners. We propose guidelines for balanced teaching partnerships.',
            keywordsPt: ['educação em design', 'design de serviços', 'aprendizagem baseada em projetos', 'parcerias'],
            keywordsEn: ['design education', 'service design', 'project-based learning', 'partnerships'],
            language: 'en',
            firstPage: 21,
            lastPage: 26,
            doi: '10.99999/ipe.rds.2025.003',
          },
        ],
      },
      {
        volume: 2,
        number: 2,
        year: 2025,
        publishedOn: '2025-12-15',
        titlePt: 'Dossiê: Design de serviços públicos',
        titleEn: 'Special issue: Designing public services',
        articles: [
          {
            titlePt: 'Redesenho do atendimento previdenciário: lições de um piloto regional',
            titleEn: 'Redesigning social security services: lessons from a regional pilot',
            contributors: authors('gustavoPacheco', 'anaCarolinaFreitas'),
            abstractPt:
              'Este artigo analisa um piloto de redesenho do atendimento previdenciário realizado em seis agências de uma região metropolitana. A equipe combinou pesquisa com segurados, análise de dados de agendamento e prototipação de novos fluxos de triagem. Em seis meses, o tempo médio entre o agendamento e a conclusão do atendimento caiu e a satisfação declarada aumentou. Discutimos as condições que permitiram esses resultados e os obstáculos para ampliar o piloto.',
            abstractEn:
              'This article analyses a pilot to redesign social security services carried out in six offices in a metropolitan region. The team combined research with claimants, analysis of appointment data and prototyping of new triage flows. Over six months, the average time between booking and completion of service fell and reported satisfaction rose. We discuss the conditions that made these results possible and the obstacles to scaling up the pilot.',
            keywordsPt: ['serviços públicos', 'previdência social', 'prototipação', 'avaliação'],
            keywordsEn: ['public services', 'social security', 'prototyping', 'evaluation'],
            language: 'pt',
            firstPage: 9,
            lastPage: 14,
            doi: '10.99999/ipe.rds.2025.004',
          },
          {
            titlePt: 'Design e compras públicas: como contratar inovação',
            titleEn: 'Design and public procurement: how to contract innovation',
            contributors: authors('ricardoFonseca'),
            abstractPt:
              'A contratação de serviços de design pelo setor público enfrenta obstáculos jurídicos e culturais: editais que exigem especificações fechadas, critérios de menor preço e desconfiança em relação a processos iterativos. Este artigo examina doze contratações de design de serviços realizadas por órgãos públicos brasileiros após a nova Lei de Licitações e identifica instrumentos que permitiram contratar processos de descoberta, como o diálogo competitivo e as encomendas tecnológicas.',
            abstractEn:
              'Public sector procurement of design services faces legal and cultural obstacles: tenders that demand closed specifications, lowest-price criteria and mistrust of iterative processes. This article examines twelve service design contracts awarded by Brazilian public bodies after the new Public Procurement Act and identifies instruments that made it possible to contract discovery processes, such as competitive dialogue and technology procurement.',
            keywordsPt: ['compras públicas', 'inovação', 'contratação', 'Lei de Licitações'],
            keywordsEn: ['public procurement', 'innovation', 'contracting', 'procurement law'],
            language: 'pt',
            firstPage: 15,
            lastPage: 20,
            doi: '10.99999/ipe.rds.2025.005',
          },
          {
            titlePt: 'Acolhimento em centros de referência de assistência social',
            titleEn: 'Reception at social assistance reference centres',
            contributors: authors('isabelaCunha', 'aliceMoura'),
            abstractPt:
              'Os centros de referência de assistência social são a porta de entrada da proteção social básica no Brasil. Este artigo relata uma pesquisa de design de serviços em cinco centros de São Luís, com observação do acolhimento, entrevistas com famílias e oficinas com as equipes técnicas. Identificamos barreiras de informação, de espera e de constrangimento, e propomos mudanças no espaço, na comunicação e na organização do atendimento, testadas em dois centros.',
            abstractEn:
              'Social assistance reference centres are the entry point to basic social protection in Brazil. This article reports on service design research in five centres in São Luís, with observation of reception, interviews with families and workshops with technical staff. We identify barriers of information, waiting and embarrassment, and propose changes to the space, communication and organisation of service, tested in two centres.',
            keywordsPt: ['assistência social', 'acolhimento', 'design de serviços', 'proteção social'],
            keywordsEn: ['social assistance', 'reception', 'service design', 'social protection'],
            language: 'pt',
            firstPage: 21,
            lastPage: 26,
            doi: '10.99999/ipe.rds.2025.006',
          },
          {
            titlePt: 'Como medir o valor do design de serviços no governo',
            titleEn: 'Measuring the value of service design in government',
            contributors: authors('jonathanReid', 'gustavoPacheco'),
            abstractPt:
              'Governos que investem em design de serviços enfrentam a pergunta sobre o valor desse investimento. Este artigo revisa abordagens de medição usadas no Reino Unido, na Austrália e no Brasil, de indicadores de conclusão de tarefas a estimativas de custos evitados, e discute suas limitações. Propomos um quadro de avaliação em três níveis (serviço, organização e política pública) que combina métricas quantitativas e evidências qualitativas.',
            abstractEn:
              'Governments that invest in service design face the question of what that investment is worth. This article reviews measurement approaches used in the United Kingdom, Australia and Brazil, from task completion indicators to estimates of avoided costs, and discusses their limitations. We propose a three-level evaluation framework (service, organisation and public policy) that combines quantitative metrics with qualitative evidence.',
            keywordsPt: ['avaliação', 'valor público', 'design de serviços', 'governo'],
            keywordsEn: ['evaluation', 'public value', 'service design', 'government'],
            language: 'en',
            firstPage: 27,
            lastPage: 32,
            doi: '10.99999/ipe.rds.2025.007',
          },
        ],
      },
    ],
  },
  {
    slug: DEMO_JOURNAL_CLOSED_CALL,
    titlePt: 'Cadernos Ipê de Educação Contemporânea',
    titleEn: 'Ipê Papers on Contemporary Education',
    abstractPt:
      'Os Cadernos Ipê de Educação Contemporânea são um periódico semestral de acesso aberto, avaliado por pares, dedicado a pesquisas sobre educação básica, formação docente, políticas educacionais e tecnologias na educação. O periódico publica artigos originais, relatos de experiência e resenhas, com especial interesse por estudos que articulem pesquisa acadêmica e prática escolar. As chamadas de artigos são abertas a cada edição temática; no momento, não há chamada em andamento.',
    abstractEn:
      'Ipê Papers on Contemporary Education is a peer-reviewed, open-access journal published twice a year, devoted to research on basic education, teacher education, education policy and technology in education. It publishes original articles, practice reports and reviews, with particular interest in studies that connect academic research and school practice. Calls for papers open for each thematic issue; there is no call in progress at the moment.',
    keywordsPt: ['educação', 'formação docente', 'políticas educacionais', 'educação básica'],
    keywordsEn: ['education', 'teacher education', 'education policy', 'basic education'],
    contributors: editors('lucianaFerraz'),
    language: 'pt',
    subjects: ['educacao'],
    publishedOn: '2023-06-20',
    license: 'CC-BY-4.0',
    openAccess: true,
    issn: '2966-2109',
    eissn: '2966-2117',
    team: [teamMember('lucianaFerraz', 'editor'), teamMember('vitorLima', 'assistant-editor'), teamMember('fernandaLacerda', 'reviewer'), teamMember('eduardoFontes', 'reviewer')],
    guidelinesPt: guidelinesPt(
      'as normas da APA, 7.ª edição',
      'Relatos de experiência devem descrever o contexto escolar, as ações realizadas e uma reflexão fundamentada sobre os resultados. Resenhas tratam de livros publicados nos últimos três anos.',
    ),
    guidelinesEn: guidelinesEn(
      'the APA style, 7th edition',
      'Practice reports must describe the school context, the actions taken and a well-grounded reflection on the results. Reviews cover books published in the last three years.',
    ),
    callForPapersOpen: false,
    submissionUrl: 'https://submissoes.editoraipe.com.br/index.php/cec',
    color: '#6e2f1f',
    issues: [
      {
        volume: 1,
        number: 1,
        year: 2023,
        publishedOn: '2023-06-20',
        articles: [
          {
            titlePt: 'Tempo de planejamento e trabalho docente na rede estadual paulista',
            titleEn: "Planning time and teachers' work in São Paulo's state school system",
            contributors: authors('renatoBarbosa', 'marianaXavier'),
            abstractPt:
              'A jornada docente prevê horas destinadas ao planejamento, mas pouco se sabe sobre como esse tempo é efetivamente usado. Este artigo apresenta os resultados de um questionário respondido por 1.126 professores da rede estadual paulista e de grupos focais em seis escolas. Os dados mostram que o tempo de planejamento é frequentemente ocupado por tarefas administrativas e reuniões pouco produtivas. Discutimos as consequências para a qualidade do ensino e propomos formas de proteger esse tempo.',
            abstractEn:
              "Teachers' contracts include hours for planning, but little is known about how this time is actually used. This article presents the results of a questionnaire answered by 1,126 teachers in São Paulo's state school system and of focus groups in six schools. The data show that planning time is often taken up by administrative tasks and unproductive meetings. We discuss the consequences for the quality of teaching and propose ways to protect this time.",
            keywordsPt: ['trabalho docente', 'planejamento', 'condições de trabalho', 'rede estadual'],
            keywordsEn: ["teachers' work", 'planning', 'working conditions', 'state school system'],
            language: 'pt',
            firstPage: 7,
            lastPage: 12,
            doi: '10.99999/ipe.cec.2023.001',
          },
          {
            titlePt: 'Leitura literária nos anos iniciais: práticas de mediação',
            titleEn: 'Literary reading in the early years: mediation practices',
            contributors: authors('joaquimTeles'),
            abstractPt:
              'Este artigo analisa práticas de mediação de leitura literária em turmas do primeiro ao quinto ano de escolas municipais de Maceió. A partir da observação de quarenta aulas e de entrevistas com professoras, identificamos três modos de mediação: a leitura como pretexto para atividades gramaticais, a leitura como fruição sem conversa e a leitura compartilhada com discussão. Discutimos as condições que favorecem este último modo, como acervos adequados e formação continuada.',
            abstractEn:
              'This article analyses literary reading mediation practices in first- to fifth-year classes in municipal schools in Maceió. Drawing on the observation of forty lessons and interviews with teachers, we identify three modes of mediation: reading as a pretext for grammar exercises, reading for enjoyment without conversation, and shared reading with discussion. We discuss the conditions that favour the latter, such as suitable book collections and ongoing teacher training.',
            keywordsPt: ['leitura literária', 'mediação', 'anos iniciais', 'formação de leitores'],
            keywordsEn: ['literary reading', 'mediation', 'early years', 'reader development'],
            language: 'pt',
            firstPage: 13,
            lastPage: 18,
            doi: '10.99999/ipe.cec.2023.002',
          },
          {
            titlePt: 'Educação em tempo integral e desigualdades escolares',
            titleEn: 'Full-time schooling and educational inequalities',
            contributors: authors('brunoAlmeida', 'henriqueSalles'),
            abstractPt:
              'A expansão do ensino médio em tempo integral é uma das principais políticas educacionais recentes no Brasil. Este artigo analisa dados de matrícula e de desempenho de escolas de tempo integral no Rio Grande do Sul e em Minas Gerais entre 2016 e 2022. Os resultados sugerem ganhos de aprendizagem, mas também mudanças no perfil dos estudantes atendidos, com a saída de jovens que precisam trabalhar. Discutimos como desenhar a política sem aprofundar desigualdades.',
            abstractEn:
              'The expansion of full-time upper secondary schooling is one of the main recent education policies in Brazil. This article analyses enrolment and achievement data from full-time schools in Rio Grande do Sul and Minas Gerais between 2016 and 2022. The results suggest learning gains, but also changes in the profile of the students served, as young people who need to work leave. We discuss how to design the policy without deepening inequalities.',
            keywordsPt: ['tempo integral', 'ensino médio', 'desigualdade educacional', 'políticas educacionais'],
            keywordsEn: ['full-time schooling', 'upper secondary education', 'educational inequality', 'education policy'],
            language: 'pt',
            firstPage: 19,
            lastPage: 24,
            doi: '10.99999/ipe.cec.2023.003',
          },
        ],
      },
      {
        volume: 1,
        number: 2,
        year: 2023,
        publishedOn: '2023-12-18',
        articles: [
          {
            titlePt: 'Formação inicial de professores e estágio supervisionado',
            titleEn: 'Initial teacher education and the supervised practicum',
            contributors: authors('marianaXavier'),
            abstractPt:
              'O estágio supervisionado é o momento em que licenciandos encontram a escola como futuros professores. Este artigo analisa relatórios de estágio de cinquenta estudantes de licenciatura e entrevistas com professores supervisores da educação básica. Os resultados mostram que a qualidade da experiência depende menos da carga horária do que da articulação entre universidade e escola. Propomos formas de fortalecer essa parceria.',
            abstractEn:
              'The supervised practicum is when student teachers meet the school as future teachers. This article analyses the practicum reports of fifty student teachers and interviews with supervising teachers in basic education. The results show that the quality of the experience depends less on the number of hours than on the links between university and school. We propose ways of strengthening this partnership.',
            keywordsPt: ['formação docente', 'estágio supervisionado', 'licenciatura', 'parceria universidade-escola'],
            keywordsEn: ['teacher education', 'supervised practicum', 'teaching degree', 'university-school partnership'],
            language: 'pt',
            firstPage: 7,
            lastPage: 12,
            doi: '10.99999/ipe.cec.2023.004',
          },
          {
            titlePt: 'Matemática e resolução de problemas nos anos finais do ensino fundamental',
            titleEn: 'Mathematics and problem solving in lower secondary school',
            contributors: authors('otavioCampos'),
            abstractPt:
              'Este artigo relata uma intervenção de um semestre em quatro turmas de oitavo ano em Vitória, baseada na resolução de problemas abertos e na discussão coletiva de estratégias. Comparamos o desempenho dos estudantes em avaliações antes e depois da intervenção e analisamos registros de aula. Além de ganhos de desempenho, observamos maior participação de estudantes que antes se declaravam incapazes em matemática.',
            abstractEn:
              "This article reports on a one-semester intervention in four eighth-year classes in Vitória, based on open-ended problem solving and collective discussion of strategies. We compare students' performance in assessments before and after the intervention and analyse lesson records. In addition to performance gains, we observed greater participation by students who had previously described themselves as incapable at mathematics.",
            keywordsPt: ['educação matemática', 'resolução de problemas', 'ensino fundamental', 'participação'],
            keywordsEn: ['mathematics education', 'problem solving', 'lower secondary school', 'participation'],
            language: 'pt',
            firstPage: 13,
            lastPage: 18,
            doi: '10.99999/ipe.cec.2023.005',
          },
          {
            titlePt: 'Inclusão de estudantes com deficiência: o atendimento educacional especializado',
            titleEn: 'Including students with disabilities: specialised educational support',
            contributors: authors('elisaBrandao', 'aliceMoura'),
            abstractPt:
              'O atendimento educacional especializado é o principal instrumento da política de educação inclusiva no Brasil. Este artigo examina seu funcionamento em doze escolas de São Paulo e de São Luís, com base em entrevistas com professoras especializadas, docentes de sala comum e famílias. Identificamos avanços no acesso, mas pouca articulação entre o atendimento especializado e a sala comum. Discutimos caminhos para um trabalho colaborativo.',
            abstractEn:
              'Specialised educational support is the main instrument of inclusive education policy in Brazil. This article examines how it works in twelve schools in São Paulo and São Luís, based on interviews with specialist teachers, mainstream class teachers and families. We identify progress in access but little coordination between specialised support and the mainstream classroom. We discuss paths towards collaborative work.',
            keywordsPt: ['educação inclusiva', 'deficiência', 'atendimento educacional especializado', 'ensino colaborativo'],
            keywordsEn: ['inclusive education', 'disability', 'specialised educational support', 'co-teaching'],
            language: 'pt',
            firstPage: 19,
            lastPage: 24,
            doi: '10.99999/ipe.cec.2023.006',
          },
          {
            titlePt: 'Ensinar história com arquivos locais',
            titleEn: 'Teaching history with local archives',
            contributors: authors('sofiaRamos', 'claraMendonca'),
            abstractPt:
              'Este artigo compara projetos de ensino de história baseados em arquivos locais em escolas de Lisboa e de São Bernardo do Campo. Estudantes do ensino médio trabalharam com documentos de arquivos municipais e entrevistas com moradores antigos. Analisamos as produções dos estudantes e discutimos como o contato com fontes primárias desenvolve o pensamento histórico e o vínculo com o lugar onde vivem.',
            abstractEn:
              "This article compares history teaching projects based on local archives in schools in Lisbon and São Bernardo do Campo. Upper secondary students worked with documents from municipal archives and interviews with long-standing residents. We analyse the students' work and discuss how contact with primary sources develops historical thinking and a bond with the place where they live.",
            keywordsPt: ['ensino de história', 'arquivos', 'fontes primárias', 'pensamento histórico'],
            keywordsEn: ['history teaching', 'archives', 'primary sources', 'historical thinking'],
            language: 'en',
            firstPage: 25,
            lastPage: 30,
            doi: '10.99999/ipe.cec.2023.007',
          },
        ],
      },
      {
        volume: 2,
        number: 1,
        year: 2024,
        publishedOn: '2024-06-25',
        titlePt: 'Edição temática: Educação e tecnologias digitais',
        titleEn: 'Thematic issue: Education and digital technologies',
        articles: [
          {
            titlePt: 'Celulares na escola: entre a proibição e o uso pedagógico',
            titleEn: 'Mobile phones at school: between prohibition and teaching use',
            contributors: authors('pedroSchmidt', 'gabrielaTorres'),
            abstractPt:
              'Leis estaduais e municipais recentes restringiram o uso de celulares nas escolas brasileiras. Este artigo analisa como doze escolas do Rio Grande do Sul e de Santa Catarina implementaram essas restrições e como docentes e estudantes avaliam seus efeitos. Os resultados apontam melhora percebida na atenção e na convivência, mas também dificuldades para atividades pedagógicas que dependiam dos aparelhos. Discutimos a necessidade de alternativas de acesso à tecnologia na escola.',
            abstractEn:
              'Recent state and municipal laws have restricted the use of mobile phones in Brazilian schools. This article analyses how twelve schools in Rio Grande do Sul and Santa Catarina implemented these restrictions and how teachers and students assess their effects. The results point to a perceived improvement in attention and social interaction, but also to difficulties for teaching activities that relied on the devices. We discuss the need for alternative access to technology at school.',
            keywordsPt: ['celulares', 'políticas educacionais', 'tecnologia educacional', 'convivência escolar'],
            keywordsEn: ['mobile phones', 'education policy', 'educational technology', 'school climate'],
            language: 'pt',
            firstPage: 7,
            lastPage: 12,
            doi: '10.99999/ipe.cec.2024.001',
          },
          {
            titlePt: 'Inteligência artificial generativa e escrita acadêmica na graduação',
            titleEn: 'Generative artificial intelligence and academic writing in undergraduate courses',
            contributors: authors('diegoMoreira', 'nataliaVieira'),
            abstractPt:
              'Este artigo investiga como estudantes de graduação usam ferramentas de inteligência artificial generativa na produção de trabalhos escritos. Com base em um questionário respondido por 860 estudantes de três universidades e em entrevistas, identificamos usos que vão da revisão gramatical à geração de textos inteiros. Discutimos as percepções de estudantes e docentes sobre autoria e integridade acadêmica e propomos orientações para o uso transparente dessas ferramentas.',
            abstractEn:
              "This article investigates how undergraduate students use generative artificial intelligence tools to produce written assignments. Based on a questionnaire answered by 860 students at three universities and on interviews, we identify uses ranging from grammar checking to the generation of entire texts. We discuss students' and lecturers' perceptions of authorship and academic integrity and propose guidelines for the transparent use of these tools.",
            keywordsPt: ['inteligência artificial', 'escrita acadêmica', 'integridade acadêmica', 'ensino superior'],
            keywordsEn: ['artificial intelligence', 'academic writing', 'academic integrity', 'higher education'],
            language: 'pt',
            firstPage: 13,
            lastPage: 18,
            doi: '10.99999/ipe.cec.2024.002',
          },
          {
            titlePt: 'Ensino remoto emergencial: o que ficou?',
            titleEn: 'Emergency remote teaching: what remained?',
            contributors: authors('robertoSiqueira', 'leticiaAraujo'),
            abstractPt:
              'Três anos após o fim do ensino remoto emergencial, que práticas permaneceram nas escolas? Este artigo apresenta uma pesquisa com professores de escolas públicas do Pará e de Minas Gerais. Os resultados mostram a permanência de grupos de mensagens com as famílias e de ambientes virtuais para tarefas, mas também o abandono de muitas iniciativas por falta de conectividade e de apoio. Discutimos o que a experiência ensinou sobre a infraestrutura digital das redes públicas.',
            abstractEn:
              'Three years after the end of emergency remote teaching, which practices have remained in schools? This article presents research with teachers in public schools in Pará and Minas Gerais. The results show that messaging groups with families and virtual learning environments for homework have remained, but also that many initiatives were abandoned for lack of connectivity and support. We discuss what the experience taught about the digital infrastructure of public school systems.',
            keywordsPt: ['ensino remoto', 'pandemia', 'tecnologia educacional', 'infraestrutura digital'],
            keywordsEn: ['remote teaching', 'pandemic', 'educational technology', 'digital infrastructure'],
            language: 'pt',
            firstPage: 19,
            lastPage: 24,
            doi: '10.99999/ipe.cec.2024.003',
          },
          {
            titlePt: 'Plataformas adaptativas no ensino de matemática: uma avaliação',
            titleEn: 'Adaptive platforms in mathematics teaching: an evaluation',
            contributors: authors('henriqueSalles', 'brunoAlmeida'),
            abstractPt:
              'Plataformas adaptativas prometem personalizar o ensino de acordo com o desempenho de cada estudante. Este artigo avalia o uso de uma plataforma de matemática adotada por uma rede municipal em 48 escolas, comparando turmas que a utilizaram de forma intensiva com turmas que a utilizaram pouco. Não encontramos diferenças significativas de aprendizagem após um ano, mas identificamos efeitos positivos quando o uso foi acompanhado de mediação docente. Discutimos implicações para decisões de compra de tecnologia.',
            abstractEn:
              "Adaptive platforms promise to personalise teaching according to each student's performance. This article evaluates the use of a mathematics platform adopted by a municipal school system in 48 schools, comparing classes that used it intensively with classes that used it little. We found no significant learning differences after one year, but identified positive effects when use was accompanied by teacher mediation. We discuss implications for technology purchasing decisions.",
            keywordsPt: ['plataformas adaptativas', 'educação matemática', 'avaliação de programas', 'tecnologia educacional'],
            keywordsEn: ['adaptive platforms', 'mathematics education', 'programme evaluation', 'educational technology'],
            language: 'pt',
            firstPage: 25,
            lastPage: 30,
            doi: '10.99999/ipe.cec.2024.004',
          },
        ],
      },
    ],
  },
];
