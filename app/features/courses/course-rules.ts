/** The rules of taking a course: its length, when a class is done, when a certificate may be issued. */

/** A class counts as done once this share of it has been watched. */
export const DONE_SHARE = 0.9;

/** The course's length: the sum of its classes' durations, in seconds. */
export const totalSeconds = (classes: { durationSeconds: number }[]) => classes.reduce((sum, c) => sum + c.durationSeconds, 0);

/** Below this a duration shows its seconds: six classes of 20 seconds are "0:20" each and "2:00" in all, not "1 min" each and "2 min". */
const SHOWN_TO_THE_SECOND = 10 * 60;

/**
 * "0:20", "9:05" under ten minutes (minutes and seconds); from there "45 min", "1 h 30 min", "2 h"
 * (minutes rounded). The same in Portuguese and English, the SI symbols both use. A whole is
 * formatted from the sum of its parts' seconds (totalSeconds), never from their rounded figures.
 */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole === 0) return '0 min';
  if (whole < SHOWN_TO_THE_SECOND) return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  const minutes = Math.round(whole / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The player's fastest speed: no more of a class can be watched in a second of real time. */
export const MAX_PLAYBACK_RATE = 2;
/** Seconds of video granted beyond what the real time allows, once: the time a report takes to arrive. */
const REPORT_SLACK_SECONDS = 2;
/**
 * Real time the watching did not need (watching slower than the fastest speed, or a report that
 * arrived late) stays available to the next report for this long, so a slow network never costs a
 * student watched seconds; time spent paused or away is not banked beyond it.
 */
const CARRY_SECONDS = 10;
/**
 * The most real time one report can claim: the player reports every 10 s of video, about 13 s of
 * real time at its slowest speed, and on every pause; a longer silence was an absence.
 */
const LONGEST_SILENCE_SECONDS = 30;

export interface ClassProgress {
  /** Where the student is (to resume there), in whole seconds. */
  positionSeconds: number;
  /** Time watched, as the server counted it. */
  watchedSeconds: number;
  done: boolean;
  /** The server's clock: the real moment up to which real time has paid for the watched seconds. */
  countedUntil: Date;
}

/**
 * A student's progress after a report from the player, counted by the server: the position's
 * advance since the last report is watched time, but the watched seconds never outrun the real
 * time at the fastest speed (plus a slack of seconds, once). So a jump ahead (a seek, or a
 * position posted without watching) counts nothing beyond the time that really passed, nor
 * beyond half a minute after a silence, many small reports earn no more than one, going back
 * counts nothing, and the first report only starts the clock. Real time the watching did not use carries to the next report for a few
 * seconds, so a report that arrives late costs nothing. The class is done once the watched time
 * reaches 90 % of its stored length (read from its video); the browser's idea of the length is
 * never asked.
 */
export function nextProgress(before: ClassProgress | null, position: number, lesson: { durationSeconds: number }, now: Date): ClassProgress {
  const length = Math.max(0, lesson.durationSeconds);
  const at = Math.min(Math.max(0, Number.isFinite(position) ? position : 0), length);
  if (!before) return { positionSeconds: Math.floor(at), watchedSeconds: 0, done: false, countedUntil: now };
  const available = Math.min(LONGEST_SILENCE_SECONDS, (now.getTime() - before.countedUntil.getTime()) / 1000);
  const allowed = Math.max(0, available * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS);
  const advance = Math.max(0, at - before.positionSeconds);
  const counted = Math.round(Math.min(advance, allowed));
  const watchedSeconds = Math.min(length, before.watchedSeconds + counted);
  const paidUntil = before.countedUntil.getTime() + (counted / MAX_PLAYBACK_RATE) * 1000;
  const countedUntil = new Date(Math.max(paidUntil, now.getTime() - CARRY_SECONDS * 1000));
  const done = before.done || (length > 0 && watchedSeconds >= length * DONE_SHARE);
  return { positionSeconds: Math.floor(at), watchedSeconds, done, countedUntil };
}

/** Every class done: the student may issue the certificate. */
export const mayIssueCertificate = (classIds: number[], doneIds: Set<number>) => classIds.length > 0 && classIds.every((id) => doneIds.has(id));

/** The next class to watch: the first not done, else the first. */
export function nextClass<C extends { id: number; position: number }>(classes: C[], doneIds: Set<number>): C | undefined {
  return classes.find((c) => !doneIds.has(c.id)) ?? classes[0];
}

/** A certificate's code: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L), in groups of five. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export function certificateCode(random: Uint8Array): string {
  const chars = Array.from(random.subarray(0, 10), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}
export const CERTIFICATE_CODE = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;
