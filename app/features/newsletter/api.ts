/** The newsletter feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { NewsletterForm } from './components/newsletter-form.tsx';
export { newsletterMessages } from './messages.ts';
export { NewsletterConfirmPage } from './components/confirm-page.tsx';
export { NewsletterUnsubscribePage } from './components/unsubscribe-page.tsx';
