import { describe, expect, it } from 'vitest';
import { acceptsProposals, callDaysLeft, callState, type CallDates } from './open-call-state.ts';

/** The spec's collection call: opens 8 May 2023, closes around 11 August 2023. */
const call: CallDates = { opensOn: '2023-05-08', closesOn: '2023-08-11', closedAt: null };
/** A moment in São Paulo (UTC−3 since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('callState', () => {
  it('upcoming until its opening day starts in São Paulo', () => {
    expect(callState(call, sp('2023-01-01T12:00:00'))).toBe('upcoming');
    expect(callState(call, sp('2023-05-07T23:59:59'))).toBe('upcoming');
    // Already 8 May in UTC, still 7 May in São Paulo.
    expect(callState(call, new Date('2023-05-08T02:00:00Z'))).toBe('upcoming');
    expect(callState(call, sp('2023-05-08T00:00:00'))).toBe('open');
  });

  it('open, then closing soon in its last 14 days (the closing day included)', () => {
    expect(callState(call, sp('2023-06-15T10:00:00'))).toBe('open');
    expect(callState(call, sp('2023-07-28T23:59:59'))).toBe('open');
    expect(callState(call, sp('2023-07-29T00:00:00'))).toBe('closing-soon');
    expect(callState(call, sp('2023-08-11T23:59:59'))).toBe('closing-soon');
  });

  it('closed once its closing day ends in São Paulo', () => {
    // 12 August in UTC, still 11 August in São Paulo.
    expect(callState(call, new Date('2023-08-12T02:30:00Z'))).toBe('closing-soon');
    expect(callState(call, sp('2023-08-12T00:00:00'))).toBe('closed');
    expect(callState(call, new Date('2026-11-23T12:00:00Z'))).toBe('closed');
  });

  it('closed as soon as an editor closes it early', () => {
    const closedEarly = { ...call, closedAt: sp('2023-07-01T09:00:00') };
    expect(callState(closedEarly, sp('2023-06-30T12:00:00'))).toBe('open');
    expect(callState(closedEarly, sp('2023-07-01T09:00:00'))).toBe('closed');
    expect(callState(closedEarly, sp('2023-07-02T09:00:00'))).toBe('closed');
    // Serialized (an ISO string), or unreadable: still closed.
    expect(callState({ ...call, closedAt: '2023-07-01T12:00:00.000Z' }, sp('2023-07-02T09:00:00'))).toBe('closed');
    expect(callState({ ...call, closedAt: 'nonsense' }, sp('2023-06-01T09:00:00'))).toBe('closed');
  });

  it('a short call is closing soon from its first day', () => {
    const short = { opensOn: '2026-12-01', closesOn: '2026-12-05', closedAt: null };
    expect(callState(short, sp('2026-12-01T08:00:00'))).toBe('closing-soon');
  });

  it('a one-day call, and one whose days are the wrong way round', () => {
    const oneDay = { opensOn: '2026-12-01', closesOn: '2026-12-01', closedAt: null };
    expect(callState(oneDay, sp('2026-12-01T08:00:00'))).toBe('closing-soon');
    expect(callState(oneDay, sp('2026-12-02T00:00:00'))).toBe('closed');
    const backwards = { opensOn: '2026-12-10', closesOn: '2026-12-01', closedAt: null };
    expect(acceptsProposals(callState(backwards, sp('2026-12-05T08:00:00')))).toBe(false);
  });
});

describe('acceptsProposals and callDaysLeft', () => {
  it('open and closing soon take proposals', () => {
    expect(['upcoming', 'open', 'closing-soon', 'closed'].map((s) => acceptsProposals(s as never))).toEqual([false, true, true, false]);
  });

  it('days left, the closing day counted; null when the call takes none', () => {
    expect(callDaysLeft(call, sp('2023-08-11T20:00:00'))).toBe(1);
    expect(callDaysLeft(call, sp('2023-08-10T08:00:00'))).toBe(2);
    expect(callDaysLeft(call, sp('2023-05-08T08:00:00'))).toBe(96);
    expect(callDaysLeft(call, sp('2023-05-07T08:00:00'))).toBeNull();
    expect(callDaysLeft(call, sp('2023-08-12T08:00:00'))).toBeNull();
  });
});
