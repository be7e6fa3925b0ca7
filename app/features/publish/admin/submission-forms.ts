/** What the proposal page's forms and their action share, without Zod or server code (the page's JavaScript uses it). */
import type { AdminPublishKey } from './messages.ts';

/** A message to the author or an internal note, in characters. */
export const MESSAGE_MAX = 5_000;

/** Which form answered: one per move (`move:under-review`), the message, the note. */
export const moveForm = (to: string) => `move:${to}`;

/** The notices after a change, carried by `?done=`. */
export const SUBMISSION_DONE = ['done.moved', 'done.message', 'done.note'] as const satisfies readonly AdminPublishKey[];
export type SubmissionDone = (typeof SUBMISSION_DONE)[number];
