/**
 * Who is asking: read once per request by the root middleware from the session cookie, then
 * available to every loader and action through `context.get(sessionContext)`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { parseCookies } from '../cookies.ts';
import { db } from '../db/db.server.ts';
import type { Db } from '../db/client.server.ts';
import { prepared } from '../db/prepared.server.ts';
import { sessions, users } from '../db/schema.ts';
import { auth, type Auth } from './auth.server.ts';
import { parseRoles, type Role } from './roles.ts';

export interface SessionUser {
  id: string;
  name: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  phone: string | null;
  locale: string;
  roles: Role[];
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
  token: string;
}

export const sessionContext = createContext<CurrentSession | null>(null);

type BetterSession = NonNullable<Awaited<ReturnType<ReturnType<typeof auth>['api']['getSession']>>>;
type UserFields = Pick<BetterSession['user'], 'id' | 'name' | 'email' | 'emailVerified'> & {
  image?: string | null;
  lastName?: string | null;
  phone?: string | null;
  locale?: string | null;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
};

function toSessionUser(user: UserFields): SessionUser {
  return {
    id: user.id,
    name: user.name,
    lastName: user.lastName ?? '',
    email: user.email,
    emailVerified: user.emailVerified,
    image: user.image ?? null,
    phone: user.phone ?? null,
    locale: user.locale ?? 'pt',
    roles: parseRoles(user.role),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

/** What the quick read needs of the auth library: its cookies' names and its secret. */
interface SessionKeys {
  sessionToken: string;
  dontRemember: string;
  sessionData: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const keysOf = new WeakMap<Auth, Promise<SessionKeys>>();

function sessionKeys(instance: Auth): Promise<SessionKeys> {
  let keys = keysOf.get(instance);
  if (!keys) {
    keys = instance.$context.then((context) => ({
      sessionToken: context.authCookies.sessionToken.name,
      dontRemember: context.authCookies.dontRememberToken.name,
      sessionData: context.authCookies.sessionData.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    keysOf.set(instance, keys);
  }
  return keys;
}

/**
 * A cookie's value when its signature is the auth library's (`value.base64(HMAC-SHA256)`), else
 * null. Its own check goes through WebCrypto's promises, about ten times the cost of this one.
 */
export function verifiedCookie(signed: string, secret: string): string | null {
  const at = signed.lastIndexOf('.');
  if (at < 1) return null;
  const signature = signed.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const value = signed.slice(0, at);
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

const sessionAndUser = (database: Db) =>
  database
    .select({ session: { id: sessions.id, token: sessions.token, expiresAt: sessions.expiresAt }, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_and_user');

/**
 * The common case read without the auth library's machinery (a third of a signed-in page's
 * session cost): a valid cookie, a live session that needs no renewal, no leftover cached-session
 * cookie. Anything else (`undefined`) goes to the library, which answers it as it always has: an
 * expired session ended, a renewal written, a stray cookie cleared. The rules are the library's
 * own (better-auth/api/routes/session), checked against it in session.server.test.ts.
 */
async function quickSession(request: Request): Promise<CurrentSession | null | undefined> {
  const keys = await sessionKeys(auth());
  const cookies = parseCookies(request.headers.get('cookie')).values;
  if ([...cookies.keys()].some((name) => name.startsWith(keys.sessionData))) return undefined;
  if (!cookies.has(keys.sessionToken)) return null;
  const token = verifiedCookie(cookies.get(keys.sessionToken) ?? '', keys.secret);
  if (!token) return undefined;
  const dontRemember = cookies.has(keys.dontRemember) ? (cookies.get(keys.dontRemember) ?? '') : undefined;
  if (dontRemember !== undefined && !verifiedCookie(dontRemember, keys.secret)) return undefined;
  const [row] = await prepared(db(), 'session_and_user', sessionAndUser).execute({ token });
  if (!row || row.user.banned) return undefined;
  const expiresAt = row.session.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt < now) return undefined;
  if (dontRemember === undefined && expiresAt - keys.expiresInMs + keys.updateAgeMs <= now) return undefined;
  return { user: toSessionUser(row.user), sessionId: row.session.id, token: row.session.token };
}

/** The session of a request, or null; a disabled account's sessions are ended on sight. */
export async function readSession(request: Request): Promise<{ session: CurrentSession | null; headers: Headers }> {
  const quick = await quickSession(request);
  if (quick !== undefined) return { session: quick, headers: new Headers() };
  const { headers, response } = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { session: null, headers };
  if (response.user.banned) {
    await db().delete(sessions).where(eq(sessions.userId, response.user.id));
    return { session: null, headers };
  }
  return { session: { user: toSessionUser(response.user), sessionId: response.session.id, token: response.session.token }, headers };
}

/**
 * After an action changed the person's own record (name, photo, two-factor): a form sent without
 * JavaScript is answered by the same request, whose loaders would otherwise draw the session as it
 * was read before the action.
 */
export async function refreshSessionUser(context: Readonly<RouterContextProvider>): Promise<void> {
  const session = context.get(sessionContext);
  if (!session) return;
  const [user] = await db().select().from(users).where(eq(users.id, session.user.id));
  context.set(sessionContext, user && !user.banned ? { ...session, user: toSessionUser(user) } : null);
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { session, headers } = await readSession(request);
  context.set(sessionContext, session);
  const response = await next();
  // A session renewed while in use (Better Auth's updateAge) comes back with a fresh cookie.
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
};
