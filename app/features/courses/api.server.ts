/** The courses feature's public module (server side): the only part of it that routes and other features import (decision 0037). */
export {
  CLASS_FORM,
  listCoursesForAdmin,
  loadClassEditor,
  loadCourseEditor,
  submitClassForm,
  submitCourseForm,
  VIDEO_MAX_BYTES,
} from './admin/courses-admin.server.ts';
export { certificateDownload, revokeCertificateAction, verifyCertificate } from './certificate-page.server.ts';
export { classCaptions, classVideo } from './class-media.server.ts';
export { classAction, classPage } from './class-page.server.ts';
export { courseOutline } from './classes.server.ts';
export {
  enrolableCourses,
  getCourse,
  grantCourseTo,
  grantCoursesBought,
  hasCourseAccess,
  hasCourses,
  listCourses,
  myCourses,
  revokeCoursesBought,
} from './courses.server.ts';
export { coursesSeeder } from './seed-courses.server.ts';
