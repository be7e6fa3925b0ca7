import { defineMessages } from '#app/i18n/messages.ts';

/** The subscription form, in every page's footer: apart from the newsletter pages' own table, so other pages load only these. */
export const newsletterFormMessages = defineMessages(
  {
    formTitle: 'Assine a newsletter',
    formText: 'Novidades da editora uma vez por mês.',
    email: 'Seu e-mail',
    subscribe: 'Assinar',
    subscribing: 'Assinando...',
    emailRequired: 'Por favor, preencha seu e-mail.',
    emailInvalid: 'Por favor, informe um e-mail válido.',
    confirmationSent: 'Quase lá! Enviamos um link de confirmação para {email}. Abra o e-mail para concluir a inscrição.',
    alreadySubscribed: 'Ops, este e-mail já está inscrito.',
    failure: 'Ops, algo aconteceu, desculpe! Tente de novo em alguns minutos.',
    tooMany: 'Muitas tentativas em pouco tempo. Tente de novo em {minutes, plural, one {# minuto} other {# minutos}}.',
  },
  {
    formTitle: 'Subscribe to the newsletter',
    formText: 'News from the press once a month.',
    email: 'Your e-mail',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    emailRequired: 'Please, fill in your e-mail.',
    emailInvalid: 'Please, enter a valid e-mail.',
    confirmationSent: 'Almost there! We sent a confirmation link to {email}. Open the e-mail to finish subscribing.',
    alreadySubscribed: 'Ops, this e-mail is already subscribed.',
    failure: 'Ops, something happened, sorry! Please try again in a few minutes.',
    tooMany: 'Too many attempts in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
);
