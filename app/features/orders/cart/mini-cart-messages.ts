import { defineMessages } from '#app/i18n/messages.ts';

/** The header's mini cart: on every page, so apart from the cart's other messages. */
export const miniCartMessages = defineMessages(
  { cart: 'Carrinho', itemsSuffix: 'itens', itemSuffix: 'item', emptySuffix: 'vazio' },
  { cart: 'Cart', itemsSuffix: 'items', itemSuffix: 'item', emptySuffix: 'empty' },
);
