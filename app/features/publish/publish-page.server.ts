/**
 * /publish: how publishing works here, as an editorial page (rendered by the pages feature's
 * EditorialPageView). Its first section, the ways in, is completed at request time with what
 * changes: how many calls take proposals now, and the journals with their submission pages.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Bilingual, Block, EditorialPage } from '#app/lib/editorial-content.ts';
import type { Locale } from '#app/i18n/locales.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { journals, publications } from '#app/lib/db/schema.ts';
import { openCallsAcceptingProposals } from './open-calls.server.ts';
import { BOOK_KEYWORDS_MAX, CHAPTER_KEYWORDS, CHAPTER_SUMMARY_GUIDE, SAMPLE_MAX_BYTES } from './proposal-limits.ts';

const sampleMb = SAMPLE_MAX_BYTES / 1024 / 1024;

/** The section the loader completes; its id is the anchor of "the ways in". */
export const WAYS_IN_SECTION = 'ways-in';

export const publishPageText: Bilingual<EditorialPage> = {
  pt: {
    title: 'Publique conosco',
    description: 'Como publicar na {press}: formatos, acesso aberto, avaliação, prazos e custos, e como enviar uma proposta de livro ou um artigo.',
    lead: 'Publicamos livros, coletâneas e periódicos acadêmicos em formato digital, muitos deles em acesso aberto. Aqui você encontra como o processo funciona — da proposta ao livro publicado — e por onde começar.',
    sections: [
      {
        id: WAYS_IN_SECTION,
        heading: 'Por onde começar',
        blocks: [{ type: 'p', text: 'Há três caminhos para publicar conosco, conforme o que você tem em mãos:' }],
      },
      {
        id: 'formats',
        heading: 'Formatos',
        blocks: [
          {
            type: 'p',
            text: 'Nossos livros nascem digitais e são produzidos a partir de um único texto estruturado, do qual saem todas as versões:',
          },
          {
            type: 'ul',
            items: [
              '**Leitura on-line**, aqui no site, com modo claro e escuro, notas, marcadores e um endereço próprio para cada parágrafo;',
              '**E-book** em EPUB, que se adapta à tela e funciona com leitores de tela, e PDF quando a obra pede uma página fixa;',
              '**Livro impresso**, produzido sob demanda para cada pedido e enviado para todo o Brasil e para o exterior.',
            ],
          },
          {
            type: 'p',
            text: 'Também publicamos periódicos, com dois números por ano, e anais de eventos científicos. Veja exemplos no [catálogo](/catalog).',
          },
        ],
      },
      {
        id: 'open-access',
        heading: 'Acesso aberto e licenças',
        blocks: [
          {
            type: 'p',
            text: 'Sempre que as condições de cada obra permitem, publicamos em acesso aberto: o livro pode ser lido na íntegra no site, sem custo e sem cadastro, e baixado em EPUB ou PDF.',
          },
          {
            type: 'p',
            text: 'Em regra, usamos a licença **Creative Commons Atribuição 4.0 Internacional (CC BY 4.0)**, que permite copiar, distribuir e adaptar o texto desde que se dê crédito à autoria e à publicação original. Quando o livro reproduz imagens de terceiros com restrições de uso, pode ser adotada uma licença mais restritiva, como a CC BY-NC 4.0. Os autores mantêm seus direitos autorais e concedem à editora o direito de publicar a obra.',
          },
        ],
      },
      {
        id: 'review',
        heading: 'Avaliação e conselho editorial',
        blocks: [
          { type: 'p', text: 'Toda proposta de livro, avulsa ou em resposta a uma chamada, segue o mesmo percurso:' },
          {
            type: 'ol',
            items: [
              '**Análise inicial.** A equipe editorial confere se a proposta está completa e se combina com o perfil da editora.',
              '**Conselho editorial.** Pesquisadoras e pesquisadores de universidades brasileiras examinam a relevância, a originalidade e a viabilidade da obra.',
              '**Revisão por pares.** Especialistas da área avaliam o texto e emitem pareceres fundamentados; a identidade dos pareceristas é preservada.',
              '**Decisão.** A obra é aceita, aceita com ajustes ou recusada. Você recebe os pareceres e pode responder a eles.',
              '**Edição e produção.** Preparação e revisão do texto, projeto gráfico e produção das versões digital e impressa.',
            ],
          },
          {
            type: 'p',
            text: 'Nos periódicos, cada artigo é avaliado por dois pareceristas, em avaliação cega, e o processo é conduzido por um editor e um editor assistente. Mais sobre a nossa política editorial e de ética na página [Sobre](/about-us).',
          },
        ],
      },
      {
        id: 'timelines',
        heading: 'Prazos',
        blocks: [
          {
            type: 'dl',
            items: [
              {
                term: 'Chamadas abertas',
                text: 'Cada chamada informa em quanto tempo você recebe um retorno — na chamada da coleção Fundamentos do Design de Serviços, por exemplo, foram até três semanas após o envio. As chamadas têm data de abertura e de encerramento e podem ser encerradas antes, se a coleção se completar.',
              },
              {
                term: 'Propostas avulsas',
                text: 'Recebemos propostas o ano todo. O tempo da primeira resposta depende do calendário do conselho editorial; você acompanha a situação da proposta na sua conta e é avisado a cada mudança.',
              },
              {
                term: 'Artigos de periódicos',
                text: 'O retorno chega em até 60 dias a partir da designação dos pareceristas. Cada periódico publica dois números por ano.',
              },
              {
                term: 'Da aprovação ao livro',
                text: 'O tempo de revisão por pares, edição e produção varia com a extensão e a complexidade da obra — ilustrações novas e autorizações de imagens, por exemplo, pedem mais tempo. O cronograma é combinado com você depois da aprovação.',
              },
            ],
          },
        ],
      },
      {
        id: 'costs',
        heading: 'Custos',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Propostas de livros:** enviar uma proposta e tê-la avaliada não custa nada.',
              '**Livros aprovados:** as condições de publicação — formato, licença e eventuais custos de produção, como ilustrações novas ou autorizações de imagens — são combinadas por escrito antes do início do trabalho. Nada é cobrado sem o seu acordo prévio.',
              '**Artigos de periódicos:** a taxa de submissão é de US$ 50 ou R$ 250, como informado na página de submissão de cada periódico.',
              '**Serviços opcionais para artigos:** revisão de idioma por R$ 220, tanto para textos em inglês quanto para textos em português ou espanhol, e tradução por R$ 0,30 por palavra.',
            ],
          },
        ],
      },
      {
        id: 'before-you-start',
        heading: 'O que preparar',
        blocks: [
          {
            type: 'p',
            text: 'Para enviar uma proposta de livro, é preciso [entrar na sua conta](/login) — ou [criar uma](/register). Tenha em mãos:',
          },
          {
            type: 'ul',
            items: [
              'o título provisório e uma descrição da obra;',
              'as pessoas autoras, com nome, e-mail, afiliação, ORCID (se tiverem) e uma breve biografia;',
              `até ${BOOK_KEYWORDS_MAX} palavras-chave e um sumário detalhado;`,
              `cada capítulo com título, um resumo de cerca de ${CHAPTER_SUMMARY_GUIDE} caracteres e ${CHAPTER_KEYWORDS} palavras-chave;`,
              'se o livro precisará de ilustrações e se usa imagens de terceiros protegidas por direitos autorais;',
              'outros livros seus, um link sobre a autoria (como o currículo Lattes ou o ORCID) e o que mais quiser nos contar.',
            ],
          },
          {
            type: 'p',
            text: `Não é preciso enviar o texto completo. Se quiser, anexe uma amostra em PDF, DOCX ou ODT, com até ${sampleMb} MB.`,
          },
        ],
      },
      {
        id: 'faq',
        heading: 'Perguntas frequentes',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Preciso ter o livro pronto para enviar uma proposta?',
                a: [
                  'Não. A proposta descreve a obra e seu sumário; o texto completo é pedido depois, se a proposta for aprovada pelo conselho editorial. Uma amostra ajuda na avaliação, mas é opcional.',
                ],
              },
              {
                q: 'Posso propor uma coletânea com vários autores?',
                a: ['Sim. Informe todas as pessoas autoras ou organizadoras — o formulário aceita até dez — e descreva, no sumário, os capítulos previstos.'],
              },
              {
                q: 'Posso enviar a mesma proposta a outra editora?',
                a: [
                  'Pedimos que você nos avise, no campo “outras informações”, se a proposta estiver em avaliação em outro lugar. Assim evitamos trabalho em dobro para você e para os pareceristas.',
                ],
              },
              {
                q: 'Onde acompanho a minha proposta?',
                a: [
                  'Na [sua conta](/account). Ali você vê a situação da proposta e as mensagens da equipe editorial. Se precisar de algo antes disso, [fale conosco](/contact).',
                ],
              },
              {
                q: 'Há outras perguntas respondidas?',
                a: ['Sim: veja as [perguntas frequentes](/faq) da editora, com respostas sobre compras, leitura on-line, cursos e periódicos.'],
              },
            ],
          },
        ],
      },
    ],
  },
  en: {
    title: 'Publish with us',
    description: 'How publishing with {press} works: formats, open access, review, timelines and costs, and how to send a book proposal or an article.',
    lead: 'We publish academic books, edited volumes and journals in digital form, many of them open access. Here you will find how the process works — from proposal to published book — and where to start.',
    sections: [
      {
        id: WAYS_IN_SECTION,
        heading: 'Where to start',
        blocks: [{ type: 'p', text: 'There are three ways to publish with us, depending on what you have in hand:' }],
      },
      {
        id: 'formats',
        heading: 'Formats',
        blocks: [
          {
            type: 'p',
            text: 'Our books are born digital and made from a single structured text, from which every version comes:',
          },
          {
            type: 'ul',
            items: [
              '**Online reading**, right here on the site, with light and dark modes, notes, bookmarks and an address for every paragraph;',
              '**Ebook** in EPUB, which adapts to the screen and works with screen readers, and PDF when a book needs a fixed page;',
              '**Printed book**, made on demand for each order and shipped throughout Brazil and abroad.',
            ],
          },
          {
            type: 'p',
            text: 'We also publish journals, with two issues a year, and conference proceedings. See examples in the [catalog](/catalog).',
          },
        ],
      },
      {
        id: 'open-access',
        heading: 'Open access and licences',
        blocks: [
          {
            type: 'p',
            text: 'Whenever the conditions of a work allow it, we publish open access: the book can be read in full on the site, free of charge and without an account, and downloaded as EPUB or PDF.',
          },
          {
            type: 'p',
            text: 'As a rule we use the **Creative Commons Attribution 4.0 International (CC BY 4.0)** licence, which allows copying, distributing and adapting the text as long as the authors and the original publication are credited. When a book reproduces third-party images with restrictions on their use, a more restrictive licence such as CC BY-NC 4.0 may be used. Authors keep their copyright and grant the press the right to publish the work.',
          },
        ],
      },
      {
        id: 'review',
        heading: 'Review and the editorial board',
        blocks: [
          { type: 'p', text: 'Every book proposal, whether single or answering a call, follows the same path:' },
          {
            type: 'ol',
            items: [
              '**Initial check.** The editorial team checks that the proposal is complete and fits the press’s profile.',
              '**Editorial board.** Researchers from Brazilian universities assess the work’s relevance, originality and feasibility.',
              '**Peer review.** Specialists in the field assess the text and write reasoned reports; reviewers’ identities are kept confidential.',
              '**Decision.** The work is accepted, accepted with changes or declined. You receive the reports and may answer them.',
              '**Editing and production.** Copy editing and proofreading, design, and production of the digital and printed versions.',
            ],
          },
          {
            type: 'p',
            text: 'In our journals, each article is assessed by two blind reviewers, in a process led by an editor and an assistant editor. There is more on our editorial and ethics policy on the [About](/about-us) page.',
          },
        ],
      },
      {
        id: 'timelines',
        heading: 'Timelines',
        blocks: [
          {
            type: 'dl',
            items: [
              {
                term: 'Open calls',
                text: 'Each call says how soon you will hear from us — in the Service Design Fundamentals collection call, for example, it was within three weeks of sending. Calls have an opening and a closing date, and may close early if the collection is complete.',
              },
              {
                term: 'Single proposals',
                text: 'We take proposals all year round. How soon you get a first answer depends on the editorial board’s calendar; you can follow your proposal’s status in your account and are told of every change.',
              },
              {
                term: 'Journal articles',
                text: 'You will hear from us within 60 days of the reviewers being assigned. Each journal publishes two issues a year.',
              },
              {
                term: 'From acceptance to book',
                text: 'The time for peer review, editing and production depends on the length and complexity of the work — new illustrations and image permissions, for instance, take longer. The schedule is agreed with you after acceptance.',
              },
            ],
          },
        ],
      },
      {
        id: 'costs',
        heading: 'Costs',
        blocks: [
          {
            type: 'ul',
            items: [
              '**Book proposals:** sending a proposal and having it evaluated costs nothing.',
              '**Accepted books:** the terms of publication — format, licence and any production costs, such as new illustrations or image permissions — are agreed in writing before any work starts. Nothing is charged without your prior agreement.',
              '**Journal articles:** the submission fee is US$50 or BRL 250, as stated on each journal’s submission page.',
              '**Optional services for articles:** language review for BRL 220, both for texts in English and for texts in Portuguese or Spanish, and translation for BRL 0.30 per word.',
            ],
          },
        ],
      },
      {
        id: 'before-you-start',
        heading: 'What to prepare',
        blocks: [
          {
            type: 'p',
            text: 'To send a book proposal you need to [sign in](/login) — or [create an account](/register). Have at hand:',
          },
          {
            type: 'ul',
            items: [
              'the provisional title and a description of the book;',
              'the authors, with name, e-mail, affiliation, ORCID iD (if they have one) and a short bio;',
              `up to ${BOOK_KEYWORDS_MAX} keywords and a detailed summary;`,
              `each chapter with a title, a summary of about ${CHAPTER_SUMMARY_GUIDE} characters and ${CHAPTER_KEYWORDS} keywords;`,
              'whether the book will need illustrations and whether it uses copyrighted third-party images;',
              'your other books, a link about the authors (such as a Lattes CV or ORCID record) and anything else you would like to tell us.',
            ],
          },
          {
            type: 'p',
            text: `There is no need to send the full text. If you wish, attach a sample as PDF, DOCX or ODT, up to ${sampleMb} MB.`,
          },
        ],
      },
      {
        id: 'faq',
        heading: 'Frequently asked questions',
        blocks: [
          {
            type: 'faq',
            items: [
              {
                q: 'Do I need a finished book to send a proposal?',
                a: [
                  'No. The proposal describes the work and its contents; the full text is requested later, if the editorial board accepts the proposal. A sample helps the evaluation, but it is optional.',
                ],
              },
              {
                q: 'Can I propose an edited volume with several authors?',
                a: ['Yes. List all the authors or editors — the form takes up to ten — and describe the planned chapters in the summary.'],
              },
              {
                q: 'May I send the same proposal to another publisher?',
                a: [
                  'Please tell us, in the “other information” field, if the proposal is being considered elsewhere. That saves you and the reviewers duplicated work.',
                ],
              },
              {
                q: 'Where can I follow my proposal?',
                a: [
                  'In [your account](/account). There you can see your proposal’s status and the editorial team’s messages. If you need anything before then, [get in touch](/contact).',
                ],
              },
              {
                q: 'Are other questions answered somewhere?',
                a: ['Yes: see the press’s [FAQ](/faq), with answers about buying, reading online, courses and journals.'],
              },
            ],
          },
        ],
      },
    ],
  },
};

/** What changes on /publish: the calls taking proposals now and the journals' submission pages. */
export interface PublishFacts {
  openCalls: number;
  journals: { slug: string; title: string; callForPapersOpen: boolean }[];
}

/** The published journals, by title in the visitor's language. */
async function journalsFor(db: Pick<Db, 'select'>, locale: Locale): Promise<PublishFacts['journals']> {
  const rows = await db
    .select({ slug: publications.slug, titlePt: publications.titlePt, titleEn: publications.titleEn, callForPapersOpen: journals.callForPapersOpen })
    .from(publications)
    .innerJoin(journals, eq(journals.publicationId, publications.id))
    .where(and(eq(publications.type, 'journal'), eq(publications.status, 'published')))
    .orderBy(asc(publications.slug));
  return rows
    .map((j) => ({
      slug: j.slug,
      title: (locale === 'pt' ? (j.titlePt ?? j.titleEn) : (j.titleEn ?? j.titlePt)) ?? j.slug,
      callForPapersOpen: j.callForPapersOpen,
    }))
    .sort((a, b) => a.title.localeCompare(b.title, locale));
}

export async function publishFacts(db: Pick<Db, 'select'>, locale: Locale, now = new Date()): Promise<PublishFacts> {
  const [calls, journalList] = await Promise.all([openCallsAcceptingProposals(db, now), journalsFor(db, locale)]);
  return { openCalls: calls.length, journals: journalList };
}

function waysIn(locale: Locale, facts: PublishFacts): Block[] {
  const pt = locale === 'pt';
  const calls =
    facts.openCalls === 0
      ? pt
        ? 'Nenhuma chamada está recebendo propostas agora; as próximas são anunciadas na página de chamadas e na [newsletter](/newsletter).'
        : 'No call is taking proposals right now; new ones are announced on the calls page and in the [newsletter](/newsletter).'
      : facts.openCalls === 1
        ? pt
          ? '**Há 1 chamada recebendo propostas agora.**'
          : '**1 call is taking proposals now.**'
        : pt
          ? `**Há ${facts.openCalls} chamadas recebendo propostas agora.**`
          : `**${facts.openCalls} calls are taking proposals now.**`;
  const blocks: Block[] = [
    {
      type: 'dl',
      items: pt
        ? [
            {
              term: 'Uma proposta de livro',
              text: 'Para um livro autoral ou uma coletânea, em qualquer época do ano. [Enviar uma proposta de livro](/publish/submit)',
            },
            {
              term: 'Uma chamada aberta',
              text: `Convites para coleções e temas, com prazos próprios. ${calls} [Ver as chamadas abertas](/publish/open-calls)`,
            },
            {
              term: 'Um artigo para um periódico',
              text: facts.journals.length
                ? 'Os artigos são enviados pelo sistema de submissão de cada periódico, indicado na sua página de submissão:'
                : 'Os artigos são enviados pelo sistema de submissão de cada periódico. Veja os [periódicos](/catalog/journals).',
            },
          ]
        : [
            {
              term: 'A book proposal',
              text: 'For a single-author book or an edited volume, at any time of the year. [Send a book proposal](/publish/submit)',
            },
            {
              term: 'An open call',
              text: `Invitations for collections and themes, each with its own dates. ${calls} [See the open calls](/publish/open-calls)`,
            },
            {
              term: 'A journal article',
              text: facts.journals.length
                ? 'Articles are sent through each journal’s own submission system, shown on its submission page:'
                : 'Articles are sent through each journal’s own submission system. See the [journals](/catalog/journals).',
            },
          ],
    },
  ];
  if (facts.journals.length) {
    blocks.push({
      type: 'ul',
      items: facts.journals.map((j) => {
        const state = j.callForPapersOpen
          ? pt
            ? 'chamada de artigos aberta'
            : 'call for papers open'
          : pt
            ? 'chamada de artigos fechada no momento'
            : 'call for papers closed at the moment';
        return `[${j.title}: ${pt ? 'submissão' : 'submission'}](/journal/${j.slug}/submission) (${state})`;
      }),
    });
  }
  return blocks;
}

/** The page in one language with its ways in completed. */
export function publishPage(locale: Locale, facts: PublishFacts): EditorialPage {
  const page = publishPageText[locale];
  return {
    ...page,
    // The press is data (its setting), not the demo's name written into the text.
    description: page.description.replaceAll('{press}', currentPress().name),
    sections: page.sections.map((section) =>
      section.id === WAYS_IN_SECTION ? { ...section, blocks: [...section.blocks, ...waysIn(locale, facts)] } : section,
    ),
  };
}
