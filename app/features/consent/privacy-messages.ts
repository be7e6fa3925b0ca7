import { defineMessages } from '#app/i18n/messages.ts';

/** The privacy page's account of the cookie choice made (the banner's own words are the shell's). */
export const privacyMessages = defineMessages(
  {
    consentCurrent: 'Escolha atual: {choice}.',
    consentChoiceAll: 'todos os cookies',
    consentChoiceNecessary: 'somente os necessários',
    consentChoiceNone: 'nenhuma escolha feita',
  },
  {
    consentCurrent: 'Current choice: {choice}.',
    consentChoiceAll: 'all cookies',
    consentChoiceNecessary: 'only necessary cookies',
    consentChoiceNone: 'no choice made yet',
  },
);
