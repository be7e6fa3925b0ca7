import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
/** Where the journeys' server answers: the origin its links, canonical addresses and mails carry. */
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || 'test-results/e2e-data';
/** What a run keeps beside the server's data (not in it: e2e/security.spec.ts checks every file there). */
export const E2E_RUN_DIR = `${E2E_DATA_DIR}-run`;
/** The administrator's session, made once per run (e2e/global-setup.ts; e2e/support.ts: asAdmin). */
export const ADMIN_STATE = `${E2E_RUN_DIR}/admin.json`;
/** Verified readers made before the server starts (e2e/support.ts: newReader), per worker and language. */
export const READERS_PER_WORKER = 60;
export const MAX_WORKER_INDEX = 25;
export const READER_PASSWORD = 'leitura-aberta-2026';
/** The administrator the server makes at start (ADMIN_EMAIL, ADMIN_PASSWORD below). */
export const E2E_ADMIN = { email: 'admin@ipe.test', password: 'admin-password-for-tests' };
/** A reader whose e-mail is 60 characters with nowhere to break (e2e/phone.spec.ts: reflow at 320 px). */
export const LONG_EMAIL_PREFIX = 'readerwhoseaddressislongandhasnowheretobreakit';
export const LONG_EMAIL = `${LONG_EMAIL_PREFIX}-1@example.com`;
const readers = READERS_PER_WORKER * MAX_WORKER_INDEX;
/**
 * Debian's headless shell (package chromium-headless-shell) renders the same Blink for a third
 * less CPU than the full browser in headless mode; the full one is the fallback.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * Browser journeys against the production build (`npm run build` first; npm test does it),
 * in Debian's Chromium, with a fresh embedded database in E2E_DATA_DIR.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  // The journeys wait more than they compute (about half a core on average for two workers), so
  // three run side by side, beside npm test's other lane (scripts/test.ts). None waits for real
  // time to pass: an order's payment deadline is brought forward by the test controls (TEST_CONTROLS below).
  workers: Number(process.env.E2E_WORKERS || 3),
  projects: [{ name: 'journeys' }],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Long journeys with axe checks on this 2-core machine.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  use: {
    // No page transitions or smooth scrolling to wait for (the site honours the preference).
    reducedMotion: 'reduce',
    // One page per worker, kept from journey to journey and put back between them (e2e/fixtures.ts,
    // decision 0049). E2E_FRESH_CONTEXTS=1: a new context for every journey, to find one that
    // leaves something behind.
    baseURL: E2E_ORIGIN,
    locale: 'pt-BR',
    trace: 'off',
    // The service worker is tested where it matters (offline reading, e2e/reading.spec.ts); elsewhere
    // it would only stand between each page and its assets.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-gpu',
        '--in-process-gpu',
        '--disable-gpu-compositing',
        // V8 without its helper threads (concurrent compilation and garbage collection): on two
        // cores shared with the server and the checks, handing work to them cost more than doing it
        // on the page's own thread: a tenth less of the browser's CPU, and of the journeys' time.
        '--js-flags=--single-threaded',
      ],
    },
  },
  webServer: {
    command: [
      // Whatever the shell's umask, DATA_DIR stays private (e2e/security.spec.ts checks every file).
      'umask 000',
      `rm -rf ${E2E_DATA_DIR}`,
      // Seeded first, the demo books' import (queued five seconds ahead) is due when the server
      // starts, instead of five seconds after: the journeys wait for it (e2e/global-setup.ts).
      // The demo, the journeys' readers and the review journey's invitations, in one process: each
      // opening of the embedded database's folder costs seconds (scripts/e2e-seed.ts).
      `node scripts/e2e-seed.ts ${readers} ${READER_PASSWORD} ${LONG_EMAIL_PREFIX}`,
      'node server/index.ts',
    ].join(' && '),
    url: `${E2E_ORIGIN}/healthz`,
    reuseExistingServer: false,
    // Seeding and the readers take about 40 s on a quiet machine; npm test runs the checks beside it.
    timeout: 150_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_ORIGIN,
      RATE_LIMIT_FACTOR: '50',
      // A journey brings an unpaid order's deadline to now (e2e/checkout-expiry.spec.ts) instead of
      // waiting for it; the controls are refused for a site others can reach (app/lib/config.server.ts).
      TEST_CONTROLS: 'on',
      LOG_LEVEL: 'warn',
      CONTACT_TO: 'editorial@ipe.test',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
