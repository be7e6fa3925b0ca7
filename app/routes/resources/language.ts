import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { isLocale, localizePath, switchLocale } from '#app/i18n/locales.ts';
import { config } from '#app/lib/config.server.ts';
import { serializeCookie, YEAR_SECONDS } from '#app/lib/cookies.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { notFound } from '#app/lib/app-error.ts';

/** The language switcher: remembers the choice (a necessary cookie), then shows the page in it. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isLocale(params.locale)) throw notFound();
  const locale = params.locale;
  // Whatever page `next` names, show it in the chosen language.
  const next = safeRedirectPath(switchLocale(safeRedirectPath(new URL(request.url).searchParams.get('next')), locale), localizePath('/', locale));
  return redirect(next, {
    status: 303,
    headers: { 'Set-Cookie': serializeCookie('lang', locale, { maxAgeSeconds: YEAR_SECONDS, secure: config().https }) },
  });
}
