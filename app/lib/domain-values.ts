/**
 * The fixed lists of values the database's text enums hold (publication types, order and
 * proposal statuses…). Here, not in the schema, so pages can use them without shipping the
 * database layer to the browser.
 */
export const PUBLICATION_TYPES = ['book', 'journal', 'proceedings'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const ORDER_STATUS_VALUES = ['placed', 'paid', 'sent', 'delivered', 'canceled', 'expired'] as const;
export const OPEN_CALL_KINDS = ['collection', 'book'] as const;
export const PROPOSAL_STATUS_VALUES = ['received', 'under-review', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUS_VALUES)[number];
export const PROPOSAL_TYPES = ['single', 'collection'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];
