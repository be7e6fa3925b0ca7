import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryCode, countryName, countryOptions } from './countries.ts';

describe('countries (ISO 3166-1 alpha-2)', () => {
  it('holds every assigned code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('reads a name in Portuguese, English or Spanish, case and accents aside', () => {
    expect(countryCode('Brasil')).toBe('BR');
    expect(countryCode('brazil')).toBe('BR');
    expect(countryCode('Cuba')).toBe('CU');
    expect(countryCode('México')).toBe('MX');
    expect(countryCode('MEXICO')).toBe('MX');
    expect(countryCode('Colombia')).toBe('CO');
    expect(countryCode('Colômbia')).toBe('CO');
    expect(countryCode('Alemanha')).toBe('DE');
    expect(countryCode('Alemania')).toBe('DE');
    expect(countryCode('Moçambique')).toBe('MZ');
    expect(countryCode('Mozambique')).toBe('MZ');
    expect(countryCode('Cabo Verde')).toBe('CV');
    expect(countryCode('Timor-Leste')).toBe('TL');
    expect(countryCode('Países Baixos')).toBe('NL');
    expect(countryCode('  japão ')).toBe('JP');
    expect(countryCode('Guinea-Bissau')).toBe('GW');
  });

  it('reads a code, and the short forms authors write', () => {
    expect(countryCode('br')).toBe('BR');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('EUA')).toBe('US');
    expect(countryCode('UK')).toBe('GB');
    expect(countryCode('Inglaterra')).toBe('GB');
  });

  it('knows when it knows none', () => {
    expect(countryCode('Atlântida')).toBeNull();
    expect(countryCode('')).toBeNull();
    expect(countryCode(null)).toBeNull();
    expect(countryCode('EU')).toBeNull();
  });

  it("names each country in the page's language, and lists them sorted by it", () => {
    expect(countryName('DE', 'pt')).toBe('Alemanha');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'es')).toBe('Alemania');
    const options = countryOptions('pt');
    expect(options).toHaveLength(249);
    expect(options[0]!.name).toBe('Afeganistão');
    expect(options.find((o) => o.code === 'BR')!.name).toBe('Brasil');
  });
});
