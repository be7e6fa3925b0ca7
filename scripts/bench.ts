/**
 * `npm run bench`: the figures the issues set budgets for, measured on the production build.
 * - start: `node server/index.ts` from built to the first answer (fresh data dir, then again);
 * - server time: sequential requests over loopback after warm-up, p50 / p95;
 * - JavaScript per page: bytes on the wire (gzip) of every script a page loads, in Chromium;
 * - admin lists at scale: users (bench-users.ts) and proposals (bench-submissions.ts);
 * - the library's personalised copies (bench-library.ts).
 * - anonymous pages' requests per second at 10 connections, as a share of a static file's;
 * Usage: npm run build && npm run bench [-- --json]
 *        npm run bench -- --budgets   (only the figures of issue 56's table of budgets, printed as that table)
 *        npm run bench -- --js   (only the JavaScript per page, in a minute)
 *        npm run bench -- --throughput   (only the requests per second, in half a minute)
 *        npm run bench -- --render   (queries and the app's time per page, rendered afresh)
 *        npm run bench -- --metadata   (OAI-PMH harvest of 10,000 works)
 *        npm run bench -- --reading   (the admin reading report over 1,000,000 events)
 *        npm run bench -- --editorial   (the editors' desk and a workspace at 5,000 submissions, 12,000 assignments)
 *        npm run bench -- --groups   (a reader's chapter with 1,000 reading-group annotations)
 *        npm run bench -- --marc   (MARC and KBART files of 10,000 works)
 *        npm run bench -- --onix   (importing an ONIX message of 5,000 products)
 *        npm run bench -- --jats   (the JATS of a 10,000-word article with 60 references; an issue's SciELO package of 12 articles)
 *        npm run bench -- --analytics   (the analytics dashboard for a year of 10,000,000 page views)
 *        npm run bench -- --signup   (the sign-up bot check's cost in Chromium, 1st to 100th sign-up from one address)
 *        npm run bench -- --fulltext   (full-text search over 25 million words; TEST_DATABASE_URL for PostgreSQL)
 *        npm run bench -- --cpu-prof   (where a render's time goes: a CPU profile summed up by module and function;
 *                                       --cpu-prof=signed-in for the account and orders pages)
 *        npm run bench -- --signed-in   (the account and orders pages of a signed-in person: p50 and server CPU a request)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Request } from '@playwright/test';
import { benchCatalog } from './bench-catalog.ts';
import { printSummary } from './cpu-profile-summary.ts';
import { benchMetadata, printMetadata } from './bench-metadata.ts';
import { benchReading, printReading } from './bench-reading.ts';
import { benchFullText, printFullText } from './bench-fulltext.ts';
import { benchEditorial, printEditorial } from './bench-editorial.ts';
import { benchMarc, printMarc } from './bench-marc.ts';
import { benchOnix, printOnix } from './bench-onix.ts';
import { benchJats, benchScieloPackage, printJats } from './bench-jats.ts';
import { benchSignUp, printSignUp } from './bench-signup.ts';
import { benchAnalytics, printAnalytics } from './bench-analytics.ts';
import { GROUP_BENCH_ANNOTATIONS, GROUP_BENCH_REPLIES, prepareGroupChapter } from './bench-groups.ts';
import { benchLibrary } from './bench-library.ts';
import { benchStore } from './bench-store.ts';
import { benchSubmissions, printSubmissions } from './bench-submissions.ts';
import { benchUsers } from './bench-users.ts';
import { benchThroughput, printThroughput, type Throughput } from './bench-throughput.ts';
import { budgetTable, cpuMs, cpuMsByThread, type BudgetRow } from './bench-budgets.ts';

// BENCH_PORT: another port when a second checkout benches or fuzzes on the same machine.
const PORT = Number(process.env.BENCH_PORT || 3290);
const BASE = `http://localhost:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const ADMIN_EMAIL = 'bench-admin@ipe.test';
const ADMIN_PASSWORD = 'bench-password-2026';

async function start(nodeArgs: string[] = []) {
  const began = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS: 'off',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      RATE_LIMIT_FACTOR: '1000',
      // Each answer reports its queries and time (Server-Timing).
      SERVER_TIMING: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`${BASE}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, ms: performance.now() - began };
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Sequential requests after warm-up; a visitor's cookies (served from the page cache) unless `cookie` says whose. */
async function serverTime(pathname: string, n = 300, cookie = 'lang=pt; consent=necessary') {
  const headers = { cookie, 'accept-encoding': 'gzip' };
  // A figure for an error page would be a wrong figure.
  const first = await fetch(BASE + pathname, { headers });
  if (!first.ok) throw new Error(`${pathname} answered ${first.status}`);
  for (let i = 0; i < 50; i++) await (await fetch(BASE + pathname, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const response = await fetch(BASE + pathname, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * `serverTime` of a page, with the server's CPU time a request (user + system, every thread). A
 * server that has just started is still compiling its code over its first 500 requests or so (a
 * signed-in page costs twice its later CPU at first): those are sent first and left out of both
 * figures, which are the running server's.
 */
async function serverTimeAndCpu(pid: number, pathname: string, n: number, cookie: string) {
  for (let i = 0; i < 500; i++) await (await fetch(BASE + pathname, { headers: { cookie, 'accept-encoding': 'gzip' } })).arrayBuffer();
  const before = cpuMs(pid);
  const threadsBefore = cpuMsByThread(pid);
  const times = await serverTime(pathname, n, cookie);
  // serverTime sends 1 + 50 + n requests.
  const threads = Object.entries(cpuMsByThread(pid)).map(([name, ms]) => ({ name, ms: (ms - (threadsBefore[name] ?? 0)) / (n + 51) }));
  return { ...times, cpuMs: (cpuMs(pid) - before) / (n + 51), threads };
}

/** Sign-in through the form's action (the password hash is deliberately slow), p50 / p95. */
async function signInTime(n = 30) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const response = await fetch(`${BASE}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
      body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
    times.push(performance.now() - t);
    // Signed out again (not timed), as a person would: the account page measured next lists the sessions still open.
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await fetch(`${BASE}/logout`, { method: 'POST', redirect: 'manual', headers: { origin: BASE, cookie } });
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

interface PageScripts {
  /** gzip, the budgets' measure */
  kb: number;
  /** as the browser received them (Brotli where it is accepted) */
  wireKb: number;
  files: number;
  inlineKb: number;
}

/** The bytes a URL answers with when only `encoding` is accepted, as sent (node:http does not decode). */
function encodedSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** `prepare` runs first in a context of its own (sign in, fill a cart); every page then loads with its cookies. */
async function javascript(pages: string[], prepare?: (request: APIRequestContext) => Promise<void>) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--disable-background-networking'] });
  const results: Record<string, PageScripts> = {};
  // The prepared cookies are carried into a fresh context per page, so no script comes from a cache.
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  if (prepare) {
    const prepared = await browser.newContext();
    await prepare(prepared.request);
    storageState = await prepared.storageState();
    await prepared.close();
  }
  for (const pathname of pages) {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(BASE + pathname, { waitUntil: 'networkidle' });
    // The scripts start after the first paint (decision 0031): on a busy machine the network can
    // go idle before they do, and the page would count none. Hydrated (React Router has stamped its
    // index on the history entry), then idle again: every script of the first load is in.
    await page.waitForFunction(() => (history.state as { idx?: number } | null)?.idx != null);
    await page.waitForLoadState('networkidle');
    let wire = 0;
    let gzip = 0;
    for (const request of scripts) {
      wire += (await request.sizes()).responseBodySize;
      gzip += await encodedSize(request.url(), 'gzip');
    }
    const inline = await page.evaluate(() => [...document.scripts].filter((s) => !s.src).reduce((sum, s) => sum + s.text.length, 0));
    results[pathname] = { kb: gzip / 1024, wireKb: wire / 1024, files: scripts.length, inlineKb: inline / 1024 };
    await context.close();
  }
  await browser.close();
  return results;
}

/** Signed in, with a printed book in the cart and each step filled, so every checkout page shows itself. */
async function checkoutPrepared(request: APIRequestContext) {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await request.post(BASE + path, { form, headers: { origin: BASE }, maxRedirects: 0 });
    if (response.status() >= 400) throw new Error(`${path} answered ${response.status()}`);
  };
  await post('/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const product = await (await request.get(`${BASE}/product/design-de-servicos-na-pratica-impresso`)).text();
  const formatId = /name="formatId" value="(\d+)"/.exec(product)?.[1] ?? '';
  await post('/product/design-de-servicos-na-pratica-impresso', { intent: 'add', formatId, quantity: '1' });
  await post('/checkout/identification', {
    name: 'Ana',
    surname: 'Souza',
    idType: 'cpf',
    identification: '403.644.788-29',
    phone: '(11) 98765-4321',
    email: ADMIN_EMAIL,
  });
  const address = {
    recipient: 'Ana Souza',
    country: 'BR',
    zipcode: '01310-200',
    address: 'Avenida Paulista',
    number: '1578',
    complement: '',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  };
  await post('/checkout/shipping', { ...address, intent: 'quote' });
  const shipping = await (await request.get(`${BASE}/checkout/shipping`)).text();
  const method = /name="shippingMethod" value="(\d+)"/.exec(shipping)?.[1] ?? '';
  await post('/checkout/shipping', { ...address, intent: 'next', shippingMethod: method });
}

/** Signed in as the administrator, with one proposal sent (number 1 on a fresh data dir). */
async function proposalPrepared(request: APIRequestContext) {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await request.post(BASE + path, { form, headers: { origin: BASE }, maxRedirects: 0 });
    if (response.status() >= 400) throw new Error(`${path} answered ${response.status()}`);
  };
  await post('/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await post('/publish/submit', {
    intent: 'send',
    type: 'single',
    title: 'Serviços públicos em rede',
    'authors.0.name': 'Ana Souza',
    'authors.0.email': ADMIN_EMAIL,
    'authors.0.bio': 'Pesquisadora de serviços públicos.',
    description: 'Um livro sobre serviços públicos digitais.',
    keywords: 'design, serviços',
    summary: 'Três partes: contexto, métodos e casos.',
    'chapters.0.title': 'Contexto',
    'chapters.0.summary': 'Por que serviços públicos em rede.',
    'chapters.0.keywords': 'rede, estado, cidadania',
    needsIllustrations: 'no',
    thirdPartyImages: 'no',
  });
}

/** Signed in as the administrator (the account page and the staff pages). */
/**
 * A page rendered afresh (a cookie the page cache does not know makes it skip the cache): the
 * queries it made and the app's time for it, p50 over `n` renders, from its Server-Timing header.
 */
async function render(pathname: string, cookie = 'bench=render', n = 50) {
  const times: number[] = [];
  let queries = 0;
  for (let i = 0; i < n + 10; i++) {
    const response = await fetch(BASE + pathname, { headers: { cookie } });
    await response.arrayBuffer();
    const timing = response.headers.get('server-timing') ?? '';
    queries = Number(/db;desc="(\d+) queries"/.exec(timing)?.[1] ?? NaN);
    if (i >= 10) times.push(Number(/app;dur=([\d.]+)/.exec(timing)?.[1] ?? NaN));
  }
  times.sort((a, b) => a - b);
  return { queries, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The administrator's session cookie, signed in through the form. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${BASE}/login`, {
    method: 'POST',
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function signedIn(request: APIRequestContext) {
  const response = await request.post(`${BASE}/login`, { form: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { origin: BASE }, maxRedirects: 0 });
  if (response.status() >= 400) throw new Error(`sign-in answered ${response.status()}`);
}

/** Moby-Dick in the reader, open access (the demo import is a job, and jobs are off here); the server must be stopped. */
async function importMobyDick() {
  const imported = spawn(process.execPath, ['app/cli/main.ts', 'import-epub', 'fixtures/epub/moby-dick.epub', '--slug', 'moby-dick', '--open-access'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await new Promise((resolve) => imported.once('exit', resolve));
}

/** A member's chapter holding 1,000 group annotations and 200 replies: the app's time, over HTTP, and the page's JavaScript. */
async function groupChapter() {
  const cookie = await sessionCookie();
  const chapter = await prepareGroupChapter(BASE, cookie);
  const html = await (await fetch(BASE + chapter, { headers: { cookie } })).text();
  return {
    annotations: GROUP_BENCH_ANNOTATIONS,
    replies: GROUP_BENCH_REPLIES,
    htmlKb: Buffer.byteLength(html) / 1024,
    render: await render(chapter, cookie),
    wall: await serverTime(chapter, 100, cookie),
    javascript: (await javascript([chapter], signedIn))[chapter]!,
  };
}

function printGroupChapter(r: Awaited<ReturnType<typeof groupChapter>>) {
  const f = (n: number) => n.toFixed(1);
  console.log(`a chapter with ${r.annotations} group annotations and ${r.replies} replies, for a member (budget p50 ≤ 60 ms, reader JavaScript ≤ 160 KB):`);
  console.log(
    `  app time ${String(r.render.queries).padStart(3)} queries  p50 ${f(r.render.p50)} ms  p95 ${f(r.render.p95)} ms;  over HTTP p50 ${f(r.wall.p50)} ms  p95 ${f(r.wall.p95)} ms;  HTML ${f(r.htmlKb)} KB`,
  );
  console.log(`  JavaScript ${f(r.javascript.kb)} KB gzip in ${r.javascript.files} files`);
}

if (process.argv.includes('--groups')) {
  await importMobyDick();
  const server = await start();
  printGroupChapter(await groupChapter());
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv.includes('--onix')) {
  printOnix(await benchOnix());
  process.exit(0);
}

if (process.argv.includes('--jats')) {
  const jats = benchJats();
  const scielo = await benchScieloPackage();
  printJats(jats, scielo);
  console.log(budgetTable(jatsRows(jats, scielo)));
  process.exit(0);
}

if (process.argv.includes('--analytics')) {
  printAnalytics(await benchAnalytics());
  process.exit(0);
}

if (process.argv.includes('--signup')) {
  printSignUp(await benchSignUp());
  process.exit(0);
}

if (process.argv.includes('--marc')) {
  printMarc(await benchMarc());
  process.exit(0);
}

if (process.argv.includes('--fulltext')) {
  printFullText(await benchFullText());
  process.exit(0);
}

if (process.argv.includes('--editorial')) {
  printEditorial(await benchEditorial());
  process.exit(0);
}

if (process.argv.includes('--reading')) {
  printReading(await benchReading());
  process.exit(0);
}

if (process.argv.includes('--metadata')) {
  printMetadata(await benchMetadata());
  process.exit(0);
}

if (process.argv.some((arg) => arg.startsWith('--cpu-prof'))) {
  // One profile of 300 renders of each main page, without the page cache: where the time goes.
  // `--cpu-prof=signed-in`: the account and orders pages of a signed-in person instead.
  const signedInProfile = process.argv.includes('--cpu-prof=signed-in');
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-prof-'));
  const server = await start(['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200']);
  const cookie = signedInProfile ? await sessionCookie() : 'bench=render';
  const profiled = signedInProfile ? ['/account', '/orders'] : ['/', '/catalog', '/book/design-de-servicos-na-pratica', '/blog'];
  for (const page of profiled) await render(page, cookie, 300);
  await stop(server.child);
  const [file] = fs.readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written (the server did not exit cleanly)');
  console.log(`renders of ${profiled.join(', ')}, 310 each${signedInProfile ? ', signed in' : ', without the page cache'} (the server's start left out):`);
  printSummary(path.join(profileDir, file), 15, server.ms);
  console.log(`  (the whole profile: ${path.join(profileDir, file)}; open it in Chrome's DevTools, Performance tab)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv.includes('--render')) {
  const server = await start();
  const cookie = await sessionCookie();
  for (const page of ['/', '/catalog', '/book/design-de-servicos-na-pratica', '/blog', '/faq']) {
    const r = await render(page);
    console.log(`  ${page.padEnd(40)} ${String(r.queries).padStart(3)} queries  ${r.p50.toFixed(1)} ms / ${r.p95.toFixed(1)} ms`);
  }
  for (const page of ['/account', '/orders', '/en/account']) {
    const r = await render(page, cookie);
    const wall = await serverTime(page, 200, cookie);
    console.log(
      `  ${(page + ' (signed in)').padEnd(40)} ${String(r.queries).padStart(3)} queries  ${r.p50.toFixed(1)} ms / ${r.p95.toFixed(1)} ms  (over HTTP: p50 ${wall.p50.toFixed(1)} ms, target ≤ 15)`,
    );
  }
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

const BOOK = '/book/design-de-servicos-na-pratica';
const READER_CHAPTER = '/book/moby-dick/read/chapter-010';
const CONTENT_PAGES = ['/', '/catalog', BOOK, '/journal/revista-ipe-design-sociedade', '/blog'];

interface BudgetFigures {
  account: { p50: number; cpuMs: number };
  orders: { p50: number; cpuMs: number };
  javascript: Record<string, PageScripts>;
  throughput: Throughput[];
  analytics: Awaited<ReturnType<typeof benchAnalytics>>;
  editorial: Awaited<ReturnType<typeof benchEditorial>>;
  jats: ReturnType<typeof benchJats>;
  scielo: Awaited<ReturnType<typeof benchScieloPackage>>;
}

/** Issue 52's budgets: the JATS of a long article, an issue's SciELO package. */
function jatsRows(jats: ReturnType<typeof benchJats>, scielo: Awaited<ReturnType<typeof benchScieloPackage>>): BudgetRow[] {
  return [
    {
      label: 'JATS of a 10,000-word article, 60 references, p50 (issue 52)',
      value: jats.p50,
      unit: 'ms',
      limit: 20,
      at: 'most',
      note: `${jats.citations} citations linked`,
    },
    {
      label: "an issue's SciELO package, 12 articles (issue 52)",
      value: scielo.p50,
      unit: 'ms',
      limit: 2000,
      at: 'most',
      note: `the first, typesetting the PDFs, ${(scielo.firstMs / 1000).toFixed(1)} s`,
    },
  ];
}

/** Issue 56's table: each budget with this run's figure. */
function budgetRows(f: BudgetFigures): BudgetRow[] {
  const js = (page: string) => f.javascript[page]?.kb;
  const ratio = (page: string) => {
    const r = f.throughput.find((t) => t.path === page && !t.gzip);
    return r ? r.ratio * 100 : undefined;
  };
  const desk = f.editorial.results['desk, admin, all'];
  // Two budgets each: the person's wait (p50) and the server's CPU a request, which a busy server pays.
  const signedIn = (page: string, r: { p50: number; cpuMs: number }): BudgetRow[] => [
    { label: `signed-in \`${page}\` p50`, value: r.p50, unit: 'ms', limit: 10, at: 'most' },
    { label: `signed-in \`${page}\` server CPU a request`, value: r.cpuMs, unit: 'ms', limit: 8, at: 'most' },
  ];
  return [
    ...signedIn('/en/account', f.account),
    ...signedIn('/en/orders', f.orders),
    { label: 'JS as sent (gzip): book page', value: js(BOOK), unit: 'KB', limit: 120, at: 'most' },
    { label: 'JS: catalog', value: js('/catalog'), unit: 'KB', limit: 120, at: 'most' },
    { label: 'JS: journal', value: js('/journal/revista-ipe-design-sociedade'), unit: 'KB', limit: 120, at: 'most' },
    { label: 'JS: blog', value: js('/blog'), unit: 'KB', limit: 120, at: 'most' },
    { label: 'JS: home `/`', value: js('/'), unit: 'KB', limit: 120, at: 'most' },
    { label: 'JS: reader chapter', value: js(READER_CHAPTER), unit: 'KB', limit: 160, at: 'most' },
    { label: 'book page req/s vs static', value: ratio(BOOK), unit: '%', limit: 80, at: 'least' },
    { label: 'reader chapter req/s vs static', value: ratio(READER_CHAPTER), unit: '%', limit: 80, at: 'least' },
    { label: '`/` vs static', value: ratio('/'), unit: '%', limit: 80, at: 'least' },
    { label: 'catalog vs static', value: ratio('/catalog'), unit: '%', limit: 80, at: 'least' },
    { label: 'analytics dashboard p95, PGlite', value: f.analytics.p95, unit: 'ms', limit: 200, at: 'most' },
    // Issue 51's budget for the editors' desk (5,000 submissions).
    { label: 'editorial desk p50 (issue 51)', value: desk?.p50, unit: 'ms', limit: 30, at: 'most' },
    { label: 'editorial desk p95 (issue 51)', value: desk?.p95, unit: 'ms', limit: 80, at: 'most' },
    ...jatsRows(f.jats, f.scielo),
  ];
}

function printBudgets(f: BudgetFigures) {
  console.log('\nbudgets (issue 56; p50 over loopback after warm-up, JS in Chromium, req/s at 10 connections without Accept-Encoding):');
  console.log(budgetTable(budgetRows(f)));
}

if (process.argv.includes('--signed-in')) {
  // Issue 56's first two rows alone: quicker to repeat while working on the signed-in pages.
  const server = await start();
  const cookie = await sessionCookie();
  for (const page of ['/en/account', '/en/orders']) {
    const r = await serverTimeAndCpu(server.child.pid!, page, 300, cookie);
    const threads = r.threads
      .filter((thread) => thread.ms >= 0.05)
      .sort((a, b) => b.ms - a.ms)
      .map((thread) => `${thread.name} ${thread.ms.toFixed(1)}`)
      .join(', ');
    console.log(`  ${page.padEnd(14)} p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  server CPU ${r.cpuMs.toFixed(1)} ms a request (${threads})`);
  }
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv.includes('--budgets')) {
  // The reader's chapter needs Moby-Dick, imported before the server starts (one process opens the database).
  await importMobyDick();
  const server = await start();
  const cookie = await sessionCookie();
  const account = await serverTimeAndCpu(server.child.pid!, '/en/account', 200, cookie);
  const orders = await serverTimeAndCpu(server.child.pid!, '/en/orders', 200, cookie);
  const javascriptFigures = await javascript([...CONTENT_PAGES, READER_CHAPTER]);
  const throughput = await benchThroughput(BASE, ['/', '/catalog', BOOK, READER_CHAPTER]);
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  printBudgets({
    account,
    orders,
    javascript: javascriptFigures,
    throughput,
    analytics: await benchAnalytics(),
    editorial: await benchEditorial(),
    jats: benchJats(),
    scielo: await benchScieloPackage(),
  });
  process.exit(0);
}

if (process.argv.includes('--throughput')) {
  const server = await start();
  printThroughput(await benchThroughput(BASE, ['/', '/en', '/catalog', '/book/design-de-servicos-na-pratica', '/blog']));
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

if (process.argv.includes('--js')) {
  const server = await start();
  const pages = await javascript([
    '/',
    '/en',
    '/catalog',
    '/en/catalog',
    '/book/design-de-servicos-na-pratica',
    '/contact',
    '/en/register',
    '/journal/revista-ipe-design-sociedade',
    '/blog',
    '/blog/mapas-de-jornada-sem-estereotipos',
    '/blog/category/design-de-servicos',
    '/blog/tag/tese',
    '/course',
    '/course/fundamentos-de-design-de-servicos',
    // A certificate's verification page (a code that does not exist: the same page says so).
    '/certificate/AAAA-BBBB',
    // The class player (a free class: no sign-in needed), within the reader's budget.
    '/course/fundamentos-de-design-de-servicos/class/1',
  ]);
  const signedInPages = await javascript(['/account', '/en/account', '/admin', '/admin/orders'], signedIn);
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const [page, js] of Object.entries({ ...pages, ...signedInPages })) {
    console.log(
      `JavaScript ${page.padEnd(40)} ${js.kb.toFixed(1)} KB gzip = ${Math.round(js.kb * 1024)} B (${js.wireKb.toFixed(1)} KB sent, Brotli) in ${js.files} files (+ ${js.inlineKb.toFixed(1)} KB inline)`,
    );
  }
  process.exit(0);
}

const first = await start();
await stop(first.child);
const second = await start();
const figures = {
  startFirstMs: first.ms,
  startMs: second.ms,
  home: await serverTime('/'),
  faq: await serverTime('/faq'),
  contactEn: await serverTime('/en/contact'),
  signIn: await signInTime(),
  ...(await (async () => {
    // Pages for a person are never cached: their own render every time.
    const cookie = await sessionCookie();
    return {
      account: await serverTime('/account', 200, cookie),
      orders: await serverTime('/orders', 200, cookie),
      accountEn: await serverTimeAndCpu(second.child.pid!, '/en/account', 200, cookie),
      ordersEn: await serverTimeAndCpu(second.child.pid!, '/en/orders', 200, cookie),
      renders: {
        '/': await render('/'),
        '/catalog': await render('/catalog'),
        '/book/design-de-servicos-na-pratica': await render('/book/design-de-servicos-na-pratica'),
        '/blog': await render('/blog'),
        '/faq': await render('/faq'),
        '/account (signed in)': await render('/account', cookie),
        '/orders (signed in)': await render('/orders', cookie),
      },
    };
  })()),
  javascript: await javascript(['/', '/about-us', '/faq', '/contact', '/en/newsletter', '/safelistcss', '/login', '/en/register']),
  checkoutJavascript: await javascript(
    ['/checkout', '/checkout/identification', '/checkout/shipping', '/checkout/finishing', '/en/checkout/finishing'],
    checkoutPrepared,
  ),
  publishJavascript: await javascript(
    ['/publish', '/publish/open-calls', '/publish/submit', '/account/proposals/1', '/admin/submissions', '/admin/submissions/1', '/en/admin/open-calls/1'],
    proposalPrepared,
  ),
};
await stop(second.child);

// The catalog's pages with 10,000 works in the database.
const generated = spawn(process.execPath, ['app/cli/main.ts', 'generate-catalog', '10000'], {
  env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
await new Promise((resolve) => generated.once('exit', resolve));
// The reader: Moby-Dick imported.
await importMobyDick();
// And the demo's own books, written from their sources by the demo job.
const demoBooks = spawn(process.execPath, ['app/cli/main.ts', 'run-jobs'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
await new Promise((resolve) => demoBooks.once('exit', resolve));
const third = await start();
const catalogPages = {
  catalog: await serverTime('/catalog', 200),
  catalogSearch: await serverTime('/catalog?q=educa%C3%A7%C3%A3o', 200),
  books: await serverTime('/en/catalog/books?page=20', 200),
  book: await serverTime('/book/design-de-servicos-na-pratica', 200),
  // The longest chapter of Moby-Dick (about 7,900 words), and a typical one.
  readerLongest: await serverTime('/book/moby-dick/read/chapter-054', 200),
  readerChapter: await serverTime('/en/book/moby-dick/read/chapter-010', 200),
  // A demo book's chapter (about 1,100 words, a table, a figure, notes).
  readerDemo: await serverTime('/book/jornadas-blueprints-ecossistemas/read/chapter-001', 200),
  // The same chapter rendered for a reader the shared cache does not serve (the app's own time; budget p50 ≤ 40 ms).
  readerDemoRender: await render('/book/jornadas-blueprints-ecossistemas/read/chapter-001'),
};
const catalogJavascript = await javascript([
  '/catalog',
  BOOK,
  '/journal/revista-ipe-design-sociedade',
  '/blog',
  '/product/pesquisa-com-pessoas-usuarias-impresso',
  READER_CHAPTER,
]);
const throughput = await benchThroughput(BASE, ['/', '/catalog', BOOK, READER_CHAPTER]);
// Last on this server: it fills a chapter with a group's annotations.
const groups = await groupChapter();
await stop(third.child);
fs.rmSync(dataDir, { recursive: true, force: true });
const users = await benchUsers();
const store = await benchStore();
const catalog = await benchCatalog();
const submissions = await benchSubmissions();
const library = benchLibrary();
const metadata = await benchMetadata();
const reading = await benchReading();
const fulltext = await benchFullText();
const marc = await benchMarc();
const onix = await benchOnix();
const analytics = await benchAnalytics();
const editorial = await benchEditorial();
const jats = benchJats();
const scielo = await benchScieloPackage();
const budgets: BudgetFigures = {
  account: figures.accountEn,
  orders: figures.ordersEn,
  javascript: { ...figures.javascript, ...catalogJavascript },
  throughput,
  analytics,
  editorial,
  jats,
  scielo,
};

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify(
      {
        ...figures,
        catalogPages,
        catalogJavascript,
        throughput,
        groups,
        users,
        catalog,
        store,
        submissions,
        library,
        metadata,
        reading,
        fulltext,
        marc,
        onix,
        analytics,
        editorial,
        jats,
        scielo,
        budgets: budgetRows(budgets),
      },
      null,
      2,
    ),
  );
} else {
  const f = (n: number) => n.toFixed(1);
  console.log(`start (fresh data dir, migrations)  ${f(figures.startFirstMs)} ms`);
  console.log(`start (built, data dir exists)      ${f(figures.startMs)} ms`);
  for (const key of ['home', 'faq', 'contactEn', 'signIn'] as const)
    console.log(`server time ${key.padEnd(10)} p50 ${f(figures[key].p50)} ms   p95 ${f(figures[key].p95)} ms`);
  console.log("a render without the page cache: queries, and the app's time p50 / p95");
  for (const [page, r] of Object.entries(figures.renders))
    console.log(`  ${page.padEnd(40)} ${String(r.queries).padStart(3)} queries  ${f(r.p50)} ms / ${f(r.p95)} ms`);
  for (const key of ['account', 'orders', 'accountEn', 'ordersEn'] as const)
    console.log(`server time signed in ${key.padEnd(10)} p50 ${f(figures[key].p50)} ms   p95 ${f(figures[key].p95)} ms (target p50 ≤ 15 ms)`);
  for (const [page, js] of Object.entries(figures.javascript)) {
    console.log(`JavaScript ${page.padEnd(14)} ${f(js.kb)} KB gzip (${f(js.wireKb)} KB sent, Brotli) in ${js.files} files (+ ${f(js.inlineKb)} KB inline)`);
  }
  for (const [page, js] of Object.entries({ ...figures.checkoutJavascript, ...figures.publishJavascript })) {
    console.log(`JavaScript ${page.padEnd(26)} ${f(js.kb)} KB gzip (${f(js.wireKb)} KB sent, Brotli) in ${js.files} files (+ ${f(js.inlineKb)} KB inline)`);
  }
  console.log('with 10,000 generated works:');
  for (const [key, r] of Object.entries(catalogPages)) console.log(`server time ${key.padEnd(14)} p50 ${f(r.p50)} ms   p95 ${f(r.p95)} ms`);
  for (const [page, js] of Object.entries(catalogJavascript)) {
    console.log(`JavaScript ${page.padEnd(50)} ${f(js.kb)} KB gzip (${f(js.wireKb)} KB sent, Brotli) in ${js.files} files (+ ${f(js.inlineKb)} KB inline)`);
  }
  console.log('anonymous pages at 10 connections, as a share of a static file (target ≥ 50 %):');
  printThroughput(throughput);
  printGroupChapter(groups);
  console.log(`catalog search, ${catalog.works.toLocaleString('en')} works on ${catalog.engine}:`);
  for (const [name, r] of Object.entries(catalog.results)) console.log(`  ${name.padEnd(32)} p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms  (${r.total} found)`);
  for (const [q, r] of Object.entries(catalog.coldText))
    console.log(`  text match alone, new query "${q}"`.padEnd(52) + `p50 ${f(r.p50)} ms  p95 ${f(r.p95)} ms`);
  console.log(`placing an order (${store.orders} orders on ${store.engine}): p50 ${f(store.p50)} ms  p95 ${f(store.p95)} ms`);
  console.log(`admin user list, ${users.users.toLocaleString('en')} users on ${users.engine}:`);
  for (const [name, r] of Object.entries(users.results)) console.log(`  ${name.padEnd(22)} p50 ${f(r.p50)} ms  max ${f(r.max)} ms`);
  printSubmissions(submissions);
  console.log(
    `personalising Moby-Dick (${f(library.bytes / 1024 / 1024)} MB): p50 ${f(library.p50)} ms  p95 ${f(library.p95)} ms; generating a 12-chapter EPUB ${f(library.generateMs)} ms`,
  );
  printMetadata(metadata);
  printReading(reading);
  printFullText(fulltext);
  printMarc(marc);
  printOnix(onix);
  printAnalytics(analytics);
  printEditorial(editorial);
  printJats(jats, scielo);
  printBudgets(budgets);
}
