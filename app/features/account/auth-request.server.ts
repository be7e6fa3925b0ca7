import { APIError } from 'better-auth/api';
import { authErrorCode, type AuthErrorCode } from './auth-errors.ts';

export type Attempt<T> = { ok: true; value: T } | { ok: false; code: AuthErrorCode };

/** Runs a Better Auth call; its refusals become one of our codes, anything else stays an error. */
export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { ok: false, code: authErrorCode(error) };
  }
}

/** Headers for a Better Auth call made on behalf of a request: its cookies, browser and address. */
export function authHeaders(request: Request, ip: string): Headers {
  const headers = new Headers();
  for (const name of ['cookie', 'user-agent', 'accept-language']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (ip) headers.set('x-client-ip', ip);
  return headers;
}

/** Copies the Set-Cookie headers of a Better Auth answer onto ours. */
export function withCookies(from: Headers, to: Headers = new Headers()): Headers {
  for (const cookie of from.getSetCookie()) to.append('Set-Cookie', cookie);
  return to;
}
