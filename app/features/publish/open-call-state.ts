/**
 * An open call's state, computed from its days and never stored: upcoming before its opening day,
 * open, closing soon in its last 14 days, and closed after its closing day ends in São Paulo, or
 * as soon as an editor closes it early. Pure, so pages, the form and the admin agree.
 */
import { calendarDate } from '#app/lib/publisher-time.ts';

export const CALL_STATES = ['upcoming', 'open', 'closing-soon', 'closed'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** The last days of a call (its closing day included) shown as "closing soon". */
export const CLOSING_SOON_DAYS = 14;

export interface CallDates {
  /** YYYY-MM-DD, both included. */
  opensOn: string;
  closesOn: string;
  /** When an editor closed the call early (Date, or an ISO string once serialized). */
  closedAt: Date | string | null;
}

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function closedEarly(call: CallDates, now: Date): boolean {
  if (!call.closedAt) return false;
  const at = typeof call.closedAt === 'string' ? new Date(call.closedAt) : call.closedAt;
  // An unreadable date still means an editor closed the call.
  return Number.isNaN(at.getTime()) || at.getTime() <= now.getTime();
}

export function callState(call: CallDates, now: Date): CallState {
  if (closedEarly(call, now)) return 'closed';
  // Calendar days are São Paulo's: a call closing on 11 August takes proposals until 23:59 there.
  const today = calendarDate(now);
  if (today > call.closesOn) return 'closed';
  if (today < call.opensOn) return 'upcoming';
  return daysBetween(today, call.closesOn) < CLOSING_SOON_DAYS ? 'closing-soon' : 'open';
}

/** Whether a call in this state takes proposals. */
export function acceptsProposals(state: CallState): boolean {
  return state === 'open' || state === 'closing-soon';
}

/** Days left to answer, the closing day included (1 on the closing day); null unless the call takes proposals. */
export function callDaysLeft(call: CallDates, now: Date): number | null {
  if (!acceptsProposals(callState(call, now))) return null;
  return daysBetween(calendarDate(now), call.closesOn) + 1;
}
