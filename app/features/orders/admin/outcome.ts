/** The store administration's form answers (the admin's shared shape, with this feature's messages) and its notices. */
import { doneFrom, refused as refusedWith, type FormState as AdminFormState, type Outcome as AdminOutcome } from '#app/lib/form-outcome.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import type { AdminOrdersKey } from './messages.ts';

export { redirectTo, rerender } from '#app/lib/form-outcome.ts';

export type FormState = AdminFormState<AdminOrdersKey>;
export type Outcome = AdminOutcome<AdminOrdersKey>;

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

export const doneMessage = (url: string): DoneMessage | null => doneFrom(url, DONE_MESSAGES);

/** A refused post: "fix the marked fields" unless `extra` names another message. */
export const refused = (form: string, values: FormValues, errors: FieldErrors, extra: Partial<FormState> = {}, status = 400): Outcome =>
  refusedWith<AdminOrdersKey>(form, values, errors, 'fixErrors', extra, status);
