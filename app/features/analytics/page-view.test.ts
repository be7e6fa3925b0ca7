import { describe, expect, test } from 'vitest';
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
