/**
 * The part of the server that Vite bundles with the app (see vite.config.ts): the React Router
 * handler, /healthz, /_ipx images, and the start/stop of the database and job runner, so all of
 * them share one module graph and one database client.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import * as serverBuild from 'virtual:react-router/server-build';
import { toNodeHandler } from 'better-auth/node';
import { auth } from '#app/lib/auth/auth.server.ts';
import { ensureAdmin } from '#app/lib/auth/ensure-admin.server.ts';
import { AUTH_LINK_LIMIT, isOpenAuthEndpoint } from '#app/lib/auth/front-door.ts';
import { config } from '#app/lib/config.server.ts';
import { keepDataDirPrivate } from '#app/lib/data-dir.server.ts';
import { makeBackup, serveBackups } from '#app/lib/backup/backup.server.ts';
import { closeAppDatabase, db, openAppDatabase } from '#app/lib/db/db.server.ts';
import { healthCheck } from '#app/lib/health.server.ts';
import { startJobRunner, type JobRunner } from '#app/lib/jobs/jobs.server.ts';
import { setJobRunner, wakeJobRunner } from '#app/lib/jobs/runner.server.ts';
import { bringDeadlineForward } from '#app/features/orders/api.server.ts';
import { log } from '#app/lib/log.server.ts';
import { hitRateLimit } from '#app/lib/rate-limit.server.ts';
import { requestInfoContext } from '#app/lib/request-context.ts';
import { hourlyTasks, jobHandlers } from '#app/jobs.server.ts';
import { fullTextIndexMissing, reindexFullText } from '#app/features/fulltext/api.server.ts';
import { seedDatabase } from '#app/seed/seed.server.ts';
import { authSecret } from '#app/lib/auth/secret.server.ts';
import { configurePayments } from '#app/lib/payments/payment-config.server.ts';
import { requestScratch, uploadScratch } from '#app/lib/request-body.server.ts';
import { localCopy } from '#app/lib/storage/storage.server.ts';
import { MAIL_JOB } from '#app/lib/mail/mail.server.ts';
import { queryCounter } from '#app/lib/db/query-count.server.ts';
import { bridgePageCache } from '#app/lib/page-cache-bridge.server.ts';
import { answeringAppErrors } from '#app/lib/app-error.server.ts';
import { redactedUrl, rememberPageRoutes } from '#app/lib/page-routes.server.ts';
import { createImageHandler, pruneImageCache, type ImageHandler } from './images.ts';
import { invalidatePages } from '#app/lib/page-cache.server.ts';
import { pageCacheMiddleware } from './page-cache.ts';

// The page-view counter asks whether an address is one of the site's public pages; the request
// log asks which of its segments are secrets.
rememberPageRoutes(serverBuild.routes);
/** The build whose routes answer an AppError with its status (decision 0044), made once. */
const appBuild = answeringAppErrors(serverBuild as unknown as ServerBuild);

/** An address as the request log keeps it: a reset link's token, a certificate's code… replaced by their names. */
export const loggedUrl = redactedUrl;

export const app = express();
app.disable('x-powered-by');

app.get('/healthz', async (_req, res) => {
  const { status, body } = await healthCheck(db);
  res.status(status).setHeader('Cache-Control', 'no-store').json(body);
});

// Better Auth's own endpoints: only the links in account mails and the social sign-in callbacks
// are open (lib/auth/front-door.ts); every other account action goes through our pages and their rules.
app.all('/api/auth/{*rest}', async (req, res) => {
  if (!isOpenAuthEndpoint(req.method, req.path)) {
    res.status(404).type('text/plain').send('Not found.');
    return;
  }
  const ip = req.ip ?? '';
  const limited = await hitRateLimit(db(), `auth-link:ip:${ip}`, AUTH_LINK_LIMIT);
  if (!limited.ok) {
    res.status(429).set('Retry-After', String(limited.retryAfter)).type('text/plain').send('Too many requests.');
    return;
  }
  req.headers['x-client-ip'] = ip; // the address Better Auth rate-limits by
  return toNodeHandler(auth())(req, res);
});

// Reading events are anonymous (the route never sees the address), but each address may send only
// so many: the bound is kept here, before the request reaches the app (the counter is stored as a
// keyed hash). A class of thirty reading behind one address (some 120 events an hour each) fits.
const READING_EVENTS_PER_ADDRESS = { limit: 3000, windowSeconds: 3600 };
app.post('/reading-events', async (req, res, next) => {
  const limited = await hitRateLimit(db(), `reading-address:${req.ip ?? ''}`, READING_EVENTS_PER_ADDRESS);
  if (limited.ok) return next();
  res
    .status(429)
    .set({ 'Retry-After': String(limited.retryAfter), 'Cache-Control': 'no-store' })
    .type('text/plain')
    .send('Too many reading events.');
});

// A request that changes something may have queued work (a mail, most often): once its answer is
// sent, and so its transaction committed, the job runner looks at once instead of at its next poll.
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', wakeJobRunner);
  next();
});

// The browser tests' clock (TEST_CONTROLS=on, refused for a site others can reach: config.server.ts):
// an unpaid order's payment deadline comes now, and the job queued for it runs as at its time.
app.post('/__test/orders/:id/deadline-now', async (req, res, next) => {
  if (!config().testControls) return next();
  const moved = await bringDeadlineForward(db(), Number(req.params.id) || 0);
  if (moved) wakeJobRunner();
  res
    .status(moved ? 204 : 404)
    .set('Cache-Control', 'no-store')
    .end();
});

// Resized and converted images, bounded and cached on disk (server/images.ts). Sharp and
// libvips cost a quarter of a second at start, so they load with the first image to make.
let images: ImageHandler | undefined;
const imageCacheDir = () => path.join(config().dataDir, 'cache', 'images');
app.use('/_ipx', (req, res) => {
  // Uploads live in DATA_DIR/uploads, or in S3 with a local copy made on first use.
  const s3 = Boolean(config().s3);
  const uploads = path.join(config().dataDir, s3 ? path.join('cache', 'uploads') : 'uploads');
  images ??= createImageHandler({
    roots: [path.resolve('public'), uploads],
    cacheDir: imageCacheDir(),
    fill: s3 ? { root: 1, fetch: (source) => localCopy(source.replace(/^\//, ''), uploads) } : undefined,
    // A reader edition's pictures go through /reader-assets, which applies the book's access rules.
    hidden: /^\/reader\/\d+\/\d+\/assets\//,
  });
  images(req, res);
});

// Each request gets a scratch folder for the files it uploads (app/lib/request-body.server.ts),
// emptied when its response is done, however it ends.
const uploadsDir = () => path.join(config().dataDir, 'tmp', 'uploads');
app.use((req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  const scratch = uploadScratch(uploadsDir());
  res.once('close', () => void scratch.clear().catch((err: unknown) => log.warn({ err }, 'upload scratch not removed')));
  requestScratch.run(scratch, next);
});

// With SERVER_TIMING set (npm run bench), each answer says how many queries it made and how long it took.
if (process.env.SERVER_TIMING) {
  app.use((_req, res, next) => {
    const counter = { queries: 0 };
    const started = performance.now();
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader('Server-Timing', `db;desc="${counter.queries} queries", app;dur=${(performance.now() - started).toFixed(1)}`);
      return writeHead(...args);
    }) as typeof res.writeHead;
    queryCounter.run(counter, next);
  });
}

app.use(pageCacheMiddleware);

app.use(
  createRequestHandler({
    // The build itself, not a function returning it: given a function, React Router derives its
    // route table again on every request (flattening and ranking every route: 2.7 ms a page).
    // In development Vite loads this module afresh when a route changes.
    build: appBuild,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, { nonce: String(res.locals.nonce ?? ''), ip: req.ip ?? '' });
      return context;
    },
  }),
);

let runner: JobRunner | undefined;
let imageCachePruner: NodeJS.Timeout | undefined;
let stopPageCacheBridge: (() => Promise<void>) | undefined;

/** A job that ran may have changed public pages (an import, an expired order's stock, a scheduled post): the cache starts over. Mails change none. */
const refreshingPages = Object.fromEntries(
  Object.entries(jobHandlers).map(([type, handler]) => [
    type,
    type === MAIL_JOB
      ? handler
      : async (payload: never, job: { id: number; attempts: number }) => {
          await handler(payload, job);
          invalidatePages();
        },
  ]),
) as typeof jobHandlers;

/** Opens and migrates the database, fills demo content on first start, starts the job runner. */
let backups: { close(): Promise<void> } | undefined;

export async function boot(): Promise<void> {
  const { appUrl, https, dataDir } = config();
  keepDataDirPrivate(dataDir);
  // On a public (https) site the test provider, whose page approves any payment, must be chosen on purpose.
  if (https && (!process.env.PAYMENT_PROVIDER_BRL || !process.env.PAYMENT_PROVIDER_USD)) {
    throw new Error(
      'APP_URL is https: choose the payment providers with PAYMENT_PROVIDER_BRL and PAYMENT_PROVIDER_USD (mercadopago, stripe, or test on purpose).',
    );
  }
  const payments = configurePayments({ appUrl, siteSecret: authSecret(dataDir) });
  // Uploads left by a server that stopped mid-request.
  await fs.rm(uploadsDir(), { recursive: true, force: true });
  const database = await openAppDatabase();
  if (config().seedOnStart) await seedDatabase(database.db, { onlyIfEmpty: true });
  // A database from before the full-text index (issue 40) gets it once.
  if (await fullTextIndexMissing(database.db)) {
    const { passages, ms } = await reindexFullText(database.db);
    log.info(`Full-text index built: ${passages} paragraphs in ${(ms / 1000).toFixed(1)} s.`);
  }
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    const outcome = await ensureAdmin(process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD);
    log.info(`Administrator ${process.env.ADMIN_EMAIL} ${outcome}.`);
  }
  if (database.kind === 'postgres') stopPageCacheBridge = await bridgePageCache(config().databaseUrl);
  // The embedded database belongs to this process: `npm run cli -- backup` asks it for a copy.
  else backups = serveBackups(dataDir, () => makeBackup(database, dataDir));
  log.info(`Payments: reais through ${payments.providers.BRL}, dollars through ${payments.providers.USD}.`);
  if (config().jobsEnabled) {
    runner = startJobRunner(database.db, refreshingPages, { hourly: hourlyTasks, onError: (err) => log.error({ err }, 'job runner') });
    setJobRunner(runner);
  }
  // Image variants nobody asked for in 30 days go; every server prunes its own cache folder.
  imageCachePruner = setInterval(() => {
    pruneImageCache(imageCacheDir()).catch((err: unknown) => log.warn({ err }, 'image cache prune failed'));
  }, 3_600_000);
  imageCachePruner.unref();
}

export async function shutdown(): Promise<void> {
  clearInterval(imageCachePruner);
  await backups?.close();
  await stopPageCacheBridge?.();
  await runner?.stop();
  setJobRunner(undefined);
  await closeAppDatabase();
}
