/**
 * Decision letters (issue 51, item 5): a template per decision in the author's language, which the
 * editor edits before sending. The reviews quoted come from anonymity.ts's `forAuthor` (a letter for
 * each reviewer, the comments meant for the authors): never a reviewer's name.
 */
import type { Locale } from '#app/i18n/locales.ts';
import type { ReviewForAuthor } from './anonymity.ts';
import type { EditorialDecision } from './values.ts';

/** Decisions that send the author a letter (sending to review does not). */
export const LETTER_DECISIONS = ['decline-desk', 'accept', 'minor', 'major', 'decline'] as const satisfies readonly EditorialDecision[];
export type LetterDecision = (typeof LETTER_DECISIONS)[number];

export const LETTER_MAX = 20_000;

export function isLetterDecision(value: string): value is LetterDecision {
  return (LETTER_DECISIONS as readonly string[]).includes(value);
}

interface LetterFacts {
  authorName: string;
  title: string;
  number: string;
  /** The journal's title, or the open call's for a book proposal. */
  journal: string;
  /** A book proposal's letters speak of the proposal and its call. */
  proposal?: boolean;
  /** The round's reviews as the author may see them. */
  reviews: readonly ReviewForAuthor[];
  editorName: string;
}

const TEXT: Record<
  Locale,
  { hello: string; bodies: Record<LetterDecision, string>; proposalBodies: Record<LetterDecision, string>; reviews: string; reviewer: string; closing: string }
> = {
  pt: {
    hello: 'Prezada(o) {author},',
    bodies: {
      'decline-desk':
        'Agradecemos o envio do manuscrito “{title}” ({number}) à {journal}. Após uma leitura da equipe editorial, decidimos não encaminhá-lo para avaliação por pares: o texto não se ajusta ao escopo ou às normas da revista neste momento. Esperamos receber outros trabalhos seus.',
      accept:
        'Temos a satisfação de informar que o manuscrito “{title}” ({number}) foi aceito para publicação na {journal}. Em breve entraremos em contato sobre a edição e a revisão final.',
      minor:
        'O manuscrito “{title}” ({number}) foi avaliado pelos pareceristas da {journal}. Decidimos por revisões menores: pedimos que envie uma versão revisada e uma carta de resposta aos comentários abaixo.',
      major:
        'O manuscrito “{title}” ({number}) foi avaliado pelos pareceristas da {journal}. Decidimos por revisões maiores: a versão revisada, com uma carta de resposta aos comentários abaixo, passará por uma nova rodada de avaliação.',
      decline:
        'O manuscrito “{title}” ({number}) foi avaliado pelos pareceristas da {journal}. Lamentamos informar que decidimos não publicá-lo. Os comentários abaixo podem ajudar em uma nova versão do trabalho.',
    },
    proposalBodies: {
      'decline-desk':
        'Agradecemos o envio da proposta de livro “{title}” ({number}) à chamada “{journal}”. Após uma leitura da equipe editorial, decidimos não encaminhá-la para avaliação externa: a proposta não se ajusta ao escopo da chamada neste momento. Esperamos receber outras propostas suas.',
      accept:
        'Temos a satisfação de informar que a proposta de livro “{title}” ({number}), enviada à chamada “{journal}”, foi aceita. Em breve entraremos em contato sobre o contrato, o cronograma e a entrega dos originais.',
      minor:
        'A proposta de livro “{title}” ({number}) foi avaliada por pareceristas externos da chamada “{journal}”. Decidimos por ajustes menores: pedimos que envie uma versão revista da proposta e uma carta de resposta aos comentários abaixo.',
      major:
        'A proposta de livro “{title}” ({number}) foi avaliada por pareceristas externos da chamada “{journal}”. Decidimos por ajustes maiores: a versão revista, com uma carta de resposta aos comentários abaixo, passará por uma nova rodada de avaliação.',
      decline:
        'A proposta de livro “{title}” ({number}) foi avaliada por pareceristas externos da chamada “{journal}”. Lamentamos informar que decidimos não publicá-la. Os comentários abaixo podem ajudar em uma nova versão da proposta.',
    },
    reviews: 'Comentários dos pareceristas:',
    reviewer: 'Parecerista {label}',
    closing: 'Atenciosamente,\n{editor}\n{journal}',
  },
  en: {
    hello: 'Dear {author},',
    bodies: {
      'decline-desk':
        'Thank you for sending the manuscript “{title}” ({number}) to {journal}. After a reading by the editorial team, we have decided not to send it to peer review: the text does not fit the journal’s scope or guidelines at this time. We hope to receive other work from you.',
      accept:
        'We are pleased to tell you that the manuscript “{title}” ({number}) has been accepted for publication in {journal}. We will be in touch soon about copyediting and the final proofs.',
      minor:
        'The manuscript “{title}” ({number}) has been reviewed by the reviewers of {journal}. Our decision is minor revisions: please send a revised version and a letter answering the comments below.',
      major:
        'The manuscript “{title}” ({number}) has been reviewed by the reviewers of {journal}. Our decision is major revisions: the revised version, with a letter answering the comments below, will go through a new round of review.',
      decline:
        'The manuscript “{title}” ({number}) has been reviewed by the reviewers of {journal}. We regret to tell you that we have decided not to publish it. The comments below may help with a new version of the work.',
    },
    proposalBodies: {
      'decline-desk':
        'Thank you for sending the book proposal “{title}” ({number}) to the open call “{journal}”. After a reading by the editorial team, we have decided not to send it to outside review: the proposal does not fit the call’s scope at this time. We hope to receive other proposals from you.',
      accept:
        'We are pleased to tell you that the book proposal “{title}” ({number}), sent to the open call “{journal}”, has been accepted. We will be in touch soon about the contract, the schedule and the delivery of the manuscript.',
      minor:
        'The book proposal “{title}” ({number}) has been reviewed by the outside reviewers of the open call “{journal}”. Our decision is minor changes: please send a revised proposal and a letter answering the comments below.',
      major:
        'The book proposal “{title}” ({number}) has been reviewed by the outside reviewers of the open call “{journal}”. Our decision is major changes: the revised proposal, with a letter answering the comments below, will go through a new round of review.',
      decline:
        'The book proposal “{title}” ({number}) has been reviewed by the outside reviewers of the open call “{journal}”. We regret to tell you that we have decided not to publish it. The comments below may help with a new version of the proposal.',
    },
    reviews: 'The reviewers’ comments:',
    reviewer: 'Reviewer {label}',
    closing: 'Kind regards,\n{editor}\n{journal}',
  },
};

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The letter's first text, in the author's language, quoting each review for the authors as "Reviewer A", "Reviewer B"… */
export function letterTemplate(decision: LetterDecision, locale: Locale, facts: LetterFacts): string {
  const t = TEXT[locale];
  const values = { author: facts.authorName, title: facts.title, number: facts.number, journal: facts.journal, editor: facts.editorName };
  const parts = [fill(t.hello, values), fill((facts.proposal ? t.proposalBodies : t.bodies)[decision], values)];
  const quoted = decision === 'decline-desk' ? [] : facts.reviews.filter((r) => r.commentsForAuthors.trim());
  if (quoted.length) {
    parts.push(t.reviews);
    for (const r of quoted) {
      const body = r.commentsForAuthors
        .trim()
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
      parts.push(`${fill(t.reviewer, { label: r.label })}:\n${body}`);
    }
  }
  parts.push(fill(t.closing, values));
  return parts.join('\n\n');
}
