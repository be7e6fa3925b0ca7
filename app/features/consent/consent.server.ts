import { config } from '#app/lib/config.server.ts';
import { readCookie, serializeCookie, YEAR_SECONDS } from '#app/lib/cookies.ts';
import { CONSENT_COOKIE, parseConsent, type Consent } from './consent.ts';

export function readConsent(request: Request): Consent | null {
  return parseConsent(readCookie(request, CONSENT_COOKIE));
}

/** The choice is itself a necessary cookie: without it the banner would return on every page. */
export function consentCookie(consent: Consent): string {
  return serializeCookie(CONSENT_COOKIE, consent, { maxAgeSeconds: YEAR_SECONDS, secure: config().https });
}
