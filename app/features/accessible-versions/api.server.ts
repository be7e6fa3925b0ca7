/** The accessible-versions feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export { staffAction, staffListPage, staffRequestPage } from './admin/staff.server.ts';
export { requestAction, requestLink, requestPage } from './request-action.server.ts';
export { answerFileFor, forgetRequestsOf, myRequests } from './requests.server.ts';
