/** The contact feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { contactSchema } from './contact.schema.ts';
export { sendContactMessage } from './send-contact-message.server.ts';
export { contactAction } from './contact-action.server.ts';
