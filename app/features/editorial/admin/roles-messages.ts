import { defineMessages } from '#app/i18n/messages.ts';
import type { FormState } from '#app/lib/form-outcome.ts';

/** The journal admin page's "Editorial team" section: who holds a role, grant by e-mail, revoke. */
export const rolesMessages = defineMessages(
  {
    title: 'Equipe editorial com acesso',
    lead: 'Quem tem um papel nesta revista vê e trabalha as submissões dela na mesa editorial, e nada de outras revistas, pedidos, pessoas ou configurações.',
    none: 'Ninguém tem um papel nesta revista ainda.',
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
