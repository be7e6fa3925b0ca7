/**
 * What a form's action answers (decision 0044): a redirect after a change (with a `?done=`
 * notice), or the form again with its field errors and what was typed. A page that does not exist
 * is not an answer: it is `throw notFound()`. `K` is the feature's message keys: errors, `message`
 * and notices are keys of its catalogue. A page with several forms reads `form` to know which answered.
 */
import type { FieldErrors, FormValues } from './forms.ts';

/**
 * `V` is what was typed as the form reads it: its fields by name, or a structured form's own shape
 * (a proposal's lists of authors and chapters).
 */
export interface FormState<K extends string = string, F extends string = string, R = never, V = FormValues> {
  /** Which form on the page answered (one page may hold several: one per status change, per row); a literal `F` lets a page tell its forms' answers apart by type. */
  form: F;
  /** Accepted: `message` is a notice (saved, sent), not a refusal. */
  ok?: true;
  values: V;
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
  /** What an accepted form shows beside its notice (a new key, once). */
  result?: R;
  /** Changes on every answer, so the form renders again from these values. */
  revision: number;
}

export type Outcome<K extends string = string, F extends string = string, R = never, V = FormValues> =
  | { kind: 'redirect'; to: string }
  | { kind: 'state'; status: number; state: FormState<K, F, R, V>; headers?: HeadersInit };

export const redirectTo = (to: string): { kind: 'redirect'; to: string } => ({ kind: 'redirect', to });

/** A refused post: 400 (or `status`) with the form's message (none when the fields say it all) and the field errors, keeping what was typed. */
export function refused<K extends string, F extends string = string, V = FormValues>(
  form: F,
  values: V,
  errors: FieldErrors,
  message: K | undefined,
  extra: Partial<FormState<K, F, never, V>> = {},
  status = 400,
): Outcome<K, F, never, V> {
  return { kind: 'state', status, state: { form, values, errors, ...(message ? { message } : {}), revision: Date.now(), ...extra } };
}

/** The same form drawn again from these values (a row added or removed), nothing refused. */
export function rerender<K extends string, F extends string = string, V = FormValues>(form: F, values: V, focus?: string): Outcome<K, F, never, V> {
  return { kind: 'state', status: 200, state: { form, values, errors: {}, focus, revision: Date.now() } };
}

/**
 * An accepted post answered on the same page (no redirect): 200 with its notice (none when the page
 * drawn again says it all: a bookmark in the list), keeping `values` when the form stays.
 */
export function done<K extends string, F extends string = string, R = never, V = FormValues>(
  form: F,
  message: K | undefined,
  extra: Partial<FormState<K, F, R, V>> = {},
): Outcome<K, F, R, V> {
  // Nothing typed is kept unless `extra` says so (a structured form passes its own values).
  return {
    kind: 'state',
    status: 200,
    state: { form, ok: true, values: {} as V, errors: {}, ...(message ? { message } : {}), revision: Date.now(), ...extra },
  };
}

/** The same outcome with headers on its answer (a refusal's Retry-After, a changed password's session cookies). */
export function withHeaders<K extends string, F extends string, R, V>(outcome: Outcome<K, F, R, V>, headers: HeadersInit): Outcome<K, F, R, V> {
  return outcome.kind === 'state' ? { ...outcome, headers } : outcome;
}

/** The notice a change redirected with (`?done=`), when it is one the page knows. */
export function doneFrom<D extends string>(url: string, known: readonly D[]): D | null {
  const done = new URL(url).searchParams.get('done');
  return (known as readonly string[]).includes(done ?? '') ? (done as D) : null;
}
