import { describe, expect, it } from 'vitest';
import { applyMask, MASKS, maskInput, unmask } from './input-mask.ts';

describe('applyMask', () => {
  it('formats complete input with each mask', () => {
    expect(applyMask('12345678909', MASKS.cpf)).toBe('123.456.789-09');
    expect(applyMask('01310100', MASKS.cep)).toBe('01310-100');
    expect(applyMask('1134567890', MASKS.phoneBr)).toBe('(11) 3456-7890');
    expect(applyMask('11987654321', MASKS.phoneBr)).toBe('(11) 98765-4321');
  });

  it('formats partial input as far as it goes, writing a literal only before a typed character', () => {
    expect(applyMask('', MASKS.cpf)).toBe('');
    expect(applyMask('1', MASKS.cpf)).toBe('1');
    expect(applyMask('123', MASKS.cpf)).toBe('123');
    expect(applyMask('1234', MASKS.cpf)).toBe('123.4');
    expect(applyMask('123456789', MASKS.cpf)).toBe('123.456.789');
    expect(applyMask('1234567890', MASKS.cpf)).toBe('123.456.789-0');
    expect(applyMask('1', MASKS.phoneBr)).toBe('(1');
    expect(applyMask('11', MASKS.phoneBr)).toBe('(11');
    expect(applyMask('113', MASKS.phoneBr)).toBe('(11) 3');
  });

  it('stops at the end of the pattern', () => {
    expect(applyMask('123456789091234', MASKS.cpf)).toBe('123.456.789-09');
    expect(applyMask('01310100999', MASKS.cep)).toBe('01310-100');
    expect(applyMask('119876543210000', MASKS.phoneBr)).toBe('(11) 98765-4321');
  });

  it('ignores characters that do not fit a slot, and typed literals', () => {
    expect(applyMask('12a3b4', MASKS.cpf)).toBe('123.4');
    expect(applyMask('abc', MASKS.cpf)).toBe('');
    expect(applyMask('123.456.789-09', MASKS.cpf)).toBe('123.456.789-09');
    expect(applyMask('123-456-789.09', MASKS.cpf)).toBe('123.456.789-09');
    expect(applyMask(' 01310 - 100 ', MASKS.cep)).toBe('01310-100');
    expect(applyMask('(11) 3456-7890', MASKS.phoneBr)).toBe('(11) 3456-7890');
    expect(applyMask('11 3456 7890', MASKS.phoneBr)).toBe('(11) 3456-7890');
    expect(applyMask('11) 9 8765 4321', MASKS.phoneBr)).toBe('(11) 98765-4321');
    expect(applyMask('１２３', MASKS.cep)).toBe(''); // full-width digits are not digits
  });

  it('fills the optional token only when the rest of the pattern can still be filled', () => {
    // While typing, the phone keeps the landline shape until the 11th digit arrives.
    expect(applyMask('1198765', MASKS.phoneBr)).toBe('(11) 9876-5');
    expect(applyMask('119876543', MASKS.phoneBr)).toBe('(11) 9876-543');
    expect(applyMask('1198765432', MASKS.phoneBr)).toBe('(11) 9876-5432');
    expect(applyMask('11987654321', MASKS.phoneBr)).toBe('(11) 98765-4321');
    // Re-typing over a full landline turns it into a mobile, and back.
    expect(applyMask('(11) 3456-78901', MASKS.phoneBr)).toBe('(11) 34567-8901');
    expect(applyMask('(11) 34567-890', MASKS.phoneBr)).toBe('(11) 3456-7890');
  });

  it('fills an optional last token whenever there is a character for it', () => {
    expect(applyMask('12', '##?')).toBe('12');
    expect(applyMask('1', '##?')).toBe('1');
    expect(applyMask('123', '##?')).toBe('12');
    expect(applyMask('1', '#?#')).toBe('1');
    expect(applyMask('12', '#?#')).toBe('12');
  });

  it('knows letters (A), letters or digits (N) and any character (X)', () => {
    expect(applyMask('abc1234', 'AAA-####')).toBe('abc-1234');
    expect(applyMask('ab1c234', 'AAA-####')).toBe('abc-234');
    expect(applyMask('ÁÇÊ1', 'AAA-#')).toBe('ÁÇÊ-1');
    expect(applyMask('sw1a1aa', 'NNNN NNN')).toBe('sw1a 1aa');
    expect(applyMask('sw1a-1aa', 'NNNN NNN')).toBe('sw1a 1aa');
    expect(applyMask('a!b?', 'XX-XX')).toBe('a!-b?');
    expect(applyMask('ab-cd', 'XX-XX')).toBe('ab-cd');
  });

  it('writes literal characters of the pattern, digits included, and closes a complete value', () => {
    expect(applyMask('1198765432', '+55 (##) ####-####')).toBe('+55 (11) 9876-5432');
    expect(applyMask('+55 (11) 9876-5432', '+55 (##) ####-####')).toBe('+55 (11) 9876-5432');
    expect(applyMask('12', '(##)')).toBe('(12)');
    expect(applyMask('1', '(##)')).toBe('(1');
  });

  it('treats a ? with no token before it as a literal', () => {
    expect(applyMask('12', '?#-#')).toBe('?1-2');
  });

  it('is idempotent', () => {
    const samples = [
      '',
      '1',
      '12345',
      '12345678909',
      '123.456.789-09',
      '1234567890123',
      '11987654321',
      '1134567890',
      '(11) 9876-5',
      '1198765',
      'a1b2c3',
      '--..  ((',
      '0131010',
      '(11) 34567-890',
    ];
    // A fixed pseudo-random sample as well: digits mixed with literals, letters and spaces.
    let seed = 7;
    const alphabet = '0123456789().- ab';
    for (let n = 0; n < 300; n++) {
      let text = '';
      for (let length = n % 20; length > 0; length--) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        text += alphabet[seed % alphabet.length];
      }
      samples.push(text);
    }
    for (const pattern of [...Object.values(MASKS), 'AAA-####', 'NNNN NNN', 'XX-XX', '#?#?#-##', '+55 (##) ####-####']) {
      for (const sample of samples) {
        const once = applyMask(sample, pattern);
        expect(applyMask(once, pattern), `${pattern} ${JSON.stringify(sample)}`).toBe(once);
      }
    }
  });
});

describe('unmask', () => {
  it('returns the characters typed into the tokens', () => {
    expect(unmask('123.456.789-09', MASKS.cpf)).toBe('12345678909');
    expect(unmask('01310-100', MASKS.cep)).toBe('01310100');
    expect(unmask('(11) 3456-7890', MASKS.phoneBr)).toBe('1134567890');
    expect(unmask('(11) 98765-4321', MASKS.phoneBr)).toBe('11987654321');
    expect(unmask('+55 (11) 9876-5432', '+55 (##) ####-####')).toBe('1198765432');
    expect(unmask('abc-1234', 'AAA-####')).toBe('abc1234');
  });

  it('reads partial, unmasked and over-long values', () => {
    expect(unmask('123.4', MASKS.cpf)).toBe('1234');
    expect(unmask('12345678909', MASKS.cpf)).toBe('12345678909');
    expect(unmask('123.456.789-0912', MASKS.cpf)).toBe('12345678909');
    expect(unmask('', MASKS.cpf)).toBe('');
  });

  it('gives back what applyMask formatted', () => {
    for (const raw of ['12345678909', '1234', '01310100', '11987654321', '1134567890']) {
      for (const pattern of Object.values(MASKS)) {
        expect(applyMask(unmask(applyMask(raw, pattern), pattern), pattern)).toBe(applyMask(raw, pattern));
      }
    }
    expect(unmask(applyMask('11987654321', MASKS.phoneBr), MASKS.phoneBr)).toBe('11987654321');
  });
});

describe('each mask over a table of typed and pasted input', () => {
  const table: [mask: keyof typeof MASKS, typed: string, shown: string][] = [
    ['cpf', '52998224725', '529.982.247-25'],
    ['cpf', '529.982.247-25', '529.982.247-25'],
    ['cpf', ' 529 982 247 25 ', '529.982.247-25'],
    ['cpf', '5299', '529.9'],
    ['cnpj', '11222333000181', '11.222.333/0001-81'],
    ['cnpj', '11.222.333/0001-81', '11.222.333/0001-81'],
    ['cnpj', '11 222 333 0001 81', '11.222.333/0001-81'],
    ['cnpj', '112', '11.2'],
    ['cnpj', '11222', '11.222'],
    ['cnpj', '112223', '11.222.3'],
    ['cnpj', '112223330', '11.222.333/0'],
    ['cnpj', '1122233300018', '11.222.333/0001-8'],
    ['cnpj', '1122233300018199', '11.222.333/0001-81'],
    // Alphanumeric CNPJs (issued since July 2026): letters in the first twelve, digits at the end.
    ['cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['cnpj', '12.abc.345/01de-35', '12.abc.345/01de-35'],
    ['cnpj', '12ABC34501DEXY', '12.ABC.345/01DE'],
    ['phoneBr', '11987654321', '(11) 98765-4321'],
    ['phoneBr', '1134567890', '(11) 3456-7890'],
    ['phoneBr', '(11) 3456-7890', '(11) 3456-7890'],
    ['phoneBr', '11 9 8765-4321', '(11) 98765-4321'],
    ['phoneBr', '119876', '(11) 9876'],
    ['phoneBr', '1198765', '(11) 9876-5'],
    ['cep', '01310100', '01310-100'],
    ['cep', '01310-100', '01310-100'],
  ];
  it.each(table)('%s: %j shows %j', (mask, typed, shown) => {
    expect(applyMask(typed, MASKS[mask])).toBe(shown);
  });
});

describe('maskInput keeps the caret where the person types', () => {
  // `|` marks the caret before and after the keystroke.
  const table: [mask: keyof typeof MASKS, before: string, after: string][] = [
    // Typing at the end: the caret follows the end, past any literal the mask wrote.
    ['cpf', '1234|', '123.4|'],
    ['cnpj', '11.222.3330|', '11.222.333/0|'],
    ['phoneBr', '113|', '(11) 3|'],
    // Typing in the middle: the caret stays after the character just typed.
    ['cpf', '1239|.456.789-0', '123.9|45.678-90'],
    ['cnpj', '11.2922|.333/0001-8', '11.292.2|33/3000-18'],
    ['phoneBr', '(11) 39|456-7890', '(11) 39|456-7890'],
    // A mobile number grows from a landline's mask when its ninth digit is typed.
    ['phoneBr', '(11) 3456-78909|', '(11) 34567-8909|'],
    // A paste in the middle of a number.
    ['cpf', '123456|.789-09', '123.456|.789-09'],
    ['cnpj', '11222333|/0001-81', '11.222.333|/0001-81'],
  ];
  it.each(table)('%s: %j becomes %j', (mask, before, after) => {
    const caret = before.indexOf('|');
    const result = maskInput(before.replace('|', ''), caret, MASKS[mask]);
    expect(result.value.slice(0, result.caret) + '|' + result.value.slice(result.caret)).toBe(after);
  });
});
