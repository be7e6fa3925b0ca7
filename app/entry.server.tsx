import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { initialRouteContext } from './lib/initial-routes.server.ts';
import { log } from './lib/log.server.ts';
import { redactedUrl } from './lib/page-routes.server.ts';
import { requestInfoContext } from './lib/request-context.ts';
import { appStyleHref, setAppStyle } from './ui/app-style.tsx';
import { afterPaintRewriter, scriptsAfterPaintJs } from './ui/scripts-after-paint.server.ts';
import { setScriptsAfterPaint } from './ui/scripts-after-paint.tsx';
import { NonceContext } from './ui/nonce.tsx';

export const streamTimeout = 5_000;

// The built stylesheet, written into every page (ui/app-style.tsx). The server runs from the
// project's folder (server/http.ts serves build/client from there too).
if (import.meta.env.PROD) {
  setAppStyle(fs.readFileSync(path.resolve('build/client', `.${appStyleHref}`), 'utf8'));
  setScriptsAfterPaint(scriptsAfterPaintJs);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce } = loadContext.get(requestInfoContext);
  // Pages differ by cookie (language, consent, session): never let a shared cache keep them.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache');

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={initialRouteContext(routerContext)} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = coalescing(import.meta.env.PROD, () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, 'error while streaming a page');
        },
      },
    );
  });
}

/**
 * React writes a page in pieces of 2 KB, most of them in one go: passed on as they come, each
 * piece went through the web stream, Express and a gzip job of its own. What is written in one
 * turn of the event loop goes on as one chunk (a shell of 36 KB: 18 chunks become one).
 * `scriptsAfterPaint`: in production the page's scripts wait for its first paint
 * (ui/scripts-after-paint.tsx).
 */
function coalescing(scriptsAfterPaint: boolean, onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  const rewriter = scriptsAfterPaint ? afterPaintRewriter() : null;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (pending.length === 0) setImmediate(release);
      pending.push(chunk);
      callback();
    },
    flush(callback) {
      release();
      const rest = rewriter?.end();
      if (rest?.length) stream.push(rest);
      onEnd();
      callback();
    },
  });
  function release() {
    if (pending.length === 0) return;
    const bytes = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(rewriter ? rewriter.write(bytes) : bytes);
  }
  return stream;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the router refuses itself (a method a page does not take, a bad address) is the
  // client's mistake, answered with its 4xx: worth a line, not an error.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info({ status: error.status, method: request.method, url: redactedUrl(request.url) }, 'request refused');
    return;
  }
  log.error({ err: error, url: redactedUrl(request.url) }, 'unhandled error');
}
