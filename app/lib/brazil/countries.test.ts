import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import { countryLabel, countryName, countryOptions } from './country-names.server.ts';

describe('COUNTRY_CODES', () => {
  it('has the 249 ISO 3166-1 alpha-2 codes, once each, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes Brazil, Portugal and the territories', () => {
    for (const code of ['BR', 'PT', 'AO', 'MZ', 'US', 'GB', 'AQ', 'AX', 'BQ', 'SS', 'UM', 'ZW']) expect(COUNTRY_CODES).toContain(code);
  });
});

describe('isCountryCode', () => {
  it('accepts a code of the list', () => {
    expect(isCountryCode('BR')).toBe(true);
    expect(isCountryCode('GB')).toBe(true);
  });

  it('refuses unknown, reserved and user-assigned codes, lower case and names', () => {
    for (const value of ['', 'ZZ', 'XK', 'UK', 'EU', 'AC', 'br', 'Br', 'BRA', 'Brasil', ' BR']) {
      expect(isCountryCode(value), value).toBe(false);
    }
  });
});

describe('countryName', () => {
  it('names countries in Portuguese and English', () => {
    expect(countryName('BR', 'pt')).toBe('Brasil');
    expect(countryName('BR', 'en')).toBe('Brazil');
    expect(countryName('DE', 'pt')).toBe('Alemanha');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('US', 'pt')).toBe('Estados Unidos');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
  });

  it('has a name, not just the code, for every country in both languages', () => {
    for (const code of COUNTRY_CODES) {
      expect(countryName(code, 'pt'), code).not.toBe(code);
      expect(countryName(code, 'en'), code).not.toBe(code);
    }
  });

  it('names a stored country, or says what is stored when it is not a code', () => {
    expect(countryLabel('PT', 'en')).toBe('Portugal');
    expect(countryLabel('Atlantis', 'pt')).toBe('Atlantis');
  });
});

describe('countryOptions', () => {
  it('lists every country once with Brazil first', () => {
    for (const locale of ['pt', 'en'] as const) {
      const options = countryOptions(locale);
      expect(options).toHaveLength(249);
      expect(new Set(options.map((option) => option.code)).size).toBe(249);
      expect(options[0]).toEqual({ code: 'BR', name: countryName('BR', locale) });
    }
  });

  it('sorts the others by name in the locale', () => {
    for (const [locale, tag] of [
      ['pt', 'pt-BR'],
      ['en', 'en-US'],
    ] as const) {
      const names = countryOptions(locale)
        .slice(1)
        .map((option) => option.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, tag)));
    }
    const pt = countryOptions('pt').map((option) => option.name);
    // Accented names sort with their letter, not after Z.
    expect(pt.indexOf('Áustria')).toBeGreaterThan(pt.indexOf('Austrália'));
    expect(pt.indexOf('Áustria')).toBeLessThan(pt.indexOf('Azerbaijão'));
    expect(countryOptions('en')[1]?.name).toBe('Afghanistan');
  });

  it('gives each caller its own list', () => {
    const first = countryOptions('en');
    first.pop();
    first[0]!.name = 'changed';
    expect(countryOptions('en')).toHaveLength(249);
    expect(countryOptions('en')[0]?.name).toBe('Brazil');
  });
});
