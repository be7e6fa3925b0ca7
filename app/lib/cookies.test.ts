import { expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

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
