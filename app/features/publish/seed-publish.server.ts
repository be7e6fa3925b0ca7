/**
 * Demo open calls (idempotent, by slug; a call an editor has changed is left as it is): the
 * spec's 2023 collection call in service design (of the catalog's collection of that name), closed by now, and a book call that is open
 * when the demo is seeded, from the first day of that month for six months.
 */
import type { Db } from '#app/lib/db/client.server.ts';
import { sql } from 'drizzle-orm';
import { collections, openCalls } from '#app/lib/db/schema.ts';
import { calendarDate } from '#app/lib/publisher-time.ts';
import { utcDay } from '#app/lib/utc-days.ts';

export const DEMO_COLLECTION_CALL = 'colecao-fundamentos-design-de-servicos';
export const DEMO_BOOK_CALL = 'educacao-publica-e-tecnologia';

const paragraphs = (...texts: string[]) => texts.join('\n\n');

/** The first day of the month of `now` (São Paulo) and the last day six months on: 15 Oct 2026 → 1 Oct 2026 to 31 Mar 2027. */
export function openSixMonths(now: Date): { opensOn: string; closesOn: string } {
  const [year, month] = calendarDate(now).split('-').map(Number) as [number, number];
  return { opensOn: `${year}-${String(month).padStart(2, '0')}-01`, closesOn: utcDay(new Date(Date.UTC(year, month - 1 + 6, 0))) };
}

export const demoCalls = (now: Date): (typeof openCalls.$inferInsert)[] => [
  {
    slug: DEMO_COLLECTION_CALL,
    kind: 'collection',
    status: 'published',
    titlePt: 'Coleção Fundamentos do Design de Serviços',
    titleEn: 'Service Design Fundamentals collection',
    summaryPt:
      'Chamada de propostas de livros para a coleção que apresenta, em português, os fundamentos do design de serviços — conceitos, métodos e práticas —, em livros escritos a várias mãos.',
    summaryEn:
      'A call for book proposals for the collection that presents the fundamentals of service design in Portuguese — concepts, methods and practice — in books written by several authors.',
    descriptionPt: paragraphs(
      'A coleção reúne livros introdutórios e de referência sobre o design de serviços, escritos em português para estudantes, docentes, profissionais e gestores públicos. Cada volume trata de um tema fundamental do campo e pode ser lido de forma independente; juntos, formam um percurso coerente. Mais sobre a coleção na página [Coleção Fundamentos do Design de Serviços](pt:/fundamentals).',
      'Buscamos propostas sobre temas como pesquisa com pessoas usuárias; jornadas e blueprints de serviço; prototipação e avaliação de serviços; serviços públicos; ecossistemas, atores e governança; ética, acessibilidade e inclusão. Valorizamos exemplos e casos próximos da realidade brasileira e latino-americana, e a combinação de pesquisa acadêmica e prática profissional.',
      'Para responder, envie uma proposta do tipo “proposta para coleção”, indicando esta chamada. Informe o título provisório, as pessoas autoras — a meta é de pelo menos duas por livro —, a descrição da obra, até cinco palavras-chave e o sumário detalhado, com um resumo de cerca de 250 caracteres e três palavras-chave para cada capítulo. Não é preciso enviar o texto completo.',
      'Cada proposta é lida pela equipe editorial e pelo conselho editorial, e as pessoas proponentes recebem um retorno em até três semanas. A chamada pode ser encerrada antes da data prevista, se a coleção se completar.',
    ),
    descriptionEn: paragraphs(
      'The collection brings together introductory and reference books on service design, written in Portuguese for students, teachers, practitioners and public managers. Each volume covers one fundamental topic of the field and can be read on its own; together they form a coherent path. The collection’s page is in Portuguese: [Fundamentos do Design de Serviços](pt:/fundamentals).',
      'We are looking for proposals on topics such as user research; journeys and service blueprints; prototyping and evaluating services; public services; ecosystems, actors and governance; ethics, accessibility and inclusion. We value examples and cases close to the Brazilian and Latin American context, and the combination of academic research and professional practice.',
      'To answer, send a proposal of the “collection proposal” type and choose this call. Give the provisional title, the authors — the goal is at least two per book —, a description of the book, up to five keywords and a detailed summary, with a summary of about 250 characters and three keywords for each chapter. There is no need to send the full text.',
      'Every proposal is read by the editorial team and the editorial board, and proposers hear from us within three weeks. The call may close before the planned date if the collection is complete.',
    ),
    opensOn: '2023-05-08',
    closesOn: '2023-08-11',
    feedbackWeeks: 3,
    minAuthors: 2,
  },
  {
    slug: DEMO_BOOK_CALL,
    kind: 'book',
    status: 'published',
    titlePt: 'Educação pública e tecnologia',
    titleEn: 'Public education and technology',
    summaryPt:
      'Procuramos livros que examinem, com pesquisa rigorosa e atenção à experiência das escolas, o uso de tecnologias digitais na educação pública brasileira.',
    summaryEn:
      'We are looking for books that examine, with sound research and attention to what happens in schools, the use of digital technologies in Brazilian public education.',
    descriptionPt: paragraphs(
      'Plataformas digitais, dispositivos e, mais recentemente, ferramentas de inteligência artificial chegaram às redes públicas de ensino, muitas vezes mais depressa do que a pesquisa e as políticas conseguem acompanhar. Esta chamada procura livros que ajudem a entender esse movimento e a orientar decisões de docentes, gestores e formuladores de políticas.',
      'Interessam-nos, entre outros temas, políticas de tecnologia educacional e sua avaliação; formação docente para o uso crítico de tecnologias; desigualdades de acesso e de conectividade; proteção de dados de estudantes; recursos educacionais abertos; e experiências de escolas e redes de ensino analisadas com método. Livros autorais e coletâneas organizadas são bem-vindos.',
      'Para responder, envie uma proposta de livro avulsa, indicando esta chamada. Informe o título provisório, a autoria, a descrição da obra, até cinco palavras-chave e o sumário detalhado, com um resumo de cerca de 250 caracteres e três palavras-chave para cada capítulo. Uma amostra do texto é opcional.',
      'As propostas são avaliadas pela equipe editorial e pelo conselho editorial, e cada proponente recebe um retorno em até quatro semanas após o envio. Os originais aprovados passam por revisão por pares e, sempre que possível, são publicados em acesso aberto.',
    ),
    descriptionEn: paragraphs(
      'Digital platforms, devices and, more recently, artificial intelligence tools have reached public school systems, often faster than research and policy can keep up. This call is looking for books that help understand this movement and guide the decisions of teachers, school leaders and policy makers.',
      'We are interested in topics such as educational technology policies and their evaluation; teacher education for a critical use of technology; inequalities of access and connectivity; students’ data protection; open educational resources; and experiences of schools and school systems analysed with method. Single-author books and edited volumes are welcome.',
      'To answer, send a single book proposal and choose this call. Give the provisional title, the authors, a description of the book, up to five keywords and a detailed summary, with a summary of about 250 characters and three keywords for each chapter. A sample of the text is optional.',
      'Proposals are assessed by the editorial team and the editorial board, and every proposer hears from us within four weeks of sending. Accepted manuscripts go through peer review and, whenever possible, are published open access.',
    ),
    ...openSixMonths(now),
    feedbackWeeks: 4,
    minAuthors: null,
  },
];

/** The catalog's demo collection the collection call fills (seeded before the calls). */
export const DEMO_CALL_COLLECTION = 'fundamentos-design-servicos';

export async function seedPublish(db: Db, now = new Date()): Promise<void> {
  const collection = sql`(select ${collections.id} from ${collections} where ${collections.slug} = ${DEMO_CALL_COLLECTION})`;
  await db
    .insert(openCalls)
    .values(demoCalls(now).map((call) => (call.slug === DEMO_COLLECTION_CALL ? { ...call, collectionId: collection } : call)))
    .onConflictDoNothing({ target: openCalls.slug });
}

export const publishSeeder = { name: 'publish', run: (db: Db) => seedPublish(db) };
