import { expect, it } from 'vitest';
import { isOpenAuthEndpoint } from './front-door.ts';

it.each([
  ['GET', '/api/auth/verify-email'],
  ['GET', '/api/auth/magic-link/verify'],
  ['GET', '/api/auth/callback/google'],
  ['GET', '/api/auth/error'],
])('keeps %s %s open (mail links, provider callbacks)', (method, path) => {
  expect(isOpenAuthEndpoint(method, path)).toBe(true);
});

it.each([
  ['POST', '/api/auth/sign-up/email'],
  ['POST', '/api/auth/sign-in/email'],
  ['POST', '/api/auth/request-password-reset'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/auth/update-user'],
  ['POST', '/api/auth/sign-in/magic-link'],
  ['POST', '/api/auth/two-factor/verify-totp'],
  ['POST', '/api/auth/admin/set-role'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/api/auth/list-sessions'],
  ['GET', '/api/auth/reset-password/abc'],
  ['GET', '/api/auth/ok'],
  ['POST', '/api/auth/verify-email'],
  ['GET', '/api/auth/verify-email/x'],
  ['GET', '/api/auth/callback/../sign-up'],
])('closes %s %s (our pages do that, with our rules)', (method, path) => {
  expect(isOpenAuthEndpoint(method, path)).toBe(false);
});
