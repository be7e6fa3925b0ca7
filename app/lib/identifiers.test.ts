import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, isValidIsbn13, isValidIssn, isValidOrcid, issnCheckDigit, orcidCheckDigit } from './identifiers.ts';

describe('identifier check digits', () => {
  it('ISBN-13', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(isValidIsbn13('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn13('123-0-306-40615-7')).toBe(false);
    expect(isValidIsbn13('978-0-306-4061')).toBe(false);
  });

  it('ISSN, including the X check', () => {
    expect(issnCheckDigit('0317847')).toBe('1');
    expect(isValidIssn('0317-8471')).toBe(true);
    expect(isValidIssn('2434-561X')).toBe(true);
    expect(isValidIssn('0317-8472')).toBe(false);
    expect(isValidIssn('03178471')).toBe(true);
    expect(isValidIssn('0317847')).toBe(false);
  });

  it('ORCID iD, including the X check', () => {
    expect(orcidCheckDigit('000000021825009')).toBe('7');
    expect(isValidOrcid('0000-0002-1825-0097')).toBe(true);
    expect(isValidOrcid('0000-0002-1694-233X')).toBe(true);
    expect(isValidOrcid('0000-0002-1825-0098')).toBe(false);
    expect(isValidOrcid('0000-0002-1825-009')).toBe(false);
  });
});
