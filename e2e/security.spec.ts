import { expect, test } from './fixtures.ts';
import { notPrivate } from '../app/test/file-modes.ts';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import { ADMIN, appReady, readOutbox, signIn, uniqueEmail } from './support.ts';

test('every page carries the security headers and a nonce-based CSP that the page honours', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // An address no journey has asked for: rendered afresh, not a copy from the page cache.
  const response = await page.goto(`/contact?security-test=${Date.now()}`);
  const headers = response!.headers();
  const csp = headers['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-powered-by']).toBeUndefined();
  // The first copy of an anonymous page is as cacheable as the next ones (a CDN may keep it), with its ETag.
  expect(headers['x-page-cache']).toBe('miss');
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
  expect(headers['etag']).toBeTruthy();
  // Every inline script carries this response's nonce.
  const scriptNonces = await page.locator('script').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(scriptNonces.every((n) => n === nonce)).toBe(true);
  // The app hydrated under that policy (the colour switch needs JavaScript).
  await expect(page.getByRole('button', { name: 'Sistema' })).toBeVisible();
  expect(violations).toEqual([]);
  // A fresh nonce per response.
  const second = await page.request.get('/contact');
  expect(/'nonce-([^']+)'/.exec(second.headers()['content-security-policy']!)?.[1]).not.toBe(nonce);
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const asset = await page.locator('link[rel=modulepreload]').first().getAttribute('href');
  const response = await request.get(asset!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the stylesheet is written into the page under the response’s nonce, and stays styled through navigation', async ({ page }) => {
  const response = await page.goto('/catalog');
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy']!)![1];
  const style = page.locator('style#app-style');
  await expect(style).toHaveCount(1);
  expect(await style.evaluate((el) => (el as HTMLStyleElement).nonce)).toBe(nonce);
  expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
  // The body's typeface is the site's (app.css), not the browser's default serif.
  const typeface = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await typeface()).toMatch(/^ui-sans-serif, system-ui/);
  // After hydration and a navigation in the app, the same rules still apply.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(style).toHaveCount(1);
  expect(await typeface()).toMatch(/^ui-sans-serif, system-ui/);
});

test('the app’s scripts are fetched once the page has painted, then hydrate it under the response’s nonce', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/catalog');
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy']!)![1];
  // As sent, the preloads and React Router's module script wait in inert templates…
  const html = await response!.text();
  const outside = html.replace(/<template data-after-paint>[\s\S]*?<\/template>/g, '');
  expect(outside).not.toContain('rel="modulepreload"');
  expect(outside).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toMatch(/<template data-after-paint><link rel="modulepreload"/);
  expect(html).toMatch(/<template data-after-paint><script[^>]* type="module"/);
  // …and the page comes to life: hydrated, the preloads and the module script as React Router wrote them.
  await appReady(page);
  expect(await page.locator('template[data-after-paint]').count()).toBe(0);
  expect(await page.locator('link[rel=modulepreload]').count()).toBeGreaterThan(3);
  expect(await page.locator('script[type=module]').evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
  // No script was asked for before the first contentful paint.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => r.startTime),
  }));
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint!);
  expect(violations).toEqual([]);
  // A navigation in the app, not a page load: the scripts run it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a signed-in person gets the stylesheet as a file (their browser keeps it), and their pages are styled', async ({ page }) => {
  await page.goto('/login');
  await appReady(page);
  await signIn(page, ADMIN.email, ADMIN.password, { here: true });
  await expect(page).toHaveURL(/\/account$/);
  // The sign-in page was a visitor's: it keeps its written stylesheet through the app's navigation.
  await expect(page.locator('style#app-style')).toHaveCount(1);
  await page.goto('/orders');
  await expect(page.locator('link[rel=stylesheet]')).toHaveCount(1);
  await expect(page.locator('style#app-style')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^ui-sans-serif, system-ui/);
});

test('a form post from another site is refused; from our own origin it is accepted', async ({ request, baseURL }) => {
  const form = { name: 'A', surname: 'B', email: 'a@example.com', phone: '11987654321', message: 'Oi' };
  const foreign = await request.post('/contact', { form, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
  expect(foreign.status()).toBe(403);
  const own = await request.post('/contact', { form, headers: { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin' } });
  expect(own.status()).toBe(200);
});

// The server and the commands before it run from umask 000 (playwright.config.ts): whatever kind
// of file they write, the database, uploads, mails, the image cache, it must be theirs alone.
test('every folder in DATA_DIR is 0700 and every file 0600 while the server runs', async ({ request, baseURL }) => {
  const email = uniqueEmail('file-modes');
  const form = { name: 'Modo', surname: 'Arquivo', email, phone: '11987654321', message: 'Quem mais lê estes arquivos?' };
  expect((await request.post('/contact', { form, headers: { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin' } })).status()).toBe(200);
  expect((await request.get('/_ipx/w_333,f_webp/images/ipe-hero-bc8c00ea74a06c9b.jpg')).status()).toBe(200);
  await expect.poll(() => readOutbox().some((mail) => mail.raw.includes(email)), { timeout: 15_000 }).toBe(true);
  expect(notPrivate(E2E_DATA_DIR)).toEqual([]);
});

test('health check answers ok while the database answers', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('images are resized and converted by /_ipx', async ({ request }) => {
  const response = await request.get('/_ipx/w_320,f_webp/images/ipe-hero-bc8c00ea74a06c9b.jpg');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  const full = await request.get('/images/ipe-hero-bc8c00ea74a06c9b.jpg');
  expect((await response.body()).length).toBeLessThan((await full.body()).length);
  const etag = response.headers()['etag']!;
  expect((await request.get('/_ipx/w_320,f_webp/images/ipe-hero-bc8c00ea74a06c9b.jpg', { headers: { 'If-None-Match': etag } })).status()).toBe(304);

  const avif = await request.get('/_ipx/w_320,f_avif/images/ipe-hero-bc8c00ea74a06c9b.jpg');
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  // The picture's name carries its content hash: its variants are kept a year.
  expect(avif.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // AVIF files start with an ISO-BMFF "ftyp" box naming the avif brand.
  expect((await avif.body()).subarray(4, 12).toString('latin1')).toBe('ftypavif');

  const auto = await request.get('/_ipx/w_320,f_auto/images/ipe-hero-bc8c00ea74a06c9b.jpg', { headers: { Accept: 'image/webp,*/*' } });
  expect(auto.headers()['content-type']).toBe('image/webp');
  expect(auto.headers()['vary']).toContain('Accept');

  const tooWide = await request.get('/_ipx/w_99999/images/ipe-hero-bc8c00ea74a06c9b.jpg');
  expect(tooWide.status()).toBe(400);
  expect(await tooWide.text()).toContain('2048');
  expect((await request.get('/_ipx/_/images%2F..%2F..%2Fpublic%2Fimages%2Fipe-hero.jpg')).status()).toBe(404);

  // A book page writes its cover's address with the cover's version in it, served immutable.
  const page = await (await request.get('/book/design-de-servicos-na-pratica')).text();
  const cover = /\/_ipx\/[^"\s]*\/covers\/design-de-servicos-na-pratica-[0-9a-f]{16}\.jpg/.exec(page)?.[0];
  expect(cover, 'a versioned cover address').toBeTruthy();
  const coverImage = await request.get(cover!.replace(/&amp;/g, '&'));
  expect(coverImage.status()).toBe(200);
  expect(coverImage.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the auth library’s own endpoints are closed but for mail links and provider callbacks', async ({ request, baseURL }) => {
  const headers = { Origin: new URL(baseURL!).origin, 'Sec-Fetch-Site': 'same-origin' };
  // Over the body limit, the server answers 413 before reading and closes the connection: a client
  // still writing its 2 MB may see the connection reset before it reads that answer (server/body-limit.ts).
  const signUp = await request
    .post('/api/auth/sign-up/email', { data: { email: 'bulk@example.com', password: 'x'.repeat(12), name: 'x'.repeat(2_000_000) }, headers })
    .then(
      (response) => response.status(),
      (error: Error) => (/EPIPE|ECONNRESET/.test(error.message) ? 'reset' : Promise.reject(error)),
    );
  expect([404, 413, 'reset']).toContain(signUp);
  expect(
    (await request.post('/api/auth/sign-up/email', { data: { email: 'bulk@example.com', password: 'x'.repeat(12), name: 'Bulk' }, headers })).status(),
  ).toBe(404);
  expect((await request.post('/api/auth/sign-in/email', { data: { email: 'admin@ipe.test', password: 'guess' }, headers })).status()).toBe(404);
  expect((await request.get('/api/auth/get-session')).status()).toBe(404);
  // A mail link still reaches the library, which refuses a bad token itself.
  expect((await request.get('/api/auth/verify-email?token=not-a-token', { maxRedirects: 0 })).status()).toBeLessThan(500);
  expect((await request.get('/api/auth/verify-email?token=not-a-token', { maxRedirects: 0 })).status()).not.toBe(404);
});

test('a redirect target is always a page of this site', async ({ request }) => {
  for (const next of ['/en//evil.example', '/%2F%2Fevil.example', '/.//evil.example', 'https://evil.example']) {
    const response = await request.get(`/language/pt?next=${encodeURIComponent(next)}`, { maxRedirects: 0 });
    const location = response.headers()['location'] ?? '';
    expect(location.startsWith('/') && !location.startsWith('//'), `${next} → ${location}`).toBe(true);
  }
});
