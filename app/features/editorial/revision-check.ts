/**
 * The author's revision (issue 51 item 5) as a plain check, shared by the browser (before sending)
 * and the action (after): a revised manuscript, a new anonymised copy and a response to the
 * reviewers, each a document up to 20 MB. The browser's check sees each chosen file as `<name>Size`,
 * its bytes (ui/form-check.ts); what a file is, only the server can tell.
 */
import type { FormState } from '#app/lib/form-outcome.ts';
import type { FieldErrors, FormCheck } from '#app/lib/forms.ts';
import { DOCUMENT_MAX_BYTES } from './submit-steps.ts';

export const REVISION_FILES = ['revised', 'anonymised', 'response'] as const;
export type RevisionFile = (typeof REVISION_FILES)[number];

export const checkRevision: FormCheck<null> = (values) => {
  const errors: FieldErrors = {};
  for (const name of REVISION_FILES) {
    const size = Number(values[`${name}Size`] || 0);
    if (size > DOCUMENT_MAX_BYTES) errors[name] = 'fileTooLarge';
    else if (!size) errors[name] = 'fileRequired';
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: null };
};

/** The revision page's address. */
export const revisionPath = (number: string) => `/account/submissions/${number}/revise`;

export const REVISION_FORM = 'revision';
export type RevisionState = FormState<string, typeof REVISION_FORM>;

export interface RevisionPage {
  number: string;
  title: string;
  /** Whether the revision is awaited now (else the page says so and offers the way back). */
  awaiting: boolean;
  /** Where the revised version goes: a new round of review, or back to the editors. */
  next: 'review' | 'editor';
  /** The letter that asked for it. */
  letter: string;
}
