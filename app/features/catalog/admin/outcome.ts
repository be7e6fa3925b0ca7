/** What a catalog form action answers, and the messages a page shows after a change. */
import type { FieldErrors, FormValues } from '#app/lib/form-values.ts';
import type { AdminCatalogKey } from './messages.ts';

/** A refused post (400, with field errors) or a re-render with one more / one fewer row (200). */
export interface FormState {
  values: FormValues;
  errors: FieldErrors;
  message?: AdminCatalogKey;
  /** The field to focus after rendering (a new row's first field). */
  focus?: string;
  /** Changes on every answer, so the form re-renders from these values. */
  revision: number;
}

export type Outcome = { kind: 'redirect'; to: string } | { kind: 'state'; status: number; state: FormState } | { kind: 'not-found' };

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
  'articleDeleted',
  'articleMoved',
  'eventSaved',
  'eventDeleted',
] as const satisfies readonly AdminCatalogKey[];

export type DoneMessage = (typeof DONE_MESSAGES)[number];

export function doneMessage(url: string): DoneMessage | null {
  const done = new URL(url).searchParams.get('done');
  return (DONE_MESSAGES as readonly string[]).includes(done ?? '') ? (done as DoneMessage) : null;
}

export const refused = (values: FormValues, errors: FieldErrors, status = 400): Outcome => ({
  kind: 'state',
  status,
  state: { values, errors, message: 'fixErrors', revision: Date.now() },
});

export const rerender = (values: FormValues, focus?: string): Outcome => ({ kind: 'state', status: 200, state: { values, errors: {}, focus, revision: Date.now() } });

export const redirectTo = (to: string): Outcome => ({ kind: 'redirect', to });
