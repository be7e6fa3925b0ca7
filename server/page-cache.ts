/**
 * Whole pages for visitors without a session (app/lib/page-cache.server.ts, decision 0026): kept
 * and answered here, and emptied by any write that may change them.
 */
import type { NextFunction, Request, Response } from 'express';
import {
  changesPublicPages,
  gzippedWithNonce,
  invalidatePages,
  isCacheable,
  mayWrite,
  pageCache,
  pageCacheKey,
  responseEtag,
  revalidated,
  storablePage,
  withNonce,
} from '#app/lib/page-cache.server.ts';

const KEPT_HEADERS = ['content-type', 'content-language', 'vary', 'link'];
/** A shared cache must not hand a kept page to someone with a session, nor gzip to a client that cannot read it. */
const varyOfCachedPage = (vary: string | undefined) => {
  const names = new Set(
    (vary ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  for (const name of ['Accept-Encoding', 'Cookie']) if (![...names].some((kept) => kept.toLowerCase() === name.toLowerCase())) names.add(name);
  return [...names].join(', ');
};
const SHARED_CACHING = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300';

/**
 * Empties the cache when a write's answer starts, and again when it ends. Its changes are in the
 * database by the time its head is written (an action runs before the page it answers with is
 * made), while the end of a streamed answer can come after the browser has shown the change and
 * someone else has asked for the page; the second time is for a handler that answers first and
 * writes after.
 */
function emptyOnWrite(req: Request, res: Response) {
  const empty = () => {
    if (changesPublicPages({ method: req.method, path: req.path, status: res.statusCode, cookie: req.headers.cookie })) invalidatePages();
  };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (typeof args[0] === 'number') res.statusCode = args[0];
    empty();
    return writeHead(...args);
  }) as typeof res.writeHead;
  res.once('finish', empty);
}

export function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
  if (mayWrite(req.method)) emptyOnWrite(req, res);
  const key = pageCacheKey({
    method: req.method,
    path: req.path,
    url: req.originalUrl,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  });
  // Not kept (pages for a person say `private, no-cache`: entry.server.tsx).
  if (!key) return next();
  const nonce = String(res.locals.nonce ?? '');
  const page = pageCache.get(key);
  if (page) {
    res.setHeader('Cache-Control', SHARED_CACHING);
    res.setHeader('X-Page-Cache', 'hit');
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
    const held = revalidated(page, req.headers['if-none-match']);
    if (held) {
      // The client keeps its copy, whose scripts carry the nonce it was sent with: the CSP names that one.
      res.setHeader('ETag', responseEtag(page, held));
      res.setHeader('Content-Security-Policy', String(res.getHeader('Content-Security-Policy') ?? '').replaceAll(`'nonce-${nonce}'`, `'nonce-${held}'`));
      res.status(304).end();
      return;
    }
    res.setHeader('ETag', responseEtag(page, nonce));
    // Gzip made from the stored deflated parts (Brotli would be compressed afresh for each answer).
    // Setting Content-Encoding tells the compression middleware to leave the body alone.
    const gzip = req.acceptsEncodings('gzip') === 'gzip';
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.status(200).send(gzip ? gzippedWithNonce(page, nonce) : withNonce(page, nonce));
    return;
  }
  res.setHeader('X-Page-Cache', 'miss');
  if (req.method !== 'GET') return next();
  // A write that empties the cache while this page is being made may have changed what it shows:
  // it is still sent (it is what was there when asked), but not kept for the next visitor.
  const generation = pageCache.generation;
  // The first copy is answered as every later one (shared caching, an ETag), so a CDN in front
  // keeps it too: the page is held until it is whole, then stored and sent. Anything that turns
  // out not to be storable (a redirect, an error, a cookie set) goes out as the app wrote it.
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  // Decided once, when the app first writes: hold the storable page until it is whole, or pass everything through.
  let holding: boolean | null = null;
  const hold = () => (holding ??= isCacheable(res.statusCode, res.getHeaders()));
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.writeHead = ((...args: unknown[]) => {
    // Headers given as a raw array cannot be read back here: such a head goes out as it is.
    if (holding === null && args.some((arg, i) => i > 0 && Array.isArray(arg))) holding = false;
    if (holding === false) return writeHead(...args);
    if (typeof args[0] === 'number') res.statusCode = args[0];
    const given = args.find((arg, i) => i > 0 && arg && typeof arg === 'object') as Record<string, string> | undefined;
    for (const [name, value] of Object.entries(given ?? {})) res.setHeader(name, value);
    // Held back while the page is storable: its caching headers are known only at the end.
    return hold() ? res : writeHead(res.statusCode);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!hold()) return write(chunk, ...rest);
    keep(chunk, rest[0]);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!hold()) return end(chunk, ...rest);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
    const headers = res.getHeaders();
    const kept: Record<string, string> = Object.fromEntries(
      KEPT_HEADERS.flatMap((name) => (headers[name] === undefined ? [] : [[name, String(headers[name])]])),
    );
    kept.vary = varyOfCachedPage(kept.vary);
    const body = Buffer.concat(chunks);
    const stored = storablePage(body.toString('utf8'), nonce, kept);
    if (pageCache.generation === generation) pageCache.set(key, stored);
    res.setHeader('Cache-Control', SHARED_CACHING);
    res.setHeader('Vary', kept.vary);
    res.setHeader('ETag', responseEtag({ ...stored, storedAt: Date.now() }, nonce));
    res.removeHeader('Content-Length');
    // The page is whole: the head goes out now, through the implicit writeHead, unheld.
    holding = false;
    return end(body, callback);
  }) as typeof res.end;
  next();
}
