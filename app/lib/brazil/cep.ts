import { applyMask, MASKS } from '#app/lib/input-mask.ts';
import type { BrazilStateCode } from './states.ts';

/** The digits of a CEP as typed, without its mask (or anything else). */
export function cepDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** A Brazilian postal code, masked ("01310-100") or not ("01310100"). */
export function isValidCep(input: string): boolean {
  const value = input.trim();
  return /^\d{5}-?\d{3}$/.test(value) && cepDigits(value) !== '00000000';
}

/** "#####-###"; a partial code is formatted as far as it goes. */
export function formatCep(input: string): string {
  return applyMask(cepDigits(input), MASKS.cep);
}

/**
 * The CEP ranges the Correios assign to each state ("Busca Faixa de CEP" by UF), in ascending
 * order, as 8-digit numbers. AM, DF and GO have two ranges each (RR sits between AM's, a GO range
 * between DF's); 00000-000…00999-999 and 78900-000…78999-999 belong to no state.
 * Checked against the table in brazilian-utils/javascript, src/_internals/constants/cep-ranges.ts.
 */
const CEP_RANGES: readonly (readonly [start: number, end: number, state: BrazilStateCode])[] = [
  [1_000_000, 19_999_999, 'SP'],
  [20_000_000, 28_999_999, 'RJ'],
  [29_000_000, 29_999_999, 'ES'],
  [30_000_000, 39_999_999, 'MG'],
  [40_000_000, 48_999_999, 'BA'],
  [49_000_000, 49_999_999, 'SE'],
  [50_000_000, 56_999_999, 'PE'],
  [57_000_000, 57_999_999, 'AL'],
  [58_000_000, 58_999_999, 'PB'],
  [59_000_000, 59_999_999, 'RN'],
  [60_000_000, 63_999_999, 'CE'],
  [64_000_000, 64_999_999, 'PI'],
  [65_000_000, 65_999_999, 'MA'],
  [66_000_000, 68_899_999, 'PA'],
  [68_900_000, 68_999_999, 'AP'],
  [69_000_000, 69_299_999, 'AM'],
  [69_300_000, 69_399_999, 'RR'],
  [69_400_000, 69_899_999, 'AM'],
  [69_900_000, 69_999_999, 'AC'],
  [70_000_000, 72_799_999, 'DF'],
  [72_800_000, 72_999_999, 'GO'],
  [73_000_000, 73_699_999, 'DF'],
  [73_700_000, 76_799_999, 'GO'],
  [76_800_000, 76_999_999, 'RO'],
  [77_000_000, 77_999_999, 'TO'],
  [78_000_000, 78_899_999, 'MT'],
  [79_000_000, 79_999_999, 'MS'],
  [80_000_000, 87_999_999, 'PR'],
  [88_000_000, 89_999_999, 'SC'],
  [90_000_000, 99_999_999, 'RS'],
];

/** The state a CEP belongs to, or null for an invalid CEP or one outside every state's range. */
export function stateOfCep(input: string): BrazilStateCode | null {
  if (!isValidCep(input)) return null;
  const cep = Number(cepDigits(input));
  return CEP_RANGES.find(([start, end]) => cep >= start && cep <= end)?.[2] ?? null;
}

export function cepBelongsToState(cep: string, state: BrazilStateCode): boolean {
  return stateOfCep(cep) === state;
}
