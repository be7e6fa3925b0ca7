/** The course administration's form answers (lib/form-outcome.ts) and notices. */
import { doneFrom, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { CourseAdminKey } from './messages.ts';

export type CourseOutcome = Outcome<CourseAdminKey>;
export type CourseFormState = FormState<CourseAdminKey>;
export const COURSE_DONE = ['done.created', 'done.saved', 'done.classSaved', 'done.classDeleted', 'done.granted'] as const satisfies readonly CourseAdminKey[];
export type CourseDone = (typeof COURSE_DONE)[number];
export const courseDone = (url: string): CourseDone | null => doneFrom(url, COURSE_DONE);
