/**
 * The demo's editorial history (issue 51): original texts about fictional manuscripts by fictional
 * people, written for the demo and licensed CC BY 4.0 like the rest of it. Two journals, every
 * state of the desk, rounds, reviews, letters and messages in both languages. Days are counted
 * back from the day the seed runs, so the desk always has something new, late and due.
 */
import type { EditorialDecision, Recommendation, ReviewStatus, SubmissionStatus } from '../values.ts';

/** The journals' editorial teams and the other people of the history (fictional; their addresses at a reserved domain). */
export const DEMO_EDITORIAL_PEOPLE = {
  // Revista Ipê de Design e Sociedade (the people its team page names).
  marinaAlbuquerque: { name: 'Marina', lastName: 'Albuquerque', locale: 'pt', affiliation: 'Universidade Federal de Porto Aurora' },
  felipeNascimento: { name: 'Felipe', lastName: 'Nascimento', locale: 'pt', affiliation: 'Universidade Federal de Nova Jatobá' },
  camilaNogueira: { name: 'Camila', lastName: 'Nogueira', locale: 'pt', affiliation: 'Universidade Estadual da Serra do Ipê' },
  lucasAndrade: { name: 'Lucas', lastName: 'Andrade', locale: 'pt', affiliation: 'Escola de Design de Porto Aurora' },
  // Cadernos Ipê de Educação Contemporânea.
  lucianaFerraz: { name: 'Luciana', lastName: 'Ferraz', locale: 'pt', affiliation: 'Universidade Estadual de Vale Sereno' },
  vitorLima: { name: 'Vitor Hugo', lastName: 'Lima', locale: 'pt', affiliation: 'Universidade Federal de Cerrado Alto' },
  fernandaLacerda: { name: 'Fernanda', lastName: 'Lacerda', locale: 'pt', affiliation: 'Universidade Estadual da Serra do Ipê' },
  eduardoFontes: { name: 'Eduardo', lastName: 'Fontes', locale: 'pt', affiliation: 'Instituto Federal de Vale Sereno' },
  // The book call "Educação pública e tecnologia": its series editor.
  heloisaPrado: { name: 'Heloísa', lastName: 'Prado', locale: 'pt', affiliation: 'Universidade Federal de Nova Jatobá' },
  // Reviewers asked from outside the teams.
  margaretEllison: { name: 'Margaret', lastName: 'Ellison', locale: 'en', affiliation: 'University of Northmoor' },
  isabelaCunha: { name: 'Isabela', lastName: 'Cunha', locale: 'pt', affiliation: 'Universidade Federal de Porto Aurora' },
  // Authors.
  adrianaMelo: { name: 'Adriana', lastName: 'Melo', locale: 'pt', affiliation: 'Universidade Federal de Porto Aurora' },
  henriqueSalles: { name: 'Henrique', lastName: 'Salles', locale: 'pt', affiliation: 'Universidade Estadual da Serra do Ipê' },
  owenPritchard: { name: 'Owen', lastName: 'Pritchard', locale: 'en', affiliation: 'University of Northmoor' },
  sofiaRamos: { name: 'Sofia', lastName: 'Ramos', locale: 'pt', affiliation: 'Universidade de Alvorada' },
  renatoBarbosa: { name: 'Renato', lastName: 'Barbosa', locale: 'pt', affiliation: 'Instituto Federal de Vale Sereno' },
  tatianaRezende: { name: 'Tatiana', lastName: 'Rezende', locale: 'pt', affiliation: 'Instituto de Saúde Coletiva de Porto Aurora' },
  aliceMoura: { name: 'Alice', lastName: 'Moura', locale: 'pt', affiliation: 'Universidade Federal da Baía das Garças' },
  brunoAlmeida: { name: 'Bruno Cézar', lastName: 'Almeida', locale: 'pt', affiliation: 'Universidade Federal dos Campos Altos' },
  nadiaKowalski: { name: 'Nadia', lastName: 'Kowalski', locale: 'en', affiliation: 'Lakeshore Institute of Education' },
  mariaEduardaPinto: { name: 'Maria Eduarda', lastName: 'Pinto', locale: 'pt', affiliation: 'Universidade Federal dos Campos Altos' },
  renataSouto: { name: 'Renata', lastName: 'Souto', locale: 'pt', affiliation: 'Universidade Federal de Cerrado Alto' },
  gabrielTeixeira: { name: 'Gabriel', lastName: 'Teixeira', locale: 'pt', affiliation: 'Instituto Federal de Vale Sereno' },
  leticiaAraujo: { name: 'Letícia', lastName: 'Araújo', locale: 'pt', affiliation: 'Universidade Estadual da Serra do Ipê' },
} as const satisfies Record<string, { name: string; lastName: string; locale: 'pt' | 'en'; affiliation: string }>;

export type DemoPersonKey = keyof typeof DEMO_EDITORIAL_PEOPLE;

/** Who holds which role where (the journal by its demo slug). */
export const DEMO_ROLES: { person: DemoPersonKey; role: 'editor' | 'assistant-editor'; journal: 'design' | 'education' }[] = [
  { person: 'marinaAlbuquerque', role: 'editor', journal: 'design' },
  { person: 'felipeNascimento', role: 'assistant-editor', journal: 'design' },
  { person: 'lucianaFerraz', role: 'editor', journal: 'education' },
  { person: 'vitorLima', role: 'assistant-editor', journal: 'education' },
];

/** Who edits the series an open call feeds (the call by its demo slug): proposals to it land on their desk. */
export const DEMO_SERIES_EDITORS: { person: DemoPersonKey; call: string }[] = [{ person: 'heloisaPrado', call: 'educacao-publica-e-tecnologia' }];

export interface DemoReview {
  reviewer: DemoPersonKey;
  status: ReviewStatus;
  /** Days ago: invited, answered, sent. */
  invited: number;
  responded?: number;
  sent?: number;
  recommendation?: Recommendation;
  forAuthors?: string;
  forEditors?: string;
  declineReason?: string;
}

export interface DemoRound {
  reviews: DemoReview[];
  decision?: { decision: EditorialDecision; daysAgo: number; letter: string };
}

export interface DemoMessage {
  /** 'author', or the index of a review of the last round (its reviewer's thread). */
  thread: 'author' | number;
  from: 'editor' | 'author' | 'reviewer';
  daysAgo: number;
  body: string;
}

export interface DemoSubmission {
  journal: 'design' | 'education';
  sequence: number;
  status: SubmissionStatus;
  /** The author's language (letters and mails) and the manuscript's. */
  locale: 'pt' | 'en';
  language: 'pt' | 'en' | 'es';
  articleType: 'article' | 'essay' | 'practice-report';
  authors: DemoPersonKey[];
  submitted: number;
  titlePt: string;
  titleEn: string;
  abstractPt: string;
  abstractEn: string;
  keywordsPt: string[];
  keywordsEn: string[];
  funding?: string;
  dataAvailability?: string;
  rounds: DemoRound[];
  messages?: DemoMessage[];
}

const letterPt = (name: string, body: string, editor: string) => `Prezada ${name},\n\n${body}\n\nAtenciosamente,\n\n${editor}`;
const letterPtM = (name: string, body: string, editor: string) => `Prezado ${name},\n\n${body}\n\nAtenciosamente,\n\n${editor}`;
const letterEn = (name: string, body: string, editor: string) => `Dear ${name},\n\n${body}\n\nKind regards,\n\n${editor}`;
const MARINA = 'Marina Albuquerque, editora da Revista Ipê de Design e Sociedade';
const MARINA_EN = 'Marina Albuquerque, editor, Ipê Journal of Design and Society';
const LUCIANA = 'Luciana Ferraz, editora dos Cadernos Ipê de Educação Contemporânea';
const LUCIANA_EN = 'Luciana Ferraz, editor, Ipê Papers on Contemporary Education';

export const DEMO_SUBMISSIONS: DemoSubmission[] = [
  // --- Revista Ipê de Design e Sociedade -------------------------------------------------------
  {
    journal: 'design',
    sequence: 1,
    status: 'new',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['adrianaMelo'],
    submitted: 3,
    titlePt: 'Bicicletários e cidade: o design da infraestrutura cicloviária em Porto Aurora',
    titleEn: 'Bicycle parking and the city: designing cycling infrastructure in Porto Aurora',
    abstractPt:
      'O artigo examina como o desenho de bicicletários públicos afeta o uso da bicicleta em uma capital fictícia do Sul do Brasil. A partir de observação em 24 pontos, entrevistas com 31 ciclistas e análise de documentos da prefeitura, mostra que a localização junto a comércios e a proteção contra a chuva pesam mais que a quantidade de vagas. Propõe critérios de projeto para gestores municipais e discute os limites de soluções padronizadas em bairros de topografia acidentada.',
    abstractEn:
      'The article examines how the design of public bicycle parking affects cycling in a fictional state capital in southern Brazil. Drawing on observation at 24 sites, interviews with 31 cyclists and an analysis of city documents, it shows that placement near shops and shelter from rain matter more than the number of spaces. It proposes design criteria for city managers and discusses the limits of standard solutions in hilly neighbourhoods.',
    keywordsPt: ['mobilidade urbana', 'bicicleta', 'mobiliário urbano', 'design de serviços'],
    keywordsEn: ['urban mobility', 'cycling', 'street furniture', 'service design'],
    funding: 'Fundação de Amparo à Pesquisa de Porto Aurora (fictícia), processo 2025/0114.',
    dataAvailability: 'As transcrições anonimizadas estão disponíveis mediante pedido à autora.',
    rounds: [{ reviews: [] }],
  },
  {
    journal: 'design',
    sequence: 2,
    status: 'in-review',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['henriqueSalles', 'leticiaAraujo'],
    submitted: 26,
    titlePt: 'Embalagens retornáveis no varejo de bairro: um estudo de caso em três mercearias',
    titleEn: 'Returnable packaging in neighbourhood retail: a case study of three grocery shops',
    abstractPt:
      'Embalagens retornáveis prometem reduzir resíduos, mas dependem de rotinas que o pequeno varejo raramente tem. Acompanhamos por seis meses a adoção de potes retornáveis para grãos em três mercearias, registrando perdas, devoluções e conversas no balcão. O sistema funcionou onde o comerciante assumiu a higienização e falhou onde ela foi delegada ao cliente. Discutimos o papel do design do serviço, e não apenas do objeto, na circularidade.',
    abstractEn:
      'Returnable packaging promises less waste but depends on routines that small retailers rarely have. For six months we followed the adoption of returnable jars for grains in three grocery shops, recording losses, returns and conversations at the counter. The scheme worked where the shopkeeper took on the cleaning and failed where it was left to customers. We discuss the role of service design, not only of the object, in circularity.',
    keywordsPt: ['economia circular', 'embalagem', 'varejo', 'design de serviços'],
    keywordsEn: ['circular economy', 'packaging', 'retail', 'service design'],
    rounds: [
      {
        reviews: [
          { reviewer: 'camilaNogueira', status: 'accepted', invited: 20, responded: 18 },
          {
            reviewer: 'lucasAndrade',
            status: 'declined',
            invited: 20,
            responded: 19,
            declineReason: 'Orientei um dos autores no mestrado; prefiro não avaliar.',
          },
        ],
      },
    ],
    messages: [
      {
        thread: 'author',
        from: 'author',
        daysAgo: 9,
        body: 'Bom dia. Gostaria de saber se há previsão para a conclusão da avaliação. Obrigado.',
      },
      {
        thread: 'author',
        from: 'editor',
        daysAgo: 8,
        body: 'Bom dia, Henrique. Um dos pareceres já está em andamento; estamos convidando um segundo avaliador e avisaremos assim que houver decisão.',
      },
    ],
  },
  {
    journal: 'design',
    sequence: 3,
    status: 'in-review',
    locale: 'en',
    language: 'en',
    articleType: 'article',
    authors: ['owenPritchard'],
    submitted: 34,
    titlePt: 'Sinalização para pessoas com baixa escolaridade em hospitais públicos',
    titleEn: 'Wayfinding for people with low literacy in public hospitals',
    abstractPt:
      'Hospitais públicos dependem de placas escritas que muitos pacientes leem com dificuldade. Testamos três sistemas de sinalização — texto, pictogramas e cores por destino — com 48 participantes em um hospital fictício. As cores por destino reduziram pela metade os pedidos de ajuda, mas só quando repetidas no chão e nos papéis entregues na recepção. O artigo traz recomendações para equipes que redesenham serviços de saúde.',
    abstractEn:
      'Public hospitals rely on written signs that many patients struggle to read. We tested three wayfinding systems (text, pictograms and colour by destination) with 48 participants in a fictional hospital. Colour by destination halved requests for help, but only when repeated on the floor and on the papers handed out at reception. The article offers recommendations for teams redesigning health services.',
    keywordsPt: ['sinalização', 'saúde pública', 'acessibilidade', 'letramento'],
    keywordsEn: ['wayfinding', 'public health', 'accessibility', 'literacy'],
    rounds: [
      {
        reviews: [
          { reviewer: 'camilaNogueira', status: 'accepted', invited: 28, responded: 27 },
          { reviewer: 'isabelaCunha', status: 'accepted', invited: 28, responded: 25 },
        ],
      },
    ],
  },
  {
    journal: 'design',
    sequence: 4,
    status: 'in-review',
    locale: 'pt',
    language: 'pt',
    articleType: 'practice-report',
    authors: ['sofiaRamos'],
    submitted: 58,
    titlePt: 'Jogos de tabuleiro e educação patrimonial em museus regionais: relato de projeto',
    titleEn: 'Board games and heritage education in regional museums: a design practice report',
    abstractPt:
      'Relatamos o projeto de um jogo de tabuleiro criado com educadores de dois museus regionais para visitas escolares. Descrevemos as versões testadas, as regras abandonadas e o que as crianças fizeram que não havíamos previsto. O jogo aumentou o tempo de conversa diante das peças do acervo, mas exigiu mediadores preparados. Refletimos sobre a autoria compartilhada em projetos com instituições pequenas.',
    abstractEn:
      'We report on the design of a board game created with educators from two regional museums for school visits. We describe the versions tested, the rules we dropped and what children did that we had not foreseen. The game lengthened the conversations in front of the collection, but required trained mediators. We reflect on shared authorship in projects with small institutions.',
    keywordsPt: ['jogos', 'museus', 'educação patrimonial', 'codesign'],
    keywordsEn: ['games', 'museums', 'heritage education', 'co-design'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'camilaNogueira',
            status: 'submitted',
            invited: 52,
            responded: 51,
            sent: 30,
            recommendation: 'minor',
            forAuthors:
              'O relato é claro e honesto sobre o que não funcionou, o que é raro e valioso. Sugiro incluir fotografias das versões intermediárias do tabuleiro e detalhar quantas turmas participaram dos testes. A seção final poderia dialogar com a literatura sobre mediação em museus.',
            forEditors: 'Bom relato; revisões pequenas.',
          },
          { reviewer: 'lucasAndrade', status: 'accepted', invited: 52, responded: 50 },
        ],
      },
    ],
    messages: [
      {
        thread: 1,
        from: 'editor',
        daysAgo: 6,
        body: 'Lucas, o prazo do seu parecer venceu. Consegue enviá-lo até o fim da semana? Se não puder, me avise para convidarmos outra pessoa.',
      },
      { thread: 1, from: 'reviewer', daysAgo: 5, body: 'Desculpe o atraso, Marina. Envio até sexta-feira.' },
    ],
  },
  {
    journal: 'design',
    sequence: 5,
    status: 'awaiting-decision',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['renatoBarbosa'],
    submitted: 71,
    titlePt: 'Cooperativas de catadores e o projeto de equipamentos de triagem',
    titleEn: 'Waste pickers’ cooperatives and the design of sorting equipment',
    abstractPt:
      'Mesas e carrinhos de triagem usados em cooperativas de catadores costumam ser improvisados ou doados sem consulta. O artigo apresenta um processo de projeto conduzido com duas cooperativas, da observação do trabalho à fabricação de protótipos em serralheria local. Os novos equipamentos reduziram levantamentos de carga acima do ombro, e as cooperadas passaram a propor ajustes por conta própria. Discutimos ergonomia participativa e autonomia técnica.',
    abstractEn:
      'Sorting tables and trolleys in waste pickers’ cooperatives are usually improvised or donated without consultation. The article presents a design process carried out with two cooperatives, from observing the work to building prototypes at a local metal workshop. The new equipment reduced lifting above shoulder height, and the members began proposing adjustments themselves. We discuss participatory ergonomics and technical autonomy.',
    keywordsPt: ['ergonomia participativa', 'reciclagem', 'cooperativismo', 'design de produto'],
    keywordsEn: ['participatory ergonomics', 'recycling', 'cooperatives', 'product design'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'camilaNogueira',
            status: 'submitted',
            invited: 62,
            responded: 61,
            sent: 20,
            recommendation: 'minor',
            forAuthors:
              'Trabalho relevante e bem documentado. Peço que os critérios de avaliação ergonômica sejam apresentados antes dos resultados e que a tabela 2 informe o número de observações por posto de trabalho.',
            forEditors: 'Recomendo aceitar após pequenas revisões.',
          },
          {
            reviewer: 'lucasAndrade',
            status: 'submitted',
            invited: 62,
            responded: 60,
            sent: 12,
            recommendation: 'major',
            forAuthors:
              'O processo de projeto é interessante, mas a comparação entre os equipamentos antigos e os novos se apoia em poucas observações e em períodos diferentes do ano. Sugiro reduzir as afirmações sobre redução de esforço ou acrescentar dados comparáveis. A discussão sobre autonomia técnica merece mais espaço e referências.',
            forEditors: 'Tema importante; o método precisa de mais cuidado antes da publicação.',
          },
        ],
      },
    ],
  },
  {
    journal: 'design',
    sequence: 6,
    status: 'revisions',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['tatianaRezende'],
    submitted: 96,
    titlePt: 'Cartografias do cuidado em unidades básicas de saúde',
    titleEn: 'Mapping care in primary health units',
    abstractPt:
      'Propomos um método de cartografia participativa para que equipes de unidades básicas de saúde representem os percursos dos usuários entre recepção, consultórios e serviços externos. Aplicado em quatro unidades, o método revelou esperas que não apareciam nos registros e levou a mudanças no agendamento. Discutimos o que muda quando profissionais de saúde desenham seus próprios serviços.',
    abstractEn:
      'We propose a participatory mapping method for primary health care teams to represent patients’ journeys between reception, consulting rooms and outside services. Applied in four units, the method revealed waits that did not appear in the records and led to changes in scheduling. We discuss what changes when health professionals design their own services.',
    keywordsPt: ['cartografia', 'atenção primária', 'design de serviços', 'participação'],
    keywordsEn: ['mapping', 'primary care', 'service design', 'participation'],
    funding: 'Sem financiamento.',
    rounds: [
      {
        reviews: [
          {
            reviewer: 'isabelaCunha',
            status: 'submitted',
            invited: 88,
            responded: 87,
            sent: 30,
            recommendation: 'minor',
            forAuthors:
              'Método bem descrito e útil para outras equipes. Recomendo incluir um dos mapas produzidos pelas equipes, com legenda, e explicitar como os usuários foram ouvidos.',
            forEditors: 'Pode ser aceito com pequenas revisões.',
          },
          {
            reviewer: 'camilaNogueira',
            status: 'submitted',
            invited: 88,
            responded: 86,
            sent: 25,
            recommendation: 'minor',
            forAuthors: 'Artigo bem escrito. A seção de resultados ganharia com a separação entre o que foi observado e o que foi relatado pelas equipes.',
          },
        ],
        decision: {
          decision: 'minor',
          daysAgo: 12,
          letter: letterPt(
            'Tatiana Rezende',
            'Agradecemos o envio de "Cartografias do cuidado em unidades básicas de saúde". Os avaliadores consideraram o artigo relevante e bem escrito, e pedimos pequenas revisões antes de uma decisão final. Os comentários dos avaliadores seguem abaixo. Pedimos que envie a versão revista, com uma carta de resposta, em até 30 dias.',
            MARINA,
          ),
        },
      },
    ],
    messages: [
      {
        thread: 'author',
        from: 'author',
        daysAgo: 10,
        body: 'Obrigada pela decisão. Posso incluir dois mapas em vez de um? Cada equipe usou uma legenda diferente.',
      },
      { thread: 'author', from: 'editor', daysAgo: 9, body: 'Pode, sim. Só pedimos que as legendas sejam legíveis em uma página impressa.' },
    ],
  },
  {
    journal: 'design',
    sequence: 7,
    status: 'in-review',
    locale: 'en',
    language: 'en',
    articleType: 'article',
    authors: ['owenPritchard', 'brunoAlmeida'],
    submitted: 160,
    titlePt: 'Codesign com pessoas idosas: um protocolo para sessões remotas',
    titleEn: 'Co-design with older adults: a protocol for remote sessions',
    abstractPt:
      'Sessões remotas de codesign excluem com facilidade pessoas idosas pouco familiarizadas com videochamadas. Desenvolvemos e testamos um protocolo com kits enviados pelo correio, um telefonema de preparação e papéis definidos para familiares. Em 14 sessões, a participação das pessoas idosas se manteve ao longo de todas as etapas. Apresentamos o protocolo e suas limitações.',
    abstractEn:
      'Remote co-design sessions easily exclude older adults unfamiliar with video calls. We developed and tested a protocol with kits sent by post, a preparatory phone call and defined roles for relatives. Across 14 sessions, older participants stayed involved through every stage. We present the protocol and its limitations.',
    keywordsPt: ['codesign', 'envelhecimento', 'métodos remotos', 'participação'],
    keywordsEn: ['co-design', 'ageing', 'remote methods', 'participation'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'margaretEllison',
            status: 'submitted',
            invited: 150,
            responded: 149,
            sent: 118,
            recommendation: 'major',
            forAuthors:
              'The protocol is useful, but the paper does not yet show how the sessions compared with in-person ones. Please describe the recruitment and drop-out in detail and discuss the role of relatives, who may have spoken for participants.',
            forEditors: 'Promising, needs a substantial revision.',
          },
          {
            reviewer: 'lucasAndrade',
            status: 'submitted',
            invited: 150,
            responded: 148,
            sent: 110,
            recommendation: 'major',
            forAuthors:
              'The kits are the paper’s strongest contribution; I would like to see their contents and costs. The analysis section mixes the authors’ impressions with participants’ words: please separate them.',
          },
        ],
        decision: {
          decision: 'major',
          daysAgo: 100,
          letter: letterEn(
            'Owen Pritchard',
            'Thank you for submitting "Co-design with older adults: a protocol for remote sessions". Both reviewers found the protocol promising and asked for major revisions, which you will find below. The revised version will go back to review.',
            MARINA_EN,
          ),
        },
      },
      {
        reviews: [
          { reviewer: 'margaretEllison', status: 'accepted', invited: 20, responded: 19 },
          { reviewer: 'lucasAndrade', status: 'invited', invited: 4 },
        ],
      },
    ],
  },
  {
    journal: 'design',
    sequence: 8,
    status: 'accepted',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['aliceMoura'],
    submitted: 190,
    titlePt: 'Sinalização em terminais rodoviários do interior',
    titleEn: 'Signage in inland bus terminals',
    abstractPt:
      'Terminais rodoviários de cidades médias reúnem placas de épocas e empresas diferentes. Levantamos a sinalização de seis terminais e entrevistamos passageiros e funcionários. A falta de hierarquia entre informações permanentes e avisos temporários foi a principal fonte de erro. Propomos um sistema modular de baixo custo que as administrações podem manter sem projeto externo.',
    abstractEn:
      'Bus terminals in mid-sized towns gather signs from different periods and companies. We surveyed the signage of six terminals and interviewed passengers and staff. The lack of hierarchy between permanent information and temporary notices was the main source of error. We propose a low-cost modular system that administrations can maintain without outside design work.',
    keywordsPt: ['sinalização', 'transporte', 'design da informação'],
    keywordsEn: ['signage', 'transport', 'information design'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'camilaNogueira',
            status: 'submitted',
            invited: 180,
            responded: 179,
            sent: 150,
            recommendation: 'minor',
            forAuthors: 'Excelente levantamento. Sugiro uma figura com a hierarquia proposta aplicada a um terminal.',
          },
          {
            reviewer: 'isabelaCunha',
            status: 'submitted',
            invited: 180,
            responded: 178,
            sent: 145,
            recommendation: 'accept',
            forAuthors: 'Trabalho maduro; apenas revisar a formatação das referências.',
          },
        ],
        decision: {
          decision: 'minor',
          daysAgo: 140,
          letter: letterPt(
            'Alice Moura',
            'Os avaliadores recomendaram a publicação de "Sinalização em terminais rodoviários do interior" após pequenas revisões, descritas abaixo.',
            MARINA,
          ),
        },
      },
      {
        reviews: [],
        decision: {
          decision: 'accept',
          daysAgo: 95,
          letter: letterPt(
            'Alice Moura',
            'Temos o prazer de informar que o artigo "Sinalização em terminais rodoviários do interior" foi aceito para publicação. A equipe editorial entrará em contato sobre a revisão de texto e as provas.',
            MARINA,
          ),
        },
      },
    ],
  },
  {
    journal: 'design',
    sequence: 9,
    status: 'declined',
    locale: 'pt',
    language: 'pt',
    articleType: 'essay',
    authors: ['gabrielTeixeira'],
    submitted: 45,
    titlePt: 'Uma nova identidade visual para a cooperativa de leite de Vale Sereno',
    titleEn: 'A new visual identity for the Vale Sereno dairy cooperative',
    abstractPt:
      'O ensaio apresenta a nova marca criada para uma cooperativa de laticínios e as escolhas de cor, tipografia e aplicação em embalagens. Descreve o briefing, as alternativas apresentadas e a versão aprovada pela diretoria.',
    abstractEn:
      'The essay presents the new brand created for a dairy cooperative and the choices of colour, typography and packaging. It describes the brief, the alternatives presented and the version approved by the board.',
    keywordsPt: ['identidade visual', 'marca', 'cooperativismo'],
    keywordsEn: ['visual identity', 'branding', 'cooperatives'],
    rounds: [
      {
        reviews: [],
        decision: {
          decision: 'decline-desk',
          daysAgo: 40,
          letter: letterPtM(
            'Gabriel Teixeira',
            'Agradecemos o envio do ensaio. Depois de lê-lo, concluímos que ele descreve um projeto profissional sem a discussão teórica e metodológica que a revista publica, e por isso não o enviaremos à avaliação por pares. Sugerimos, se for do seu interesse, transformá-lo em um relato de experiência que discuta o processo com a cooperativa à luz da literatura sobre design e cooperativismo.',
            MARINA,
          ),
        },
      },
    ],
  },
  {
    journal: 'design',
    sequence: 10,
    status: 'declined',
    locale: 'en',
    language: 'en',
    articleType: 'essay',
    authors: ['owenPritchard'],
    submitted: 130,
    titlePt: 'Design especulativo na estratégia corporativa',
    titleEn: 'Speculative design in corporate strategy',
    abstractPt:
      'O ensaio defende que métodos de design especulativo podem ampliar o horizonte do planejamento estratégico de empresas, com exemplos de três oficinas de cenários.',
    abstractEn:
      'The essay argues that speculative design methods can widen the horizon of corporate strategic planning, with examples from three scenario workshops.',
    keywordsPt: ['design especulativo', 'estratégia', 'cenários'],
    keywordsEn: ['speculative design', 'strategy', 'scenarios'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'margaretEllison',
            status: 'submitted',
            invited: 120,
            responded: 119,
            sent: 90,
            recommendation: 'decline',
            forAuthors:
              'The essay restates well-known arguments without engaging with the critical literature on speculative design, which questions exactly its use in corporate settings. The workshops are described too briefly to support the claims.',
          },
          {
            reviewer: 'camilaNogueira',
            status: 'submitted',
            invited: 120,
            responded: 118,
            sent: 85,
            recommendation: 'resubmit',
            forAuthors: 'The topic is timely, but the essay would suit a management journal better than ours.',
          },
        ],
        decision: {
          decision: 'decline',
          daysAgo: 80,
          letter: letterEn(
            'Owen Pritchard',
            'Thank you for submitting "Speculative design in corporate strategy". After review, we have decided not to publish it. The reviewers’ comments, below, may help you find another venue.',
            MARINA_EN,
          ),
        },
      },
    ],
  },
  // --- Cadernos Ipê de Educação Contemporânea ---------------------------------------------------
  {
    journal: 'education',
    sequence: 1,
    status: 'new',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['mariaEduardaPinto'],
    submitted: 2,
    titlePt: 'Recomposição das aprendizagens após o ensino remoto: o que dizem as coordenadoras pedagógicas',
    titleEn: 'Recovering learning after remote teaching: what pedagogical coordinators say',
    abstractPt:
      'Entrevistamos 22 coordenadoras pedagógicas de escolas municipais sobre as estratégias de recomposição das aprendizagens adotadas depois do ensino remoto. Os agrupamentos por nível e o reforço no contraturno foram as práticas mais citadas, mas esbarraram na falta de professores e de transporte. O artigo discute a distância entre as orientações das secretarias e as condições das escolas.',
    abstractEn:
      'We interviewed 22 pedagogical coordinators in municipal schools about the strategies for recovering learning adopted after remote teaching. Grouping by level and after-school support were the practices most often mentioned, but ran into a shortage of teachers and transport. The article discusses the gap between the education departments’ guidance and the schools’ conditions.',
    keywordsPt: ['recomposição das aprendizagens', 'coordenação pedagógica', 'pandemia'],
    keywordsEn: ['learning recovery', 'pedagogical coordination', 'pandemic'],
    rounds: [{ reviews: [] }],
  },
  {
    journal: 'education',
    sequence: 2,
    status: 'in-review',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['renataSouto'],
    submitted: 15,
    titlePt: 'Bibliotecas escolares e clubes de leitura no ensino médio',
    titleEn: 'School libraries and reading clubs in upper secondary school',
    abstractPt:
      'O artigo analisa clubes de leitura organizados por bibliotecárias em cinco escolas de ensino médio. Com base em observações e grupos focais, identifica que a escolha coletiva dos livros e a ausência de avaliação formal sustentaram a participação. Discute o lugar da biblioteca escolar nas políticas de leitura.',
    abstractEn:
      'The article analyses reading clubs run by librarians in five upper secondary schools. Based on observation and focus groups, it finds that choosing books together and the absence of formal assessment kept students taking part. It discusses the place of the school library in reading policies.',
    keywordsPt: ['leitura', 'bibliotecas escolares', 'ensino médio'],
    keywordsEn: ['reading', 'school libraries', 'upper secondary education'],
    rounds: [{ reviews: [{ reviewer: 'fernandaLacerda', status: 'invited', invited: 3 }] }],
  },
  {
    journal: 'education',
    sequence: 3,
    status: 'in-review',
    locale: 'en',
    language: 'en',
    articleType: 'article',
    authors: ['nadiaKowalski'],
    submitted: 40,
    titlePt: 'Feedback entre pares na formação de professores de línguas',
    titleEn: 'Peer feedback in language teacher education',
    abstractPt:
      'Estudamos como futuros professores de línguas dão e recebem feedback sobre aulas simuladas. A análise de 60 sessões gravadas mostra que o feedback se torna mais específico quando os pares usam um roteiro de observação construído pela turma.',
    abstractEn:
      'We study how pre-service language teachers give and receive feedback on micro-teaching. An analysis of 60 recorded sessions shows that feedback becomes more specific when peers use an observation guide built by the class.',
    keywordsPt: ['formação de professores', 'feedback', 'ensino de línguas'],
    keywordsEn: ['teacher education', 'feedback', 'language teaching'],
    rounds: [
      {
        reviews: [
          { reviewer: 'eduardoFontes', status: 'accepted', invited: 22, responded: 20 },
          { reviewer: 'margaretEllison', status: 'accepted', invited: 22, responded: 21 },
        ],
      },
    ],
  },
  {
    journal: 'education',
    sequence: 4,
    status: 'in-review',
    locale: 'pt',
    language: 'pt',
    articleType: 'practice-report',
    authors: ['gabrielTeixeira'],
    submitted: 75,
    titlePt: 'Robótica com sucata em uma escola do campo: relato de experiência',
    titleEn: 'Robotics from scrap in a rural school: a practice report',
    abstractPt:
      'Relatamos um ano de oficinas de robótica com materiais reaproveitados em uma escola do campo. Descrevemos o planejamento com a comunidade, os projetos dos estudantes e as dificuldades com energia e conexão.',
    abstractEn:
      'We report on a year of robotics workshops with reused materials in a rural school. We describe the planning with the community, the students’ projects and the difficulties with power and connectivity.',
    keywordsPt: ['educação do campo', 'robótica', 'relato de experiência'],
    keywordsEn: ['rural education', 'robotics', 'practice report'],
    rounds: [
      {
        reviews: [
          { reviewer: 'fernandaLacerda', status: 'invited', invited: 16 },
          {
            reviewer: 'eduardoFontes',
            status: 'submitted',
            invited: 66,
            responded: 65,
            sent: 20,
            recommendation: 'minor',
            forAuthors: 'Relato vivo e bem documentado. Sugiro discutir como a experiência poderia continuar sem o professor que a conduziu.',
          },
        ],
      },
    ],
  },
  {
    journal: 'education',
    sequence: 5,
    status: 'awaiting-decision',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['leticiaAraujo'],
    submitted: 90,
    titlePt: 'Avaliação externa e currículo: o caso das provas estaduais de ciências',
    titleEn: 'External assessment and curriculum: the case of state science tests',
    abstractPt:
      'Comparamos o currículo oficial de ciências de um estado fictício com os itens de suas provas externas ao longo de oito anos. Temas de investigação científica perderam espaço para itens de memorização, e os planos de aula das escolas acompanharam essa mudança.',
    abstractEn:
      'We compare the official science curriculum of a fictional state with the items of its external tests over eight years. Scientific inquiry lost ground to recall items, and schools’ lesson plans followed that shift.',
    keywordsPt: ['avaliação externa', 'currículo', 'ensino de ciências'],
    keywordsEn: ['external assessment', 'curriculum', 'science education'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'fernandaLacerda',
            status: 'submitted',
            invited: 80,
            responded: 79,
            sent: 30,
            recommendation: 'accept',
            forAuthors: 'Análise sólida e bem apresentada.',
          },
          {
            reviewer: 'eduardoFontes',
            status: 'submitted',
            invited: 80,
            responded: 78,
            sent: 8,
            recommendation: 'minor',
            forAuthors: 'Sugiro explicar como os itens foram classificados e se houve dupla codificação.',
            forEditors: 'Aceitaria após esse esclarecimento metodológico.',
          },
        ],
      },
    ],
  },
  {
    journal: 'education',
    sequence: 6,
    status: 'revisions',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['brunoAlmeida', 'renataSouto'],
    submitted: 120,
    titlePt: 'Tutoria entre estudantes no ensino superior noturno',
    titleEn: 'Peer tutoring in evening higher education courses',
    abstractPt:
      'Investigamos um programa de tutoria entre estudantes em cursos noturnos de uma universidade pública. Os dados de frequência e as entrevistas sugerem que a tutoria reduziu a evasão no primeiro ano, sobretudo entre estudantes trabalhadores.',
    abstractEn:
      'We investigate a peer tutoring programme in evening courses at a public university. Attendance data and interviews suggest that tutoring reduced first-year drop-out, especially among working students.',
    keywordsPt: ['tutoria', 'evasão', 'ensino superior'],
    keywordsEn: ['tutoring', 'drop-out', 'higher education'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'fernandaLacerda',
            status: 'submitted',
            invited: 110,
            responded: 109,
            sent: 60,
            recommendation: 'major',
            forAuthors:
              'A conclusão sobre a redução da evasão não se sustenta sem um grupo de comparação. Sugiro comparar com as turmas anteriores ao programa ou reformular a afirmação.',
          },
          {
            reviewer: 'eduardoFontes',
            status: 'submitted',
            invited: 110,
            responded: 108,
            sent: 55,
            recommendation: 'major',
            forAuthors: 'As entrevistas são o ponto forte; a análise quantitativa precisa ser refeita com testes adequados.',
          },
        ],
        decision: {
          decision: 'major',
          daysAgo: 40,
          letter: letterPtM(
            'Bruno Cézar Almeida',
            'Os avaliadores viram mérito no tema e pediram revisões importantes, sobretudo na análise quantitativa. A versão revista, acompanhada de uma carta de resposta, passará por uma nova rodada de avaliação.',
            LUCIANA,
          ),
        },
      },
    ],
  },
  {
    journal: 'education',
    sequence: 7,
    status: 'accepted',
    locale: 'en',
    language: 'en',
    articleType: 'article',
    authors: ['nadiaKowalski'],
    submitted: 210,
    titlePt: 'Conversas sobre avaliação em reuniões de pais',
    titleEn: 'Conversations about assessment at parents’ meetings',
    abstractPt: 'Analisamos gravações de reuniões de pais em três escolas e mostramos como as notas são explicadas, negociadas e contestadas.',
    abstractEn: 'We analyse recordings of parents’ meetings in three schools and show how grades are explained, negotiated and contested.',
    keywordsPt: ['avaliação', 'família e escola', 'análise da conversa'],
    keywordsEn: ['assessment', 'family and school', 'conversation analysis'],
    rounds: [
      {
        reviews: [
          {
            reviewer: 'margaretEllison',
            status: 'submitted',
            invited: 200,
            responded: 199,
            sent: 170,
            recommendation: 'accept',
            forAuthors: 'A careful and original study.',
          },
          {
            reviewer: 'fernandaLacerda',
            status: 'submitted',
            invited: 200,
            responded: 198,
            sent: 160,
            recommendation: 'minor',
            forAuthors: 'Please add the transcription conventions as an appendix.',
          },
        ],
        decision: {
          decision: 'accept',
          daysAgo: 150,
          letter: letterEn(
            'Nadia Kowalski',
            'We are pleased to accept "Conversations about assessment at parents’ meetings" for publication. Please add the transcription conventions, as one reviewer asks, when you send the final files.',
            LUCIANA_EN,
          ),
        },
      },
    ],
  },
  {
    journal: 'education',
    sequence: 8,
    status: 'declined',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['henriqueSalles'],
    submitted: 28,
    titlePt: 'Percepções de estudantes sobre o uso de tablets',
    titleEn: 'Students’ perceptions of tablet use',
    abstractPt: 'Questionário aplicado a 40 estudantes de uma turma sobre o uso de tablets em sala de aula.',
    abstractEn: 'A questionnaire answered by 40 students of one class about tablet use in the classroom.',
    keywordsPt: ['tecnologia educacional', 'tablets', 'percepções'],
    keywordsEn: ['educational technology', 'tablets', 'perceptions'],
    rounds: [
      {
        reviews: [],
        decision: {
          decision: 'decline-desk',
          daysAgo: 24,
          letter: letterPtM(
            'Henrique Salles',
            'Agradecemos o envio. O estudo, baseado em um único questionário aplicado a uma turma, ainda não tem o alcance nem a discussão teórica que a revista exige, e por isso não o enviaremos à avaliação.',
            LUCIANA,
          ),
        },
      },
    ],
  },
  {
    journal: 'education',
    sequence: 10,
    status: 'revisions',
    locale: 'pt',
    language: 'pt',
    articleType: 'article',
    authors: ['renataSouto'],
    submitted: 84,
    titlePt: 'Portfólios de aprendizagem e avaliação formativa no ensino médio',
    titleEn: 'Learning portfolios and formative assessment in upper secondary school',
    abstractPt:
      'Acompanhamos durante um ano letivo o uso de portfólios de aprendizagem em três turmas de ensino médio de uma escola pública. A análise dos portfólios e das devolutivas dos professores mostra que os estudantes passaram a revisar seus trabalhos com mais frequência quando as devolutivas indicavam um próximo passo concreto, e não apenas uma nota. O artigo discute as condições de tempo e de formação que tornaram a prática possível.',
    abstractEn:
      'Over one school year we followed the use of learning portfolios in three upper secondary classes of a state school. An analysis of the portfolios and of the teachers’ feedback shows that students revised their work more often when the feedback pointed to a concrete next step rather than a grade alone. The article discusses the conditions of time and training that made the practice possible.',
    keywordsPt: ['avaliação formativa', 'portfólio', 'ensino médio', 'devolutiva'],
    keywordsEn: ['formative assessment', 'portfolio', 'upper secondary education', 'feedback'],
    funding: 'Sem financiamento.',
    rounds: [
      {
        reviews: [
          {
            reviewer: 'fernandaLacerda',
            status: 'submitted',
            invited: 76,
            responded: 75,
            sent: 40,
            recommendation: 'minor',
            forAuthors:
              'Estudo cuidadoso e bem escrito. Sugiro apresentar um exemplo de devolutiva antes e depois da mudança de prática, e dizer quantos portfólios foram analisados em cada turma.',
          },
          {
            reviewer: 'margaretEllison',
            status: 'submitted',
            invited: 76,
            responded: 74,
            sent: 33,
            recommendation: 'accept',
            forAuthors: 'A clear and useful study; the discussion of teachers’ time is its best part.',
          },
        ],
        decision: {
          decision: 'minor',
          daysAgo: 20,
          letter: letterPt(
            'Renata Souto',
            'Os pareceristas recomendaram a publicação de "Portfólios de aprendizagem e avaliação formativa no ensino médio" depois de pequenas revisões, descritas abaixo. Pedimos que envie a versão revista, com a resposta aos pareceres, em até 30 dias.',
            LUCIANA,
          ),
        },
      },
    ],
  },
  {
    journal: 'education',
    sequence: 9,
    status: 'awaiting-fee',
    locale: 'pt',
    language: 'pt',
    articleType: 'essay',
    authors: ['adrianaMelo'],
    submitted: 1,
    titlePt: 'O pátio da escola como espaço de aprendizagem',
    titleEn: 'The schoolyard as a learning space',
    abstractPt: 'Ensaio sobre o redesenho de pátios escolares com participação de estudantes e suas consequências para o recreio e as aulas ao ar livre.',
    abstractEn: 'An essay on redesigning schoolyards with students’ participation and what it means for breaks and outdoor lessons.',
    keywordsPt: ['espaço escolar', 'participação', 'arquitetura escolar'],
    keywordsEn: ['school space', 'participation', 'school architecture'],
    rounds: [{ reviews: [] }],
  },
];
