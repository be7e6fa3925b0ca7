import { defineMessages } from '#app/i18n/messages.ts';

/** "Add to cart" on product and course pages: apart from the cart page's messages, which those pages need not load. */
export const addToCartMessages = defineMessages(
  {
    addToCart: 'Adicionar ao carrinho',
    adding: 'Adicionando...',
    quantity: 'Quantidade',
    added: '{title} foi para o seu carrinho.',
    limited: 'Só há {count} exemplares em estoque: seu carrinho ficou com {count}.',
    goToCart: 'Ver o carrinho',
  },
  {
    addToCart: 'Add to cart',
    adding: 'Adding...',
    quantity: 'Quantity',
    added: '{title} is in your cart.',
    limited: 'Only {count} copies in stock: your cart now holds {count}.',
    goToCart: 'Go to cart',
  },
);
