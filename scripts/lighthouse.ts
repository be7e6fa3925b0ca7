/**
 * `npm run lighthouse`: Lighthouse (mobile, its default) on the pages the issues set scores for —
 * home, catalog, a book, a chapter in the reader and the blog, in both languages — against the
 * production build, in Debian's Chromium. Prints the four category scores per page and every
 * audit that did not pass. Lighthouse itself is fetched by npx on first use (about 180 MB, so it
 * is not a dependency of the project or of CI).
 * Usage: npm run build && npm run lighthouse [-- --only /catalog]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = 3291;
const BASE = `http://localhost:${PORT}`;
const LIGHTHOUSE = 'lighthouse@13.5.0';
const chrome = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : process.env.CHROME_PATH;
const pages = ['/', '/catalog', '/book/design-de-servicos-na-pratica', '/book/moby-dick/read/chapter-001', '/blog'].flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const server = spawn(process.execPath, ['server/index.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, APP_URL: BASE, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (;;) {
    if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) break;
    if (server.exitCode !== null) throw new Error('the server exited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The demo's EPUBs are imported into the reader by the job runner after the first start.
  const started = Date.now();
  while ((await fetch(BASE + pages[6]!)).status !== 200) {
    if (Date.now() - started > 120_000) throw new Error(`${pages[6]} did not open within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('page'.padEnd(42), 'perf  a11y  best  seo');
  for (const page of only ? [only] : pages) {
    const out = path.join(dataDir, 'report.json');
    const run = spawnSync(
      'npx',
      ['--yes', LIGHTHOUSE, BASE + page, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
    );
    if (run.status !== 0) {
      console.log(page.padEnd(42), 'lighthouse failed:', (run.stderr || String(run.error)).slice(-300));
      continue;
    }
    type Audit = { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string };
    const report = JSON.parse(fs.readFileSync(out, 'utf8')) as { categories: Record<string, { score: number }>; audits: Record<string, Audit> };
    const score = (key: string) => String(Math.round(report.categories[key]!.score * 100)).padStart(4);
    console.log(page.padEnd(42), score('performance'), ' ', score('accessibility'), ' ', score('best-practices'), ' ', score('seo'));
    for (const audit of Object.values(report.audits)) {
      if (audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode)) console.log('   ', audit.id, audit.score, audit.displayValue ?? '');
    }
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
