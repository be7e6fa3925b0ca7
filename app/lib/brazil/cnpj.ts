import { applyMask, MASKS } from '#app/lib/input-mask.ts';

/**
 * A CNPJ without its mask, upper-cased: since July 2026 the Receita Federal also issues CNPJs
 * whose first twelve characters are letters or digits (IN RFB 2.229/2024); the last two stay digits.
 */
export function cnpjCharacters(input: string): string {
  return input.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

// Only the mask's separators (and spaces) may surround the characters.
const CNPJ_CHARACTERS = /^[0-9A-Za-z.\s/-]*$/;
const SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** Modulo 11 with weights 2…9 from the right; each character counts its code minus 48 ("A" is 17). */
function checkDigit(characters: string): number {
  let sum = 0;
  for (let i = 0; i < characters.length; i++) {
    const weight = ((characters.length - 1 - i) % 8) + 2;
    sum += (characters.charCodeAt(i) - 48) * weight;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A Brazilian company number, masked ("11.222.333/0001-81") or not, numeric or alphanumeric. */
export function isValidCnpj(input: string): boolean {
  if (!CNPJ_CHARACTERS.test(input)) return false;
  const characters = cnpjCharacters(input);
  if (!SHAPE.test(characters)) return false;
  // 00.000.000/0000-00 … pass the check digits but are not issued.
  if (/^(\d)\1{13}$/.test(characters)) return false;
  return checkDigit(characters.slice(0, 12)) === Number(characters[12]) && checkDigit(characters.slice(0, 13)) === Number(characters[13]);
}

/** "00.000.000/0000-00"; a partial number is formatted as far as it goes. */
export function formatCnpj(input: string): string {
  return applyMask(cnpjCharacters(input), MASKS.cnpj);
}
