import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import { localeFromAcceptLanguage, localeFromPath, localizePath, stripLocale, switchLocale } from './locales.ts';

describe('locale paths', () => {
  it('reads the locale from the path: /en and below is English, everything else Portuguese', () => {
    expect(localeFromPath('/')).toBe('pt');
    expect(localeFromPath('/about-us')).toBe('pt');
    expect(localeFromPath('/en')).toBe('en');
    expect(localeFromPath('/en/about-us')).toBe('en');
    expect(localeFromPath('/english-books')).toBe('pt');
  });

  it('strips and adds the prefix', () => {
    expect(stripLocale('/en/about-us')).toBe('/about-us');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/faq')).toBe('/faq');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/faq', 'en')).toBe('/en/faq');
    expect(localizePath('/faq', 'pt')).toBe('/faq');
  });

  it('switches a page to the other language keeping query and hash', () => {
    expect(switchLocale('/faq?q=1#buying', 'en')).toBe('/en/faq?q=1#buying');
    expect(switchLocale('/en/faq#buying', 'pt')).toBe('/faq#buying');
    expect(switchLocale('/en', 'pt')).toBe('/');
  });

  it('picks the best supported language from Accept-Language', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.5,pt;q=0.7')).toBe('pt');
    expect(localeFromAcceptLanguage('de-DE')).toBeNull();
    expect(localeFromAcceptLanguage('en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});

describe('formatting', () => {
  it('formats money from integer cents', () => {
    expect(formatMoney(123456, 'BRL', 'pt')).toBe('R$ 1.234,56');
    expect(formatMoney(4990, 'USD', 'en')).toBe('$49.90');
    expect(formatMoney(25000, 'BRL', 'en')).toBe('R$250.00');
  });

  it('formats numbers and dates per language; a calendar date stays that day', () => {
    expect(formatNumber(1234567.5, 'pt')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatDate('2023-05-08', 'pt')).toBe('8 de maio de 2023');
    expect(formatDate('2023-05-08', 'en')).toBe('May 8, 2023');
  });
});
