/** The blog administration's form answers (the staff's shared shape, lib/form-outcome.ts) and notices. */
import { doneFrom, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { BlogAdminKey } from './messages.ts';

/** The post page's one editable form. */
export const POST_FORM = 'post';
export type BlogOutcome = Outcome<BlogAdminKey>;
export type BlogFormState = FormState<BlogAdminKey>;

export const BLOG_DONE = ['done.created', 'done.saved', 'done.deleted'] as const satisfies readonly BlogAdminKey[];
export type BlogDone = (typeof BLOG_DONE)[number];
export const blogDone = (url: string): BlogDone | null => doneFrom(url, BLOG_DONE);
