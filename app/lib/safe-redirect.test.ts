import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/en/faq?x=1', '/en/faq?x=1'],
    ['/book/a-b#notes', '/book/a-b#notes'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
    ['/account', '/account'],
    // Dot segments resolve to a path on this site, as the browser would go.
    ['/./%2e/evil.example', '/evil.example'],
  ])('keeps the site path %j', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback')).toBe(expected);
  });

  // Each of these is read by some browser as another host, a script, or a different page.
  it.each([
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5c/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/.//evil.example',
    '/..//evil.example',
    '/.%2f/evil.example',
    '/en//evil.example',
    '/a\u0000b',
    '/a\u007fb',
    'https://evil.example',
    'http:/evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null, '/en')).toBe('/en');
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/a'])).toBe('/');
  });
});
