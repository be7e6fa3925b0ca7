/**
 * What an account form's action answers (decision 0044): the one FormState, named by its form,
 * the sign-in's refusals as their sentence ("error.<code>", with the minutes to wait), and a
 * two-factor enrolment's QR code and backup codes as its result.
 */
import type { KeyOf } from '#app/i18n/messages.ts';
import { done, refused, type FormState, type Outcome } from '#app/lib/form-outcome.ts';
import type { FieldErrors, FormValues } from '#app/lib/forms.ts';
import type { AuthErrorCode } from './auth-errors.ts';
import type { accountMessages } from './messages.ts';
import type { Enrolment } from './two-factor.server.ts';

export type AccountKey = KeyOf<typeof accountMessages>;

/** The sign-in pages' forms, and the account page's (its `intent`; 'account' for one it does not know). */
export type AccountFormName =
  | 'login'
  | 'link'
  | 'register'
  | 'recover'
  | 'reset'
  | 'code'
  | 'profile'
  | 'password'
  | 'revoke-session'
  | 'photo'
  | 'email'
  | '2fa-start'
  | '2fa-confirm'
  | '2fa-disable'
  | 'delete'
  | 'account';

export type AccountFormState = FormState<AccountKey, AccountFormName, { enrolment: Enrolment }>;
export type AccountOutcome = Outcome<AccountKey, AccountFormName, { enrolment: Enrolment }>;

/** Fields refused: each message under its field, "check the highlighted fields" above the form. */
export const fieldsRefused = (form: AccountFormName, errors: FieldErrors, values: FormValues = {}, status = 400): AccountOutcome =>
  refused<AccountKey, AccountFormName>(form, values, errors, 'fixErrors', {}, status);

/** Refused for one of the sign-in's reasons (a wrong password, too many tries): its sentence, with the minutes to wait. */
export const authRefused = (
  form: AccountFormName,
  code: AuthErrorCode,
  status: number,
  { retryAfter, values = {} }: { retryAfter?: number; values?: FormValues } = {},
): AccountOutcome =>
  refused<AccountKey, AccountFormName>(form, values, {}, `error.${code}`, { params: { minutes: Math.ceil((retryAfter ?? 60) / 60) } }, status);

/** Accepted, answered on the page with its notice. */
export const accountDone = (form: AccountFormName, message: AccountKey, params?: Record<string, string>): AccountOutcome =>
  done<AccountKey, AccountFormName, { enrolment: Enrolment }>(form, message, params ? { params } : {});
