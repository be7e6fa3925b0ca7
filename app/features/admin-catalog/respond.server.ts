/** Turns a catalog form's outcome into the action's answer, and reads posts within size limits. */
import { data, redirect } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
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

/** Bigger posts are refused before being read (every file field has its own, smaller limit). */
export async function readPost(request: Request, maxBytes: number): Promise<FormData | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  return request.formData();
}

export const tooLarge = (): Outcome => ({ kind: 'state', status: 413, state: { values: {}, errors: {}, message: 'postTooLarge', revision: Date.now() } });
