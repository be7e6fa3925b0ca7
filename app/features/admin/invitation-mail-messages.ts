import { defineMessages } from '#app/i18n/messages.ts';

/** The mail of an account staff opened for someone on enrolling them, with what it gives access to. */
export const invitationMailMessages = defineMessages(
  {
    subject: 'Sua conta na {press} está pronta',
    title: 'Olá, {name}!',
    body: 'A equipe da {press} abriu uma conta para você com este endereço de e-mail e deu a ela acesso a {access}. Para começar, escolha sua senha.',
    expiry: 'O link vale por 14 dias. Se ele expirar, use “Esqueci minha senha” na página de entrada, com este mesmo e-mail.',
    action: 'Escolher minha senha',
  },
  {
    subject: 'Your {press} account is ready',
    title: 'Hello, {name}!',
    body: 'The {press} team opened an account for you with this e-mail address and gave it access to {access}. To start, choose your password.',
    expiry: 'The link is valid for 14 days. If it expires, use “Forgot my password” on the sign-in page, with this same e-mail.',
    action: 'Choose my password',
  },
);
