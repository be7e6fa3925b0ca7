import { defineMessages } from '#app/i18n/messages.ts';

/** Why an add to the cart did not add: the action says it in the page's language, so the pages do not ship these. */
export const cartOutcomeMessages = defineMessages(
  {
    outOfStock: 'Temporariamente fora de estoque.',
    unavailable: 'Este item não está à venda.',
    free: 'Este e-book é de acesso aberto: baixe-o gratuitamente na página da obra.',
    owned: 'Você já tem este item: encontre-o na sua conta.',
    full: 'Seu carrinho já tem 50 livros diferentes, o máximo. Finalize este pedido ou retire algum item antes de adicionar outro.',
    tooMany: 'Muitos carrinhos novos deste endereço em pouco tempo. Tente de novo em alguns minutos.',
    failure: 'Ops, algo aconteceu! Desculpe, já estamos verificando.',
  },
  {
    outOfStock: 'Temporarily out of stock.',
    unavailable: 'This item is not for sale.',
    free: 'This ebook is open access: download it for free from the work’s page.',
    owned: 'You already have this: find it in your account.',
    full: 'Your cart already holds 50 different books, the most it can. Place this order or remove an item before adding another.',
    tooMany: 'Too many new carts from this address in a short time. Try again in a few minutes.',
    failure: 'Ops, something happened! Sorry, we are checking into it.',
  },
);
