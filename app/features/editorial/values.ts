/** The editorial feature's value lists (issue 51, decision 0045): the database's text enums and the rules' types. Safe in the browser. */
/** Roles held for one scope (a journal, an open call, a book collection), beside the global ones on the user. */
export const SCOPED_ROLES = ['editor', 'assistant-editor', 'series-editor'] as const;
export type ScopedRole = (typeof SCOPED_ROLES)[number];
/**
 * What a scoped role covers: a journal (its publications.id), an open call (open_calls.id) or a
 * book collection (collections.id: its series editors act on the proposals to its open calls).
 */
export const SCOPE_KINDS = ['journal', 'open-call', 'collection'] as const;
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
/** The reviews a reviewer has in hand (their list, and the account page's link to it): accepted or sent. */
export const REVIEWS_IN_HAND = ['accepted', 'submitted'] as const satisfies readonly ReviewStatus[];
export const RECOMMENDATIONS = ['accept', 'minor', 'major', 'resubmit', 'decline'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const EDITORIAL_DECISIONS = ['send-to-review', 'decline-desk', 'accept', 'minor', 'major', 'decline'] as const;
export type EditorialDecision = (typeof EDITORIAL_DECISIONS)[number];
export const REVIEW_BLINDNESS = ['double', 'single'] as const;
export type ReviewBlindness = (typeof REVIEW_BLINDNESS)[number];
