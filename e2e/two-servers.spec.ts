/**
 * Two app servers on one PostgreSQL, as behind a load balancer: started at once (the migrations
 * take turns), they share sessions, rate limits, the job queue and the mail outbox. Plain HTTP,
 * no browser: what one server does, the other sees.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hashPassword } from 'better-auth/crypto';
import { E2E_PORT } from '../playwright.config.ts';
import { healthy, origin, sql, startOwnServers, type OwnServers } from './own-servers.ts';

// Beside the shared test server's port, so that suites on other ports run side by side.
const PORTS = [E2E_PORT + 21, E2E_PORT + 22] as const;
const email = 'duas-instancias@ipe.test';
const password = 'senha de duas instancias';

let servers: OwnServers;
let url = '';
let dataDir = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  servers = await startOwnServers('two_servers', PORTS);
  ({ url, dataDir } = servers);
  const id = randomUUID();
  await sql(url, `insert into users (id, name, last_name, email, email_verified) values ($1, 'Dora', 'Duas', $2, true)`, [id, email]);
  await sql(url, `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
    randomUUID(),
    id,
    await hashPassword(password),
  ]);
});

test.afterAll(async () => {
  await servers?.stop();
});

const form = (fields: Record<string, string>) => ({ form: fields, maxRedirects: 0, headers: { 'sec-fetch-site': 'same-origin' } });

async function signIn(request: APIRequestContext, port: number) {
  const response = await request.post(`${origin(port)}/login`, form({ email, password }));
  expect(response.status()).toBe(302);
  return response.headers()['set-cookie']!;
}

test('a session opened on one server is the same session on the other, and signing out on either ends it', async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await signIn(request, PORTS[0]);
  const account = await request.get(`${origin(PORTS[1])}/account`, { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  expect(await account.text()).toContain('Dora');
  const out = await request.post(`${origin(PORTS[1])}/logout`, form({}));
  expect(out.status()).toBeLessThan(400);
  expect((await request.get(`${origin(PORTS[0])}/account`, { maxRedirects: 0 })).status()).toBe(302);
  await request.dispose();
});

test('the rate limits count on both servers together, and each mail goes out once', async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const statuses: number[] = [];
  // Five password-reset requests per address and hour, wherever they land.
  for (const port of [PORTS[0], PORTS[1], PORTS[0], PORTS[1], PORTS[0], PORTS[1]]) {
    statuses.push((await request.post(`${origin(port)}/recover`, form({ email }))).status());
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  await request.dispose();

  // Both servers run the job queue: the five mails are sent, each once, into the shared outbox.
  await expect
    .poll(async () => Number((await sql(url, `select count(*)::int as n from jobs where type = 'mail.send' and done_at is not null`))[0].n), {
      timeout: 30_000,
    })
    .toBe(5);
  const files = fs.readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  expect(files).toHaveLength(5);
  expect(new Set(files.map((name) => /-job(\d+)\.eml$/.exec(name)![1])).size).toBe(5);
  const [{ n: pending }] = await sql(url, `select count(*)::int as n from jobs where type = 'mail.send' and done_at is null`);
  expect(pending).toBe(0);
});

test('a write on one server empties the page cache of the other (PostgreSQL NOTIFY)', async ({ playwright }) => {
  const visitor = await playwright.request.newContext();
  const page = `${origin(PORTS[0])}/faq?two-servers=${Date.now()}`;
  await visitor.get(page);
  expect((await visitor.get(page)).headers()['x-page-cache']).toBe('hit');

  // Dora saves her profile on the other server: a signed-in write that succeeds.
  const person = await playwright.request.newContext();
  await signIn(person, PORTS[1]);
  const saved = await person.post(`${origin(PORTS[1])}/account`, form({ intent: 'profile', name: 'Dora', lastName: 'Duas', phone: '' }));
  expect(saved.status()).toBeLessThan(400);
  await expect.poll(async () => (await visitor.get(page)).headers()['x-page-cache'], { timeout: 5_000 }).toBe('miss');
  await visitor.dispose();
  await person.dispose();
});

test('a note shared in a reading group on one server reaches the member reading on the other', async ({ playwright }) => {
  // An open-access book with one chapter, and Dora's group on it with Rui as a member.
  const [{ id: work }] = await sql(
    url,
    `insert into publications (type, slug, status, title_pt, open_access) values ('book', 'livro-em-grupo', 'published', 'Livro em grupo', true) returning id`,
  );
  const [{ id: edition }] = await sql(
    url,
    `insert into reader_editions (publication_id, version, current, source_file, title, language, assets_prefix) values ($1, 1, true, 'x.epub', 'Livro em grupo', 'pt', 'x/') returning id`,
    [work],
  );
  await sql(
    url,
    `insert into reader_chapters (edition_id, position, slug, title, html, text, words) values ($1, 0, 'c1', 'Um', '<p data-offset="0" id="p1">Uma frase para ler junto.</p>', 'Uma frase para ler junto.
', 5)`,
    [edition],
  );
  const dora = await playwright.request.newContext();
  await signIn(dora, PORTS[0]);
  const made = await dora.post(
    `${origin(PORTS[0])}/account/groups`,
    form({ name: 'Grupo em dois servidores', description: '', privacy: 'private', work: String(work) }),
  );
  expect(made.status()).toBe(302);
  const groupId = /\/groups\/(\d+)/.exec(made.headers().location ?? '')![1]!;
  const ruiId = randomUUID();
  await sql(url, `insert into users (id, name, last_name, email, email_verified) values ($1, 'Rui', 'Dois', 'rui-dois@ipe.test', true)`, [ruiId]);
  await sql(url, `insert into accounts (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)`, [
    randomUUID(),
    ruiId,
    await hashPassword(password),
  ]);
  await sql(url, `insert into reading_group_members (group_id, user_id) values ($1, $2)`, [groupId, ruiId]);
  const rui = await playwright.request.newContext();
  const ruiIn = await rui.post(`${origin(PORTS[1])}/login`, form({ email: 'rui-dois@ipe.test', password }));
  expect(ruiIn.status()).toBe(302);
  const source = `${origin(PORTS[1])}/groups/shared/${work}/c1`;
  expect((await (await rui.get(source)).json()).total).toBe(0);

  const selector = { quote: { exact: 'frase para ler', prefix: 'Uma ', suffix: ' junto.' }, position: { start: 4, end: 18 } };
  const shared = await dora.post(
    `${origin(PORTS[0])}/book/livro-em-grupo/read/c1`,
    form({ intent: 'group-share', id: randomUUID(), groupId, chapter: 'c1', selector: JSON.stringify(selector), comment: 'Vejam isto' }),
  );
  expect(shared.status()).toBe(200);
  // The open chapter's refresh on the other server has it at once: both read the same database.
  const seen = await (await rui.get(source)).json();
  expect(seen.threads.map((note: { comment: string; author: string }) => [note.author, note.comment])).toEqual([['Dora Duas', 'Vejam isto']]);
  expect(seen.margin).toHaveLength(1);
  await dora.dispose();
  await rui.dispose();
});

test('with PostgreSQL one server uses every core: WEB_CONCURRENCY workers share its port, and stop with it', async () => {
  const port = 3233;
  const primary = spawn(process.execPath, ['server/index.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      APP_URL: origin(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      WEB_CONCURRENCY: '2',
      LOG_LEVEL: 'error',
      JOBS: 'off',
    },
  });
  const workers = () =>
    fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          // The fourth field of /proc/PID/stat is the parent's pid.
          return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(primary.pid);
        } catch {
          return false;
        }
      });
  try {
    await healthy(port);
    await expect.poll(() => workers().length, { timeout: 20_000 }).toBe(2);
    for (let i = 0; i < 4; i++) expect((await fetch(`${origin(port)}/faq`)).status).toBe(200);
  } finally {
    const exited = new Promise((resolve) => primary.once('exit', resolve));
    primary.kill('SIGTERM');
    await exited;
  }
  expect(workers()).toHaveLength(0);
});
