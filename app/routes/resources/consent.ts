import { data, redirect } from 'react-router';
import type { Route } from './+types/consent';
import { consentCookie } from '#app/features/consent/api.server.ts';
import { parseConsent } from '#app/features/consent/api.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { readFormData } from '#app/lib/request-body.server.ts';

/** Stores the cookie choice from the banner or the privacy page, then returns to that page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const consent = parseConsent(form.get('consent'));
  if (!consent) return data({ error: 'Choose "all" or "necessary".' }, { status: 400 });
  return redirect(safeRedirectPath(form.get('next')), { status: 303, headers: { 'Set-Cookie': consentCookie(consent) } });
}

export function loader() {
  return redirect('/privacy#cookie-preferences');
}
