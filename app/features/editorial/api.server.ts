/** The editorial feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { authorFile, hasSubmissions, mySubmission, mySubmissions, type MySubmission, type MySubmissionSummary } from './author-submissions.server.ts';
export { callRolesSection, collectionRolesSection, isRolesPost, rolesSection, submitRolesForm, type RolesFormState } from './admin/roles-section.server.ts';
export { feePaid, startFee, waiveFee, type PlaceFeeOrder, type WaiveResult } from './fee.server.ts';
export { checkDocument, MANUSCRIPT_MAX_BYTES } from './manuscript-files.server.ts';
export { roleCommand } from './role-command.server.ts';
export {
  accountWayQuestions,
  accountWays,
  accountWaysOf,
  deskScopes,
  editorialActor,
  grantRole,
  heldRoles,
  requireEditorialSubmission,
  requireScope,
  revokeRole,
  scopeBySlug,
  scopeMembers,
} from './roles.server.ts';
export { editorialScopes, mayActOn } from './scoped-roles.ts';
export { openDraft, saveDraft, submitDraft, type DraftPatch, type SubmitResult } from './submissions.server.ts';
export { wizardAction, wizardPage, type WizardPage } from './submit-wizard.server.ts';
export { editorialSeeder } from './seed/seed-editorial.server.ts';
export { articleRecord, type ArticleRecord } from './article-record.server.ts';
export { figuresOfJournal } from './journal-figures.server.ts';
export {
  AUTHOR_THREAD,
  listThread,
  postMessage,
  reviewerThread,
  type PostResult,
  type ThreadMessage,
  type ThreadParty,
} from './discussions.server.ts';
export { authorThreadAction, authorThreadPage, editorsThreadAction } from './thread-actions.server.ts';
export {
  answerInvitation,
  CLOSED_STATUS,
  invitationPage,
  limitInvitationDoor,
  type InvitationAnswer,
  type InvitationPage,
  type InvitationState,
} from './review-invitation.server.ts';
export { reviewRemindersHourly, sendReviewReminders } from './review-reminders.server.ts';
export { myReviews, reviewAction, reviewFile, reviewPage, type MyReview, type ReviewState } from './reviews.server.ts';
export { revisionAction, revisionPage } from './revision.server.ts';
export { deskCsv, deskCsvFileName, deskPage, type DeskPage } from './desk.server.ts';
export { workspaceAction, DESK_DONE, type CancelFeeOrder, type DeskDone, type DeskFormState, type WorkspaceHooks } from './desk-actions.server.ts';
export { closeWithdrawnProposal, openProposalReview, proposalReviews, type ProposalDecided, type ReceivedProposal } from './proposal-review.server.ts';
export { editorialDeskJobs } from './desk-mail.server.ts';
export { editorialFile, workspacePage, type Workspace } from './workspace.server.ts';
export { deskFiguresPage, type ScopeFigures } from './desk-figures.server.ts';
export { journalCode } from './submission-number.ts';
