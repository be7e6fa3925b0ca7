/**
 * The server's backstop on request bodies, counted on the bytes as they arrive: a declared
 * Content-Length over the limit gets 413 before anything is read, and a chunked body that grows
 * past it gets 413 and its connection closed, whoever was reading it (the app's forms, the auth
 * library, a webhook). The app's own form reader (app/lib/request-body.server.ts) applies the
 * tighter limits of each form inside this one.
 * Plain TypeScript that Node runs directly (no bundling).
 */
import type { NextFunction, Request, Response } from 'express';

export function bodyLimit(limitFor: (req: Request) => number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const limit = limitFor(req);
    const declared = req.get('content-length');
    if (declared !== undefined && !(Number(declared) <= limit)) {
      tooLarge(res);
      return;
    }
    // Node hands every body chunk to the request stream through push(); counting there sees the
    // bytes before any reader buffers them.
    let seen = 0;
    const push = req.push.bind(req);
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      if (chunk === null || chunk === undefined) return push(chunk, encoding);
      seen += (chunk as Buffer).length;
      if (seen <= limit) return push(chunk, encoding);
      req.push = () => true; // the rest is dropped, never buffered
      tooLarge(res, () => req.destroy(new Error('Request body over the limit')));
      return false;
    };
    // A page that answers before reading the body (a sign-in redirect, a 405) leaves the rest of it
    // in the connection, paused by the reader that started on it; the next request on that
    // keep-alive connection would then wait forever. What is left is read and dropped (still
    // counted, so never past the limit).
    res.once('finish', () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners('data');
      req.on('data', () => {});
      req.resume();
    });
    next();
  };
}

function tooLarge(res: Response, then?: () => void) {
  if (res.headersSent) {
    then?.();
    return;
  }
  res.status(413).set('Connection', 'close').type('text/plain').end('Request too large.', then);
}
