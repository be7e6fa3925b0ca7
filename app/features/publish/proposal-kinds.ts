/** The kinds of open call and of proposal: fixed lists the publish tables' text enums hold, safe for pages. */
export const OPEN_CALL_KINDS = ['collection', 'book'] as const;
export const PROPOSAL_TYPES = ['single', 'collection'] as const;
export type ProposalType = (typeof PROPOSAL_TYPES)[number];
