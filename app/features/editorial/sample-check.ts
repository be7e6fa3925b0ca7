/**
 * A book proposal's anonymised sample, uploaded by its series editors for the outside reviewers
 * (decision 0045), as a plain check shared by the browser (before sending) and the action (after):
 * one document up to 20 MB. What the file is, and whether its properties name someone, only the
 * server can tell.
 */
import type { FormState } from '#app/lib/form-outcome.ts';
import type { FieldErrors, FormCheck } from '#app/lib/forms.ts';
import type { SubmissionStatus } from './values.ts';
import { DOCUMENT_MAX_BYTES } from './submit-steps.ts';

export const SAMPLE_FORM = 'sample';
export type SampleState = FormState<string, typeof SAMPLE_FORM>;

/** The workspace's form posts here (its address tells the action to read a file, not a small form). */
export const SAMPLE_QUERY = 'form=sample';

/** While the proposal is read or reviewed, before a decision closes it. */
export const SAMPLE_STATUSES: readonly SubmissionStatus[] = ['new', 'in-review', 'awaiting-decision'];

export const checkSample: FormCheck<null> = (values) => {
  const errors: FieldErrors = {};
  const size = Number(values.sampleSize || 0);
  if (size > DOCUMENT_MAX_BYTES) errors.sample = 'fileTooLarge';
  else if (!size) errors.sample = 'fileRequired';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: null };
};
