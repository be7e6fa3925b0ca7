import { describe, expect, it } from 'vitest';
import { centsToDecimal, csvCell, csvLine, csvStream } from './csv.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and turns formulas into text', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect([centsToDecimal(12345), centsToDecimal(5), centsToDecimal(0), centsToDecimal(-5)]).toEqual(['123.45', '0.05', '0.00', '-0.05']);
  });

  it('streams the pieces as UTF-8 bytes, in order', async () => {
    async function* pieces() {
      yield 'a,b\r\n';
      yield 'ç,ã\r\n';
    }
    expect(await new Response(csvStream(pieces())).text()).toBe('a,b\r\nç,ã\r\n');
  });
});
