/**
 * A class signs up together (issue 42), on a server of its own with the production limits (the
 * shared test server multiplies them for a suite behind one address): a dozen people behind one
 * address open and verify their accounts in minutes, a flood of posts without the bot check is
 * refused without locking them out, and a script that solves the check pays more for each account.
 */
import { createHash } from 'node:crypto';
import { type Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { DEFAULT_SIGN_UP_POLICY as policy, signUpWork } from '../app/features/account/testing.server.ts';
import { origin, startOwnServers, type OwnServers } from './own-servers.ts';
import { appReady, linkIn, waitForMail } from './support.ts';

// Beside the shared test server's port, so that suites on other ports run side by side.
const PORT = E2E_PORT + 31;
const site = origin(PORT);
let servers: OwnServers;

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  servers = await startOwnServers('class_sign_up', [PORT]);
});
test.afterAll(async () => {
  await servers?.stop();
});

const texts = {
  pt: {
    path: '/register',
    name: 'Nome',
    surname: 'Sobrenome',
    password: 'Senha',
    button: 'Criar conta',
    done: 'Conta criada! Enviamos um link de confirmação para',
    subject: /Confirme seu e-mail/,
    account: `${site}/account?verified=1`,
  },
  en: {
    path: '/en/register',
    name: 'Name',
    surname: 'Surname',
    password: 'Password',
    button: 'Create account',
    done: 'Account created! We sent a confirmation link to',
    subject: /Confirm your e-mail/,
    account: /\/en\/account\?verified=1$/,
  },
};

/** One person of the class at their own browser: the form, sent once. */
async function signUp(browser: Browser, email: string, locale: 'pt' | 'en') {
  const t = texts[locale];
  const context = await browser.newContext({ baseURL: site });
  const page = await context.newPage();
  const posts: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
  await page.goto(t.path);
  await appReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(t.name, { exact: true }).fill('Estudante');
  await main.getByLabel(t.surname).fill('da Turma');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel(t.password).fill('uma senha da turma 2026');
  await main.getByRole('button', { name: t.button }).click();
  await expect(main.getByText(`${t.done} ${email}.`)).toBeVisible({ timeout: 15_000 });
  // One sign-up, one post: the check was solved while the person typed.
  expect(posts).toHaveLength(1);
  return { context, page };
}

test('twelve people behind one address sign up at once, in both languages, and each verifies within the grace', async ({ browser }) => {
  const started = Date.now();
  const people = Array.from({ length: 12 }, (_, i) => ({ email: `turma-${i + 1}@escola.example`, locale: i % 2 ? ('en' as const) : ('pt' as const) }));
  // Four at a time, as a class does when the teacher says "now": each fetched its check while the
  // others were signing up, and the server still takes it (the slack of a few sign-ups).
  const opened = [];
  for (let i = 0; i < people.length; i += 4) {
    const group = people.slice(i, i + 4);
    opened.push(...(await Promise.all(group.map(async (person) => ({ ...person, ...(await signUp(browser, person.email, person.locale)) })))));
  }
  for (const { email, locale, page, context } of opened) {
    const mail = await waitForMail(email, texts[locale].subject, servers.dataDir);
    await page.goto(linkIn(mail, `${site}/api/auth/verify-email`));
    await expect(page).toHaveURL(texts[locale].account);
    await context.close();
  }
  // All verified before the grace ends: none weighs as an unverified account (a busy machine may take minutes, not half an hour).
  expect(Date.now() - started).toBeLessThan(policy.verifyGraceMinutes * 60_000);
  // The thirteenth is asked a little more work than the first was, no more.
  const next = await (await fetch(`${site}/bot-check?for=sign-up`)).json();
  expect(next.max).toBe(signUpWork(12, policy));
  expect(next.max).toBeLessThan(policy.baseWork * 4);
});

const form = (fields: Record<string, string>) => new URLSearchParams({ name: 'Robô', lastName: 'Lote', password: 'uma senha de robô 2026', ...fields });
const post = (body: URLSearchParams) =>
  fetch(`${site}/register`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Origin: site },
  });

test('a flood of 200 posts in a minute without the check is refused, and the class can still sign up', async ({ browser }) => {
  const started = Date.now();
  const statuses: number[] = [];
  for (let batch = 0; batch < 10; batch++) {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(form({ email: `robo-${batch}-${i}@spam.example` }))));
    for (const answer of answers) {
      statuses.push(answer.status);
      expect(await answer.text()).toContain('verificação de segurança com JavaScript');
    }
  }
  expect(Date.now() - started).toBeLessThan(60_000);
  expect(statuses).toEqual(Array(200).fill(400));
  // Not one of them counted against the address: the next person signs up as before.
  const { context } = await signUp(browser, 'depois-da-enxurrada@escola.example', 'pt');
  await context.close();
});

test('a script that solves the check pays more for every account it opens', async () => {
  const sizes: number[] = [];
  for (let i = 0; i < 20; i++) {
    const challenge = await (await fetch(`${site}/bot-check?for=sign-up`)).json();
    sizes.push(challenge.max);
    let number = 0;
    while (
      createHash('sha256')
        .update(challenge.salt + number)
        .digest('hex') !== challenge.hash
    )
      number++;
    const pow = Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    expect((await post(form({ email: `roteiro-${i}@spam.example`, pow }))).status).toBe(200);
  }
  // 13 people came before the script: its first account already costs more than theirs, its last
  // twice that and more, and each one at least as much as the one before.
  expect(sizes[0]).toBe(signUpWork(13, policy));
  expect(sizes[19]).toBe(signUpWork(32, policy));
  expect(sizes[19]).toBeGreaterThan(sizes[0]! * 2 ** (19 / policy.doublingEvery) * 0.99);
  for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThanOrEqual(sizes[i - 1]!);
});
