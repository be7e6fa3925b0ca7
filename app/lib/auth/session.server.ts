/**
 * Who is asking: read once per request by the root middleware from the session cookie, then
 * available to every loader and action through `context.get(sessionContext)`.
 */
import { eq } from 'drizzle-orm';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { db } from '../db/db.server.ts';
import { sessions, users } from '../db/schema.ts';
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
