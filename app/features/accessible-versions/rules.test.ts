import { describe, expect, it } from 'vitest';
import { dueOn, mayDownload, mayMove, statusAfter, urgency } from './rules.ts';

describe('the deadline', () => {
  it('counts calendar days from the day the press received it, in São Paulo', () => {
    expect(dueOn(new Date('2026-03-02T15:00:00Z'), 15)).toBe('2026-03-17');
    // 01:00 UTC on the 3rd is still the 2nd in São Paulo.
    expect(dueOn(new Date('2026-03-03T01:00:00Z'), 15)).toBe('2026-03-17');
    expect(dueOn(new Date('2026-12-25T12:00:00Z'), 10)).toBe('2027-01-04');
  });

  it('tells overdue, due soon (three days or fewer) and on time apart by the press calendar day', () => {
    const received = { status: 'received' as const, dueOn: '2026-03-17' };
    expect(urgency(received, new Date('2026-03-10T12:00:00Z'))).toBe('on-time');
    expect(urgency(received, new Date('2026-03-14T12:00:00Z'))).toBe('due-soon');
    expect(urgency(received, new Date('2026-03-17T23:00:00Z'))).toBe('due-soon');
    // 03:30 UTC on the 18th is 00:30 on the 18th in São Paulo: the day has passed.
    expect(urgency(received, new Date('2026-03-18T03:30:00Z'))).toBe('overdue');
    expect(urgency(received, new Date('2026-03-18T02:30:00Z'))).toBe('due-soon');
  });

  it('closes answered and declined requests, however late', () => {
    expect(urgency({ status: 'answered', dueOn: '2026-03-17' }, new Date('2026-05-01T12:00:00Z'))).toBe('closed');
    expect(urgency({ status: 'declined', dueOn: '2026-03-17' }, new Date('2026-05-01T12:00:00Z'))).toBe('closed');
  });
});

describe('moves', () => {
  it('answers or declines a received request only', () => {
    expect(mayMove('received', 'answer')).toBe(true);
    expect(mayMove('received', 'decline')).toBe(true);
    for (const status of ['answered', 'declined'] as const) {
      expect(mayMove(status, 'answer')).toBe(false);
      expect(mayMove(status, 'decline')).toBe(false);
    }
    expect(statusAfter('answer')).toBe('answered');
    expect(statusAfter('decline')).toBe('declined');
  });
});

describe('who may download the answer', () => {
  const answered = { userId: 'reader-1', status: 'answered' as const, fileKey: 'accessible-versions/1/x.epub' };
  it('is the requester, once answered with a file', () => {
    expect(mayDownload(answered, 'reader-1')).toBe(true);
  });
  it('is nobody else, nor before the answer, nor for a link', () => {
    expect(mayDownload(answered, 'reader-2')).toBe(false);
    expect(mayDownload({ ...answered, status: 'received' }, 'reader-1')).toBe(false);
    expect(mayDownload({ ...answered, fileKey: null }, 'reader-1')).toBe(false);
  });
});
