/**
 * What the sign-up form's bot check costs a person in Chromium (issue 42): the proof of work of
 * the 1st, 10th, 30th, 60th and 100th sign-up from one address in an hour, at the default policy,
 * solved by the browser code the form ships (app/ui/proof-of-work-solver.ts) on real challenges.
 * The number to find is uniform up to the challenge's size, so a run costs from nothing to all of
 * it: several runs each, with their mean and the whole size's time. Part of `npm run bench -- --signup`.
 */
import http from 'node:http';
import fs from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { chromium } from '@playwright/test';
import { DEFAULT_SIGN_UP_POLICY as policy, signUpWork } from '../app/features/account/testing.server.ts';
import { createChallenge } from '../app/lib/proof-of-work.server.ts';

const RUNS: Record<number, number> = { 1: 30, 10: 30, 30: 15, 60: 6, 100: 2 };

export async function benchSignUp() {
  const solver = stripTypeScriptTypes(fs.readFileSync(new URL('../app/ui/proof-of-work-solver.ts', import.meta.url), 'utf8'));
  const server = http.createServer((request, response) => {
    if (request.url === '/solver.js') return void response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(solver);
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>bench</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const page = await browser.newPage();
  // localhost is a secure context, as the site is over HTTPS.
  await page.goto(`http://localhost:${port}/`);
  const results = [];
  try {
    for (const [nth, runs] of Object.entries(RUNS).map(([n, r]) => [Number(n), r] as const)) {
      const work = signUpWork(nth - 1, policy);
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const challenge = createChallenge('bench', { max: work });
        times.push(
          await page.evaluate(async (c) => {
            // eslint-disable-next-line boundaries/layers -- the page's own script, loaded in the browser
            const { solveChallenge } = await import('/solver.js' as string);
            const began = performance.now();
            if ((await solveChallenge(c)) === null) throw new Error('unsolved');
            return performance.now() - began;
          }, challenge),
        );
      }
      // The whole size: a challenge with no answer is searched to its end.
      const whole = await page.evaluate(
        async (c) => {
          // eslint-disable-next-line boundaries/layers -- the page's own script, loaded in the browser
          const { solveChallenge } = await import('/solver.js' as string);
          const began = performance.now();
          await solveChallenge(c);
          return performance.now() - began;
        },
        { ...createChallenge('bench', { max: work }), hash: '0'.repeat(64) },
      );
      results.push({ nth, work, runs, meanMs: times.reduce((a, b) => a + b, 0) / runs, maxMs: Math.max(...times), wholeMs: whole });
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export function printSignUp(results: Awaited<ReturnType<typeof benchSignUp>>) {
  console.log(`sign-up bot check in Chromium, one address in an hour (base ${policy.baseWork}, doubling every ${policy.doublingEvery}):`);
  for (const r of results) {
    console.log(
      `  sign-up ${String(r.nth).padStart(3)}: ${r.work.toLocaleString('en').padStart(11)} numbers; mean ${r.meanMs.toFixed(r.meanMs < 100 ? 1 : 0)} ms over ${r.runs} runs (slowest ${r.maxMs.toFixed(0)} ms), at most ${r.wholeMs.toFixed(0)} ms`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printSignUp(await benchSignUp());
