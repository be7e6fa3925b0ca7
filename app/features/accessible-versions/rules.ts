/**
 * The rules of a request for an accessible version, as plain functions: its deadline in the
 * press's calendar, how near it is, which moves staff may make, and who may see what.
 */
import { calendarDate, daysBefore } from '#app/lib/publisher-time.ts';
import { addDays } from '#app/lib/utc-days.ts';
import { DUE_SOON_DAYS, type RequestStatus } from './values.ts';

/** The press's calendar day (São Paulo) a request received at this instant must be answered by. */
export function dueOn(receivedAt: Date, deadlineDays: number): string {
  return daysBefore(receivedAt, -deadlineDays);
}

export type Urgency = 'overdue' | 'due-soon' | 'on-time' | 'closed';

/** How a request stands against its deadline today (the press's calendar day): answered or declined ones are closed. */
export function urgency(request: { status: RequestStatus; dueOn: string }, now: Date): Urgency {
  if (request.status !== 'received') return 'closed';
  const today = calendarDate(now);
  if (today > request.dueOn) return 'overdue';
  return addDays(today, DUE_SOON_DAYS) >= request.dueOn ? 'due-soon' : 'on-time';
}

export type StaffMove = 'answer' | 'decline';

/** Received → answered (a file or a link) or declined; an answered or declined request stays so (staff may still delete it). */
export function mayMove(status: RequestStatus, move: StaffMove): boolean {
  return status === 'received' && (move === 'answer' || move === 'decline');
}

export const statusAfter = (move: StaffMove): RequestStatus => (move === 'answer' ? 'answered' : 'declined');

/** The answer's file is the requester's alone: not another account's, not an admin's (they hold the file already). */
export function mayDownload(request: { userId: string; status: RequestStatus; fileKey: string | null }, viewerId: string): boolean {
  return request.userId === viewerId && request.status === 'answered' && request.fileKey !== null;
}
