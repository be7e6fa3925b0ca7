/** Builds the arguments React Router passes to a loader or action, for integration tests. */
import { RouterContextProvider } from 'react-router';
import { isAppError } from '#app/lib/app-error.ts';
import { sessionContext, type SessionUser } from '#app/lib/auth/session.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';

export function formRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, { method: 'POST', body: new URLSearchParams(fields), headers });
}

export function routeArgs(request: Request, params: Record<string, string> = {}, ip = '203.0.113.7') {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: 'test', ip });
  return { request, params, context, url: new URL(request.url), pattern: '', unstable_pattern: '' } as never;
}

/** A signed-in person as the session middleware leaves them in the context (a reader unless `roles` says more). */
export function sessionUser(id: string, details: Partial<Omit<SessionUser, 'id'>> = {}): SessionUser {
  return {
    id,
    name: 'Clara',
    lastName: 'Editora',
    email: `${id}@ipe.test`,
    emailVerified: true,
    image: null,
    phone: null,
    locale: 'pt',
    roles: ['user'],
    twoFactorEnabled: false,
    ...details,
  };
}

/** routeArgs with a session (or, with null, signed out). */
export function signedInArgs(request: Request, params: Record<string, string>, user: SessionUser | null) {
  const args = routeArgs(request, params) as unknown as { context: RouterContextProvider };
  args.context.set(sessionContext, user ? { user, sessionId: 's', token: 't' } : null);
  return args as never;
}

/** The body and status of what a loader or action returned (plain object or data()), or of the AppError it threw. */
export function unwrap<T = Record<string, unknown>>(result: unknown): { status: number; body: T } {
  if (isAppError(result)) return { status: result.status, body: { code: result.code, ...(result.detail ? { message: result.detail } : {}) } as T };
  if (result && typeof result === 'object' && 'type' in result && (result as { type: string }).type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: T; init?: ResponseInit };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: result as T };
}

/**
 * The HTTP status a loader or action's thrown value becomes: an AppError's (decision 0044), a
 * thrown `data(…)`'s or Response's; -1 when nothing was thrown that answers with a status.
 */
export function thrownStatus(thrown: unknown): number {
  if (thrown instanceof Response) return thrown.status;
  const value = thrown as { status?: unknown; init?: { status?: number } } | null;
  if (typeof value?.status === 'number') return value.status;
  return value?.init?.status ?? -1;
}
