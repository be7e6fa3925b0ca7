/** The accessible-versions feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { AccessibleVersionsLink } from './components/account-link.tsx';
export { MyAccessibleVersions } from './components/my-requests.tsx';
export { AccessibleVersionRequestForm } from './components/request-form.tsx';
export { AccessibleVersionRequestPage } from './components/request-page.tsx';
export { RequestAccessibleVersionLink } from './components/request-link.tsx';
export { StaffList as AccessibleVersionsStaffList } from './admin/components/staff-list.tsx';
export { StaffRequest as AccessibleVersionStaffRequest } from './admin/components/staff-request.tsx';
export { accessibleMessages } from './messages.ts';
export { ANSWER_FILE_MAX_BYTES } from './values.ts';
