/** The catalog administration's form answers (the staff's shared shape, lib/form-outcome.ts, with this feature's messages) and its notices. */
import {
  doneFrom,
  refused as refusedWith,
  rerender as rerenderWith,
  type FormState as AdminFormState,
  type Outcome as AdminOutcome,
} from '#app/lib/form-outcome.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import type { AdminCatalogKey } from './messages.ts';

export { redirectTo } from '#app/lib/form-outcome.ts';

/** Every catalog page holds one editable form (the work page also its author and EPUB sections'). */
export const CATALOG_FORM = 'catalog';
const FORM = CATALOG_FORM;

export type FormState = AdminFormState<AdminCatalogKey, typeof FORM>;
export type Outcome = AdminOutcome<AdminCatalogKey, typeof FORM>;

/** The work page's author section answers as this form (FormState.form), apart from the work form. */
export const AUTHORS_FORM = 'authors';

/** Messages shown after a change, carried by `?done=` on the page the change redirects to. */
export const DONE_MESSAGES = [
  'created',
  'saved',
  'published',
  'unpublished',
  'formatSaved',
  'formatDeleted',
  'partSaved',
  'partDeleted',
  'partMoved',
  'issueSaved',
  'issueDeleted',
  'articleSaved',
  'articleSavedImages',
  'articleFromJats',
  'articleFromJatsImages',
  'articleDeleted',
  'articleMoved',
  'eventSaved',
  'eventDeleted',
] as const satisfies readonly AdminCatalogKey[];

export type DoneMessage = (typeof DONE_MESSAGES)[number];

export const doneMessage = (url: string): DoneMessage | null => doneFrom(url, DONE_MESSAGES);

/** A refused post (400, "fix the marked fields"), keeping what was typed. */
export const refused = (values: FormValues, errors: FieldErrors, status = 400): Outcome =>
  refusedWith<AdminCatalogKey, typeof FORM>(FORM, values, errors, 'fixErrors', {}, status);

/** The form again with one more / one fewer row (200). */
export const rerender = (values: FormValues, focus?: string): Outcome => rerenderWith<AdminCatalogKey, typeof FORM>(FORM, values, focus);

/** A post too big to read: the page says so (413), and nothing is saved. */
export const tooLarge = (): Outcome => refusedWith<AdminCatalogKey, typeof FORM>(FORM, {}, {}, 'postTooLarge', {}, 413);
