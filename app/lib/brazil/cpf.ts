import { applyMask, MASKS } from '#app/lib/input-mask.ts';

/** The digits of a CPF as typed, without its mask (or anything else). */
export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '');
}

// Only the mask's own separators may surround the digits: "123.456.789-09abc" is a typo, not a CPF.
const CPF_CHARACTERS = /^[\d.\s-]*$/;

/** The Receita Federal's modulo-11 check digit over the given digits (weights counting down to 2). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  return ((sum * 10) % 11) % 10;
}

/** A Brazilian taxpayer number, masked ("123.456.789-09") or not ("12345678909"). */
export function isValidCpf(input: string): boolean {
  if (!CPF_CHARACTERS.test(input)) return false;
  const digits = cpfDigits(input);
  if (digits.length !== 11) return false;
  // 000.000.000-00 … 999.999.999-99 pass the check digits but are not issued.
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 10));
  return first === Number(digits[9]) && second === Number(digits[10]);
}

/** "###.###.###-##"; a partial number is formatted as far as it goes. */
export function formatCpf(input: string): string {
  return applyMask(cpfDigits(input), MASKS.cpf);
}
