import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE, certificateCode, formatDuration, mayIssueCertificate, nextClass, nextProgress, totalSeconds } from './course-rules.ts';

describe('a course’s length', () => {
  it('adds its classes: six of 15 minutes are 1 h 30 min, not 2 h', () => {
    expect(formatDuration(totalSeconds(Array.from({ length: 6 }, () => ({ durationSeconds: 15 * 60 }))))).toBe('1 h 30 min');
    expect(formatDuration(8 * 15 * 60)).toBe('2 h');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(20)).toBe('1 min');
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(89 * 60 + 40)).toBe('1 h 30 min');
  });
});

describe('progress', () => {
  it('a class is done at 90 % watched, and stays done', () => {
    expect(nextProgress(null, { position: 17, duration: 20 })).toEqual({ positionSeconds: 17, watchedSeconds: 17, done: false });
    expect(nextProgress(null, { position: 18, duration: 20 })).toMatchObject({ done: true });
    expect(nextProgress({ watchedSeconds: 18, done: true }, { position: 2, duration: 20 })).toEqual({ positionSeconds: 2, watchedSeconds: 18, done: true });
  });

  it('ignores reports past the end, before the start, or of a class of no length', () => {
    expect(nextProgress(null, { position: 500, duration: 20 })).toEqual({ positionSeconds: 20, watchedSeconds: 20, done: true });
    expect(nextProgress(null, { position: -5, duration: 20 })).toEqual({ positionSeconds: 0, watchedSeconds: 0, done: false });
    expect(nextProgress(null, { position: 10, duration: 0 })).toMatchObject({ done: false });
  });

  it('the certificate needs every class done; "continue" goes to the first one not done', () => {
    const classes = [1, 2, 3].map((id) => ({ id, position: id }));
    expect(mayIssueCertificate([1, 2, 3], new Set([1, 3]))).toBe(false);
    expect(mayIssueCertificate([1, 2, 3], new Set([1, 2, 3]))).toBe(true);
    expect(mayIssueCertificate([], new Set())).toBe(false);
    expect(nextClass(classes, new Set([1]))?.id).toBe(2);
    expect(nextClass(classes, new Set([1, 2, 3]))?.id).toBe(1);
  });
});

describe('certificate codes', () => {
  it('are ten characters without look-alikes, in two groups', () => {
    const code = certificateCode(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 255]));
    expect(code).toMatch(CERTIFICATE_CODE);
    expect(code).not.toMatch(/[01OIL]/);
    expect(CERTIFICATE_CODE.test('ABCDE-FGH1J')).toBe(false);
  });
});
