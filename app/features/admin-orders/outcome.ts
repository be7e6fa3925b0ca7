/** What the store administration's form actions answer, and the notices shown after a change. */
import type { FieldErrors, FormValues } from '#app/lib/forms.server.ts';
import type { AdminOrdersKey } from './messages.ts';

/** A refused post (4xx, with field errors) or a re-render with one row more or fewer (200). */
export interface FormState {
  /** Which form on the page answered (an order page's intent, a shipping method's id or 'new'). */
  form: string;
  values: FormValues;
  errors: FieldErrors;
  message?: AdminOrdersKey;
  /** Sentences from a check that speaks English only (the rate table's), shown as they are. */
  problems?: string[];
  /** The field to focus after rendering (a new row's first field). */
  focus?: string;
  /** Changes on every answer, so the form renders again from these values. */
  revision: number;
}

export type Outcome = { kind: 'redirect'; to: string } | { kind: 'state'; status: number; state: FormState } | { kind: 'not-found' };

/** Messages shown after a change, carried by `?done=` on the page the change redirects to. */
export const DONE_MESSAGES = [
  'done.paid',
  'done.sent',
  'done.delivered',
  'done.canceled',
  'done.notes',
  'done.couponCreated',
  'done.couponSaved',
  'done.couponDeleted',
  'done.methodCreated',
  'done.methodSaved',
] as const satisfies readonly AdminOrdersKey[];

export type DoneMessage = (typeof DONE_MESSAGES)[number];

export function doneMessage(url: string): DoneMessage | null {
  const done = new URL(url).searchParams.get('done');
  return (DONE_MESSAGES as readonly string[]).includes(done ?? '') ? (done as DoneMessage) : null;
}

export const redirectTo = (to: string): Outcome => ({ kind: 'redirect', to });

export const refused = (form: string, values: FormValues, errors: FieldErrors, extra: Partial<FormState> = {}, status = 400): Outcome => ({
  kind: 'state',
  status,
  state: { form, values, errors, message: 'fixErrors', revision: Date.now(), ...extra },
});

export const rerender = (form: string, values: FormValues, focus?: string): Outcome => ({ kind: 'state', status: 200, state: { form, values, errors: {}, focus, revision: Date.now() } });
