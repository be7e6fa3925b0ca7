/** An order's life: it is placed, paid (or canceled, or left to expire), sent, and delivered. */
export const ORDER_STATUSES = ['placed', 'paid', 'sent', 'delivered', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['paid', 'canceled', 'expired'],
  // Canceling a paid order is a refund.
  paid: ['sent', 'canceled'],
  // Once the parcel has left, the order can only arrive; a return is handled outside the store.
  sent: ['delivered'],
  delivered: [],
  canceled: [],
  expired: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

export function allowedTransitions(from: OrderStatus): OrderStatus[] {
  return [...NEXT[from]];
}

export class OrderTransitionError extends Error {
  readonly from: OrderStatus;
  readonly to: OrderStatus;

  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot go from ${from} to ${to}.`);
    this.name = 'OrderTransitionError';
    this.from = from;
    this.to = to;
  }
}

/** Throws for every move the table does not allow, staying in the same status included. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
}

/** Nothing more will happen to the order. */
export function isFinal(status: OrderStatus): boolean {
  return NEXT[status].length === 0;
}

/** The printed copies reserved (or sold) for the order go back on the shelf. */
export function releasesStock(from: OrderStatus, to: OrderStatus): boolean {
  return (from === 'placed' && (to === 'canceled' || to === 'expired')) || (from === 'paid' && to === 'canceled');
}

/** The buyer gets the order's ebooks and courses. */
export function grantsAccess(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'placed' && to === 'paid';
}

/** A refund takes back the ebooks and courses the payment gave. */
export function revokesAccess(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'paid' && to === 'canceled';
}
