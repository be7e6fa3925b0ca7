import { defineMessages, type KeyOf } from '#app/i18n/messages.ts';

/** Author accounts linked to works: the work page's section and the user page's list. */
export const authorsMessages = defineMessages(
  {
    authorAccounts: 'Contas de autoria',
    authorAccountsLead: 'Pessoas com conta no site que escreveram esta obra. A obra aparece em “Minhas publicações” na conta de cada uma.',
    noAuthorAccounts: 'Nenhuma conta vinculada a esta obra ainda.',
    linkAuthor: 'Vincular uma conta',
    authorEmail: 'E-mail da conta',
    authorEmailHint: 'A pessoa precisa já ter uma conta no site. Se ainda não tiver o papel “autor”, ela o recebe ao ser vinculada.',
    linkButton: 'Vincular conta',
    unlinkButton: 'Desvincular',
    unlinkNote:
      'Desvincular tira a obra da conta, mas mantém o papel “autor”, porque a pessoa pode ter outras obras. Para tirar o papel, edite a conta em Usuários.',
    authorEmailRequired: 'Informe o e-mail da conta.',
    authorEmailInvalid: 'Informe um e-mail válido, como nome@exemplo.com.',
    authorUnknown: 'Nenhuma conta usa este e-mail. A pessoa precisa criar uma conta no site antes.',
    authorAlreadyLinked: 'Esta conta já está vinculada a esta obra.',
    authorLinked: 'Conta vinculada à obra.',
    authorLinkedWithRole: 'Conta vinculada à obra. Ela recebeu o papel “autor”.',
    authorUnlinked: 'Conta desvinculada da obra. O papel “autor” foi mantido.',
    requestRefused: 'Não entendemos este pedido. Recarregue a página e tente de novo.',
    linkedWorks: 'Obras vinculadas',
    linkedWorksLead: 'Obras do catálogo de que esta conta é autora. Para vincular ou desvincular, use a página da obra.',
    noLinkedWorks: 'Nenhuma obra vinculada a esta conta.',
  },
  {
    authorAccounts: 'Author accounts',
    authorAccountsLead: 'People with an account on the site who wrote this work. The work appears under “My publications” in each one’s account.',
    noAuthorAccounts: 'No account is linked to this work yet.',
    linkAuthor: 'Link an account',
    authorEmail: 'Account e-mail',
    authorEmailHint: 'The person must already have an account on the site. If they do not have the “author” role yet, linking gives it to them.',
    linkButton: 'Link account',
    unlinkButton: 'Unlink',
    unlinkNote:
      'Unlinking removes the work from the account but keeps the “author” role, because the person may have other works. To remove the role, edit the account under Users.',
    authorEmailRequired: 'Enter the account’s e-mail.',
    authorEmailInvalid: 'Enter a valid e-mail, such as name@example.com.',
    authorUnknown: 'No account uses this e-mail. The person needs to create an account on the site first.',
    authorAlreadyLinked: 'This account is already linked to this work.',
    authorLinked: 'Account linked to the work.',
    authorLinkedWithRole: 'Account linked to the work. It was given the “author” role.',
    authorUnlinked: 'Account unlinked from the work. The “author” role was kept.',
    requestRefused: 'We did not understand this request. Reload the page and try again.',
    linkedWorks: 'Linked works',
    linkedWorksLead: 'Catalog works this account is an author of. To link or unlink one, use the work’s page.',
    noLinkedWorks: 'No work is linked to this account.',
  },
);

export type AuthorsKey = KeyOf<typeof authorsMessages>;
