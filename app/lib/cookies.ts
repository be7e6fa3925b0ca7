/**
 * Reading and writing the few plain cookies the site keeps (language, consent, colour mode, cart).
 * One parser for every reader: a page and the shared page cache's key must see the same value,
 * or a request could store a page built for one choice under the key of another.
 */

/**
 * The cookies of a Cookie header by name, each with its first value (the one the page reads; a
 * browser sends the most specific cookie first), and whether any name came more than once (such a
 * request is never stored in the shared cache). A value that cannot be decoded reads as absent.
 */
export function parseCookies(header: string | null | undefined): { values: Map<string, string | undefined>; repeated: boolean } {
  const values = new Map<string, string | undefined>();
  let repeated = false;
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    const name = (index > 0 ? part.slice(0, index) : part).trim();
    if (!name) continue;
    if (values.has(name)) {
      repeated = true;
      continue;
    }
    const raw = index > 0 ? part.slice(index + 1).trim() : '';
    let value: string | undefined;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = undefined;
    }
    values.set(name, value);
  }
  return { values, repeated };
}

export function readCookie(request: Request, name: string): string | undefined {
  return parseCookies(request.headers.get('cookie')).values.get(name);
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, httpOnly = false }: CookieOptions): string {
  return [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'SameSite=Lax', secure ? 'Secure' : '', httpOnly ? 'HttpOnly' : '']
    .filter(Boolean)
    .join('; ');
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;
