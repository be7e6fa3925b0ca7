import { APIError } from 'better-auth/api';
import { expect, it } from 'vitest';
import { authErrorCode, providerErrorCode } from './auth-errors.ts';
import { accountMessages } from './messages.ts';

const apiError = (code: string, status: 'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS' = 'BAD_REQUEST') =>
  new APIError(status, { code, message: code });

it('maps Better Auth failures to the spec’s codes; unknown account and wrong password alike', () => {
  expect(authErrorCode(apiError('INVALID_EMAIL_OR_PASSWORD', 'UNAUTHORIZED'))).toBe('invalid-credential');
  expect(authErrorCode(apiError('USER_NOT_FOUND'))).toBe('invalid-credential');
  expect(authErrorCode(apiError('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'))).toBe('email-already-in-use');
  expect(authErrorCode(apiError('EMAIL_NOT_VERIFIED', 'FORBIDDEN'))).toBe('email-not-verified');
  expect(authErrorCode(apiError('BANNED_USER', 'FORBIDDEN'))).toBe('user-disabled');
  expect(authErrorCode(apiError('INVALID_TOKEN'))).toBe('invalid-token');
  expect(authErrorCode(apiError('INVALID_PASSWORD'))).toBe('wrong-password');
  expect(authErrorCode(apiError('SOMETHING_NEW', 'TOO_MANY_REQUESTS'))).toBe('too-many-requests');
  expect(authErrorCode(new Error('boom'))).toBe('unknown');
});

it('has a message in both languages for every code', () => {
  // Every authentication code of spec section 8 (and ours).
  const codes = [
    'email-already-in-use',
    'wrong-password',
    'too-many-requests',
    'invalid-credential',
    'user-disabled',
    'network-request-failed',
    'user-mismatch',
    'unauthorized-domain',
    'popup-blocked',
    'popup-closed-by-user',
    'cancelled-popup-request',
    'invalid-api-key',
    'multi-factor-auth-required',
    'missing-recaptcha-token',
    'email-not-verified',
    'invalid-token',
    'unknown',
  ];
  for (const code of codes) {
    expect(accountMessages.pt[`error.${code}` as keyof typeof accountMessages.pt]).toBeTruthy();
    expect(accountMessages.en[`error.${code}` as keyof typeof accountMessages.en]).toBeTruthy();
  }
});

it('maps errors a provider sends back to the sign-in page', () => {
  expect(providerErrorCode('access_denied')).toBe('popup-closed-by-user');
  expect(providerErrorCode('state_mismatch')).toBe('cancelled-popup-request');
  expect(providerErrorCode('account_not_linked')).toBe('user-mismatch');
  expect(providerErrorCode('something_else')).toBe('unknown');
  expect(providerErrorCode(null)).toBeNull();
});
