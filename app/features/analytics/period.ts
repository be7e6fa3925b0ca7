/**
 * The dashboard's period (shared by the page and the server): a preset ending today, or two dates;
 * and the period before it, of the same length.
 */
import { addDays, daysFromTo, utcDay } from '#app/lib/utc-days.ts';

export const PRESETS = [7, 30, 90, 365] as const;
const MAX_DAYS = 366 * 2;

export interface Period {
  from: string;
  to: string;
  days: number;
}

const isDay = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** `?days=30` (a preset, ending today) or `?from=…&to=…`; the previous period has the same length, just before. */
export function parsePeriod(params: URLSearchParams, now: Date = new Date()): { current: Period; previous: Period; preset: number | null; invalid: boolean } {
  const today = utcDay(now);
  const from = params.get('from');
  const to = params.get('to');
  let current: Period;
  let preset: number | null = null;
  if (isDay(from) && isDay(to) && from <= to) {
    const end = to > today ? today : to;
    const start = from > end ? end : from;
    const days = Math.min(MAX_DAYS, daysFromTo(start, end));
    current = { from: addDays(end, -(days - 1)), to: end, days };
  } else {
    preset = PRESETS.find((n) => String(n) === params.get('days')) ?? 30;
    current = { from: addDays(today, -(preset - 1)), to: today, days: preset };
  }
  // Dates asked for but not usable: the last 30 days are shown, and the page says why.
  const invalid = preset !== null && (from !== null || to !== null);
  return { current, previous: { from: addDays(current.from, -current.days), to: addDays(current.from, -1), days: current.days }, preset, invalid };
}

/** Every day of a period, in order. */
export const daysOf = (period: Period) => Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
