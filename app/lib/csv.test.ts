import { describe, expect, it } from 'vitest';
import { batchedCsv, centsToDecimal, csvCell, csvLine, csvStream, type Cursor } from './csv.ts';

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

  it('pages newest first after the last row written, and stops at the end or at the limit', async () => {
    // Seven rows, newest first, as a table would give them after a cursor.
    const rows = Array.from({ length: 7 }, (_, i) => ({ id: 7 - i, cursor: `t${7 - i}` }));
    const asked: (Cursor | null)[] = [];
    const batch = async (after: Cursor | null, limit: number) => {
      asked.push(after);
      return rows.filter((row) => !after || row.id < after.id).slice(0, limit);
    };
    const all = async (options: { maxRows: number; batchSize: number }) => {
      let text = '';
      for await (const piece of batchedCsv(['id'], batch, (row) => [row.id], options)) text += piece;
      return text;
    };
    expect(await all({ maxRows: 100, batchSize: 3 })).toBe('\uFEFFid\r\n7\r\n6\r\n5\r\n4\r\n3\r\n2\r\n1\r\n');
    expect(asked).toEqual([null, { at: 't5', id: 5 }, { at: 't2', id: 2 }]);
    asked.length = 0;
    expect(await all({ maxRows: 4, batchSize: 3 })).toBe('\uFEFFid\r\n7\r\n6\r\n5\r\n4\r\n');
    expect(asked).toEqual([null, { at: 't5', id: 5 }]);
  });
});
