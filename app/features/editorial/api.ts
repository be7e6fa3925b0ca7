/** The editorial feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { RolesSection } from './admin/components/roles-section.tsx';
export { isRolesAnswer, rolesMessages } from './admin/roles-messages.ts';
export { forAuthor, forReviewer, safeFileName, type ReviewerView, type ReviewForAuthor, type SharedFile } from './anonymity.ts';
export { editorialMessages } from './messages.ts';
export { CREDIT_ROLES, validateMetadata, type CreditRole, type MetadataInput, type MetadataLimits } from './metadata.ts';
export { editorialScopes, hasEditorialRole, isScopedRole, mayActOn, roleFitsScope, type EditorialActor, type HeldRole, type Scope } from './scoped-roles.ts';
export { formatSubmissionNumber, journalCode, parseSubmissionNumber } from './submission-number.ts';
export { daysBetween, nextStates, QUEUES, queueOf, remindersDue, type Queue } from './workflow.ts';
