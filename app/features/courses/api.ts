/** The courses feature's public module (browser-safe side): the only part of it that routes and other features import (decision 0037). */
export { ClassEditorPage } from './admin/components/class-editor.tsx';
export { CourseAdminList } from './admin/components/course-admin-list.tsx';
export { CourseEditorPage } from './admin/components/course-editor.tsx';
export { courseAdminMessages } from './admin/messages.ts';
export { courseDone } from './admin/outcome.ts';
export { certificateMessages } from './certificate-messages.ts';
export { CertificatePage } from './components/certificate-page.tsx';
export { ClassPage, LockedClass } from './components/class-page.tsx';
export { CourseDetails, CourseList } from './components/course-page.tsx';
export { MyCourses } from './components/my-courses.tsx';
export { courseMessages } from './messages.ts';
