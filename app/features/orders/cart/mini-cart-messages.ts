import { defineMessages } from '#app/i18n/messages.ts';

/** The header's mini cart: on every page, so apart from the cart's other messages. */
export const miniCartMessages = defineMessages(
  { cart: 'Carrinho', itemsSuffix: '{count, plural, one {item} other {itens}}', emptySuffix: 'vazio' },
  { cart: 'Cart', itemsSuffix: '{count, plural, one {item} other {items}}', emptySuffix: 'empty' },
);
