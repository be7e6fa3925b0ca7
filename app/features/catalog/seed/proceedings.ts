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
    // Fictional, as the demo journals' (a valid check digit, no real series).
    seriesIssn: '2965-0208',
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
    pages: 48,
    doi: DOI,
    license: 'CC-BY-4.0',
    openAccess: true,
    chapters: withDois(DOI, [
      {
        titlePt: 'Jornadas de cuidado: design de serviços na atenção a pessoas idosas',
        titleEn: 'Care journeys: service design in care for older people',
        contributors: authors('tatianaRezende', 'adrianaMelo'),
        firstPage: 9,
        lastPage: 13,
      },
      {
        titlePt: 'Mobilidade urbana e acessibilidade: um blueprint do transporte sob demanda',
        titleEn: 'Urban mobility and accessibility: a blueprint of on-demand transport',
        contributors: authors('diegoMoreira'),
        firstPage: 14,
        lastPage: 18,
      },
      {
        titlePt: 'Economia solidária e design de serviços em cooperativas de costura',
        titleEn: 'Solidarity economy and service design in sewing cooperatives',
        contributors: authors('yasminCosta', 'beatrizSantana'),
        firstPage: 19,
        lastPage: 23,
      },
      {
        titlePt: 'Bibliotecas públicas como serviços comunitários',
        titleEn: 'Public libraries as community services',
        contributors: authors('joaquimTeles', 'patriciaGoncalves'),
        firstPage: 24,
        lastPage: 28,
      },
      {
        titlePt: 'Linha de frente: o papel dos atendentes no redesenho de serviços',
        titleEn: 'Front line: the role of front-line staff in service redesign',
        contributors: authors('felipeNascimento', 'helenaDuarte'),
        firstPage: 29,
        lastPage: 33,
      },
      {
        titlePt: 'Acessibilidade digital em portais de prefeituras do Nordeste',
        titleEn: 'Digital accessibility in the websites of north-eastern city governments',
        contributors: authors('lucasAndrade', 'otavioCampos'),
        firstPage: 34,
        lastPage: 38,
      },
      {
        titlePt: 'A matrícula escolar como serviço: um estudo de caso',
        titleEn: 'School enrolment as a service: a case study',
        contributors: authors('henriqueSalles', 'marianaXavier'),
        firstPage: 39,
        lastPage: 43,
      },
      {
        titlePt: 'Avaliação de impacto em projetos de design de serviços',
        titleEn: 'Impact evaluation in service design projects',
        contributors: authors('gustavoPacheco', 'ricardoFonseca'),
        firstPage: 44,
        lastPage: 48,
      },
    ]),
    formats: [ebook('978-65-86543-27-8', 'free')],
  },
];
