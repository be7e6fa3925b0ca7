/** The admin feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { AdminDashboard } from './components/dashboard.tsx';
export { AdminChrome } from './components/admin-chrome.tsx';
export { EnrolPage } from './components/enrol-page.tsx';
export { enrolmentMessages } from './enrolment-messages.ts';
export { PressForm } from './components/press-form.tsx';
export { UserDetailsForm, UserStatus } from './components/user-detail.tsx';
export { UserList } from './components/user-list.tsx';
export { adminMessages } from './messages.ts';
export { pressMessages } from './press-messages.ts';
