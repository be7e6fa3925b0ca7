/**
 * Who is asking: read once per request by the root middleware from the session cookie, then
 * available to every loader and action through `context.get(sessionContext)`.
 */
import { eq } from 'drizzle-orm';
import { createContext, type MiddlewareFunction } from 'react-router';
import { db } from '../db/db.server.ts';
import { sessions } from '../db/schema.ts';
import { auth } from './auth.server.ts';
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

function toSessionUser(user: BetterSession['user']): SessionUser {
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

/** The session of a request, or null; a disabled account's sessions are ended on sight. */
export async function readSession(request: Request): Promise<{ session: CurrentSession | null; headers: Headers }> {
  const { headers, response } = await auth().api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return { session: null, headers };
  if (response.user.banned) {
    await db().delete(sessions).where(eq(sessions.userId, response.user.id));
    return { session: null, headers };
  }
  return { session: { user: toSessionUser(response.user), sessionId: response.session.id, token: response.session.token }, headers };
}

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { session, headers } = await readSession(request);
  context.set(sessionContext, session);
  const response = await next();
  // A session renewed while in use (Better Auth's updateAge) comes back with a fresh cookie.
  for (const cookie of headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  return response;
};
