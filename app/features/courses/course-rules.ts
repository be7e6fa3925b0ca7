/** The rules of taking a course: its length, when a class is done, when a certificate may be issued. */

/** A class counts as done once this share of it has been watched. */
export const DONE_SHARE = 0.9;

/** The course's length: the sum of its classes' durations, in seconds. */
export const totalSeconds = (classes: { durationSeconds: number }[]) => classes.reduce((sum, c) => sum + c.durationSeconds, 0);

/**
 * "1 h 30 min", "45 min", "2 h" (minutes rounded; a class of 30 seconds reads "1 min"). The
 * same in Portuguese and English, the SI symbols both use.
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(seconds > 0 ? 1 : 0, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** The furthest point reached after a report from the player (never backwards, never past the end). */
export function nextProgress(before: { watchedSeconds: number; done: boolean } | null, report: { position: number; duration: number }) {
  const duration = Math.max(0, report.duration);
  const position = Math.min(Math.max(0, report.position), duration);
  const watchedSeconds = Math.max(before?.watchedSeconds ?? 0, Math.floor(position));
  const done = Boolean(before?.done) || (duration > 0 && position >= duration * DONE_SHARE);
  return { positionSeconds: Math.floor(position), watchedSeconds, done };
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
