import { defineMessages } from '#app/i18n/messages.ts';

/**
 * An order's status as the buyer reads it, and why a coupon was refused.
 * 'explain.paid-digital' replaces 'explain.paid' when the order has no printed items (nothing ships).
 */
export const orderStatusMessages = defineMessages(
  {
    'status.placed': 'Recebido',
    'status.paid': 'Pago',
    'status.sent': 'Enviado',
    'status.delivered': 'Entregue',
    'status.canceled': 'Cancelado',
    'status.expired': 'Expirado',
    'explain.placed': 'Recebido, aguardando a confirmação do pagamento.',
    'explain.paid': 'Pago: será enviado em um ou dois dias.',
    'explain.paid-digital': 'Pago: seus e-books e cursos já estão disponíveis.',
    'explain.sent': 'A caminho.',
    'explain.delivered': 'Entregue.',
    'explain.canceled': 'Cancelado.',
    'explain.expired': 'Expirado: o pagamento não chegou a tempo, e os itens reservados foram liberados.',
    'reason.inactive': 'Este cupom não está ativo.',
    'reason.not-yet-valid': 'Este cupom ainda não é válido.',
    'reason.expired': 'Este cupom expirou.',
    'reason.min-order': 'Este cupom vale para pedidos a partir de {amount}.',
    'reason.used-up': 'Este cupom já atingiu o limite de usos.',
    'reason.per-person-limit': 'Você já usou este cupom.',
    'reason.currency': 'Este cupom não vale para pedidos em {currency}.',
    'reason.unknown': 'Não encontramos este cupom.',
  },
  {
    'status.placed': 'Received',
    'status.paid': 'Paid',
    'status.sent': 'Shipped',
    'status.delivered': 'Delivered',
    'status.canceled': 'Canceled',
    'status.expired': 'Expired',
    'explain.placed': 'Received, awaiting payment confirmation.',
    'explain.paid': 'Paid: it will ship within a couple of days.',
    'explain.paid-digital': 'Paid: your ebooks and courses are ready.',
    'explain.sent': 'On its way.',
    'explain.delivered': 'Delivered.',
    'explain.canceled': 'Canceled.',
    'explain.expired': 'Expired: the payment did not arrive in time, and the order was released.',
    'reason.inactive': 'This coupon is not active.',
    'reason.not-yet-valid': 'This coupon is not valid yet.',
    'reason.expired': 'This coupon has expired.',
    'reason.min-order': 'This coupon needs an order of at least {amount}.',
    'reason.used-up': 'This coupon has been used up.',
    'reason.per-person-limit': 'You have already used this coupon.',
    'reason.currency': 'This coupon does not apply to orders in {currency}.',
    'reason.unknown': 'We could not find this coupon.',
  },
);
