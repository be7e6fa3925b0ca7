/** The order page's forms, by intent: the status changes an admin makes by hand (expiry is the system's), and the notes. */
export const ADMIN_TRANSITIONS = ['paid', 'sent', 'delivered', 'canceled'] as const;
export type AdminTransition = (typeof ADMIN_TRANSITIONS)[number];

export const ORDER_INTENTS = [...ADMIN_TRANSITIONS, 'notes'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

export const isAdminTransition = (value: string): value is AdminTransition => (ADMIN_TRANSITIONS as readonly string[]).includes(value);
