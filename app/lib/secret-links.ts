/**
 * Addresses that carry a secret: whoever holds one may act as the person it was mailed to (reset a
 * password, accept an invitation, confirm or stop a subscription, pay, read a certificate). Such
 * an address is never counted as a page view, and the logs keep only its shape. Safe in the browser.
 */

/** Route parameters whose value is a secret (app/routes.ts: `:token`, `:code`, `:ref`). */
export const SECRET_PARAMS = ['token', 'code', 'ref'] as const;

/**
 * Query parameters that carry one: the auth library's mail links and sign-in callbacks, signed
 * downloads. Not `ref`, which in a query names where a visitor came from (`?ref=newsletter`).
 */
const SECRET_QUERY = new Set<string>(['token', 'code', 'signature', 'state']);
export const isSecretQueryParam = (name: string) => SECRET_QUERY.has(name.toLowerCase());

/** Whether a route matched with these parameters, or an address with this query, holds a secret. */
export function carriesSecret(params: Readonly<Record<string, string | undefined>>, search = ''): boolean {
  if (SECRET_PARAMS.some((name) => params[name] !== undefined)) return true;
  for (const name of new URLSearchParams(search).keys()) if (isSecretQueryParam(name)) return true;
  return false;
}
