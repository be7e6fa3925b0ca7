/**
 * Calendar days in UTC, as the anonymous records' date columns hold them (reading events, page
 * views). The publisher's own calendar (São Paulo) is lib/publisher-time.ts.
 */

/** The UTC calendar day of an instant ('2026-11-29'). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `days` days before `at`'s (negative: after). */
export function utcDaysBefore(at: Date, days: number): string {
  return utcDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - days)));
}

/** A calendar day moved by `days` ('2026-11-29', -1 → '2026-11-28'). */
export function addDays(day: string, days: number): string {
  return utcDaysBefore(new Date(`${day}T00:00:00Z`), -days);
}

/** How many calendar days from `from` to `to`, both counted ('2026-11-01', '2026-11-30' → 30). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}
