import { describe, expect, it } from 'vitest';
import { calendarDate, daysBefore, isCalendarDate, localDateTimeInput, parseLocalDateTime, startOfDay, startOfNextDay } from './publisher-time.ts';

describe('São Paulo time', () => {
  it('turns calendar days into the instants they start', () => {
    expect(startOfDay('2025-03-01').toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(startOfNextDay('2025-02-28').toISOString()).toBe('2025-03-01T03:00:00.000Z');
    expect(startOfNextDay('2024-12-31').toISOString()).toBe('2025-01-01T03:00:00.000Z');
    // Summer time (until 2019): the day 2018-11-04 began at 01:00, and 2019-02-16's last hour came twice.
    expect(startOfDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfNextDay('2018-11-03').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDay('2019-01-10').toISOString()).toBe('2019-01-10T02:00:00.000Z');
    expect(startOfDay('2019-02-17').toISOString()).toBe('2019-02-17T03:00:00.000Z');
  });

  it('reads and writes datetime-local values', () => {
    expect(parseLocalDateTime('2025-11-28T00:00')!.toISOString()).toBe('2025-11-28T03:00:00.000Z');
    expect(parseLocalDateTime('2025-11-28T23:59')!.toISOString()).toBe('2025-11-29T02:59:00.000Z');
    // With seconds (an input with step="1"), as a scheduled post's time.
    expect(parseLocalDateTime('2025-11-28T23:59:30')!.toISOString()).toBe('2025-11-29T02:59:30.000Z');
    expect(parseLocalDateTime('2025-11-28T23:59:60')).toBeNull();
    for (const bad of ['2025-02-29T10:00', '2025-11-28T24:00', '2025-11-28 10:00', '28/11/2025', '']) expect(parseLocalDateTime(bad), bad).toBeNull();
    expect(localDateTimeInput(new Date('2025-11-29T02:59:00Z'))).toBe('2025-11-28T23:59');
    expect(localDateTimeInput(new Date('2025-01-01T03:00:00Z'))).toBe('2025-01-01T00:00');
    // 23:30 on 2019-02-16 happened twice (summer time ended at midnight): the first one.
    expect(parseLocalDateTime('2019-02-16T23:30')!.toISOString()).toBe('2019-02-17T01:30:00.000Z');
  });

  it('knows the date in São Paulo', () => {
    expect(calendarDate(new Date('2025-03-01T02:59:59Z'))).toBe('2025-02-28');
    expect(calendarDate(new Date('2025-03-01T03:00:00Z'))).toBe('2025-03-01');
    expect(daysBefore(new Date('2025-03-07T15:00:00Z'), 6)).toBe('2025-03-01');
    expect(daysBefore(new Date('2025-03-01T12:00:00Z'), 1)).toBe('2025-02-28');
    expect(['2024-02-29', '2025-02-29', '2025-13-01', '0999-01-01', '2025-1-1'].map(isCalendarDate)).toEqual([true, false, false, false, false]);
  });
});
