import { describe, expect, test } from 'vitest';
import { readRoster, ROSTER_MAX_ROWS } from './roster.ts';

const rows = (text: string) => {
  const read = readRoster(text);
  if (!read.ok) throw new Error(read.error);
  return read.rows.map(({ line, name, lastName, email, problem }) => [line, name, lastName, email, problem]);
};

describe('a class list', () => {
  test('with a header, in any column order, semicolons as a Brazilian spreadsheet saves them', () => {
    expect(rows('\uFEFFE-mail;Nome;Sobrenome\r\nana@escola.example;Ana;Souza\r\nBRUNO@Escola.example;Bruno;de Lima\r\n')).toEqual([
      [2, 'Ana', 'Souza', 'ana@escola.example', null],
      [3, 'Bruno', 'de Lima', 'bruno@escola.example', null],
    ]);
  });

  test('without a header: the cell with an @ is the address; a whole name is split at its first space', () => {
    expect(rows('Carla Dias Moreira, carla@escola.example\nDavi,Rocha,davi@escola.example\n\n')).toEqual([
      [1, 'Carla', 'Dias Moreira', 'carla@escola.example', null],
      [2, 'Davi', 'Rocha', 'davi@escola.example', null],
    ]);
  });

  test('pasted from a spreadsheet (tabs), with quotes holding a comma', () => {
    expect(rows('name\temail\n"Souza, Ana"\tana@escola.example')).toEqual([[2, 'Souza,', 'Ana', 'ana@escola.example', null]]);
    expect(rows('"Eva ""Evinha"" Prado",eva@escola.example')).toEqual([[1, 'Eva', '"Evinha" Prado', 'eva@escola.example', null]]);
  });

  test('each bad row says what is wrong, with its line; the good rows stand', () => {
    expect(
      rows('Nome,E-mail\nAna,ana@escola.example\nBia,não-é-email\n,sem-nome@escola.example\nCaio,\nAna Outra,ANA@escola.example\nFabio,fabio@escola.example'),
    ).toEqual([
      [2, 'Ana', '', 'ana@escola.example', null],
      [3, 'Bia', '', 'não-é-email', 'rowEmailInvalid'],
      [4, '', '', 'sem-nome@escola.example', 'rowNameMissing'],
      [5, 'Caio', '', '', 'rowEmailMissing'],
      [6, 'Ana', 'Outra', 'ana@escola.example', 'rowEmailRepeated'],
      [7, 'Fabio', '', 'fabio@escola.example', null],
    ]);
    expect(rows(`${'x'.repeat(101)},long@escola.example`)[0]![4]).toBe('rowTooLong');
  });

  test('empty, or longer than the limit, is refused as a whole', () => {
    expect(readRoster('  \n\n')).toEqual({ ok: false, error: 'rosterEmpty' });
    expect(readRoster('Nome;E-mail\n')).toEqual({ ok: false, error: 'rosterEmpty' });
    const list = (n: number) => Array.from({ length: n }, (_, i) => `Pessoa ${i},p${i}@escola.example`).join('\n');
    expect(readRoster(list(ROSTER_MAX_ROWS)).ok).toBe(true);
    expect(readRoster(list(ROSTER_MAX_ROWS + 1))).toEqual({ ok: false, error: 'rosterTooLong' });
    expect(readRoster('a'.repeat(200_001))).toEqual({ ok: false, error: 'rosterTooLong' });
  });
});
