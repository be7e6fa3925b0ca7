import { APIError } from 'better-auth/api';
import { redirect } from 'react-router';
import type { Route } from './+types/social';
import { authHeaders, withCookies } from '#app/features/account/api.server.ts';
import { auth, configuredProviders, type SocialProvider } from '#app/lib/auth/auth.server.ts';
import { localeFromPath, localizePath } from '#app/i18n/locales.ts';
import { safeRedirectPath } from '#app/lib/safe-redirect.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { AppError } from '#app/lib/app-error.ts';

/** Starts a sign-in with a configured provider; its callback (/api/auth/callback/…) ends it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const provider = params.provider as SocialProvider;
  if (!configuredProviders().includes(provider)) throw new AppError('not-found', { message: 'This sign-in provider is not configured.' });
  const next = safeRedirectPath(new URL(request.url).searchParams.get('redirect'), '/account');
  try {
    const { headers, response } = await auth().api.signInSocial({
      body: { provider, callbackURL: next, errorCallbackURL: localizePath('/login', localeFromPath(next)) },
      headers: authHeaders(request, context.get(requestInfoContext).ip),
      returnHeaders: true,
    });
    if (!response.url) throw new AppError('bad-gateway', { message: 'The provider did not answer.' });
    return redirect(response.url, { headers: withCookies(headers) });
  } catch (error) {
    if (error instanceof APIError) throw new AppError('bad-gateway', { message: 'The sign-in provider could not be reached. Please try again later.' });
    throw error;
  }
}
