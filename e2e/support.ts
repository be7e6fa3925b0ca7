import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { unzipSync } from 'fflate';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { matchRoutes } from 'react-router';
import routes from '../app/routes.ts';
import { ADMIN_STATE, E2E_ADMIN, E2E_DATA_DIR, E2E_ORIGIN, MAX_WORKER_INDEX, READER_PASSWORD, READERS_PER_WORKER } from '../playwright.config.ts';

/** Every page of the site so far, by locale-neutral path, with the heading it must show. */
export const pages = [
  '/',
  '/about-us',
  '/privacy',
  '/accessibility',
  '/roadmap',
  '/faq',
  '/fundamentals',
  '/contact',
  '/librarians',
  '/newsletter',
  '/safelistcss',
  '/login',
  '/register',
  '/recover',
  // The catalog, with the demo content the server seeds on first start.
  '/catalog',
  '/catalog/books',
  '/catalog/ebooks',
  '/catalog/journals',
  '/catalog/proceedings',
  '/book/design-de-servicos-na-pratica',
  '/product/design-de-servicos-na-pratica-impresso',
  '/product/pesquisa-com-pessoas-usuarias-impresso',
  '/journal/revista-ipe-design-sociedade',
  '/journal/revista-ipe-design-sociedade/about',
  '/journal/revista-ipe-design-sociedade/archive',
  '/journal/revista-ipe-design-sociedade/guidelines',
  '/journal/cadernos-ipe-educacao/submission',
  '/proceedings/anais-sbds-2024',
  // The store: an empty cart, and the courses.
  '/checkout',
  '/course',
  '/course/fundamentos-de-design-de-servicos',
  // Publishing with us: how it works, and the demo calls (one closed, one open).
  '/publish',
  '/publish/open-calls',
  // The blog's index (its posts and categories have an address per language: e2e/blog.spec.ts).
  '/blog',
];

type RouteEntry = { id?: string; path?: string; file?: string; index?: boolean; children?: RouteEntry[] };
export type Access = 'public' | 'guest' | 'signed-in' | 'admin';

/** Every route of app/routes.ts with its full path pattern and what it requires (from the guard layout it sits under). */
export function allRoutes(
  entries = routes as RouteEntry[],
  prefix = '',
  access: Access = 'public',
): { id: string; path: string; file: string; access: Access }[] {
  return entries.flatMap((entry) => {
    const base = entry.id?.replace(/___(pt|en)$/, '');
    const here: Access = base === 'guest' ? 'guest' : base === 'signed-in' ? 'signed-in' : base === 'admin' ? 'admin' : access;
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    // A layout (it has children) is reached through its pages: the English site layout holds /en, its home is its index.
    const self =
      entry.id && !entry.children && (entry.index || entry.path !== undefined)
        ? [{ id: entry.id, path: path || '/', file: entry.file ?? '', access: here }]
        : [];
    return [...self, ...allRoutes(entry.children ?? [], path, here)];
  });
}

/** The routes that draw a page (not resource routes), made once. */
export const pageRoutes = allRoutes().filter((route) => route.file.endsWith('.tsx'));
const pageRouteOf = (path: string) => matchRoutes(pageRoutes, path)?.at(-1)?.route.id;

/**
 * One address per page route of the sitemap, in one language: the first the sitemap lists for it;
 * none for a route of `except`'s addresses (a journey that loads them already).
 */
export async function sitemapSample(request: APIRequestContext, locale: 'pt' | 'en', except: string[] = []): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const covered = new Set(except.map(pageRouteOf));
  const byRoute = new Map<string, string>();
  for (const path of paths) {
    if ((locale === 'en') !== (path === '/en' || path.startsWith('/en/'))) continue;
    const id = pageRouteOf(path);
    expect(id, `a route for ${path}`).toBeTruthy();
    if (!byRoute.has(id!) && !covered.has(id)) byRoute.set(id!, path);
  }
  return [...byRoute.values()];
}

/**
 * Listens to a page for what a visitor would not see but the console would: errors logged (a
 * hydration mismatch, React #418, is one), uncaught exceptions, requests that failed, and answers
 * of 400 or more from our server. The list fills as the page is used; a journey expects it empty.
 */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A prefetch or an image the next navigation cancelled is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} (${request.failure()?.errorText}) on ${page.url()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(E2E_ORIGIN) && response.status() >= 400) problems.push(`${response.status()}: ${response.url()} on ${page.url()}`);
  });
  return problems;
}

export const inLocale = (locale: 'pt' | 'en', p: string) => (locale === 'pt' ? p : p === '/' ? '/en' : `/en${p}`);

/** The axe rules whose outcome depends on the colours: all a dark pass needs after a full light one. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let axeUrl: Promise<string> | undefined;

/**
 * axe-core's address on a server of this worker's own: a page loads it as a script the browser keeps
 * in its cache, its compiled code in V8's, where sending its 550 KB through the DevTools protocol
 * for every document cost the browser, the page and the test as much again as the page's own load.
 */
function axeScriptUrl(): Promise<string> {
  axeUrl ??= new Promise((resolve) => {
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end(AXE_SOURCE);
    });
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/axe.min.js`);
    });
  });
  return axeUrl;
}

/** Puts axe-core in the page: by its script element where the page runs scripts, else through the protocol. */
async function injectAxe(page: Page) {
  const loaded = await page.evaluate(
    (src) =>
      new Promise<boolean>((resolve) => {
        // A page without scripting (a journey with JavaScript off) never runs a script element:
        // there <noscript>'s content parses as markup.
        const probe = document.createElement('div');
        probe.innerHTML = '<noscript><i></i></noscript>';
        if (probe.querySelector('i')) return resolve(false);
        const script = document.createElement('script');
        // The page's nonce, as its policy asks of a script (an element a script adds is allowed by 'strict-dynamic' too).
        script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
        script.src = src;
        script.onload = () => resolve('axe' in window);
        // Offline, or a route a journey stubbed: the protocol's way below.
        script.onerror = () => resolve(false);
        (document.head ?? document.documentElement).append(script);
      }),
    await axeScriptUrl(),
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
}
type AxeViolation = { id: string; help: string; nodes: { target: unknown[] }[] };
type AxeWindow = { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } };

/**
 * Runs axe-core (WCAG 2.2 A/AA rules, or only `rules`) and fails with a readable list of violations.
 * AxeBuilder merges frames' results in a blank page of its own, about a second per call; the site
 * has no frames, so axe runs in the page, injected once per document (a page with frames still
 * goes through AxeBuilder).
 */
export async function expectNoAxeViolations(page: Page, rules?: string[]) {
  // A signed-in page links the stylesheet (ui/app-style.tsx): until it has loaded, the layout axe
  // measures (target sizes, contrast) is the unstyled one. One evaluation waits for it (where
  // waitForFunction would put Playwright's 330 KB script into the page's world and poll every frame).
  const { hasAxe, hasFrames } = await page.evaluate(() =>
    Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
        (link) =>
          link.sheet ??
          new Promise((resolve, reject) => {
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', () => reject(new Error(`the stylesheet ${link.href} did not load`)), { once: true });
          }),
      ),
    ).then(() => ({ hasAxe: 'axe' in window, hasFrames: document.querySelector('iframe, frame') !== null })),
  );
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: AXE_TAGS };
  let violations: AxeViolation[];
  if (hasFrames) {
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    violations = (await (rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS)).analyze()).violations;
  } else {
    if (!hasAxe) await injectAxe(page);
    // Only the violations come back: passes and inapplicable rules are what make a report heavy.
    // Without the elements' selectors (a tenth of a run), which only a failure needs: it runs again with them.
    violations = await page.evaluate(
      async (options) => {
        const { axe } = window as unknown as AxeWindow;
        const run = async (selectors: boolean) => (await axe.run(document, { ...options, selectors, resultTypes: ['violations'] })).violations;
        const found = await run(false);
        return (found.length ? await run(true) : found).map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
      },
      { runOnly },
    );
  }
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Turns the page dark or light as a system set to dark does (no mode chosen: app.css's media
 * query), with no reload; that a mode chosen in the switch is drawn by the server is
 * e2e/shell.spec.ts's to show.
 */
export async function darkMode(page: Page, dark = true) {
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await expect(page.locator('html')).toHaveCSS('background-color', dark ? 'rgb(45, 45, 45)' : 'rgb(250, 250, 249)');
}

/** axe in light, then the colour rules in dark, and back to light. */
export async function expectNoAxeViolationsLightAndDark(page: Page) {
  await expectNoAxeViolations(page);
  await darkMode(page);
  await expectNoAxeViolations(page, COLOUR_RULES);
  await darkMode(page, false);
}

export interface OutboxMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * Mails already read, by path, with the size and time they were read at: the outbox holds hundreds
 * of mails by the end of a run and each poll of waitForMail reads it, so a mail is parsed again only
 * when its file changed (a mail is written in place; a retried job rewrites its own file).
 */
const parsedMails = new Map<string, { size: number; mtimeMs: number; mail: OutboxMail }>();

/** Mails the server wrote to DATA_DIR/outbox (no SMTP_URL), newest last. */
export function readOutbox(dataDir = E2E_DATA_DIR): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      const { size, mtimeMs } = fs.statSync(full);
      const known = parsedMails.get(full);
      if (known && known.size === size && known.mtimeMs === mtimeMs) return known.mail;
      const mail = parseMail(file, fs.readFileSync(full, 'utf8'));
      parsedMails.set(full, { size, mtimeMs, mail });
      return mail;
    });
}

function parseMail(file: string, raw: string): OutboxMail {
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1]?.replace(/\n[ \t]+/g, ' ') ?? '');
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? '';
  const textPart =
    raw
      .split(`--${boundary}`)
      .find((part) => /Content-Type: text\/plain/i.test(part))
      ?.split(/\n\n/)
      .slice(1)
      .join('\n\n') ?? '';
  const qp = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: quoted-printable/i.test(raw);
  return { file, raw, to: header('To'), subject: header('Subject'), text: qp ? decodeQuotedPrintable(textPart) : textPart };
}

/** Waits for a mail to the address (the job runner delivers within a few seconds). */
export async function waitForMail(to: string, match?: RegExp, dataDir = E2E_DATA_DIR): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        found = readOutbox(dataDir).find((mail) => mail.to.includes(to) && (!match || match.test(mail.subject)));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const ADMIN = E2E_ADMIN;

/** The link in a mail's text that starts with the given prefix. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text)?.[0];
  expect(link, `a link starting ${prefix} in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** Signs up through the form, opens the verification link from the outbox: a verified, signed-in account. */
export async function registerVerifiedUser(page: Page, label = 'reader', password = 'leitura-aberta-2026', locale: 'pt' | 'en' = 'pt') {
  const email = uniqueEmail(label);
  const pt = locale === 'pt';
  await page.goto(pt ? '/register' : '/en/register');
  // Sent before the app runs, the form is answered as without JavaScript (its security check needs it).
  await appReady(page);
  const main = page.getByRole('main');
  await main.getByLabel(pt ? 'Nome' : 'Name', { exact: true }).fill('Leitora');
  await main.getByLabel(pt ? 'Sobrenome' : 'Surname').fill('Teste');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel(pt ? 'Senha' : 'Password').fill(password);
  await main.getByRole('button', { name: pt ? 'Criar conta' : 'Create account' }).click();
  await expect(
    main.getByText(pt ? `Conta criada! Enviamos um link de confirmação para ${email}.` : `Account created! We sent a confirmation link to ${email}.`),
  ).toBeVisible();
  const mail = await waitForMail(email, pt ? /Confirme seu e-mail/ : /Confirm your e-mail/);
  await page.goto(linkIn(mail, `${E2E_ORIGIN}/api/auth/verify-email`));
  await expect(page).toHaveURL(pt ? `${E2E_ORIGIN}/account?verified=1` : /\/en\/account\?verified=1$/);
  return { email, password };
}

let readersTaken = 0;

/**
 * Signs in as a verified reader no other test has used: the accounts are made before the server
 * starts (playwright.config.ts runs `cli create-readers`), so only the sign-up journeys themselves
 * go through the form and the mail. Its mails are in `locale`; the page ends on the account page,
 * or, with `open: false`, where it was (for a journey whose next step opens a page of its own: a
 * page load saved).
 */
export async function newReader(page: Page, locale: 'pt' | 'en' = 'pt', { open = true } = {}) {
  const n = test.info().workerIndex * READERS_PER_WORKER + ++readersTaken;
  expect(readersTaken, 'readers made for one worker').toBeLessThanOrEqual(READERS_PER_WORKER);
  expect(test.info().workerIndex, 'workers the readers were made for').toBeLessThan(MAX_WORKER_INDEX);
  const email = `reader-${locale}-${n}@example.com`;
  await signInByPost(page, email, READER_PASSWORD, locale, { open });
  return { email, password: READER_PASSWORD };
}

/**
 * Signs in with one post of the sign-in form, as a browser without JavaScript sends it, and opens
 * the account page the form leads to (unless `open: false`). For journeys about something else
 * than signing in (those fill the form: signIn); it saves loading the sign-in page.
 */
export async function signInByPost(page: Page, email: string, password: string, locale: 'pt' | 'en' = 'pt', { open = true } = {}) {
  const account = locale === 'pt' ? '/account' : '/en/account';
  const response = await page.request.post(locale === 'pt' ? '/login' : '/en/login', {
    form: { email, password },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  expect(response.headers().location).toBe(account);
  expect(await sessionCookie(page.context()), `a session for ${email}`).toBeTruthy();
  if (!open) return;
  await page.goto(account);
  await expect(page).toHaveURL(`${E2E_ORIGIN}${account}`);
}

/**
 * The administrator's session, made once per run by e2e/global-setup.ts (one post of the sign-in
 * form) and shared by every journey that works as the administrator: its cookie is set in the
 * page's context. No journey may end it: those that sign the administrator out sign in on their
 * own (the sign-in journeys of e2e/accounts.spec.ts, the route matrix of e2e/authorization.spec.ts).
 */
export async function asAdmin(page: Page) {
  await page.context().addCookies(adminCookies());
}

const adminCookies = () => (JSON.parse(fs.readFileSync(ADMIN_STATE, 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] }).cookies;

/** Cookies as one Cookie header, for requests sent outside the browser (Node's fetch). */
export const cookieHeader = (cookies: readonly { name: string; value: string }[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** The administrator's shared session (asAdmin) as a Cookie header. */
export const adminCookieHeader = () => cookieHeader(adminCookies());

/**
 * Runs `steps` with the network cut, and puts it back whatever happens, within the journey (the
 * kept context is then spent and the next journey gets a new one: e2e/fixtures.ts).
 */
export async function whileOffline(context: BrowserContext, steps: () => Promise<unknown>) {
  await context.setOffline(true);
  try {
    await steps();
  } finally {
    await context.setOffline(false);
  }
}

/**
 * Waits until the reader's script runs: its tools then say whether their panel is open
 * (aria-expanded), and the arrow keys and the selection toolbar answer.
 */
export async function readerReady(page: Page) {
  await expect(page.locator('a.reader-tool[aria-expanded]').first()).toBeAttached();
}

/**
 * Waits until the page has hydrated (app/root.tsx marks it): its forms then keep what is chosen, its
 * keys answer. A selector, answered in Playwright's own world as every other query is:
 * waitForFunction would inject its script a second time into the page's world and poll every frame.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Fills the sign-in form; on the current page when `here` (a guard already brought us there). */
export async function signIn(page: Page, email: string, password: string, { remember = false, locale = 'pt' as 'pt' | 'en', here = false } = {}) {
  if (!here) await page.goto(locale === 'pt' ? '/login' : '/en/login');
  const main = page.getByRole('main');
  const form = main.locator('form').first();
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(locale === 'pt' ? 'Senha' : 'Password').fill(password);
  if (remember) await form.getByLabel(locale === 'pt' ? 'Manter conectado neste aparelho' : 'Keep me signed in on this device').check();
  await form.getByRole('button', { name: locale === 'pt' ? 'Entrar' : 'Sign In' }).click();
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'ipe.session_token');
}

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits), as authenticator apps compute it. */
export function totp(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** The files of an EPUB (a ZIP) as text, by name. */
export function epubTexts(file: string): Map<string, string> {
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  return new Map(Object.entries(entries).map(([name, bytes]) => [name, new TextDecoder().decode(bytes)]));
}

/** A PDF's text and page count, read with Poppler's pdftotext and pdfinfo (Debian's poppler-utils). */
export function pdfToText(bytes: Buffer, file: string): { text: string; pages: number } {
  fs.writeFileSync(file, bytes);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', timeout: 30_000 });
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8', timeout: 30_000 });
  if (text.status !== 0 || info.status !== 0) throw new Error(`pdftotext/pdfinfo failed: ${text.stderr}${info.stderr}${text.error ?? ''}`);
  return { text: text.stdout, pages: Number(/^Pages:\s+(\d+)/m.exec(info.stdout)?.[1] ?? 0) };
}

/** EPUBCheck on one file (Debian's package, on the JRE, started for a short run): passes when it found nothing. */
export { epubcheck } from '../app/test/java.ts';
