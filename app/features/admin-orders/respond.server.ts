/** Turns a store form's outcome into the action's answer; ids in the path that are not ids are 404. */
import { data, redirect } from 'react-router';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import type { FormState, Outcome } from './outcome.ts';

export function respond(outcome: Outcome, locale: Locale) {
  if (outcome.kind === 'not-found') throw data('Not Found', { status: 404 });
  if (outcome.kind === 'redirect') throw redirect(localizePath(outcome.to, locale));
  return data<FormState>(outcome.state, { status: outcome.status });
}

/** The largest id of a `serial` column (coupons, shipping methods); orders' ids are bigint. */
export const SERIAL_MAX = 2_147_483_647;

/** An order or coupon number from the path; anything else is a page that does not exist. */
export function idParam(value: string | undefined, max = Number.MAX_SAFE_INTEGER): number {
  if (!value || !/^\d{1,16}$/.test(value)) throw data('Not Found', { status: 404 });
  const id = Number(value);
  if (id < 1 || id > max) throw data('Not Found', { status: 404 });
  return id;
}
