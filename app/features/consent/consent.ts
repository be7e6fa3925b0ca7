export type Consent = 'all' | 'necessary';

export const CONSENT_COOKIE = 'consent';

export function parseConsent(value: unknown): Consent | null {
  return value === 'all' || value === 'necessary' ? value : null;
}
