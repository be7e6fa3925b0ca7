/** The digits of a phone number as typed. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

// What people write around the digits: "+55 (11) 98765-4321", "+44 20 7946 0958", "11.98765.4321".
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** Area code (DDD) 11–99 without a 0 in it; 8-digit landlines, 9-digit mobiles beginning with 9. */
function isBrazilianNumber(digits: string): boolean {
  if (!/^[1-9]{2}/.test(digits)) return false;
  if (digits.length === 10) return true;
  return digits.length === 11 && digits[2] === '9';
}

/**
 * A phone number for the given country (ISO 3166-1 alpha-2): Brazil's own rules for 'BR' (the
 * country code +55 may be written in front), otherwise what E.164 allows, 7 to 15 digits.
 */
export function isValidPhone(input: string, country: string): boolean {
  const value = input.trim();
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = phoneDigits(value);
  if (country === 'BR') {
    if (!value.startsWith('+')) return isBrazilianNumber(digits);
    return digits.startsWith('55') && isBrazilianNumber(digits.slice(2));
  }
  return digits.length >= 7 && digits.length <= 15;
}
