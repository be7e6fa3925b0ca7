import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CODE, certificateCode, formatDuration, mayIssueCertificate, nextClass, nextProgress, totalSeconds } from './course-rules.ts';

describe('a course’s length', () => {
  it('adds its classes: six of 15 minutes are 1 h 30 min, not 2 h', () => {
    expect(formatDuration(totalSeconds(Array.from({ length: 6 }, () => ({ durationSeconds: 15 * 60 }))))).toBe('1 h 30 min');
    expect(formatDuration(8 * 15 * 60)).toBe('2 h');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('shows seconds under ten minutes, and six classes of 20 seconds add up to their total', () => {
    const classes = Array.from({ length: 6 }, () => ({ durationSeconds: 20 }));
    expect(classes.map((c) => formatDuration(c.durationSeconds))).toEqual(Array(6).fill('0:20'));
    expect(formatDuration(totalSeconds(classes))).toBe('2:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(9 * 60 + 59)).toBe('9:59');
    expect(formatDuration(10 * 60)).toBe('10 min');
    expect(formatDuration(89 * 60 + 40)).toBe('1 h 30 min');
  });
});

describe('progress, counted by the server', () => {
  const lesson = { durationSeconds: 20 };
  const t0 = new Date('2026-11-28T10:00:00Z');
  const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  /** Reports of [seconds since t0, position], in order, from a first report at t0. */
  const play = (reports: [number, number][], length = lesson) =>
    reports.reduce<ReturnType<typeof nextProgress> | null>((before, [t, position]) => nextProgress(before, position, length, at(t)), null)!;

  it('a class watched through is done at 90 %, also at the fastest speed, and stays done', () => {
    expect(
      play([
        [0, 0],
        [10, 10],
        [17, 17],
      ]),
    ).toMatchObject({ positionSeconds: 17, watchedSeconds: 17, done: false });
    expect(
      play([
        [0, 0],
        [10, 10],
        [20, 20],
      ]),
    ).toMatchObject({ watchedSeconds: 20, done: true });
    expect(
      play([
        [0, 0],
        [5, 10],
        [10, 20],
      ]),
    ).toMatchObject({ watchedSeconds: 20, done: true });
    expect(
      play([
        [0, 0],
        [10, 10],
        [20, 20],
        [25, 2],
      ]),
    ).toMatchObject({ positionSeconds: 2, watchedSeconds: 20, done: true });
  });

  it('the first report only starts the clock; a jump ahead counts no more than the time that passed', () => {
    // The attack: one post at the end of each class, or a post at the start and one at the end a second later.
    expect(play([[0, 20]])).toMatchObject({ positionSeconds: 20, watchedSeconds: 0, done: false });
    expect(
      play([
        [0, 1],
        [1, 20],
      ]),
    ).toMatchObject({ watchedSeconds: 4, done: false });
    // A seek ahead after watching a little: no more than the fastest speed allows in the time that passed.
    expect(
      play(
        [
          [0, 0],
          [3, 3],
          [4, 300],
        ],
        { durationSeconds: 600 },
      ),
    ).toMatchObject({ positionSeconds: 300, watchedSeconds: 4 * 2 + 2, done: false });
    // Going back counts nothing; watching again from there counts.
    expect(
      play([
        [0, 10],
        [10, 0],
        [20, 10],
      ]),
    ).toMatchObject({ positionSeconds: 10, watchedSeconds: 10 });
  });

  it('a report that arrives late costs nothing: the real time the watching did not use carries to the next', () => {
    // At the fastest speed, the report of 0:10 reaches the server 3 s late and the last one on time.
    expect(
      play([
        [0, 0],
        [8, 10],
        [10.5, 20],
      ]),
    ).toMatchObject({ watchedSeconds: 20, done: true });
  });

  it('many small reports earn no more than one, and a silence is not banked', () => {
    // Eleven reports in one second, each two seconds ahead: the slack is granted once, not each time.
    const rapid = Array.from({ length: 11 }, (_, k): [number, number] => [k / 10, 2 * k]);
    expect(play(rapid).watchedSeconds).toBeLessThanOrEqual(1 * 2 + 2);
    // Five seconds watched, then an hour away, then a jump: half a minute of real time at most.
    expect(
      play(
        [
          [0, 0],
          [5, 5],
          [3600, 600],
        ],
        { durationSeconds: 600 },
      ).watchedSeconds,
    ).toBe(5 + 30 * 2 + 2);
    // An hour paused, then played on and a jump: the same.
    expect(
      play(
        [
          [0, 0],
          [5, 5],
          [3600, 5],
          [3601, 600],
        ],
        { durationSeconds: 600 },
      ).watchedSeconds,
    ).toBeLessThanOrEqual(5 + (10 + 1) * 2 + 2);
  });

  it('the length is the class’s own: positions past it, before the start or of a class of no length count nothing more', () => {
    expect(
      play([
        [0, 0],
        [300, 500],
      ]),
    ).toMatchObject({ positionSeconds: 20, watchedSeconds: 20, done: true });
    expect(
      play([
        [0, 0],
        [10, -5],
      ]),
    ).toMatchObject({ positionSeconds: 0, watchedSeconds: 0, done: false });
    expect(
      play([
        [0, 0],
        [10, Number.NaN],
      ]),
    ).toMatchObject({ positionSeconds: 0, watchedSeconds: 0 });
    expect(
      play(
        [
          [0, 0],
          [60, 10],
        ],
        { durationSeconds: 0 },
      ),
    ).toMatchObject({ watchedSeconds: 0, done: false });
    // A clock that went back (two servers) counts as no time at all.
    expect(
      play([
        [10, 0],
        [0, 10],
      ]).watchedSeconds,
    ).toBeLessThanOrEqual(2);
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
