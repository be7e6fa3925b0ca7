import { describe, expect, it } from 'vitest';
import { formatSubmissionNumber, journalCode, nextSequence, parseSubmissionNumber } from './submission-number.ts';

describe('submission numbers', () => {
  it('makes a journal’s code from its slug’s words, skipping connectors', () => {
    expect(journalCode('revista-design-e-sociedade')).toBe('RDS');
    expect(journalCode('cadernos-de-estudos-culturais')).toBe('CEC');
    expect(journalCode('journal-of-the-arts')).toBe('JA');
    expect(journalCode('ciencia')).toBe('CIE');
    expect(journalCode('a-b-c-d-e-f-g-h-i')).toHaveLength(6);
  });

  it('writes the code, the year and four digits, and reads them back in any case', () => {
    expect(formatSubmissionNumber('CIE', 2026, 12)).toBe('CIE-2026-0012');
    expect(parseSubmissionNumber('cie-2026-0012')).toEqual({ code: 'CIE', year: 2026, sequence: 12 });
    expect(parseSubmissionNumber('CIE-2026-12')).toBeNull();
    expect(parseSubmissionNumber('../etc/passwd')).toBeNull();
    expect(formatSubmissionNumber('CIE', 2026, 12345)).toBe('CIE-2026-12345');
  });

  it('follows the highest number of the year', () => {
    expect(nextSequence(null)).toBe(1);
    expect(nextSequence('RDS-2026-0041')).toBe(42);
  });
});
