/**
 * Serves the `.br` and `.gz` files that `npm run build` wrote beside the client's assets
 * (scripts/precompress.ts) to browsers that accept them; anything else falls through to
 * express.static and the compression middleware. Only files found at start are served, so a
 * request path never reaches the file system, and each is read once and answered from memory
 * (about 1 MB for the whole build): a page's scripts cost no stat, open, read and close apiece.
 * Plain TypeScript that Node runs directly (no bundling).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** URL path (under `root`) → the encodings written for it. */
export function findPrecompressed(root: string): Map<string, Set<'br' | 'gzip'>> {
  const found = new Map<string, Set<'br' | 'gzip'>>();
  for (const file of findFiles(root)) {
    const match = /^(.*)\.(br|gz)$/.exec(file);
    if (!match || !(path.extname(match[1]!) in TYPES)) continue;
    const encodings = found.get(match[1]!) ?? new Set();
    encodings.add(match[2] === 'br' ? 'br' : 'gzip');
    found.set(match[1]!, encodings);
  }
  return found;
}

/** A compressed copy as it is answered: its bytes and their entity tag. */
interface Copy {
  body: Buffer;
  etag: string;
}

export function precompressed(root: string, cacheControl: (urlPath: string) => string) {
  const available = findPrecompressed(root);
  // Read on first demand, then kept: the build does not change under a running server.
  const copies = new Map<string, Promise<Copy | null>>();
  const copy = (file: string) => {
    let found = copies.get(file);
    if (!found) {
      found = fs.promises.readFile(file).then(
        (body) => ({ body, etag: `"${body.length.toString(16)}-${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }),
        () => null,
      );
      copies.set(file, found);
    }
    return found;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = available.get(req.path);
    if (!encodings) return next();
    // Ours is the preference (Brotli is smaller) among what the browser accepts at all.
    const encoding = (['br', 'gzip'] as const).find((candidate) => encodings.has(candidate) && req.acceptsEncodings(candidate) === candidate);
    if (!encoding) return next();
    copy(path.join(root, req.path) + (encoding === 'br' ? '.br' : '.gz')).then((found) => {
      // Gone since start (a build replaced under the server): the next handler answers.
      if (!found) return next();
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Type', TYPES[path.extname(req.path)]!);
      res.setHeader('Cache-Control', cacheControl(req.path));
      res.setHeader('ETag', found.etag);
      // A browser revalidating what it holds (the service worker, each visit) gets 304 and no body.
      if (req.fresh) return void res.status(304).end();
      res.setHeader('Content-Length', found.body.length);
      res.status(200).end(req.method === 'HEAD' ? undefined : found.body);
    }, next);
  };
}

/** Every file under `root` at start, by URL path, leaving out dot folders and files (never served). */
export function findFiles(root: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else found.add('/' + path.relative(root, file).split(path.sep).join('/'));
    }
  };
  walk(root);
  return found;
}

/**
 * Hands `serve` (express.static) only the requests for files found at start: a page's address
 * (`/en/account`) then goes straight to the app instead of costing a file-system lookup first.
 */
export function onlyFilesFoundAtStart(root: string, serve: (req: Request, res: Response, next: NextFunction) => void) {
  const files = findFiles(root);
  return (req: Request, res: Response, next: NextFunction) => (files.has(req.path) ? serve(req, res, next) : next());
}
