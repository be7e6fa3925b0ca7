/** Turns a staff form's outcome into the action's answer; reads posts within limits; ids in the path that are not ids are 404. */
import { data, redirect } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { notFound } from './app-error.ts';
import type { FormState, Outcome } from './form-outcome.ts';
import type { FormValues } from './forms.ts';
import { FILE_MESSAGE_SLACK, refusedBody, tryReadFormData, type FormLimits } from './request-body.server.ts';

export function respond<K extends string, F extends string = string, R = never, V = FormValues>(outcome: Outcome<K, F, R, V>, locale: Locale) {
  if (outcome.kind === 'redirect') throw redirect(localizePath(outcome.to, locale));
  return data<FormState<K, F, R, V>>(outcome.state, { status: outcome.status, headers: outcome.headers });
}

/** The largest id of a `serial` column (coupons, shipping methods, open calls); bigserial ids go to MAX_SAFE_INTEGER. */
export const SERIAL_MAX = 2_147_483_647;

/** A row's number from the path; anything else is a page that does not exist. */
export function idParam(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  if (!value || !/^\d{1,16}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id < 1 || id > max) throw notFound();
  return id;
}

/**
 * A staff form, or null when it is too big (the page says so). `files`: how many files the form
 * may carry, each at most `fileBytes`. A malformed body is a 400 error page.
 */
export async function readPost(request: Request, limits: Pick<FormLimits, 'bodyBytes' | 'files' | 'fileBytes'> = {}): Promise<FormData | null> {
  // A file a little over its limit is still read, so its field says so and the rest stays as typed.
  const read = await tryReadFormData(request, limits.fileBytes ? { ...limits, fileBytes: limits.fileBytes + FILE_MESSAGE_SLACK } : limits);
  if (read.ok) return read.formData;
  if (read.status === 413) return null;
  throw refusedBody(read);
}

/** A `serial` row's number from the path (catalog works, formats, parts, issues, articles, events). */
export const serialId = (value: string | undefined): number => idParam(value, SERIAL_MAX);
