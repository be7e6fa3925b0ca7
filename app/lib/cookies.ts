/** Reading and writing the few plain cookies the site keeps (language, consent). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Every cookie of a Cookie header by name (a value that cannot be decoded is kept as sent). */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    const name = (index > 0 ? part.slice(0, index) : part).trim();
    if (!name) continue;
    const raw = index > 0 ? part.slice(index + 1).trim() : '';
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
}

export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, httpOnly = false }: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    secure ? 'Secure' : '',
    httpOnly ? 'HttpOnly' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;
