import { describe, expect, it } from 'vitest';
import { budgetTable, cpuMs, cpuMsByThread, isOver, type BudgetRow } from './bench-budgets.ts';

const rows: BudgetRow[] = [
  { label: 'signed-in `/en/account` p50', value: 28.3, unit: 'ms', limit: 10, at: 'most', note: 'server CPU 31.0 ms a request' },
  { label: 'JS as sent (gzip): book page', value: 119.6, unit: 'KB', limit: 120, at: 'most' },
  { label: 'book page req/s vs static', value: 58.5, unit: '%', limit: 80, at: 'least' },
  { label: '`/` vs static', value: 100, unit: '%', limit: 80, at: 'least' },
  { label: 'analytics dashboard p95, PGlite', value: undefined, unit: 'ms', limit: 200, at: 'most' },
];

/** Busy until this thread has had `ms` of the processor (by Node's own count), however long a loaded machine takes to give it. */
function spendCpu(ms: number) {
  const start = process.cpuUsage();
  while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ms) Math.sqrt(Math.random());
}

describe("the bench's table of budgets", () => {
  it('marks a figure over its budget, whichever way the budget points', () => {
    expect(rows.map(isOver)).toEqual([true, false, true, false, false]);
    expect(isOver({ label: 'at the limit', value: 120, unit: 'KB', limit: 120, at: 'most' })).toBe(false);
    expect(isOver({ label: 'at the limit', value: 80, unit: '%', limit: 80, at: 'least' })).toBe(false);
  });

  it('prints the issue’s table: each figure, its budget, ✖ over and in bold where it is over', () => {
    expect(budgetTable(rows).split('\n')).toEqual([
      '| | now | budget | |',
      '|---|---|---|---|',
      '| signed-in `/en/account` p50 | **28.3 ms (server CPU 31.0 ms a request)** | ≤ 10 ms | ✖ over |',
      '| JS as sent (gzip): book page | 119.6 KB | ≤ 120 KB | ✔ |',
      '| book page req/s vs static | **58.5 %** | ≥ 80 % | ✖ over |',
      '| `/` vs static | 100.0 % | ≥ 80 % | ✔ |',
      '| analytics dashboard p95, PGlite | not measured | ≤ 200 ms | – |',
    ]);
  });

  it("reads a process's CPU time from /proc", () => {
    const before = cpuMs(process.pid);
    spendCpu(60);
    expect(cpuMs(process.pid)).toBeGreaterThan(before);
  });

  it("splits a process's CPU time by thread, the busy one included", () => {
    const before = cpuMsByThread(process.pid);
    spendCpu(60);
    const after = cpuMsByThread(process.pid);
    const grew = Object.keys(after).filter((name) => after[name]! > (before[name] ?? 0));
    expect(grew.length).toBeGreaterThan(0);
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(cpuMs(process.pid) + 50);
  });
});
