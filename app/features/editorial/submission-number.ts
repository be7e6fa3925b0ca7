/**
 * Submission numbers (decision 0045): the journal's code, the year and a four-digit sequence per
 * journal and year, like RDS-2026-0012. Given once, at the final submit, and kept.
 */

/** Words a journal's code skips: connectors in Portuguese, Spanish and English. */
const SKIPPED = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'do', 'da', 'dos', 'das', 'em', 'y', 'del', 'la', 'el', 'and', 'of', 'the', 'for', 'in', 'on']);

/** A journal's code from its slug: the initials of its words (connectors skipped), 2 to 6 capitals. */
export function journalCode(slug: string): string {
  const words = slug
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept = words.filter((w) => !SKIPPED.has(w));
  let code = (kept.length ? kept : words).map((w) => w[0]!.toUpperCase()).join('');
  if (code.length < 2) code = (kept[0] ?? words[0] ?? 'sub').slice(0, 3).toUpperCase();
  return code.slice(0, 6);
}

const NUMBER = /^([A-Z0-9]{2,6})-(\d{4})-(\d{4,})$/;

export function formatSubmissionNumber(code: string, year: number, sequence: number): string {
  return `${code}-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The parts of a number as typed in an address or a search (any case); null when it is not one. */
export function parseSubmissionNumber(value: string): { code: string; year: number; sequence: number } | null {
  const m = NUMBER.exec(value.trim().toUpperCase());
  if (!m) return null;
  return { code: m[1]!, year: Number(m[2]), sequence: Number(m[3]) };
}

/** The next sequence after the highest number given for this code and year (null: none yet). */
export function nextSequence(highest: string | null): number {
  const parsed = highest ? parseSubmissionNumber(highest) : null;
  return (parsed?.sequence ?? 0) + 1;
}
