import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, type BrazilStateCode } from './states.ts';
import { cepBelongsToState, cepDigits, formatCep, isValidCep, stateOfCep } from './cep.ts';

describe('isValidCep', () => {
  it('accepts 8 digits, masked or not', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep(' 70040-010 ')).toBe(true);
  });

  it('refuses other lengths, other separators, letters and 00000-000', () => {
    for (const cep of ['', '0131010', '013101000', '0131-0100', '01310 100', '01.310-100', '01310-10a', 'abcde-fgh', '00000-000', '00000000']) {
      expect(isValidCep(cep), cep).toBe(false);
    }
  });
});

describe('cepDigits and formatCep', () => {
  it('strips and adds the mask', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('0131010099')).toBe('01310-100');
  });
});

// The first and last CEP of each state's range (Correios "Faixa de CEP" by UF).
const RANGES: [BrazilStateCode, string, string][] = [
  ['SP', '01000-000', '19999-999'],
  ['RJ', '20000-000', '28999-999'],
  ['ES', '29000-000', '29999-999'],
  ['MG', '30000-000', '39999-999'],
  ['BA', '40000-000', '48999-999'],
  ['SE', '49000-000', '49999-999'],
  ['PE', '50000-000', '56999-999'],
  ['AL', '57000-000', '57999-999'],
  ['PB', '58000-000', '58999-999'],
  ['RN', '59000-000', '59999-999'],
  ['CE', '60000-000', '63999-999'],
  ['PI', '64000-000', '64999-999'],
  ['MA', '65000-000', '65999-999'],
  ['PA', '66000-000', '68899-999'],
  ['AP', '68900-000', '68999-999'],
  ['AM', '69000-000', '69299-999'],
  ['RR', '69300-000', '69399-999'],
  ['AM', '69400-000', '69899-999'],
  ['AC', '69900-000', '69999-999'],
  ['DF', '70000-000', '72799-999'],
  ['GO', '72800-000', '72999-999'],
  ['DF', '73000-000', '73699-999'],
  ['GO', '73700-000', '76799-999'],
  ['RO', '76800-000', '76999-999'],
  ['TO', '77000-000', '77999-999'],
  ['MT', '78000-000', '78899-999'],
  ['MS', '79000-000', '79999-999'],
  ['PR', '80000-000', '87999-999'],
  ['SC', '88000-000', '89999-999'],
  ['RS', '90000-000', '99999-999'],
];

describe('stateOfCep', () => {
  it.each(RANGES)('%s owns %s to %s', (state, first, last) => {
    expect(stateOfCep(first)).toBe(state);
    expect(stateOfCep(last)).toBe(state);
    expect(stateOfCep(cepDigits(first))).toBe(state);
  });

  it('covers every one of the 27 states', () => {
    expect(new Set(RANGES.map(([state]) => state)).size).toBe(BRAZIL_STATES.length);
  });

  it('knows some real addresses', () => {
    expect(stateOfCep('01310-100')).toBe('SP'); // Av. Paulista, São Paulo
    expect(stateOfCep('22250-040')).toBe('RJ'); // Botafogo, Rio de Janeiro
    expect(stateOfCep('70040-010')).toBe('DF'); // Brasília
    expect(stateOfCep('74000-000')).toBe('GO'); // Goiânia
    expect(stateOfCep('72910-001')).toBe('GO'); // Águas Lindas de Goiás, between DF's ranges
    expect(stateOfCep('69301-000')).toBe('RR'); // Boa Vista, between AM's ranges
    expect(stateOfCep('90010-000')).toBe('RS'); // Porto Alegre
  });

  it('answers null outside every range and for an invalid CEP', () => {
    expect(stateOfCep('00999-999')).toBeNull();
    expect(stateOfCep('00100-000')).toBeNull();
    expect(stateOfCep('78900-000')).toBeNull();
    expect(stateOfCep('78999-999')).toBeNull();
    expect(stateOfCep('00000-000')).toBeNull();
    expect(stateOfCep('1234')).toBeNull();
    expect(stateOfCep('01310-10x')).toBeNull();
  });
});

describe('cepBelongsToState', () => {
  it('compares the CEP with the chosen state', () => {
    expect(cepBelongsToState('01310-100', 'SP')).toBe(true);
    expect(cepBelongsToState('01310100', 'RJ')).toBe(false);
    expect(cepBelongsToState('73000-000', 'DF')).toBe(true);
    expect(cepBelongsToState('73000-000', 'GO')).toBe(false);
    expect(cepBelongsToState('78900-000', 'MT')).toBe(false);
    expect(cepBelongsToState('nonsense', 'SP')).toBe(false);
  });
});
