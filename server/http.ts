/**
 * The HTTP server: security headers, compression, static assets, then the app (server/app.ts,
 * bundled by Vite in production, loaded through Vite's dev server in development). Started by
 * server/index.ts, once per worker. Node runs this file directly (type stripping); it must not
 * import app code itself.
 */
import module from 'node:module';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import pino from 'pino';
import { bodyLimit } from './body-limit.ts';
import { onlyFilesFoundAtStart, precompressed } from './precompressed.ts';
import { malformedAddressGuard, crossOriginGuard, paymentOrigins, securityHeaders, canonicalPathRedirect } from './security.ts';

// Compiled code of the app and its dependencies is cached on disk: later starts skip parsing.
module.enableCompileCache?.(path.resolve('node_modules/.cache/node-compile'));
process.env.NODE_ENV ??= 'production';
const development = process.env.NODE_ENV === 'development';
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const appUrl = new URL(process.env.APP_URL || `http://localhost:${port}`);
const log = pino({ level: process.env.LOG_LEVEL || 'info' }, development ? (await import('pino-pretty')).default({ ignore: 'pid,hostname' }) : undefined);

interface AppModule {
  app: express.Express;
  boot(): Promise<void>;
  shutdown(): Promise<void>;
  loggedUrl(url: string): string;
}

const server = express();
server.disable('x-powered-by');
if (process.env.TRUST_PROXY) {
  const value = process.env.TRUST_PROXY;
  server.set('trust proxy', /^\d+$/.test(value) ? Number(value) : value === 'true' ? true : value);
}

server.use((req: Request, res: Response, next: NextFunction) => {
  const start = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (req.path.startsWith('/assets/') && res.statusCode < 400) return;
    // A secret link's token never reaches the log (the app knows which segments are secrets).
    log.info({ method: req.method, url: appModule.loggedUrl(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  });
  next();
});
server.use(compression());
server.use(
  securityHeaders({
    production: !development,
    https: appUrl.protocol === 'https:',
    analyticsOrigin: process.env.ANALYTICS_SCRIPT_URL ? new URL(process.env.ANALYTICS_SCRIPT_URL).origin : undefined,
    formActionOrigins: paymentOrigins(process.env),
  }),
);
server.use(crossOriginGuard({ appUrl: appUrl.origin, exempt: ['/api/webhooks/'] }));
server.use(malformedAddressGuard());
server.use(canonicalPathRedirect());
// Anonymous reading records: the browser's beacon carries the site's cookies, but nothing past
// this point may be able to tie a record to a session.
server.use('/reading-events', (req: Request, _res: Response, next: NextFunction) => {
  delete req.headers.cookie;
  next();
});
// No request body larger than this is read at all, counted as it arrives (chunked too). Forms
// are small; uploads may be bigger, and the catalog admin's most (an ebook format may carry an
// EPUB and a PDF of 50 MB each; an accessible version's answer, 100 MB). Each form's own, tighter
// limits apply inside (app/lib/request-body.server.ts).
const maxForm = 1024 * 1024;
const maxUpload = Number(process.env.MAX_BODY_BYTES || 25 * 1024 * 1024);
const maxCatalogUpload = Math.max(maxUpload, 110 * 1024 * 1024);
server.use(
  bodyLimit((req) => {
    if (!req.is('multipart/form-data')) return maxForm;
    return /^(\/en)?\/admin\/(catalog|accessible-versions)\//.test(req.path) ? maxCatalogUpload : maxUpload;
  }),
);

let appModule: AppModule;
if (development) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteServer.middlewares);
  appModule = (await viteServer.ssrLoadModule('./server/app.ts')) as AppModule;
  server.use(async (req, res, next) => {
    try {
      const fresh = (await viteServer.ssrLoadModule('./server/app.ts')) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const buildDir = path.resolve('build');
  server.use(
    precompressed(path.join(buildDir, 'client'), (urlPath) =>
      urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : urlPath === '/sw.js' ? 'no-cache' : 'public, max-age=3600',
    ),
  );
  server.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false }));
  server.use(
    onlyFilesFoundAtStart(
      path.join(buildDir, 'client'),
      express.static(path.join(buildDir, 'client'), {
        maxAge: '1h',
        index: false,
        // The service worker must be re-checked on every visit, or an old one lingers for a day.
        setHeaders: (res, file) => {
          if (file.endsWith(`${path.sep}sw.js`)) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    ),
  );
  // eslint-disable-next-line boundaries/layers -- the build's output, not a module of the source
  appModule = (await import(path.join(buildDir, 'server/index.js'))) as AppModule;
  server.use(appModule.app);
}

try {
  await appModule.boot();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : error);
  process.exit(1);
}

const listener = server.listen(port, host, () => {
  log.info(`Listening on ${appUrl.origin} (${host}:${port})`);
});
listener.keepAliveTimeout = 65_000;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: finishing open requests, then stopping`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close();
  listener.closeIdleConnections();
  try {
    await appModule.shutdown();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
