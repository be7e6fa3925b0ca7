/**
 * Which of Better Auth's own endpoints (/api/auth/*) a browser may reach. Every form (sign-up,
 * sign-in, reset, two-factor, profile) goes through our pages, which apply the site's rate
 * limits, bot check, password and length rules, then call the library on the server. What is
 * left open is what mails and providers send people to: the links in account mails and the
 * social sign-in callbacks, all GET, all carrying a single-use token or OAuth state.
 */
import { AUTH_BASE_PATH } from './auth-options.ts';

const OPEN = [/^\/verify-email$/, /^\/magic-link\/verify$/, /^\/callback\/[a-z]+$/, /^\/error$/];

export function isOpenAuthEndpoint(method: string, path: string): boolean {
  if (method !== 'GET' || !path.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const rest = path.slice(AUTH_BASE_PATH.length);
  return OPEN.some((pattern) => pattern.test(rest));
}

/** Mail links and callbacks per address and window: far more than a person follows, far fewer than a guesser needs. */
export const AUTH_LINK_LIMIT = { limit: 30, windowSeconds: 600 };
