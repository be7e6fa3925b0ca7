/**
 * `npm run fuzz`: starts the built server on a fresh data folder and sends it malformed requests
 * over every form and API route, in both languages, signed out and as an administrator: broken
 * and oversized bodies, wrong content types, bad encodings, NUL and control characters, unknown
 * values, odd methods and paths. It fails on any 5xx, on the process dying, or on its resident
 * memory passing the bound.
 *
 *   npm run fuzz                      10,000 requests
 *   npm run fuzz -- --requests 1500   the short form npm test runs
 *
 * Needs a build (npm run build). Prints the count of answers by status and the peak RSS.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { overlappingZipBomb } from '../app/lib/archive/zip-bombs.server.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const REQUESTS = option('requests', 10_000);
const CONCURRENCY = option('concurrency', 8);
const SEED = option('seed', 20261125);
/** Resident memory the server may reach while fuzzed (it holds the embedded database). */
const RSS_BOUND_MB = option('rss-mb', 1200);
const PORT = option('port', 3290);
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { email: 'fuzz-admin@ipe.test', password: 'fuzz admin password 1' };

// A small deterministic generator, so a failing run can be repeated with its seed.
let state = SEED >>> 0 || 1;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (max: number) => Math.floor(random() * max);

/** Every page with a form and every API route, with real ids from the demo content where they take one. */
const FORM_PATHS = [
  '/contact',
  '/newsletter',
  '/login',
  '/register',
  '/recover',
  '/recover/not-a-real-token',
  '/login/two-factor',
  '/account',
  '/consent',
  '/checkout',
  '/checkout/identification',
  '/checkout/shipping',
  '/checkout/finishing',
  '/checkout/test-payment/1',
  '/book/inovacao-na-gestao-municipal',
  '/book/inovacao-na-gestao-municipal/read',
  '/book/moby-dick/read/chapter-1',
  '/course/design-de-servicos',
  '/publish/submit',
  '/account/proposals/1',
  '/orders/1',
  '/admin/users/1',
  '/admin/orders/1',
  '/admin/coupons/new',
  '/admin/shipping',
  '/admin/submissions/1',
  '/admin/open-calls/new',
  '/admin/catalog/new/book',
  '/admin/catalog/1',
  '/admin/catalog/1/formats/new',
  '/admin/catalog/events',
  '/accessible-version/request?work=1',
  '/admin/accessible-versions/1',
  '/reading-events',
  '/oai',
  '/api/webhooks/test',
  '/api/webhooks/stripe',
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/verify-email',
  '/search',
  '/catalog',
];
const GET_PATHS = [
  '/search?q=',
  '/catalog?q=',
  '/catalog?sort=',
  '/language/en?next=',
  '/language/pt?next=',
  '/book/',
  '/orders?page=',
  '/admin/orders?status=',
  '/admin/users?q=',
  '/admin/accessible-versions?status=',
  '/accessible-version/request?work=',
  '/oai?verb=',
  '/oai?verb=ListIdentifiers&resumptionToken=',
  '/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=',
  '/onix.xml?from=',
];

const NASTY_TEXT = [
  '\u0000',
  '\u0001\u0002',
  '%00',
  '\uffff',
  '\ud800',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%',
  '%E0%A4%A',
  '%zz',
  '\u202e',
  'A'.repeat(5000),
  '😀'.repeat(300),
  '{{7*7}}',
  '${jndi:x}',
];
const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'lastName',
  'message',
  'intent',
  'quantity',
  'formatId',
  'consent',
  'next',
  'cpf',
  'postalCode',
  'coupon',
  'q',
  'status',
  'role',
  'price',
  'title',
  'notes',
  'chapters',
  'website',
  'pow',
];
const ENUM_VALUES = [
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '[]',
  '{}',
  'true',
  '99999999999999999999',
  '1.5',
  'admin',
  'cancel',
  'refund',
  'x'.repeat(300),
];

type Attempt = { method: string; path: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> | string };

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = int(256);
  return bytes;
}

/** Percent-encodes what can be; a lone surrogate goes as it is (malformed, on purpose). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};

function urlencoded(): string {
  const fields = Array.from(
    { length: 1 + int(8) },
    () => `${encode(pick(FIELD_NAMES))}=${pick([encode(pick(NASTY_TEXT)), pick(NASTY_TEXT), encode(pick(ENUM_VALUES))])}`,
  );
  return fields.join('&');
}

function multipart(): { type: string; body: string } {
  const boundary = pick(['----fuzz', '', 'x'.repeat(100), '"quoted"']);
  const parts = Array.from({ length: 1 + int(4) }, () => {
    const name = pick(FIELD_NAMES);
    return pick([
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${pick(NASTY_TEXT)}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${pick(NASTY_TEXT)}"\r\nContent-Type: application/zip\r\n\r\nPK\u0003\u0004${pick(NASTY_TEXT)}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n`,
      `--${boundary}\r\n${'X-Header: y\r\n'.repeat(50)}\r\n`,
    ]);
  });
  const closing = pick([`--${boundary}--\r\n`, '', `--${boundary}`]);
  return { type: pick([`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'multipart/form-data; boundary=']), body: parts.join('') + closing };
}

function attempt(locale: 'pt' | 'en'): Attempt {
  const prefix = locale === 'en' ? '/en' : '';
  const formPath = pick(FORM_PATHS);
  const path = formPath.startsWith('/api/') || ['/reading-events', '/consent', '/oai'].includes(formPath) ? formPath : prefix + formPath;
  const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', origin: ORIGIN };
  switch (int(9)) {
    case 0:
      return { method: 'POST', path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: urlencoded() };
    case 1:
      return { method: 'POST', path, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: randomBytes(1 + int(2000)) };
    case 2: {
      const { type, body } = multipart();
      return { method: 'POST', path, headers: { ...headers, 'content-type': type }, body };
    }
    case 3:
      return {
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-type': pick([
            'application/json',
            'text/xml',
            'application/octet-stream',
            'text/plain',
            'image/png',
            'application/x-www-form-urlencoded; charset=latin1',
            '',
          ]),
        },
        body: pick(['{"a":', '{}', '[]', 'null', '<x/>', urlencoded(), '']),
      };
    case 4:
      return {
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: `${pick(FIELD_NAMES)}=${'a'.repeat(300_000 + int(900_000))}`,
      };
    case 5:
      return {
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: Array.from({ length: 600 + int(3000) }, (_, i) => `f${i}=1`).join('&'),
      };
    case 6:
      return { method: pick(['PUT', 'DELETE', 'PATCH', 'OPTIONS']), path, headers, body: pick([undefined, urlencoded()]) };
    case 7: {
      const get = pick(GET_PATHS);
      return {
        method: 'GET',
        path: prefix + get + pick(['%', '%00', '%zz', '%E0%A4%A', encode(pick(NASTY_TEXT)), '%2F%2Fevil.example', '/\t/evil', 'x'.repeat(3000), '%C0%AF']),
        headers,
      };
    }
    default:
      return {
        method: 'GET',
        path:
          prefix +
          pick([
            '/book/%',
            '/book/%00',
            '/%E0%A4%A',
            '/catalog/%zz',
            `/${'a'.repeat(2500)}`,
            '/book/x/read/%',
            '/orders/%',
            '/admin/catalog/abc',
            '/account/library/x/epub?expires=a&signature=b',
            '/reader-assets/1/%2e%2e/secret',
            '/_ipx/w_99999999/x.jpg',
            '/_ipx/%/x',
          ]),
        headers,
      };
  }
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** The process's CPU time so far, every thread (user + system, from /proc, in 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function signInAsAdmin(): Promise<string> {
  const response = await fetch(`${ORIGIN}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: ORIGIN },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token')) throw new Error(`could not sign in as the administrator (${response.status})`);
  return cookie;
}

/** Sends `total` bytes of chunked body (no Content-Length), as fast as the server takes them. */
function chunkedPost(target: string, type: string, total: number, cookie = ''): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: target,
      headers: { 'content-type': type, 'transfer-encoding': 'chunked', 'sec-fetch-site': 'same-origin', cookie },
    });
    request.on('response', (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    const chunk = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

/**
 * The attack pass's heavy cases, with figures: a 1 GB chunked post to a form and to an upload
 * (the server's memory must stay flat), and the overlapping-entries zip bomb as a proposal's
 * sample (a 4xx for a few milliseconds of the server's CPU, the server answering meanwhile).
 * The bomb's bound is CPU, not wall time: `npm test` runs this beside the journeys, where a
 * refused request can wait a second for a processor. Inflating the bomb's 150 MB alone would cost
 * about 250 ms of CPU; the refusal costs about 20. The bomb is sent with health pings, for the
 * answers meanwhile, then alone three times for its CPU, the least of the three: beside the pings,
 * which keep the server busy as long as the request waits, the figure was the wait's (420 ms on a
 * slow day), and the process's figure also counts the server's own jobs meanwhile.
 */
async function hostile(pid: number, cookie: string): Promise<string[]> {
  const problems: string[] = [];
  const GB = 1024 * 1024 * 1024;
  for (const [target, type, withCookie] of [
    ['/contact', 'application/x-www-form-urlencoded', false],
    ['/en/publish/submit', 'multipart/form-data; boundary=----fuzz', true],
  ] as const) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const started = performance.now();
    const answer = await chunkedPost(target, type, GB, withCookie ? cookie : '');
    clearInterval(sampler);
    const grew = peak - before;
    console.log(
      `1 GB chunked POST ${target}: ${answer} after ${(performance.now() - started).toFixed(0)} ms; RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${grew.toFixed(0)} MB)`,
    );
    if (grew > 64) problems.push(`the 1 GB post to ${target} grew the server by ${grew.toFixed(0)} MB`);
    if (typeof answer === 'number' && answer !== 413) problems.push(`the 1 GB post to ${target} answered ${answer}`);
  }

  const bomb = overlappingZipBomb();
  const sendBomb = async () => {
    const form = new FormData();
    form.append('intent', 'send');
    form.append('sample', new File([bomb], 'amostra.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    const response = await fetch(`${ORIGIN}/publish/submit`, {
      method: 'POST',
      body: form,
      headers: { cookie, 'sec-fetch-site': 'same-origin', origin: ORIGIN },
      redirect: 'manual',
    });
    const html = await response.text();
    if (response.status !== 400 || !html.includes('não pode ser aberto com segurança'))
      problems.push(`the zip bomb answered ${response.status} without the sample's message`);
    return response.status;
  };

  let slowestHealth = 0;
  let pinging = true;
  const pings = (async () => {
    while (pinging) {
      const started = performance.now();
      await fetch(`${ORIGIN}/healthz`);
      slowestHealth = Math.max(slowestHealth, performance.now() - started);
    }
  })();
  const started = performance.now();
  const status = await sendBomb();
  const took = performance.now() - started;
  pinging = false;
  await pings;
  // Again, alone, three times: its CPU, with the route's code loaded by the first. The least of the
  // three, since the process's CPU also counts whatever the server does meanwhile (its jobs); a bomb
  // that were inflated would cost its 250 ms every time.
  let cpu = Infinity;
  for (let i = 0; i < 3; i++) {
    const cpuBefore = cpuMs(pid);
    await sendBomb();
    cpu = Math.min(cpu, cpuMs(pid) - cpuBefore);
  }
  console.log(
    `zip bomb (${(bomb.length / 1024).toFixed(0)} KB, ${150} entries over one kernel) as a proposal sample: ${status}, ${cpu} ms of the server's CPU alone; beside /healthz pings ${took.toFixed(0)} ms, the slowest ping ${slowestHealth.toFixed(0)} ms`,
  );
  if (cpu > 150) problems.push(`the zip bomb took ${cpu} ms of the server's CPU`);
  return problems;
}

/** Characters XML 1.0 forbids even as references: an answer holding one cannot be parsed. */
const XML_FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * OAI-PMH's own cases: resumption tokens a harvester wrote (unsigned, a garbage date, its own
 * expiry) and arguments with characters XML forbids, by GET and by POST. Each must be a protocol
 * error in a 200 answer that an XML parser can read.
 */
async function oaiCases(): Promise<string[]> {
  const problems: string[] = [];
  const forged = Buffer.from(JSON.stringify({ verb: 'ListIdentifiers', from: 'garbage', after: '', cursor: 0, size: 1, expires: 9_999_999_999 })).toString(
    'base64url',
  );
  const cases: [string, Record<string, string>, string][] = [
    ['GET', { verb: 'ListIdentifiers', resumptionToken: forged }, 'badResumptionToken'],
    ['GET', { verb: 'ListRecords', resumptionToken: `${forged}.c2lnbmF0dXJl` }, 'badResumptionToken'],
    ['GET', { verb: 'ListIdentifiers', resumptionToken: '\uFFFF' }, 'badResumptionToken'],
    ['GET', { verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: 'x\uFFFE' }, 'idDoesNotExist'],
    ['POST', { verb: 'GetRecord', metadataPrefix: 'oai_dc', identifier: '\u0001' }, 'idDoesNotExist'],
    ['POST', { verb: 'ListMetadataFormats', identifier: 'a\u0008b' }, 'idDoesNotExist'],
  ];
  for (const [method, args, code] of cases) {
    const query = new URLSearchParams(args).toString();
    const response =
      method === 'GET'
        ? await fetch(`${ORIGIN}/oai?${query}`)
        : await fetch(`${ORIGIN}/oai`, {
            method: 'POST',
            body: query,
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: ORIGIN },
          });
    const xml = await response.text();
    const label = `OAI-PMH ${method} ${JSON.stringify(args).slice(0, 100)}`;
    if (response.status !== 200 || !xml.includes(`<error code="${code}"`)) problems.push(`${label} answered ${response.status} without ${code}`);
    if (XML_FORBIDDEN.test(xml)) problems.push(`${label} echoed a character XML forbids`);
  }
  console.log(
    `OAI-PMH: ${cases.length} forged tokens and forbidden characters, ${problems.length ? `${problems.length} problems` : 'each a protocol error in well-formed XML'}`,
  );
  return problems;
}

async function main() {
  if (!fs.existsSync('build/server/index.js')) throw new Error('no build: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  const server = spawn(process.execPath, ['server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: ORIGIN,
      LOG_LEVEL: 'error',
      RATE_LIMIT_FACTOR: '1000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let died = false;
  server.on('exit', () => (died = true));
  const counts = new Map<number | string, number>();
  const failures: string[] = [];
  let peak = 0;
  try {
    await waitForServer();
    const cookie = await signInAsAdmin();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid!))), 100);
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < REQUESTS && !died) {
        const index = sent++;
        const { method, path: target, headers, body } = attempt(index % 2 ? 'en' : 'pt');
        const signedIn = index % 3 === 0;
        let status: number | string;
        try {
          const response = await fetch(ORIGIN + target, {
            method,
            headers: signedIn ? { ...headers, cookie } : headers,
            body: method === 'GET' || method === 'HEAD' ? undefined : body,
            redirect: 'manual',
            signal: AbortSignal.timeout(10_000),
          });
          status = response.status;
          await response.arrayBuffer().catch(() => undefined);
        } catch (error) {
          // The server may close a connection it refuses to read (an oversized body); that is an answer.
          const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
          status = code;
        }
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (index % 500 === 499) console.log(`fuzz: ${index + 1} sent`);
        if ((typeof status === 'number' && status >= 500) || status === 'TimeoutError') {
          if (failures.length < 30)
            failures.push(
              `${status} ${method} ${target.slice(0, 120)} ${typeof body === 'string' ? JSON.stringify(body.slice(0, 120)) : body ? `<${body.length} bytes>` : ''}`,
            );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    const hostileProblems = died ? [] : await hostile(server.pid!, cookie);
    failures.push(...hostileProblems, ...(died ? [] : await oaiCases()));
    const health = died ? 'dead' : (await fetch(`${ORIGIN}/healthz`)).status;
    const byStatus = [...counts.entries()].sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED})`);
    console.log(`by status: ${byStatus.map(([status, count]) => `${status} × ${count}`).join(', ')}`);
    console.log(`peak RSS ${peak.toFixed(0)} MB (bound ${RSS_BOUND_MB} MB); /healthz afterwards: ${health}`);
    for (const failure of failures) console.log(`  ${failure}`);
    const fiveHundreds = byStatus.filter(([status]) => typeof status === 'number' && status >= 500).reduce((sum, [, count]) => sum + count, 0);
    if (died || health !== 200 || fiveHundreds > 0 || failures.length > 0 || peak > RSS_BOUND_MB) {
      console.error('fuzz: FAILED');
      process.exitCode = 1;
    }
  } finally {
    if (!died) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
