/** The demo catalog's event and its proceedings volume, whose papers are `chapters` rows. */
import { ebook, withDois } from './formats.ts';
import { authors, editors } from './people.ts';
import type { ProceedingsSeed } from './types.ts';

export const DEMO_PROCEEDINGS = 'anais-sbds-2024';

const DOI = '10.99999/ipe.sbds2024';

export const proceedingsSeeds: ProceedingsSeed[] = [
  {
    event: {
      slug: 'sbds-2024',
      namePt: 'Simpósio Brasileiro de Design de Serviços 2024',
      nameEn: 'Brazilian Symposium on Service Design 2024',
      startsOn: '2024-09-18',
      endsOn: '2024-09-20',
      place: 'Recife (PE)',
      aboutPt:
        'O Simpósio Brasileiro de Design de Serviços reúne pesquisadores, profissionais e gestores públicos para discutir a teoria e a prática do design de serviços no país. A edição de 2024, realizada no Recife, teve como tema “Serviços que cuidam: design, território e políticas públicas” e recebeu 94 trabalhos, avaliados às cegas por pares.',
      aboutEn:
        'The Brazilian Symposium on Service Design brings together researchers, practitioners and public managers to discuss the theory and practice of service design in Brazil. The 2024 edition, held in Recife, had the theme “Services that care: design, territory and public policy” and received 94 submissions, each blind peer-reviewed.',
    },
    volume: 1,
    slug: DEMO_PROCEEDINGS,
    titlePt: 'Anais do Simpósio Brasileiro de Design de Serviços 2024',
    titleEn: 'Proceedings of the Brazilian Symposium on Service Design 2024',
    subtitlePt: 'Serviços que cuidam: design, território e políticas públicas',
    subtitleEn: 'Services that care: design, territory and public policy',
    abstractPt:
      'Este volume reúne os oito trabalhos completos apresentados no Simpósio Brasileiro de Design de Serviços 2024, realizado no Recife entre 18 e 20 de setembro de 2024. Sob o tema “Serviços que cuidam: design, território e políticas públicas”, o simpósio discutiu como o design de serviços pode contribuir para serviços públicos e comunitários mais acessíveis, justos e atentos às especificidades de cada território. Os trabalhos tratam de saúde, assistência social, mobilidade urbana, educação, cultura e economia solidária, e combinam pesquisa acadêmica com relatos de projetos desenvolvidos por equipes públicas, organizações da sociedade civil e escritórios de design. Foram selecionados por avaliação cega por pares entre os 94 trabalhos submetidos. Em conjunto, os textos mostram a consolidação de uma comunidade brasileira de design de serviços, atenta à desigualdade, à participação e à avaliação de resultados, e indicam temas para a agenda de pesquisa dos próximos anos, como a medição de impacto, a acessibilidade digital e o papel das equipes de linha de frente. Os anais são publicados em acesso aberto, e cada trabalho tem seu próprio DOI.',
    abstractEn:
      'This volume gathers the eight full papers presented at the Brazilian Symposium on Service Design 2024, held in Recife from 18 to 20 September 2024. Under the theme “Services that care: design, territory and public policy”, the symposium discussed how service design can contribute to public and community services that are more accessible, fairer and attentive to the specific features of each territory. The papers deal with health, social assistance, urban mobility, education, culture and the solidarity economy, and combine academic research with accounts of projects developed by public teams, civil society organisations and design studios. They were selected through blind peer review from the 94 papers submitted. Taken together, the texts show the consolidation of a Brazilian service design community attentive to inequality, participation and the evaluation of results, and point to topics for the research agenda of the coming years, such as impact measurement, digital accessibility and the role of front-line teams. The proceedings are published in open access, and each paper has its own DOI.',
    keywordsPt: ['design de serviços', 'políticas públicas', 'território', 'anais de evento'],
    keywordsEn: ['service design', 'public policy', 'territory', 'conference proceedings'],
    contributors: editors('marinaAlbuquerque', 'lucasAndrade', 'adrianaMelo'),
    language: 'pt',
    subjects: ['design', 'administracao-publica'],
    publishedOn: '2025-02-20',
    edition: 1,
    pages: 52,
    doi: DOI,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(DOI, [
      {
        titlePt: 'Jornadas de cuidado: design de serviços na atenção a pessoas idosas',
        titleEn: 'Care journeys: service design in care for older people',
        contributors: authors('tatianaRezende', 'adrianaMelo'),
        abstractPt:
          'Apresenta um mapeamento das jornadas de pessoas idosas e de suas cuidadoras na rede de saúde do Recife e propõe melhorias na coordenação entre a atenção básica e a especializada.',
        abstractEn: "Presents a mapping of the journeys of older people and their carers in Recife's health network and proposes improvements in coordination between primary and specialist care.",
        keywordsPt: ['envelhecimento', 'saúde', 'mapa de jornada'],
        keywordsEn: ['ageing', 'health', 'journey map'],
        firstPage: 9,
        lastPage: 13,
      },
      {
        titlePt: 'Mobilidade urbana e acessibilidade: um blueprint do transporte sob demanda',
        titleEn: 'Urban mobility and accessibility: a blueprint of on-demand transport',
        contributors: authors('diegoMoreira'),
        abstractPt: 'Analisa, por meio de um blueprint de serviço, o transporte sob demanda para pessoas com deficiência em Fortaleza.',
        abstractEn: 'Uses a service blueprint to analyse on-demand transport for people with disabilities in Fortaleza.',
        keywordsPt: ['mobilidade urbana', 'acessibilidade', 'blueprint de serviço'],
        keywordsEn: ['urban mobility', 'accessibility', 'service blueprint'],
        firstPage: 14,
        lastPage: 18,
      },
      {
        titlePt: 'Economia solidária e design de serviços em cooperativas de costura',
        titleEn: 'Solidarity economy and service design in sewing cooperatives',
        contributors: authors('yasminCosta', 'beatrizSantana'),
        abstractPt: 'Relata um processo de cocriação com cooperativas de costura do Recôncavo baiano para organizar encomendas e entregas.',
        abstractEn: 'Reports on a co-creation process with sewing cooperatives in the Recôncavo region of Bahia to organise orders and deliveries.',
        keywordsPt: ['economia solidária', 'cooperativas', 'cocriação'],
        keywordsEn: ['solidarity economy', 'cooperatives', 'co-creation'],
        firstPage: 19,
        lastPage: 23,
      },
      {
        titlePt: 'Bibliotecas públicas como serviços comunitários',
        titleEn: 'Public libraries as community services',
        contributors: authors('joaquimTeles', 'patriciaGoncalves'),
        abstractPt: 'Investiga como bibliotecas públicas de Maceió e de Curitiba ampliaram seus serviços para além do empréstimo de livros.',
        abstractEn: 'Investigates how public libraries in Maceió and Curitiba have expanded their services beyond lending books.',
        keywordsPt: ['bibliotecas públicas', 'serviços comunitários', 'cultura'],
        keywordsEn: ['public libraries', 'community services', 'culture'],
        firstPage: 24,
        lastPage: 28,
      },
      {
        titlePt: 'Linha de frente: o papel dos atendentes no redesenho de serviços',
        titleEn: 'Front line: the role of front-line staff in service redesign',
        contributors: authors('felipeNascimento', 'helenaDuarte'),
        abstractPt: 'Discute a participação de atendentes de serviços públicos em projetos de redesenho e as condições para que sua experiência seja reconhecida.',
        abstractEn: 'Discusses the participation of public service front-line staff in redesign projects and the conditions for their experience to be recognised.',
        keywordsPt: ['linha de frente', 'servidores públicos', 'redesenho de serviços'],
        keywordsEn: ['front line', 'civil servants', 'service redesign'],
        firstPage: 29,
        lastPage: 33,
      },
      {
        titlePt: 'Acessibilidade digital em portais de prefeituras do Nordeste',
        titleEn: 'Digital accessibility in the websites of north-eastern city governments',
        contributors: authors('lucasAndrade', 'otavioCampos'),
        abstractPt: 'Avalia a acessibilidade dos portais de serviços de 27 prefeituras do Nordeste e discute as barreiras enfrentadas por pessoas com deficiência visual.',
        abstractEn: 'Assesses the accessibility of the service portals of 27 city governments in the North-East and discusses the barriers faced by people with visual impairments.',
        keywordsPt: ['acessibilidade digital', 'governo eletrônico', 'deficiência visual'],
        keywordsEn: ['digital accessibility', 'e-government', 'visual impairment'],
        firstPage: 34,
        lastPage: 38,
      },
      {
        titlePt: 'A matrícula escolar como serviço: um estudo de caso',
        titleEn: 'School enrolment as a service: a case study',
        contributors: authors('henriqueSalles', 'marianaXavier'),
        abstractPt: 'Aplica ferramentas de design de serviços ao processo de matrícula de uma rede municipal de ensino e avalia os resultados.',
        abstractEn: 'Applies service design tools to the enrolment process of a municipal school system and evaluates the results.',
        keywordsPt: ['matrícula escolar', 'educação', 'design de serviços'],
        keywordsEn: ['school enrolment', 'education', 'service design'],
        firstPage: 39,
        lastPage: 43,
      },
      {
        titlePt: 'Avaliação de impacto em projetos de design de serviços',
        titleEn: 'Impact evaluation in service design projects',
        contributors: authors('gustavoPacheco', 'ricardoFonseca'),
        abstractPt: 'Propõe um modelo de avaliação de impacto para projetos de design de serviços em governos, com indicadores de processo e de resultado.',
        abstractEn: 'Proposes an impact evaluation model for service design projects in government, with process and outcome indicators.',
        keywordsPt: ['avaliação de impacto', 'indicadores', 'governo'],
        keywordsEn: ['impact evaluation', 'indicators', 'government'],
        firstPage: 44,
        lastPage: 48,
      },
    ]),
    formats: [ebook('978-65-86543-27-8', 'free')],
  },
];
