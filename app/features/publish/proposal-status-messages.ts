import { defineMessages } from '#app/i18n/messages.ts';

/** A proposal's status as its author and the editors read it: a short name and what it means now. */
export const proposalStatusMessages = defineMessages(
  {
    'status.received': 'Recebida',
    'status.under-review': 'Em avaliação',
    'status.accepted': 'Aceita',
    'status.declined': 'Não aceita',
    'status.withdrawn': 'Retirada',
    'explain.received': 'Recebemos sua proposta; a equipe editorial vai lê-la em breve.',
    'explain.under-review': 'A equipe editorial e o conselho editorial estão avaliando sua proposta.',
    'explain.accepted': 'Sua proposta foi aceita: a equipe editorial vai combinar os próximos passos com você.',
    'explain.declined': 'Desta vez não seguiremos com a proposta. Agradecemos o interesse em publicar conosco.',
    'explain.withdrawn': 'Você retirou esta proposta; a equipe editorial não vai mais avaliá-la.',
  },
  {
    'status.received': 'Received',
    'status.under-review': 'Under review',
    'status.accepted': 'Accepted',
    'status.declined': 'Declined',
    'status.withdrawn': 'Withdrawn',
    'explain.received': 'We received your proposal; the editorial team will read it soon.',
    'explain.under-review': 'The editorial team and the editorial board are assessing your proposal.',
    'explain.accepted': 'Your proposal was accepted: the editorial team will agree the next steps with you.',
    'explain.declined': 'This time we will not go ahead with the proposal. Thank you for your interest in publishing with us.',
    'explain.withdrawn': 'You withdrew this proposal; the editorial team will no longer assess it.',
  },
);
