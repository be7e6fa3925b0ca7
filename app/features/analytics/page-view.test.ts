import { describe, expect, test } from 'vitest';
import { parsePeriod } from './period.ts';
import { canonicalPath, deviceClass, languageOf, referrerHost } from './page-view.ts';

describe('what a page view says', () => {
  test('the canonical path keeps only the parameters that name content, in a fixed order', () => {
    expect(canonicalPath('/catalog', '?q=design+de+serviços&subject=design&page=2&type=book')).toBe('/catalog?type=book&subject=design');
    expect(canonicalPath('/en/blog/', '?utm_source=x')).toBe('/en/blog');
    expect(canonicalPath('/', '')).toBe('/');
    expect(canonicalPath('/catalog', '?subject=<script>')).toBe('/catalog');
  });

  test('a device is a class of screen width; a language its primary subtag', () => {
    expect([390, 800, 1440].map(deviceClass)).toEqual(['phone', 'tablet', 'desktop']);
    expect([languageOf('pt-BR'), languageOf('EN'), languageOf('x-klingon-1'), languageOf(undefined)]).toEqual(['pt', 'en', '', '']);
  });

  test('a referrer is another site’s host, never our own, never a full address', () => {
    expect(referrerHost('https://www.google.com/search?q=livro', 'editora.example')).toBe('google.com');
    expect(referrerHost('https://editora.example/catalog', 'editora.example')).toBe('');
    expect(referrerHost('http://localhost:3210/', 'localhost:3210')).toBe('');
    expect(referrerHost('android-app://com.slack', 'editora.example')).toBe('');
    expect(referrerHost('', 'editora.example')).toBe('');
  });
});

describe('the dashboard’s period', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  test('a preset ends today; the previous period has the same length just before', () => {
    expect(parsePeriod(new URLSearchParams('days=7'), now)).toEqual({
      current: { from: '2026-11-23', to: '2026-11-29', days: 7 },
      previous: { from: '2026-11-16', to: '2026-11-22', days: 7 },
      preset: 7,
      invalid: false,
    });
    expect(parsePeriod(new URLSearchParams(''), now)).toMatchObject({ preset: 30, invalid: false, current: { days: 30 } });
  });

  test('two dates, the end kept to today; bad dates fall back to 30 days and say so', () => {
    expect(parsePeriod(new URLSearchParams('from=2026-10-01&to=2027-01-01'), now)).toMatchObject({
      current: { from: '2026-10-01', to: '2026-11-29', days: 60 },
      previous: { from: '2026-08-02', to: '2026-09-30' },
      preset: null,
    });
    expect(parsePeriod(new URLSearchParams('from=2026-11-20&to=2026-11-01'), now)).toMatchObject({ preset: 30, invalid: true });
    expect(parsePeriod(new URLSearchParams('from=ontem&to=hoje'), now)).toMatchObject({ preset: 30, invalid: true });
  });
});
