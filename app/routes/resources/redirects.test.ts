/** Every redirect a request can choose goes through the one rule (lib/safe-redirect.ts). */
import { expect, it } from 'vitest';
import { formRequest, routeArgs } from '#app/test/route-args.ts';
import { action as consent } from './consent.ts';
import { loader as language } from './language.ts';

function location(response: Response): string | null {
  return response.headers.get('Location');
}

it.each([
  ['/en//evil.example', 'pt', '/'],
  ['/\t/evil.example', 'en', '/en'],
  ['/catalog?q=1', 'en', '/en/catalog?q=1'],
  ['/en/catalog', 'pt', '/catalog'],
])('the language switch from %j to %s goes to %j', (next, locale, expected) => {
  const request = new Request(`http://localhost:3000/language/${locale}?next=${encodeURIComponent(next)}`);
  const response = language(routeArgs(request, { locale }));
  expect(location(response)).toBe(expected);
});

it.each([
  ['/.//evil.example', '/'],
  ['/privacy#cookie-preferences', '/privacy#cookie-preferences'],
])('the cookie choice returns from %j to %j', async (next, expected) => {
  const response = await consent(routeArgs(formRequest('/consent', { consent: 'all', next })));
  expect(location(response as Response)).toBe(expected);
});
