import { describe, expect, it } from 'vitest';
import { isValidIsbn13, isValidIssn, isValidOrcid } from './identifiers.ts';
import { normalizeDoi, normalizeIssn, normalizeOrcid, slugify } from './identifiers.ts';
import { decimalAmount, moneyInput, parseMoney } from './money.ts';

describe('identifiers', () => {
  it('checks ISBN-13 check digits, with or without hyphens', () => {
    expect(isValidIsbn13('978-3-16-148410-0')).toBe(true);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('978 0 306 40615 7')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('0306406152')).toBe(false); // ISBN-10
    expect(isValidIsbn13('9770306406157')).toBe(false); // not a book prefix
  });

  it('checks ISSN check characters, including X', () => {
    expect(isValidIssn('0317-8471')).toBe(true);
    expect(isValidIssn('2049-3630')).toBe(true);
    expect(isValidIssn('0000-006X')).toBe(true);
    expect(isValidIssn('0317-8472')).toBe(false);
    expect(normalizeIssn('03178471')).toBe('0317-8471');
  });

  it('checks ORCID iDs (ISO 7064 11,2) and accepts a pasted link', () => {
    expect(isValidOrcid('0000-0002-1825-0097')).toBe(true);
    expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
    expect(isValidOrcid('https://orcid.org/0000-0001-5109-3700')).toBe(true);
    expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    expect(normalizeOrcid('https://orcid.org/000000021694233x')).toBe('0000-0002-1694-233X');
  });

  it('accepts DOIs as 10.xxxx/… and strips link prefixes', () => {
    expect(normalizeDoi('10.1000/182')).toBe('10.1000/182');
    expect(normalizeDoi('https://doi.org/10.99999/ipe.2024.1')).toBe('10.99999/ipe.2024.1');
    expect(normalizeDoi('doi: 10.1234/abc')).toBe('10.1234/abc');
    expect(normalizeDoi('11.1000/182')).toBeUndefined();
    expect(normalizeDoi('10.12/x')).toBeUndefined();
    expect(normalizeDoi('  ')).toBeUndefined();
    expect(normalizeDoi(null)).toBeUndefined();
    expect(normalizeDoi('http://dx.doi.org/10.1234/abc')).toBe('10.1234/abc');
  });

  it('reads money typed either way and gives cents', () => {
    expect(parseMoney('250,00')).toBe(25000);
    expect(parseMoney('250.00')).toBe(25000);
    expect(parseMoney('250')).toBe(25000);
    expect(parseMoney('0,3')).toBe(30);
    expect(parseMoney('R$ 1.234,56')).toBe(123456);
    expect(parseMoney('1,234.56')).toBe(123456);
    expect(parseMoney('12,345')).toBe(1234500);
    expect(parseMoney('1.234.56')).toBeNull();
    expect(parseMoney('12,345.678')).toBeNull();
    expect(parseMoney('1.234.567,8')).toBe(123456780);
    expect(parseMoney('-5')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('2,5,0')).toBeNull();
    expect(moneyInput(25000, 'pt')).toBe('250,00');
    expect(moneyInput(30, 'en')).toBe('0.30');
    // The one way cents become decimals (feeds, JSON-LD, payment APIs): in integers, never "0.30000000000000004".
    expect(decimalAmount(123456)).toBe('1234.56');
    expect(decimalAmount(30)).toBe('0.30');
    expect(decimalAmount(-5)).toBe('-0.05');
    expect(decimalAmount(100_000_000)).toBe('1000000.00');
  });

  it('suggests slugs from titles without accents', () => {
    expect(slugify('Design de Serviços: Fundamentos & Práticas')).toBe('design-de-servicos-fundamentos-praticas');
    expect(slugify('  Educação — 2ª edição ')).toBe('educacao-2a-edicao');
    expect(slugify('a'.repeat(50) + ' ' + 'b'.repeat(50)).length).toBeLessThanOrEqual(80);
  });
});
