/**
 * The spec's guards as route middleware, applied to layout routes in both language trees:
 * `auth` (signed in, else to sign-in and back), `adminAuth` (admins; others 403), `redirect`
 * (signed-in people who open sign-in or sign-up go on to where they were going).
 */
import { redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { localeFromPath, localizePath } from '../../i18n/locales.ts';
import { pagePath } from '../../i18n/request.ts';
import { safeRedirectPath } from '../safe-redirect.ts';
import { hasRole } from './roles.ts';
import { sessionContext, type CurrentSession } from './session.server.ts';
import { AppError } from '#app/lib/app-error.ts';

/** Who is asking, for pages open to everyone that show more to some: null for a visitor. */
export function viewerOf(context: Readonly<RouterContextProvider>): { id: string; name: string; admin: boolean } | null {
  const session = context.get(sessionContext);
  return session ? { id: session.user.id, name: session.user.name, admin: hasRole(session.user, 'admin') } : null;
}

export function signInUrl(request: Request): string {
  const url = new URL(request.url);
  // Data requests (.data) stand for their page.
  const page = pagePath(url.pathname);
  return `${localizePath('/login', localeFromPath(page))}?redirect=${encodeURIComponent(page + url.search)}`;
}

/** For loaders and actions outside the guarded groups: the session, or off to sign in. */
export function requireSession(context: Readonly<RouterContextProvider>, request: Request): CurrentSession {
  const session = context.get(sessionContext);
  if (!session) throw redirect(signInUrl(request));
  return session;
}

export function requireAdmin(context: Readonly<RouterContextProvider>, request: Request): CurrentSession {
  const session = requireSession(context, request);
  if (!hasRole(session.user, 'admin')) throw new AppError('forbidden');
  return session;
}

export const authGuard: MiddlewareFunction<Response> = ({ context, request }) => {
  requireSession(context, request);
};

export const adminGuard: MiddlewareFunction<Response> = ({ context, request }) => {
  requireAdmin(context, request);
};

export const guestGuard: MiddlewareFunction<Response> = ({ context, request }) => {
  if (!context.get(sessionContext)) return;
  const url = new URL(request.url);
  const fallback = localizePath('/account', localeFromPath(pagePath(url.pathname)));
  throw redirect(safeRedirectPath(url.searchParams.get('redirect'), fallback));
};
