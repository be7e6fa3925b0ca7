/**
 * Requests per second at 10 connections (keep-alive, like autocannon -c 10), for a static file
 * and for pages, each for a few seconds; pages are given as a ratio to the static file served by
 * the same server, which is what issue 19's targets are stated in.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

export interface Throughput {
  path: string;
  gzip: boolean;
  perSecond: number;
  non2xx: number;
  ratio: number;
}

async function load(base: string, pathname: string, seconds: number, connections: number, headers: Record<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let non2xx = 0;
  const one = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(base + pathname, { agent, headers }, (response) => {
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx++;
          response.on('data', () => undefined);
          response.on('end', () => resolve());
        })
        .on('error', reject);
    });
  // A second of warm-up (the page cache fills, the JIT settles), then the count.
  const warm = performance.now() + 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < warm) await one();
    }),
  );
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until + 1000) {
        await one();
        done++;
      }
    }),
  );
  agent.destroy();
  return { perSecond: done / ((performance.now() - started) / 1000), non2xx };
}

/**
 * The pages' figures with the static file's first: as autocannon asks by default (no
 * Accept-Encoding, the measure issue 19 states its targets in), then as a browser does (gzip,
 * which the server does per response for pages and static files alike).
 */
export async function benchThroughput(base: string, pages: string[], { seconds = 5, connections = 10 } = {}): Promise<Throughput[]> {
  const css = fs.readdirSync(path.resolve('build/client/assets')).find((name) => name.endsWith('.css'));
  const staticFile = `/assets/${css}`;
  const results: Throughput[] = [];
  for (const gzip of [false, true]) {
    // A first visit: no cookie.
    const headers: Record<string, string> = gzip ? { 'accept-encoding': 'gzip' } : {};
    let reference = 0;
    for (const pathname of [staticFile, ...pages]) {
      const { perSecond, non2xx } = await load(base, pathname, seconds, connections, headers);
      reference ||= perSecond;
      results.push({ path: pathname, gzip, perSecond, non2xx, ratio: perSecond / reference });
    }
  }
  return results;
}

export function printThroughput(results: Throughput[]) {
  for (const r of results) {
    console.log(
      `  ${r.gzip ? 'gzip ' : 'plain'} ${r.path.padEnd(40)} ${r.perSecond.toFixed(0).padStart(6)} req/s  ${(r.ratio * 100).toFixed(0).padStart(4)} % of the static file  non2xx ${r.non2xx}`,
    );
  }
}
