/** The publish feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export {
  callsOfCollection,
  listOpenCallsForAdmin,
  loadOpenCallEditor,
  openCallDone,
  submitOpenCallForm,
  type OpenCallFormState,
} from './admin/open-calls-admin.server.ts';
export { submitSubmissionAction } from './admin/submission-actions.server.ts';
export { getSubmissionDetail, submissionSample } from './admin/submission-detail.server.ts';
export { callChoices, listSubmissions, newSubmissionsCount } from './admin/submission-list.server.ts';
export { SUBMISSIONS_CSV_MAX_ROWS, submissionsCsv, submissionsCsvFileName } from './admin/submissions-csv.server.ts';
export { getMyProposal, hasProposals, listMyProposals, withdrawAction } from './my-proposals.server.ts';
export { listPublishedCalls, openCallCard } from './open-calls.server.ts';
export { publishFacts, publishPage } from './publish-page.server.ts';
export { publishSeeder, seedPublish } from './seed-publish.server.ts';
export {
  handleProposalPost,
  loadProposalDraft,
  proposalFormPage,
  proposalTooLarge,
  type OpenProposalReview,
  type ProposalForReview,
} from './submit-proposal.server.ts';
export { proposalMovedByReview } from './proposal-changes.server.ts';
