import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneDigits } from './phone.ts';

describe('phoneDigits', () => {
  it('keeps only the digits', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('5511987654321');
    expect(phoneDigits('abc')).toBe('');
  });
});

describe('isValidPhone for Brazil', () => {
  it('accepts landlines (10 digits) and mobiles (11 digits beginning with 9), masked or not', () => {
    for (const phone of ['(11) 3456-7890', '1134567890', '(11) 98765-4321', '11987654321', '11 9 8765 4321', '21.3456.7890', ' (99) 98765-4321 ']) {
      expect(isValidPhone(phone, 'BR'), phone).toBe(true);
    }
  });

  it('accepts the country code +55 in front', () => {
    expect(isValidPhone('+55 (11) 98765-4321', 'BR')).toBe(true);
    expect(isValidPhone('+551134567890', 'BR')).toBe(true);
    expect(isValidPhone('+1 (11) 98765-4321', 'BR')).toBe(false);
    expect(isValidPhone('+55 98765-4321', 'BR')).toBe(false);
  });

  it('refuses area codes with a 0 in them', () => {
    for (const phone of ['(10) 3456-7890', '(20) 98765-4321', '(01) 3456-7890', '(00) 98765-4321', '0113456789']) {
      expect(isValidPhone(phone, 'BR'), phone).toBe(false);
    }
  });

  it('refuses an 11-digit number that is not a mobile', () => {
    expect(isValidPhone('(11) 88765-4321', 'BR')).toBe(false);
    expect(isValidPhone('11387654321', 'BR')).toBe(false);
  });

  it('refuses other lengths, letters and stray characters', () => {
    for (const phone of [
      '',
      '3456-7890',
      '(11) 3456-789',
      '(11) 98765-43210',
      '011 98765-4321',
      '(11) 3456-789O',
      '11 3456 7890 ext',
      '11#3456#7890',
      '(11) 3456-7890+',
    ]) {
      expect(isValidPhone(phone, 'BR'), phone).toBe(false);
    }
  });
});

describe('isValidPhone elsewhere', () => {
  it('accepts 7 to 15 digits with an optional leading +', () => {
    for (const phone of ['+44 20 7946 0958', '+1 (555) 123-4567', '020 7946 0958', '1234567', '+123456789012345', '+351 21 123 4567']) {
      expect(isValidPhone(phone, 'GB'), phone).toBe(true);
    }
  });

  it('applies the same rule whatever the country, except Brazil', () => {
    expect(isValidPhone('+1 555 123 4567', 'US')).toBe(true);
    expect(isValidPhone('+1 555 123 4567', 'international')).toBe(true);
    expect(isValidPhone('+1 555 123 4567', 'BR')).toBe(false);
  });

  it('refuses fewer than 7 or more than 15 digits, letters and a + anywhere but in front', () => {
    for (const phone of ['', '123456', '+1234567890123456', '+44 20 7946 095X', '44+20 7946 0958', '++44 20 7946 0958', 'call me']) {
      expect(isValidPhone(phone, 'GB'), phone).toBe(false);
    }
  });
});
