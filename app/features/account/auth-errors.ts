/**
 * Every failure of an account flow becomes one of the spec's authentication codes (section 8),
 * each with a message in both languages (messages.ts, "error.<code>").
 */
export type AuthErrorCode =
  | 'invalid-credential'
  | 'email-already-in-use'
  | 'email-not-verified'
  | 'user-disabled'
  | 'too-many-requests'
  | 'invalid-token'
  | 'wrong-password'
  | 'network-request-failed'
  | 'multi-factor-auth-required'
  | 'missing-recaptcha-token'
  | 'user-mismatch'
  | 'unauthorized-domain'
  | 'popup-blocked'
  | 'popup-closed-by-user'
  | 'cancelled-popup-request'
  | 'invalid-api-key'
  | 'unknown';

const byBetterAuthCode: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid-credential',
  USER_NOT_FOUND: 'invalid-credential', // the same answer as a wrong password: no account enumeration
  INVALID_EMAIL: 'invalid-credential',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid-credential',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
  EMAIL_NOT_VERIFIED: 'email-not-verified',
  BANNED_USER: 'user-disabled',
  TOO_MANY_REQUESTS: 'too-many-requests',
  INVALID_TOKEN: 'invalid-token',
  TOKEN_EXPIRED: 'invalid-token',
  INVALID_PASSWORD: 'wrong-password',
};

/**
 * Errors of a sign-in with a provider arrive as ?error= on the sign-in page (Better Auth's
 * callback). We sign in by redirect, not in a popup, so the spec's popup codes stand for the
 * same situations: the person cancelled at the provider, or the round trip was interrupted.
 */
const byProviderError: Record<string, AuthErrorCode> = {
  access_denied: 'popup-closed-by-user',
  state_mismatch: 'cancelled-popup-request',
  state_not_found: 'cancelled-popup-request',
  please_restart_the_process: 'cancelled-popup-request',
  no_code: 'cancelled-popup-request',
  invalid_callback_request: 'cancelled-popup-request',
  account_not_linked: 'user-mismatch',
  unable_to_link_account: 'user-mismatch',
  "email_doesn't_match": 'user-mismatch',
  invalid_callbackurl: 'unauthorized-domain',
  invalid_client: 'invalid-api-key',
  oauth_provider_not_found: 'invalid-api-key',
  unable_to_get_user_info: 'network-request-failed',
  email_not_found: 'invalid-credential',
  banned: 'user-disabled',
};

export function providerErrorCode(error: string | null): AuthErrorCode | null {
  if (!error) return null;
  return byProviderError[error.toLowerCase()] ?? 'unknown';
}

export function authErrorCode(error: unknown): AuthErrorCode {
  const body = (error as { body?: { code?: string } } | null)?.body;
  const status = (error as { statusCode?: number; status?: number } | null)?.statusCode;
  if (body?.code && byBetterAuthCode[body.code]) return byBetterAuthCode[body.code]!;
  if (status === 429) return 'too-many-requests';
  return 'unknown';
}
