/**
 * A journal's figures (issue 51 item 8), computed from its editorial record, never typed in:
 * submissions received in a period, the acceptance rate of the decisions made in it, and the
 * median days from submission to the first decision and to publication. Plain rules; the server
 * reads the rows (journal-figures.server.ts), the about page and the desk show the result.
 */

const DAY = 86_400_000;

/** What the figures need of a submission. Publication is the date of the article made from it. */
export interface FigureRow {
  submittedAt: Date | null;
  firstDecisionAt: Date | null;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  publishedAt: Date | null;
}

export interface JournalFigures {
  /** Submissions received in the period (drafts and unpaid ones never reach it). */
  received: number;
  /** Accepted ÷ (accepted + declined) of the final decisions made in the period; null without any. */
  acceptanceRate: number | null;
  decided: number;
  /** Median whole days from submission to the first decision made in the period; null without any. */
  medianDaysToFirstDecision: number | null;
  /** Median whole days from submission to publication, for articles published in the period. */
  medianDaysToPublication: number | null;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const days = (from: Date, to: Date) => Math.max(0, Math.round((to.getTime() - from.getTime()) / DAY));

/** The figures of the rows for the period [from, to). */
export function journalFigures(rows: readonly FigureRow[], from: Date, to: Date): JournalFigures {
  const inPeriod = (date: Date | null): date is Date => !!date && date.getTime() >= from.getTime() && date.getTime() < to.getTime();
  const accepted = rows.filter((r) => inPeriod(r.acceptedAt)).length;
  const declined = rows.filter((r) => inPeriod(r.declinedAt)).length;
  const decided = accepted + declined;
  return {
    received: rows.filter((r) => inPeriod(r.submittedAt)).length,
    acceptanceRate: decided ? accepted / decided : null,
    decided,
    medianDaysToFirstDecision: median(rows.filter((r) => r.submittedAt && inPeriod(r.firstDecisionAt)).map((r) => days(r.submittedAt!, r.firstDecisionAt!))),
    medianDaysToPublication: median(rows.filter((r) => r.submittedAt && inPeriod(r.publishedAt)).map((r) => days(r.submittedAt!, r.publishedAt!))),
  };
}

/** The last twelve months up to `now` (the about page's period). */
export function lastTwelveMonths(now: Date): { from: Date; to: Date } {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from, to: now };
}

/** The calendar quarters up to `now`, oldest first, the current one ending at `now` ("2026 Q3" in both languages' tables). */
export function lastQuarters(now: Date, count = 4): { label: string; from: Date; to: Date }[] {
  const quarter = Math.floor(now.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    const index = now.getUTCFullYear() * 4 + quarter - back;
    const year = Math.floor(index / 4);
    const q = index % 4;
    const from = new Date(Date.UTC(year, q * 3, 1));
    const to = back === 0 ? now : new Date(Date.UTC(year, q * 3 + 3, 1));
    return { label: `${year} Q${q + 1}`, from, to };
  });
}
