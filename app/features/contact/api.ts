/** The contact feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { ContactForm } from './components/contact-form.tsx';
export { ContactPage } from './components/contact-page.tsx';
export { contactMessages } from './messages.ts';
