/**
 * The k-anonymity rule of the reading reports, shared by the server (report.server.ts) and the
 * pages that print its values: any group of fewer than MIN_GROUP readers is FEWER_THAN_5.
 */
export const MIN_GROUP = 5;
export const FEWER_THAN_5 = 'fewer-than-5' as const;
export type FewerThan5 = typeof FEWER_THAN_5;
/** A count, ratio or median, or FEWER_THAN_5 when its group is too small to show. */
export type Guarded = number | FewerThan5;
/** A period's total: exact, or only a lower bound when the hidden days add up to 1–4 readers. */
export type GuardedTotal = Guarded | { atLeast: number };

export function guard(count: number): Guarded {
  return count < MIN_GROUP ? FEWER_THAN_5 : count;
}

/**
 * The sum of daily counts, without letting it reveal the hidden days: the total minus the shown
 * days would give the sum of the days under 5, so when that sum is itself 1–4 only the shown part
 * is given, as a lower bound.
 */
export function guardedTotal(counts: number[]): GuardedTotal {
  let shown = 0;
  let hidden = 0;
  for (const n of counts) {
    if (n >= MIN_GROUP) shown += n;
    else hidden += n;
  }
  if (shown + hidden < MIN_GROUP) return FEWER_THAN_5;
  if (hidden === 0 || hidden >= MIN_GROUP) return shown + hidden;
  return { atLeast: shown };
}

export const PERIODS = ['30', '90', 'all'] as const;
export type Period = (typeof PERIODS)[number];

export function parsePeriod(value: string | null | undefined): Period {
  return PERIODS.includes(value as Period) ? (value as Period) : '30';
}
