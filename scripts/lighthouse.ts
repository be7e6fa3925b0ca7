/**
 * `npm run lighthouse`: Lighthouse (mobile, its default) on the pages the issues set scores for —
 * home, catalog, a book, a chapter in the reader and the blog, in both languages — against the
 * production build, in Debian's Chromium. Prints the four category scores per page and every
 * audit that did not pass. Lighthouse itself is fetched by npx on first use (about 180 MB, so it
 * is not a dependency of the project or of CI). Each page is first opened once as Lighthouse's
 * phone opens it, so its HTML is in the page cache and its images in the image cache: the figures
 * are those of a page someone has visited since the last deploy, not of the very first visit
 * (which pays for rendering the page and resizing each picture once).
 * Scores vary from run to run on a busy machine (by 20 points here): `--runs 3` or 5 prints the
 * median run and every run's Performance score.
 * Usage: npm run build && npm run lighthouse [-- --only /catalog] [--runs 3] [--save DIR]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';

const PORT = 3291;
const BASE = `http://localhost:${PORT}`;
const LIGHTHOUSE = 'lighthouse@13.5.0';
const chrome = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : process.env.CHROME_PATH;
const pages = ['/', '/catalog', '/book/design-de-servicos-na-pratica', '/book/moby-dick/read/chapter-001', '/blog'].flatMap((p) => [
  p,
  p === '/' ? '/en' : `/en${p}`,
]);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
// `--save DIR` keeps each page's full report (JSON) for a closer look at its traces and audits.
const saveDir = process.argv.includes('--save') ? process.argv[process.argv.indexOf('--save') + 1] : null;
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
// `--runs N`: Lighthouse N times per page; the median run's figures are printed (and saved).
const runs = process.argv.includes('--runs') ? Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1])) : 1;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const server = spawn(process.execPath, ['server/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, APP_URL: BASE, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (;;) {
    if (
      await fetch(`${BASE}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (server.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The demo's EPUBs are imported into the reader by the job runner after the first start.
  const started = Date.now();
  while ((await fetch(BASE + pages[6]!)).status !== 200) {
    if (Date.now() - started > 120_000) throw new Error(`${pages[6]} did not open within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The job runner goes on making the other books' editions: measuring meanwhile would measure a
  // busy machine. Wait until the server has used under 50 ms of CPU a second for three seconds.
  const cpuTicks = () =>
    fs
      .readFileSync(`/proc/${server.pid}/stat`, 'utf8')
      .split(') ')[1]!
      .split(' ')
      .slice(11, 13)
      .reduce((sum, n) => sum + Number(n), 0);
  for (let quiet = 0, last = cpuTicks(); quiet < 3 && Date.now() - started < 600_000; ) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTicks();
    quiet = now - last < 5 ? quiet + 1 : 0;
    last = now;
  }
  console.log(`server idle after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // Lighthouse's phone: 412 × 823 CSS pixels at 1.75 device pixels each, so the same image sizes.
  const browser = await chromium.launch({ executablePath: chrome });
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  for (const page of only ? [only] : pages) {
    const tab = await phone.newPage();
    await tab.goto(BASE + page, { waitUntil: 'networkidle' });
    await tab.close();
  }
  await browser.close();
  console.log('page'.padEnd(42), 'perf  a11y  best  seo');
  type Audit = { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string };
  type Report = { categories: Record<string, { score: number }>; audits: Record<string, Audit> };
  for (const page of only ? [only] : pages) {
    const out = path.join(dataDir, 'report.json');
    // Lighthouse now and then fails to record the trace (NO_NAVSTART): one more try.
    const lighthouse = () =>
      spawnSync(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          BASE + page,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--chrome-flags=--headless=new --no-sandbox',
          '--only-categories=performance,accessibility,best-practices,seo',
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
      );
    const reports: { report: Report; json: string }[] = [];
    let failure = '';
    for (let i = 0; i < runs; i++) {
      let run = lighthouse();
      if (run.status !== 0) run = lighthouse();
      if (run.status !== 0) {
        failure = (run.stderr || String(run.error)).slice(-300);
        continue;
      }
      const json = fs.readFileSync(out, 'utf8');
      reports.push({ report: JSON.parse(json) as Report, json });
    }
    if (reports.length === 0) {
      console.log(page.padEnd(42), 'lighthouse failed:', failure);
      continue;
    }
    // The run with the median Performance score stands for the page, as Lighthouse's own advice on variability says.
    const performance = (r: Report) => r.categories.performance!.score;
    const ordered = [...reports].sort((a, b) => performance(a.report) - performance(b.report));
    const { report, json } = ordered[Math.floor((ordered.length - 1) / 2)]!;
    if (saveDir) fs.writeFileSync(path.join(saveDir, `${page.replace(/\W+/g, '_') || 'home'}.json`), json);
    const score = (key: string) => String(Math.round(report.categories[key]!.score * 100)).padStart(4);
    const each = runs > 1 ? `   (runs: ${reports.map((r) => Math.round(performance(r.report) * 100)).join(', ')})` : '';
    console.log(page.padEnd(42), score('performance'), ' ', score('accessibility'), ' ', score('best-practices'), ' ', score('seo'), each);
    for (const audit of Object.values(report.audits)) {
      if (audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
        console.log('   ', audit.id, audit.score, audit.displayValue ?? '');
    }
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
