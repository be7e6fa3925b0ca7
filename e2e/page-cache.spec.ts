/**
 * The page cache for visitors without a session (decision 0026), through real requests: a second
 * visit is served from memory with its own nonce, a known ETag gets 304, a signed-in person's page
 * is never kept nor shared, and a staff write starts the cache over.
 */
import { type APIResponse } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, asAdmin, newReader } from './support.ts';

const nonceOf = (response: APIResponse) => /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];

test('a second anonymous visit comes from the cache, with a nonce of its own that matches its CSP; its ETag answers 304', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  // Journeys running beside this one may empty the cache (a staff write) between two visits: then again, at a new address.
  let path = '';
  let first!: APIResponse;
  let second!: APIResponse;
  await expect(async () => {
    path = `/faq?cache-test=${Date.now()}`;
    first = await visitor.get(path);
    second = await visitor.get(path);
    expect(first.headers()['x-page-cache']).toBe('miss');
    expect(second.headers()['x-page-cache']).toBe('hit');
    expect((await visitor.get(path, { headers: { 'If-None-Match': first.headers()['etag']! } })).status()).toBe(304);
  }).toPass({ timeout: 15_000 });
  // The first copy is as cacheable as the next ones: a CDN in front keeps it too.
  expect(first.headers()['cache-control']).toBe(second.headers()['cache-control']);
  expect(first.headers()['etag']).toMatch(/^W\/"[\w-]{27}\.[\w-]+"$/);
  expect(first.headers()['etag']!.split('.')[0]).toBe(second.headers()['etag']!.split('.')[0]);
  const [a, b] = [nonceOf(first), nonceOf(second)];
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(a).not.toBe(b);
  const [firstHtml, secondHtml] = [await first.text(), await second.text()];
  expect(secondHtml).toContain(`nonce="${b}"`);
  expect(secondHtml).not.toContain(a!);
  expect(secondHtml.split(b!).join('N')).toBe(firstHtml.split(a!).join('N'));
  expect(second.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  // Gzip spliced from the stored parts, which the client read back whole.
  expect(second.headers()['content-encoding']).toBe('gzip');
  expect(second.headers()['vary']).toMatch(/Accept-Encoding/);
  expect(second.headers()['vary']).toMatch(/Cookie/);

  // A revalidated copy keeps the body it has: the 304's CSP names that body's nonce.
  const etag = second.headers()['etag']!;
  const revalidated = await visitor.get(path, { headers: { 'If-None-Match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(nonceOf(revalidated)).toBe(b);
  await visitor.dispose();
});

test('a page from the cache runs in the browser: its nonce lets its scripts run, and the app hydrates', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  // Journeys running beside this one may empty the cache (a staff write) between the two requests:
  // then again at an address of its own, which the browser has never kept (a copy it kept would be
  // revalidated, and the 304 would say "hit" over the headers of the copy it had).
  await expect(async () => {
    const path = `/catalog?cache-test=${Date.now()}`;
    // Stored by a first request outside the browser, so the browser's own cache holds nothing to revalidate.
    await page.request.get(path);
    const visit = await page.goto(path);
    expect(visit?.headers()['x-page-cache']).toBe('hit');
    expect(visit?.headers()['content-encoding']).toBe('gzip');
  }).toPass({ timeout: 15_000 });
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a signed-in page is never kept: the anonymous page after it shows nothing of the person', async ({ page, playwright }) => {
  const path = `/about-us?cache-test=${Date.now()}`;
  const { email } = await newReader(page, 'pt', { open: false });
  const personal = await page.request.get(path);
  expect(personal.headers()['x-page-cache']).toBeUndefined();
  expect(personal.headers()['cache-control']).toBe('private, no-cache');
  expect(await personal.text()).toContain('Minha conta');
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  for (let i = 0; i < 2; i++) {
    const anonymous = await visitor.get(path);
    const html = await anonymous.text();
    expect(html).not.toContain(email);
    expect(html).not.toContain('Minha conta');
    expect(html).toContain('Entrar');
  }
  await visitor.dispose();
});

test('a staff write empties the cache: the next anonymous visit is made afresh', async ({ page, browser, playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const path = `/catalog?cache-test=${Date.now()}`;
  await visitor.get(path);
  // Kept, unless another journey's write (they run side by side) emptied the cache in between: then the next visit keeps it.
  await expect.poll(async () => (await visitor.get(path)).headers()['x-page-cache']).toBe('hit');

  const { email } = await newReader(page, 'pt', { open: false });
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await admin.getByRole('link', { name: 'Leitora Teste' }).click();
  await admin.getByRole('checkbox', { name: 'Autor', exact: true }).check();
  await admin.getByRole('button', { name: 'Salvar' }).click();
  await expect(admin.getByText('Alterações salvas.')).toBeVisible();

  expect((await visitor.get(path)).headers()['x-page-cache']).toBe('miss');
  await visitor.dispose();
});

test('a request naming a cookie twice is never stored, so the next visitor still gets the banner in light mode; /%72ecover is never stored', async ({
  playwright,
}) => {
  const attacker = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  const path = `/faq?poison-test=${Date.now()}`;
  const poisoned = await attacker.get(path, { headers: { Cookie: 'consent=all; consent=; color-mode=dark; color-mode=' } });
  expect(poisoned.status()).toBe(200);
  expect(poisoned.headers()['x-page-cache']).toBeUndefined();
  // The page itself read the first values: no banner, dark.
  expect(await poisoned.text()).toMatch(/<html[^>]*class="dark"/);
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  for (let i = 0; i < 2; i++) {
    const visit = await visitor.get(path);
    const html = await visit.text();
    expect(html).toContain('id="consent-title"');
    expect(html).not.toMatch(/<html[^>]*class="dark"/);
  }
  expect((await attacker.get(path, { headers: { Cookie: 'consent=all; consent=necessary' } })).headers()['x-page-cache']).toBeUndefined();
  for (const sneaky of ['/%72ecover', '/Recover']) {
    const answer = await visitor.get(sneaky);
    expect(answer.status(), sneaky).toBe(200);
    expect(answer.headers()['x-page-cache'], sneaky).toBeUndefined();
  }
  await attacker.dispose();
  await visitor.dispose();
});

test('a paid book’s free chapter is the same for every visitor: kept like any anonymous page', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: E2E_ORIGIN });
  await expect(async () => {
    const path = `/en/book/a-memoria-das-fabricas/read/chapter-001?cache-test=${Date.now()}`;
    const first = await visitor.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-page-cache']).toBe('miss');
    expect((await visitor.get(path)).headers()['x-page-cache']).toBe('hit');
  }).toPass({ timeout: 15_000 });
  await visitor.dispose();
});
