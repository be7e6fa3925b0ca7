/**
 * The visitor's cart cookie (a random id, HttpOnly), and the root middleware that merges a
 * visitor's cart into the account's on the first request after any kind of sign-in (password,
 * link, social, two-factor, sign-up), then forgets the cookie.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { sessionContext } from '#app/lib/auth/session.server.ts';
import { config } from '#app/lib/config.server.ts';
import { readCookie, serializeCookie } from '#app/lib/cookies.ts';
import { db } from '#app/lib/db/db.server.ts';
import { log } from '#app/lib/log.server.ts';
import { mergeGuestCart, type CartOwner } from './cart.server.ts';

export const CART_COOKIE = 'cart';
const CART_COOKIE_SECONDS = 90 * 24 * 3600;

/**
 * A visitor's cart made by this very request: its cookie only goes out with the answer, so the
 * page drawn after the action (a form posted without JavaScript) would otherwise count no cart.
 */
const cartMadeByRequest = createContext<string | null>(null);

export function rememberCartMadeByRequest(context: Readonly<RouterContextProvider>, cartId: string): void {
  context.set(cartMadeByRequest, cartId);
}

export function cartOwner(request: Request, context: Readonly<RouterContextProvider>): CartOwner {
  const session = context.get(sessionContext);
  return { userId: session?.user.id ?? null, cookieId: session ? null : (context.get(cartMadeByRequest) ?? readCookie(request, CART_COOKIE) ?? null) };
}

export function cartCookie(id: string): string {
  return serializeCookie(CART_COOKIE, id, { maxAgeSeconds: CART_COOKIE_SECONDS, secure: config().https, httpOnly: true });
}

export function clearCartCookie(): string {
  return serializeCookie(CART_COOKIE, '', { maxAgeSeconds: 0, secure: config().https, httpOnly: true });
}

export const cartMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = context.get(sessionContext);
  const guestId = session ? readCookie(request, CART_COOKIE) : undefined;
  if (!session || !guestId) return next();
  try {
    await mergeGuestCart(db(), guestId, session.user.id);
  } catch (err) {
    // The visitor's cart stays under its cookie; the next request tries again.
    log.error({ err }, 'cart merge failed');
    return next();
  }
  const response = await next();
  response.headers.append('Set-Cookie', clearCartCookie());
  return response;
};
