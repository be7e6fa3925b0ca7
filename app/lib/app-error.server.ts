/**
 * Where an AppError becomes an HTTP answer, once for the whole app (decision 0044): every route
 * module's loader, action and middleware in the server build is wrapped so that an AppError thrown
 * anywhere below it is answered with its status (and Retry-After, and its headers), and the page's
 * error boundary receives `{ code, message?, retryAfter? }`. Anything else thrown is left to React
 * Router (a 500 that the logs keep).
 */
import { data, type ServerBuild } from 'react-router';
import { type AppErrorCode, type AppErrorData, isAppError } from './app-error.ts';

/** What a resource route (a file, a feed) says in plain text when it has no sentence of its own. */
const PLAIN: Partial<Record<AppErrorCode, string>> = {
  invalid: 'Bad Request',
  forbidden: 'Forbidden',
  'not-found': 'Not Found',
  'too-many-requests': 'Too Many Requests',
};

/**
 * The answer for a thrown value: an AppError's own, else the value unchanged. A page's answer is
 * `data(…)` for its error boundary; a resource route (no page) answers in plain text, as a file's
 * address is read by programs and people alike.
 */
export function answerFor(error: unknown, resource = false): unknown {
  if (!isAppError(error)) return error;
  const headers = new Headers(error.headers);
  if (error.retryAfter !== undefined) headers.set('Retry-After', String(Math.max(1, Math.ceil(error.retryAfter))));
  if (resource) {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain; charset=utf-8');
    return new Response(error.detail ?? PLAIN[error.code] ?? error.code, { status: error.status, headers });
  }
  const body: AppErrorData = {
    code: error.code,
    ...(error.detail ? { message: error.detail } : {}),
    ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
  };
  return data(body, { status: error.status, headers });
}

type Handler = (...args: never[]) => unknown;
function answering<F extends Handler>(handler: F | undefined, resource: boolean): F | undefined {
  if (!handler) return handler;
  return (async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      throw answerFor(error, resource);
    }
  }) as unknown as F;
}

type RouteModule = ServerBuild['routes'][string] extends infer R ? (R extends { module: infer M } ? M : never) : never;
type Middleware = NonNullable<RouteModule['middleware']>[number];

/** The same build with every route's loader, action and middleware answering AppErrors. */
export function answeringAppErrors<B extends ServerBuild>(build: B): B {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = route.module;
      const wrapped: RouteModule = { ...module };
      // A route without a page is a resource (a file, a feed): its failures answer in plain text.
      const resource = !module.default;
      if (module.loader) wrapped.loader = answering(module.loader, resource);
      if (module.action) wrapped.action = answering(module.action, resource);
      if (module.middleware) wrapped.middleware = module.middleware.map((middleware: Middleware) => answering(middleware, resource)!);
      return [id, { ...route, module: wrapped }];
    }),
  );
  return { ...build, routes };
}
