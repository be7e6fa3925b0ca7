/**
 * What a form's action answers (decision 0044): a redirect after a change (with a `?done=`
 * notice), or the form again with its field errors and what was typed. A page that does not exist
 * is not an answer: it is `throw notFound()`. `K` is the feature's message keys: errors, `message`
 * and notices are keys of its catalogue. A page with several forms reads `form` to know which answered.
 */
import type { FieldErrors, FormValues } from './forms.ts';

export interface FormState<K extends string = string, F extends string = string> {
  /** Which form on the page answered (one page may hold several: one per status change, per row); a literal `F` lets a page tell its forms' answers apart by type. */
  form: F;
  values: FormValues;
  errors: FieldErrors;
  message?: K;
  /** The values of the message's placeholders (an import's refused file: the inner file at fault). */
  params?: Record<string, string | number>;
  /** Sentences from a check that speaks English only, shown as they are. */
  problems?: string[];
  /** The field to focus after rendering (a new row's first field). */
  focus?: string;
  /** Allowlisted HTML the page shows as a preview of what was typed (a blog post's text). */
  preview?: string;
  /** Changes on every answer, so the form renders again from these values. */
  revision: number;
}

export type Outcome<K extends string = string, F extends string = string> =
  | { kind: 'redirect'; to: string }
  | { kind: 'state'; status: number; state: FormState<K, F> };

export const redirectTo = (to: string): { kind: 'redirect'; to: string } => ({ kind: 'redirect', to });

/** A refused post: 400 (or `status`) with the form's message and the field errors, keeping what was typed. */
export function refused<K extends string, F extends string = string>(
  form: F,
  values: FormValues,
  errors: FieldErrors,
  message: K,
  extra: Partial<FormState<K, F>> = {},
  status = 400,
): Outcome<K, F> {
  return { kind: 'state', status, state: { form, values, errors, message, revision: Date.now(), ...extra } };
}

/** The same form drawn again from these values (a row added or removed), nothing refused. */
export function rerender<K extends string, F extends string = string>(form: F, values: FormValues, focus?: string): Outcome<K, F> {
  return { kind: 'state', status: 200, state: { form, values, errors: {}, focus, revision: Date.now() } };
}

/** The notice a change redirected with (`?done=`), when it is one the page knows. */
export function doneFrom<D extends string>(url: string, known: readonly D[]): D | null {
  const done = new URL(url).searchParams.get('done');
  return (known as readonly string[]).includes(done ?? '') ? (done as D) : null;
}
