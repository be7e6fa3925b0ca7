import { PUBLISHER_TIME_ZONE } from './publisher-time-zone.ts';
import { utcDay } from './utc-days.ts';

/**
 * The publisher works in São Paulo time: the admin's calendar dates (order filters) and
 * date-time inputs (coupon validity) mean that wall clock, while the database keeps UTC instants.
 * Through Intl, so that a past or future daylight-saving rule is honoured.
 */
export { PUBLISHER_TIME_ZONE };

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PUBLISHER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallParts(instant: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far São Paulo's wall clock is from UTC at this instant, in milliseconds (-3 h today). */
function offsetAt(instant: number): number {
  const p = wallParts(new Date(instant));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

const DAY = 24 * 3600 * 1000;

/**
 * The instant São Paulo's clock shows this wall time. Across a clock change (summer time, until
 * 2019) as JavaScript's Temporal does it: a time shown twice is the first; a time skipped (the
 * midnight summer time began at) is the first instant after the gap.
 */
function fromWallTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const shows = (instant: number) => offsetAt(instant) + instant === wall;
  const matches = [wall - before, wall - after].filter(shows).sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - before);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** '2025-03-01' → true; '2025-02-30', '1/3/2025' → false. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  return Boolean(match && realDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/** The first instant of a calendar day in São Paulo; the day must be valid (isCalendarDate). */
export function startOfDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return fromWallTime(year, month, day);
}

/** The first instant of the day after (an exclusive end for "up to and including this day"). */
export function startOfNextDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return fromWallTime(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** A datetime-local value ('2025-11-28T00:00', seconds optional) read as São Paulo time; null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  const match = DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!realDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return fromWallTime(year, month, day, hour, minute, second);
}

/** The calendar date in São Paulo at this instant: '2025-03-01'. */
export function calendarDate(instant: Date): string {
  const p = wallParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** What a datetime-local input shows for this instant: '2025-11-28T00:00'. */
export function localDateTimeInput(instant: Date): string {
  const p = wallParts(instant);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The calendar date `days` before the one of this instant, in São Paulo. */
export function daysBefore(instant: Date, days: number): string {
  const [year, month, day] = calendarDate(instant).split('-').map(Number) as [number, number, number];
  return utcDay(new Date(Date.UTC(year, month - 1, day - days)));
}
