import { defineMessages } from '../../i18n/messages.ts';

/** The mails accounts send (verification, password reset, sign-in link, e-mail change, a sign-up with an address that has an account). */
export const authMailMessages = defineMessages(
  {
    verifySubject: 'Confirme seu e-mail na {press}',
    verifyTitle: 'Confirme seu e-mail',
    verifyBody: 'Olá, {name}! Para ativar sua conta na {press}, confirme este endereço de e-mail. O link vale por 24 horas.',
    verifyAction: 'Confirmar e-mail',
    resetSubject: 'Redefinição de senha na {press}',
    resetTitle: 'Redefina sua senha',
    resetBody:
      'Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora e só pode ser usado uma vez. Ao definir a nova senha, todas as outras sessões são encerradas.',
    resetAction: 'Definir nova senha',
    magicSubject: 'Seu link de acesso à {press}',
    magicTitle: 'Entrar na {press}',
    magicBody: 'Use o botão abaixo para entrar na sua conta. O link vale por 10 minutos e só pode ser usado uma vez.',
    magicAction: 'Entrar',
    changeEmailSubject: 'Confirme a troca de e-mail na {press}',
    changeEmailTitle: 'Confirme a troca de e-mail',
    changeEmailBody: 'Recebemos um pedido para trocar o e-mail da sua conta para {email}. Confirme para concluir.',
    changeEmailAction: 'Confirmar troca',
    existingSubject: 'Pedido de cadastro com o seu e-mail na {press}',
    existingTitle: 'Você já tem uma conta',
    existingBody:
      'Alguém pediu para criar uma conta na {press} com este endereço de e-mail, que já tem uma conta. Se foi você, basta entrar; se esqueceu a senha, use “Esqueci minha senha” na página de entrada.',
    existingAction: 'Entrar na minha conta',
    ignore: 'Se não foi você, ignore esta mensagem: nada muda na sua conta.',
  },
  {
    verifySubject: 'Confirm your e-mail at {press}',
    verifyTitle: 'Confirm your e-mail',
    verifyBody: 'Hello, {name}! To activate your {press} account, confirm this e-mail address. The link is valid for 24 hours.',
    verifyAction: 'Confirm e-mail',
    resetSubject: 'Password reset at {press}',
    resetTitle: 'Reset your password',
    resetBody:
      'We received a request to reset your account’s password. The link is valid for 1 hour and works once. Setting the new password signs out every other session.',
    resetAction: 'Set a new password',
    magicSubject: 'Your sign-in link for {press}',
    magicTitle: 'Sign in to {press}',
    magicBody: 'Use the button below to sign in to your account. The link is valid for 10 minutes and works once.',
    magicAction: 'Sign in',
    changeEmailSubject: 'Confirm the e-mail change at {press}',
    changeEmailTitle: 'Confirm the e-mail change',
    changeEmailBody: 'We received a request to change your account’s e-mail to {email}. Confirm to finish.',
    changeEmailAction: 'Confirm change',
    existingSubject: 'Sign-up request with your e-mail at {press}',
    existingTitle: 'You already have an account',
    existingBody:
      'Someone asked to create an {press} account with this e-mail address, which already has one. If it was you, just sign in; if you forgot your password, use “Forgot my password” on the sign-in page.',
    existingAction: 'Sign in to my account',
    ignore: 'If it was not you, ignore this message: nothing changes in your account.',
  },
);
