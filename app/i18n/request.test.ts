import { expect, it } from 'vitest';
import { pagePath, requestLocale } from './request.ts';

const at = (path: string) => new Request(`http://localhost:3000${path}`);

it('reads the locale of the page a route data request is for: /en.data is the English home', () => {
  expect(requestLocale(at('/en.data?_routes=routes%2Fhome'))).toBe('en');
  expect(requestLocale(at('/en'))).toBe('en');
  expect(requestLocale(at('/en/book/x.data'))).toBe('en');
  expect(requestLocale(at('/_root.data'))).toBe('pt');
  expect(requestLocale(at('/english.data'))).toBe('pt');
  expect(pagePath('/_root.data')).toBe('/');
  expect(pagePath('/en.data')).toBe('/en');
  expect(pagePath('/catalog')).toBe('/catalog');
});
