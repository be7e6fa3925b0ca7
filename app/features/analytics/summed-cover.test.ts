import { describe, expect, it } from 'vitest';
import { addDays, daysFromTo } from '#app/lib/utc-days.ts';
import { summedCover, type SummedCover } from './summed-cover.ts';

/** Each day the cover counts, with how many times (a month counts its days up to `summed`). */
function countedDays(cover: SummedCover, summed: string): Map<string, number> {
  const counts = new Map<string, number>();
  const count = (from: string, to: string, by: number) => {
    for (let day = from; day <= to; day = addDays(day, 1)) counts.set(day, (counts.get(day) ?? 0) + by);
  };
  for (const month of cover.months) {
    const monthEnd = addDays(`${addDays(month, 32).slice(0, 7)}-01`, -1);
    count(month, monthEnd < summed ? monthEnd : summed, 1);
  }
  for (const [from, to] of cover.add) count(from, to, 1);
  for (const [from, to] of cover.subtract) count(from, to, -1);
  for (const [day, n] of counts) if (n === 0) counts.delete(day);
  return counts;
}

const rowsRead = (cover: SummedCover) => cover.months.length + [...cover.add, ...cover.subtract].reduce((n, [from, to]) => n + daysFromTo(from, to), 0);

describe('the sums that cover a period', () => {
  it('count every summed day of the period once and no other day, whatever the period and the last summed day', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let i = 0; i < 400; i++) {
      const from = addDays('2025-01-01', random(700));
      const to = addDays(from, random(400));
      const summed = addDays(from, random(500) - 60);
      const expected = new Map<string, number>();
      for (let day = from; day <= to && day <= summed; day = addDays(day, 1)) expected.set(day, 1);
      expect(countedDays(summedCover({ from, to }, summed), summed), `${from}…${to}, summed ${summed}`).toEqual(expected);
    }
  });

  it('read a year as its months and a few days at each end', () => {
    const year = summedCover({ from: '2025-12-04', to: '2026-12-03' }, '2026-12-02');
    expect(year.months).toHaveLength(13);
    expect(year.subtract).toEqual([['2025-12-01', '2025-12-03']]);
    expect(year.add).toEqual([]);
    expect(rowsRead(year)).toBe(16);
    // The days of a month: fewer than a month's sum less its other days.
    expect(summedCover({ from: '2026-11-03', to: '2026-11-05' }, '2026-11-30')).toEqual({ months: [], add: [['2026-11-03', '2026-11-05']], subtract: [] });
    expect(summedCover({ from: '2026-11-20', to: '2026-11-30' }, '2026-11-10')).toEqual({ months: [], add: [], subtract: [] });
  });
});
