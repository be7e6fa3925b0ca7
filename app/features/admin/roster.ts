/**
 * A class list as staff have it: pasted from a spreadsheet or a CSV file (UTF-8; commas,
 * semicolons as a Brazilian spreadsheet writes them, or tabs as a paste from one), with or without
 * a header row. Each row is a person (a name and an e-mail, the surname in its own column or
 * not) or says what is wrong with it; nothing is dropped without saying so.
 */
import { z } from 'zod';

export const ROSTER_MAX_ROWS = 500;
/** 500 rows of long names and addresses fit well within it. */
export const ROSTER_MAX_CHARACTERS = 200_000;

export type RosterProblem = 'rowNameMissing' | 'rowEmailMissing' | 'rowEmailInvalid' | 'rowEmailRepeated' | 'rowTooLong';

export interface RosterRow {
  /** The line of the list it came from (1-based), as a spreadsheet numbers it. */
  line: number;
  name: string;
  lastName: string;
  email: string;
  problem: RosterProblem | null;
}

export type RosterRead = { ok: true; rows: RosterRow[] } | { ok: false; error: 'rosterEmpty' | 'rosterTooLong' };

const email = z.email();

/** Cells of one delimited text, quotes as RFC 4180 has them (a quoted cell may hold the delimiter or a line break). */
function parseDelimited(text: string, delimiter: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      recordLine = ++line;
    } else cell += char;
  }
  cells.push(cell);
  records.push({ line: recordLine, cells });
  return records.map((r) => ({ ...r, cells: r.cells.map((c) => c.trim()) })).filter((r) => r.cells.some((c) => c !== ''));
}

/** The delimiter the first line uses most (outside quotes): tab, semicolon or comma. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const outside = first.replace(/"[^"]*"/g, '');
  const counts = ['\t', ';', ','].map((d) => [d, outside.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return counts.some(([, n]) => n > 0) ? best : ',';
}

const HEADER = {
  email: /^(e-?mail|correio eletr[oô]nico|endere[cç]o de e-?mail)$/i,
  name: /^(nome|name|first name|given name|nome completo|full name|aluno|aluna|estudante|student)$/i,
  lastName: /^(sobrenome|surname|last name|family name)$/i,
};

/** "Ana Souza Lima" → Ana / Souza Lima: one column for the whole name, as many lists have. */
function splitName(full: string): { name: string; lastName: string } {
  const parts = full.split(/\s+/).filter(Boolean);
  return { name: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

export function readRoster(input: string): RosterRead {
  const text = input.replace(/^\uFEFF/, '');
  if (text.length > ROSTER_MAX_CHARACTERS) return { ok: false, error: 'rosterTooLong' };
  const records = parseDelimited(text, delimiterOf(text));
  if (!records.length) return { ok: false, error: 'rosterEmpty' };
  // A header row names the columns; without one, the cell with an @ is the e-mail.
  const head = records[0]!.cells;
  const headed = head.some((cell) => HEADER.email.test(cell));
  const column = (pattern: RegExp) => (headed ? head.findIndex((cell) => pattern.test(cell)) : -1);
  const columns = { email: column(HEADER.email), name: column(HEADER.name), lastName: column(HEADER.lastName) };
  const body = headed ? records.slice(1) : records;
  if (!body.length) return { ok: false, error: 'rosterEmpty' };
  if (body.length > ROSTER_MAX_ROWS) return { ok: false, error: 'rosterTooLong' };

  const seen = new Set<string>();
  const rows = body.map(({ line, cells }): RosterRow => {
    let address: string;
    let person: { name: string; lastName: string };
    if (headed) {
      address = cells[columns.email] ?? '';
      const named = columns.name >= 0 ? (cells[columns.name] ?? '') : cells.filter((_, i) => i !== columns.email && i !== columns.lastName).join(' ');
      person = columns.lastName >= 0 ? { name: named, lastName: cells[columns.lastName] ?? '' } : splitName(named);
    } else {
      const at = cells.findIndex((cell) => cell.includes('@'));
      address = at >= 0 ? cells[at]! : '';
      const others = cells.filter((_, i) => i !== at && cells[i] !== '');
      person = others.length >= 2 ? { name: others[0]!, lastName: others.slice(1).join(' ') } : splitName(others[0] ?? '');
    }
    const row = { line, name: person.name, lastName: person.lastName, email: address.toLowerCase() };
    const problem: RosterProblem | null =
      row.name.length > 100 || row.lastName.length > 100 || row.email.length > 254
        ? 'rowTooLong'
        : !row.email
          ? 'rowEmailMissing'
          : !email.safeParse(row.email).success
            ? 'rowEmailInvalid'
            : !row.name
              ? 'rowNameMissing'
              : seen.has(row.email)
                ? 'rowEmailRepeated'
                : null;
    if (!problem) seen.add(row.email);
    return { ...row, problem };
  });
  return { ok: true, rows };
}
