import { describe, expect, it } from 'vitest';
import { journalFigures, lastQuarters, lastTwelveMonths, median, type FigureRow } from './journal-figures.ts';

const d = (iso: string) => new Date(`${iso}T12:00:00Z`);
const row = (r: Partial<Record<keyof FigureRow, string>>): FigureRow => ({
  submittedAt: r.submittedAt ? d(r.submittedAt) : null,
  firstDecisionAt: r.firstDecisionAt ? d(r.firstDecisionAt) : null,
  acceptedAt: r.acceptedAt ? d(r.acceptedAt) : null,
  declinedAt: r.declinedAt ? d(r.declinedAt) : null,
  publishedAt: r.publishedAt ? d(r.publishedAt) : null,
});

describe('a journal’s figures', () => {
  const { from, to } = lastTwelveMonths(d('2026-12-01'));

  it('counts what was received, decided and published in the period only', () => {
    const figures = journalFigures(
      [
        row({ submittedAt: '2026-01-10', firstDecisionAt: '2026-03-11', acceptedAt: '2026-05-10', publishedAt: '2026-07-09' }),
        row({ submittedAt: '2026-02-01', firstDecisionAt: '2026-02-11', declinedAt: '2026-02-11' }),
        row({ submittedAt: '2026-06-01', firstDecisionAt: '2026-08-30', declinedAt: '2026-10-01' }),
        row({ submittedAt: '2026-11-20' }),
        // Before the period: received, decided and published then; not counted.
        row({ submittedAt: '2025-01-01', firstDecisionAt: '2025-03-01', acceptedAt: '2025-06-01', publishedAt: '2025-11-30' }),
        // Received before, published in the period: counts for the time to publication only.
        row({ submittedAt: '2025-06-01', firstDecisionAt: '2025-09-01', acceptedAt: '2025-11-01', publishedAt: '2026-01-15' }),
      ],
      from,
      to,
    );
    expect(figures.received).toBe(4);
    expect(figures.decided).toBe(3);
    expect(figures.acceptanceRate).toBeCloseTo(1 / 3);
    // 60, 10 and 90 days.
    expect(figures.medianDaysToFirstDecision).toBe(60);
    // 180 and 228 days: the median of two is their mean.
    expect(figures.medianDaysToPublication).toBe(204);
  });

  it('says nothing rather than 0 % when nothing was decided', () => {
    expect(journalFigures([row({ submittedAt: '2026-11-01' })], from, to)).toEqual({
      received: 1,
      acceptanceRate: null,
      decided: 0,
      medianDaysToFirstDecision: null,
      medianDaysToPublication: null,
    });
  });

  it('takes the middle value, or the rounded mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 10])).toBe(3);
  });
});

describe('the desk’s periods', () => {
  it('are the calendar quarters up to now, oldest first, across a year’s turn', () => {
    const quarters = lastQuarters(new Date('2026-02-10T12:00:00Z'), 4);
    expect(quarters.map((q) => q.label)).toEqual(['2025 Q2', '2025 Q3', '2025 Q4', '2026 Q1']);
    expect(quarters[0]!.from.toISOString()).toBe('2025-04-01T00:00:00.000Z');
    expect(quarters[2]!.to.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    // The current quarter ends now, not at its end.
    expect(quarters[3]!.to.toISOString()).toBe('2026-02-10T12:00:00.000Z');
  });
});
