import { describe, expect, it } from 'vitest';
import { cnpjCharacters, formatCnpj, isValidCnpj } from './cnpj.ts';

// Numeric: the Receita's own examples and Banco do Brasil's; alphanumeric: the example of the
// Receita Federal's note on the new format (12.ABC.345/01DE-35).
const VALID = [
  '11.222.333/0001-81',
  '11222333000181',
  '11444777000161',
  '00.000.000/0001-91',
  '12.ABC.345/01DE-35',
  '12ABC34501DE35',
  '12.abc.345/01de-35',
  ' 11 222 333 0001 81 ',
];
const INVALID = [
  '11.222.333/0001-82', // second check digit
  '11.222.333/0001-71', // first check digit
  '12.ABC.345/01DE-36',
  '00.000.000/0000-00', // repeated digits pass the sum but are not issued
  '11111111111111',
  '1122233300018', // 13 characters
  '112223330001811', // 15
  '12.ABC.345/01DE-3A', // check digits are digits
  '11.222.333/0001-81x',
  '11_222_333_0001_81',
  '',
  '529.982.247-25', // a CPF
];

describe('isValidCnpj', () => {
  it.each(VALID)('accepts %j', (cnpj) => expect(isValidCnpj(cnpj)).toBe(true));
  it.each(INVALID)('refuses %j', (cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('cnpjCharacters and formatCnpj', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(cnpjCharacters('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cnpjCharacters(' 11.222.333/0001-81 ')).toBe('11222333000181');
  });
  it('formats with the mask, as far as the number goes', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('112223')).toBe('11.222.3');
  });
});
