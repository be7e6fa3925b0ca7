/** Turns a catalog form's outcome into the action's answer, and reads posts within size limits. */
import { data, redirect } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { FILE_MESSAGE_SLACK, refusedBody, tryReadFormData, type FormLimits } from '#app/lib/request-body.server.ts';
import type { FormState, Outcome } from './outcome.ts';

export function respond(outcome: Outcome, locale: Locale) {
  if (outcome.kind === 'not-found') throw data('Not Found', { status: 404 });
  if (outcome.kind === 'redirect') throw redirect(localizePath(outcome.to, locale));
  return data<FormState>(outcome.state, { status: outcome.status });
}

/** Loader and action parameters are ids: anything else is a page that does not exist. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw data('Not Found', { status: 404 });
  return Number(value);
}

/**
 * A catalog form, or null when it is too big (the page says so). `files`: how many files the
 * form may carry, each at most `fileBytes`. A malformed body is a 400 error page.
 */
export async function readPost(request: Request, limits: Pick<FormLimits, 'bodyBytes' | 'files' | 'fileBytes'> = {}): Promise<FormData | null> {
  // A file a little over its limit is still read, so its field says so and the rest stays as typed.
  const read = await tryReadFormData(request, limits.fileBytes ? { ...limits, fileBytes: limits.fileBytes + FILE_MESSAGE_SLACK } : limits);
  if (read.ok) return read.formData;
  if (read.status === 413) return null;
  throw refusedBody(read);
}

export const tooLarge = (): Outcome => ({ kind: 'state', status: 413, state: { values: {}, errors: {}, message: 'postTooLarge', revision: Date.now() } });
