/**
 * The one rule for every redirect target a request can choose (after sign-in, the language
 * switch, consent, the guest guard): a path on this site, or the fallback.
 *
 * Browsers read far more as "another host" than a leading "//": tabs and newlines are dropped
 * ("/\t/evil"), backslashes count as slashes ("/\evil"), and a path is normalised after the
 * check ("/.//evil", "/en//evil" once the language prefix goes). So the target is refused when
 * it holds a control character, a backslash, an encoded slash or backslash, or an empty path
 * segment, and it must still be a same-origin path once the WHATWG URL parser (what browsers
 * use) has read it.
 */
const PROBE_ORIGIN = 'http://redirect.invalid';
const MAX_LENGTH = 2048;

export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value) || /%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  const parsed = URL.parse(value, PROBE_ORIGIN);
  if (!parsed || parsed.origin !== PROBE_ORIGIN) return fallback;
  const path = parsed.pathname + parsed.search + parsed.hash;
  if (parsed.pathname.includes('//') || !path.startsWith('/')) return fallback;
  return path;
}
