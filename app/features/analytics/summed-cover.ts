/**
 * Which sums cover a period's summed days (those up to `summed`, the last day added to the
 * daily and monthly sums) with the fewest rows read: each month that holds a day of the period
 * is read from the monthly sums, less the days outside the period that its sum holds, when those
 * are fewer than the days inside; otherwise its days inside are read from the daily sums. A
 * year's top pages read a dozen months and a few days, not a month of days at each end.
 */
import { addDays, daysFromTo } from '#app/lib/utc-days.ts';

/** Inclusive ranges of days. */
export type DayRange = readonly [from: string, to: string];

export interface SummedCover {
  /** First days of the months read whole from the monthly sums. */
  months: string[];
  /** Daily sums added. */
  add: DayRange[];
  /** Daily sums taken away (days a month's sum holds outside the period). */
  subtract: DayRange[];
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => `${addDays(month, 32).slice(0, 7)}-01`;

export function summedCover(period: { from: string; to: string }, summed: string): SummedCover {
  const cover: SummedCover = { months: [], add: [], subtract: [] };
  const end = summed < period.to ? summed : period.to;
  if (end < period.from) return cover;
  for (let month = monthOf(period.from); month <= end; month = nextMonth(month)) {
    const monthEnd = addDays(nextMonth(month), -1);
    // The days the month's sum holds (those summed), and the period's part of them.
    const heldTo = monthEnd < summed ? monthEnd : summed;
    const inFrom = period.from > month ? period.from : month;
    const inTo = end < monthEnd ? end : monthEnd;
    const inside = daysFromTo(inFrom, inTo);
    const outside = daysFromTo(month, heldTo) - inside;
    if (outside >= inside) {
      cover.add.push([inFrom, inTo]);
      continue;
    }
    cover.months.push(month);
    if (inFrom > month) cover.subtract.push([month, addDays(inFrom, -1)]);
    if (inTo < heldTo) cover.subtract.push([addDays(inTo, 1), heldTo]);
  }
  return cover;
}
