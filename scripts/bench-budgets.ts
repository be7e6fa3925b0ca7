/**
 * The budgets `npm run bench` is read against, as one table (issue 56's): each figure as this
 * run measured it, its budget, and ✖ where it is over. The figures are whatever the machine gave
 * (a shared machine is noisy: read a ✖ on a time twice before acting on it); the budgets are the
 * issues' and the table's rows say which issue set them.
 */
import fs from 'node:fs';

export interface BudgetRow {
  /** What is measured, as the issue's table names it. */
  label: string;
  /** This run's figure; undefined when it was not measured. */
  value: number | undefined;
  unit: 'ms' | 'KB' | '%';
  /** The budget: at most (`≤`) or at least (`≥`) this. */
  limit: number;
  at: 'most' | 'least';
  /** Beside the figure: what else was measured with it (server CPU a request, the bytes). */
  note?: string;
}

export const isOver = (row: BudgetRow) => row.value !== undefined && (row.at === 'most' ? row.value > row.limit : row.value < row.limit);

const figure = (value: number, unit: BudgetRow['unit']) => `${value.toFixed(1)} ${unit}`;

/** The table in Markdown (it goes into notes as it is), one row a budget, ✖ where it is over. */
export function budgetTable(rows: BudgetRow[]): string {
  const lines = ['| | now | budget | |', '|---|---|---|---|'];
  for (const row of rows) {
    const now = row.value === undefined ? 'not measured' : `${figure(row.value, row.unit)}${row.note ? ` (${row.note})` : ''}`;
    const budget = `${row.at === 'most' ? '≤' : '≥'} ${row.limit} ${row.unit}`;
    const mark = row.value === undefined ? '–' : isOver(row) ? '✖ over' : '✔';
    lines.push(`| ${row.label} | ${isOver(row) ? `**${now}**` : now} | ${budget} | ${mark} |`);
  }
  return lines.join('\n');
}

/** A process's CPU time so far (user + system), in milliseconds, from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number, statFile = `/proc/${pid}/stat`): number {
  const stat = fs.readFileSync(statFile, 'utf8');
  // The command's name may hold spaces: the fields counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * A process's CPU time so far by thread name (the main thread, V8's helper threads that collect
 * garbage and compile, libuv's pool that compresses), in milliseconds, from /proc/PID/task.
 */
export function cpuMsByThread(pid: number): Record<string, number> {
  const byName: Record<string, number> = {};
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = fs.readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim();
      byName[name] = (byName[name] ?? 0) + cpuMs(Number(task), `/proc/${pid}/task/${task}/stat`);
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return byName;
}
