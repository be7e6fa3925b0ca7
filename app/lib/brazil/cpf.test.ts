import { describe, expect, it } from 'vitest';
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts';

// The numbers its assertions use in the test suite of @brazilian-utils/brazilian-utils:
// github.com/brazilian-utils/javascript, src/is-valid-cpf/is-valid-cpf.test.ts (its benchmarks'
// "valid" 15503516030 fails its own check digit and is not used). Its property tests also accept
// "/" as a separator; we do not, since no CPF mask has one.
const VALID = ['40364478829', '962.718.458-60', '123 456 789 09', ' 12345678909', '12345678909 ', '28001238938', '280.012.389-38'];
const INVALID = ['11257245286', '40364478837', '123456', '', 'abcabcabcde', 'foo391.838.38test0-66', '!40364478829', '40364478829!'];

describe('isValidCpf', () => {
  it.each(VALID)('accepts %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(INVALID)('refuses %j', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('accepts the same number masked and unmasked', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('12345678909')).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('123.456.789-19')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('40364478828')).toBe(false);
  });

  it('refuses the ten repeated-digit sequences, though their check digits add up', () => {
    for (let digit = 0; digit <= 9; digit++) {
      const cpf = String(digit).repeat(11);
      expect(isValidCpf(cpf), cpf).toBe(false);
      expect(isValidCpf(formatCpf(cpf)), formatCpf(cpf)).toBe(false);
    }
  });

  it('refuses 10 and 12 digits (no zero padding, no extra digit)', () => {
    expect(isValidCpf('0403644788')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('123456789090')).toBe(false);
    expect(isValidCpf('123.456.789-090')).toBe(false);
  });

  it('refuses letters and separators that are not part of the mask', () => {
    expect(isValidCpf('123.456.789-0a')).toBe(false);
    expect(isValidCpf('a12345678909')).toBe(false);
    expect(isValidCpf('123/456/789-09')).toBe(false);
    expect(isValidCpf('123.456.789_09')).toBe(false);
    expect(isValidCpf('１２３４５６７８９０９')).toBe(false); // full-width digits
  });
});

describe('cpfDigits', () => {
  it('keeps only the digits', () => {
    expect(cpfDigits('123.456.789-09')).toBe('12345678909');
    expect(cpfDigits(' 123 456 789 09 ')).toBe('12345678909');
    expect(cpfDigits('abc')).toBe('');
  });
});

describe('formatCpf', () => {
  it('masks 11 digits, whatever the input looked like', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf(' 123 456 789 09')).toBe('123.456.789-09');
  });

  it('formats a partial number as far as it goes and drops extra digits', () => {
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('123')).toBe('123');
    expect(formatCpf('123456789091234')).toBe('123.456.789-09');
  });
});
