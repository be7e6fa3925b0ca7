/** The editorial feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { RolesSection } from './admin/components/roles-section.tsx';
export { isRolesAnswer, rolesMessages } from './admin/roles-messages.ts';
export { forAuthor, forReviewer, safeFileName, type ReviewerView, type ReviewForAuthor, type SharedFile } from './anonymity.ts';
export { authorSubmissionsMessages } from './author-submissions-messages.ts';
export { MySubmissionPage, MySubmissions, MySubmissionsPage } from './components/my-submissions.tsx';
export { SubmitWizard } from './components/submit-wizard.tsx';
export { editorialMessages, type EditorialKey } from './messages.ts';
export { submitMessages, type SubmitKey } from './submit-messages.ts';
export { isWizardStep, wizardPath, type WizardStep } from './submit-steps.ts';
export { CREDIT_ROLES, validateMetadata, type CreditRole, type MetadataInput, type MetadataLimits } from './metadata.ts';
export { editorialScopes, hasEditorialRole, isScopedRole, mayActOn, roleFitsScope, type EditorialActor, type HeldRole, type Scope } from './scoped-roles.ts';
export { formatSubmissionNumber, journalCode, parseSubmissionNumber } from './submission-number.ts';
export { daysBetween, nextStates, QUEUES, queueOf, remindersDue, type Queue } from './workflow.ts';
export { DeskLink } from './components/desk-link.tsx';
export { DeskPageView } from './components/desk-page.tsx';
export { WorkspacePageView } from './components/workspace-page.tsx';
export { deskMessages, type DeskKey } from './desk-messages.ts';
export { parseDeskFilters, type DeskFilters } from './desk-filters.ts';
