import { defineMessages } from '#app/i18n/messages.ts';

/** Mails about a proposal after it was sent: to its author (status, messages) and to the editors (withdrawn). */
export const proposalMailMessages = defineMessages(
  {
    statusSubject: 'Sua proposta “{title}”: {status}',
    statusTitle: 'Sua proposta agora está: {status}',
    messageSubject: 'Nova mensagem sobre sua proposta “{title}”',
    messageTitle: 'A equipe editorial escreveu sobre sua proposta',
    messageIntro: 'Olá, {name}! Sobre a proposta “{title}”:',
    statusIntro: 'Olá, {name}! A proposta “{title}” mudou de situação.',
    seeProposal: 'Ver a proposta',
    replyHint: 'Para responder, basta responder a este e-mail.',
    footer: '{press}',
    withdrawnSubject: '[Proposta retirada] {title}',
    withdrawnTitle: 'Uma proposta foi retirada',
    withdrawnBody: '{name} retirou a proposta “{title}” (#{id}), que estava “{status}”.',
  },
  {
    statusSubject: 'Your proposal “{title}”: {status}',
    statusTitle: 'Your proposal is now: {status}',
    messageSubject: 'New message about your proposal “{title}”',
    messageTitle: 'The editorial team wrote about your proposal',
    messageIntro: 'Hello, {name}! About the proposal “{title}”:',
    statusIntro: 'Hello, {name}! The proposal “{title}” has a new status.',
    seeProposal: 'See the proposal',
    replyHint: 'To answer, simply reply to this e-mail.',
    footer: '{press}',
    withdrawnSubject: '[Proposal withdrawn] {title}',
    withdrawnTitle: 'A proposal was withdrawn',
    withdrawnBody: '{name} withdrew the proposal “{title}” (#{id}), which was “{status}”.',
  },
);
