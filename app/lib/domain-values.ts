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

// --- Editorial (peer review, issue 51) ------------------------------------------------------
/** Roles held for one scope (a journal, an open call), beside the global ones on the user. */
export const SCOPED_ROLES = ['editor', 'assistant-editor', 'series-editor'] as const;
export type ScopedRole = (typeof SCOPED_ROLES)[number];
/** What a scoped role covers: a journal (its publications.id) or an open call (open_calls.id). */
export const SCOPE_KINDS = ['journal', 'open-call'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
export const SUBMISSION_KINDS = ['article', 'proposal'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
export const SUBMISSION_STATUS_VALUES = [
  'draft',
  'awaiting-fee',
  'new',
  'in-review',
  'awaiting-decision',
  'revisions',
  'accepted',
  'declined',
  'published',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUS_VALUES)[number];
export const SUBMISSION_FILE_KINDS = ['manuscript', 'anonymised', 'supplementary', 'revised', 'response', 'review'] as const;
export type SubmissionFileKind = (typeof SUBMISSION_FILE_KINDS)[number];
export const REVIEW_STATUS_VALUES = ['invited', 'accepted', 'declined', 'submitted', 'cancelled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUS_VALUES)[number];
export const RECOMMENDATIONS = ['accept', 'minor', 'major', 'resubmit', 'decline'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const EDITORIAL_DECISIONS = ['send-to-review', 'decline-desk', 'accept', 'minor', 'major', 'decline'] as const;
export type EditorialDecision = (typeof EDITORIAL_DECISIONS)[number];
export const REVIEW_BLINDNESS = ['double', 'single'] as const;
export type ReviewBlindness = (typeof REVIEW_BLINDNESS)[number];
