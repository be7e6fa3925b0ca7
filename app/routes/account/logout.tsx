import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { signOut } from '#app/features/account/api.server.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';

/** Sign out is a POST (a link could be followed by anyone's page). */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(request, context.get(requestInfoContext).ip);
  return redirect(localizePath('/', requestLocale(request)), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath('/account', requestLocale(request)));
}
