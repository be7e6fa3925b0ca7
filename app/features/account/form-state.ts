import type { AuthErrorCode } from './auth-errors.ts';

/** What an account form's action answers; the page renders it. */
export type AccountFormState =
  | { status: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { status: 'error'; code: AuthErrorCode; minutes?: number; values?: Record<string, string> }
  | { status: 'done'; message: string; email?: string }
  | undefined;
