import { defineMessages } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';

/** The "Editorial team" section of a journal's and an open call's admin pages: who holds a role, grant by e-mail, revoke; how the review runs. */
export const rolesMessages = defineMessages(
  {
    title: 'Equipe editorial com acesso',
    lead: 'Quem tem um papel nesta revista vê e trabalha as submissões dela na mesa editorial, e nada de outras revistas, pedidos, pessoas ou configurações.',
    none: 'Ninguém tem um papel nesta revista ainda.',
    leadCall:
      'Quem edita a coleção desta chamada lê as propostas que ela recebe na mesa editorial, convida pareceristas externos e decide; não vê outras chamadas, revistas, pedidos, pessoas ou configurações.',
    noneCall: 'Ninguém edita esta chamada ainda: as propostas esperam na mesa editorial, onde a administração também as vê.',
    leadCollection:
      'Quem edita esta coleção lê na mesa editorial as propostas de todas as chamadas dela, convida pareceristas externos e decide; não vê outras coleções, chamadas, revistas, pedidos, pessoas ou configurações. Cada chamada diz como as propostas dela são avaliadas.',
    noneCollection: 'Ninguém edita esta coleção ainda: as propostas das chamadas dela ficam com quem edita cada chamada e com a administração.',
    settingsTitle: 'Como a avaliação corre',
    blindness: 'Avaliação',
    'blindness.double': 'Duplo-cega: pareceristas não sabem quem escreveu, e a autoria não sabe quem avaliou',
    'blindness.single': 'Cega simples: pareceristas veem a autoria (sem e-mails) e o arquivo como enviado; a autoria não sabe quem avaliou',
    responseDays: 'Dias para responder ao convite',
    responseDaysHint: 'De 1 a 60.',
    reviewDays: 'Dias para enviar o parecer, depois de aceitar',
    reviewDaysHint: 'De 7 a 180.',
    saveSettings: 'Salvar',
    blindnessInvalid: 'Escolha uma das formas de avaliação.',
    responseDaysRange: 'Escreva um número inteiro de 1 a 60.',
    reviewDaysRange: 'Escreva um número inteiro de 7 a 180.',
    settingsSaved: 'Forma de avaliação salva. Vale para os convites feitos daqui em diante.',
    since: 'desde {date}',
    grantTitle: 'Dar um papel',
    email: 'E-mail da conta',
    emailHint: 'A pessoa precisa ter uma conta no site.',
    role: 'Papel',
    grant: 'Dar o papel',
    revoke: 'Tirar o papel',
    'role.editor': 'Editor(a)',
    'role.assistant-editor': 'Editor(a) assistente',
    'role.series-editor': 'Editor(a) de coleção',
    required: 'Preencha este campo.',
    emailInvalid: 'Escreva um e-mail válido, como nome@exemplo.org.',
    noAccount: 'Nenhuma conta tem este e-mail.',
    roleDoesNotFit: 'Este papel não existe para esta revista.',
    roleInvalid: 'Escolha um papel da lista.',
    requestRefused: 'O pedido não pôde ser lido. Tente de novo.',
    fixErrors: 'Corrija o campo indicado.',
    roleGranted: 'Papel dado.',
    roleAlreadyHeld: 'Esta pessoa já tinha este papel.',
    roleRevoked: 'Papel retirado.',
  },
  {
    title: 'Editorial team with access',
    lead: 'Whoever holds a role for this journal sees and works on its submissions at the editorial desk, and nothing of other journals, orders, people or settings.',
    none: 'Nobody holds a role for this journal yet.',
    leadCall:
      'The editors of this call’s collection read the proposals it receives at the editorial desk, invite outside reviewers and decide; they see no other calls, journals, orders, people or settings.',
    noneCall: 'Nobody edits this call yet: its proposals wait at the editorial desk, where the staff see them too.',
    leadCollection:
      'The series editors of this collection read the proposals to every one of its calls at the editorial desk, invite outside reviewers and decide; they see no other collections, calls, journals, orders, people or settings. Each call says how its proposals are reviewed.',
    noneCollection: 'Nobody edits this collection yet: the proposals to its calls stay with each call’s editors and the staff.',
    settingsTitle: 'How the review runs',
    blindness: 'Review',
    'blindness.double': 'Double-blind: reviewers do not know who wrote it, and the authors do not know who reviewed it',
    'blindness.single': 'Single-blind: reviewers see the authors (without e-mails) and the file as sent; the authors do not know who reviewed it',
    responseDays: 'Days to answer the invitation',
    responseDaysHint: 'From 1 to 60.',
    reviewDays: 'Days to send the review, once accepted',
    reviewDaysHint: 'From 7 to 180.',
    saveSettings: 'Save',
    blindnessInvalid: 'Choose one of the ways to review.',
    responseDaysRange: 'Write a whole number from 1 to 60.',
    reviewDaysRange: 'Write a whole number from 7 to 180.',
    settingsSaved: 'Review settings saved. They apply to invitations sent from now on.',
    since: 'since {date}',
    grantTitle: 'Give a role',
    email: 'The account’s e-mail',
    emailHint: 'The person needs an account on the site.',
    role: 'Role',
    grant: 'Give the role',
    revoke: 'Take the role away',
    'role.editor': 'Editor',
    'role.assistant-editor': 'Assistant editor',
    'role.series-editor': 'Series editor',
    required: 'Fill in this field.',
    emailInvalid: 'Write a valid e-mail address, like name@example.org.',
    noAccount: 'No account has this e-mail address.',
    roleDoesNotFit: 'This role does not exist for this journal.',
    roleInvalid: 'Choose a role from the list.',
    requestRefused: 'The request could not be read. Try again.',
    fixErrors: 'Correct the field shown.',
    roleGranted: 'Role given.',
    roleAlreadyHeld: 'This person already held this role.',
    roleRevoked: 'Role taken away.',
  },
);
export type RolesKey = keyof typeof rolesMessages.pt;

/** The section's form name: its answers say it. */
export const ROLES_FORM = 'editorial-roles' as const;

/** Whether an action's answer is the editorial-team section's (the page's other forms ignore it). */
export function isRolesAnswer(state: object | undefined | null): state is FormState<RolesKey, typeof ROLES_FORM> {
  return !!state && 'form' in state && state.form === ROLES_FORM;
}
