import { expect, it } from 'vitest';
import { parseCookies, readCookie, serializeCookie } from './cookies.ts';

it('writes SameSite=Lax cookies, Secure only under https', () => {
  expect(serializeCookie('lang', 'en', { maxAgeSeconds: 10, secure: false })).toBe('lang=en; Path=/; Max-Age=10; SameSite=Lax');
  expect(serializeCookie('lang', 'en', { maxAgeSeconds: 10, secure: true, httpOnly: true })).toContain('; Secure; HttpOnly');
});

it('reads one cookie among many, tolerating bad encoding', () => {
  const request = new Request('http://x/', { headers: { cookie: 'a=1; lang=pt; bad=%E0%A4%A' } });
  expect(readCookie(request, 'lang')).toBe('pt');
  expect(readCookie(request, 'missing')).toBeUndefined();
  expect(readCookie(request, 'bad')).toBeUndefined();
});

it('one parser for the page and the page cache: the first value of a name wins, and a repeat is told', () => {
  const request = new Request('http://x/', { headers: { cookie: 'consent=all; consent=; color-mode=dark; color-mode=' } });
  expect(readCookie(request, 'consent')).toBe('all');
  expect(readCookie(request, 'color-mode')).toBe('dark');
  const parsed = parseCookies('consent=all; consent=necessary');
  expect(parsed.values.get('consent')).toBe('all');
  expect(parsed.repeated).toBe(true);
  expect(parseCookies('consent=all; lang=en').repeated).toBe(false);
  // A name like an object's own properties is only a name.
  expect(parseCookies('__proto__=x; constructor=y').values.get('__proto__')).toBe('x');
});
