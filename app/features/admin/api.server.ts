/** The admin feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { enrolmentAction, enrolmentChoices, type EnrolState } from './enrolment.server.ts';
export { pressAction, pressPage } from './press-admin.server.ts';
export { userAdminAction } from './user-actions.server.ts';
export { dashboardCounts, getUserDetail, listUsers, parseFilters } from './users.server.ts';
