import { createRequestHandler, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppError, notFound } from './app-error.ts';
import { answeringAppErrors, answerFor } from './app-error.server.ts';

/** A one-route build whose loader and action throw what they are given, and whose page renders its error's status. */
function buildThrowing(thrown: () => unknown, page = true): ServerBuild {
  const module = {
    loader: () => {
      throw thrown();
    },
    action: () => {
      throw thrown();
    },
    // As the site's layout does: a thrown answer's headers (Retry-After) reach the page's answer.
    headers: ({ errorHeaders }: { errorHeaders?: Headers }) => errorHeaders ?? new Headers(),
    ...(page ? { default: () => null } : {}),
  };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) => new Response(`status ${status}`, { status, headers }),
      },
    },
    routes: { root: { id: 'root', path: '', module } },
    assets: { entry: { imports: [], module: '' }, routes: { root: { id: 'root', module: '', hasLoader: true, hasAction: true } }, url: '', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: '',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

describe('an AppError thrown by a route', () => {
  it('is answered with its status, once, wherever it was thrown', async () => {
    const handler = createRequestHandler(answeringAppErrors(buildThrowing(() => notFound())));
    expect((await handler(new Request('http://site.test/'))).status).toBe(404);
    const post = await handler(new Request('http://site.test/', { method: 'POST', body: new URLSearchParams({ a: 'b' }) }));
    expect(post.status).toBe(404);
  });

  it('says when to try again', async () => {
    const handler = createRequestHandler(answeringAppErrors(buildThrowing(() => new AppError('too-many-requests', { retryAfter: 90.2 }))));
    const answer = await handler(new Request('http://site.test/'));
    expect([answer.status, answer.headers.get('Retry-After')]).toEqual([429, '91']);
  });

  it('is a server error when the build is not wrapped, and anything else thrown stays one', async () => {
    expect((await createRequestHandler(buildThrowing(() => notFound()))(new Request('http://site.test/'))).status).toBe(500);
    expect((await createRequestHandler(answeringAppErrors(buildThrowing(() => new Error('boom'))))(new Request('http://site.test/'))).status).toBe(500);
  });

  it('answers in plain text from a route without a page (a file, a feed), with its sentence if it has one', async () => {
    const missing = await createRequestHandler(answeringAppErrors(buildThrowing(() => notFound(), false)))(new Request('http://site.test/'));
    expect([missing.status, missing.headers.get('Content-Type'), await missing.text()]).toEqual([404, 'text/plain; charset=utf-8', 'Not Found']);
    const said = await createRequestHandler(
      answeringAppErrors(buildThrowing(() => new AppError('bad-gateway', { message: 'The provider did not answer.' }), false)),
    )(new Request('http://site.test/'));
    expect([said.status, await said.text()]).toEqual([502, 'The provider did not answer.']);
  });

  it('carries its code and message to the error page', () => {
    expect(answerFor(new AppError('conflict', { message: 'O grupo foi fechado.' }))).toMatchObject({
      data: { code: 'conflict', message: 'O grupo foi fechado.' },
      init: { status: 409 },
    });
    const other = new Error('x');
    expect(answerFor(other)).toBe(other);
  });
});
