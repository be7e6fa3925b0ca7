import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, expectNoAxeViolations, whileOffline } from './support.ts';

test.describe('language', () => {
  test('the switcher keeps the page and remembers the choice in the lang cookie', async ({ page, context }) => {
    await page.goto('/faq');
    // Once in CI a click made while the app was still starting left the page where it was.
    await appReady(page);
    await page.getByRole('link', { name: 'Read in English' }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const lang = (await context.cookies()).find((c) => c.name === 'lang');
    expect(lang?.value).toBe('en');
    expect(lang?.sameSite).toBe('Lax');
    expect(lang?.path).toBe('/');
    // About 365 days.
    expect(lang!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // The same on the English page: a click before the app is ready can be lost.
    await appReady(page);
    await page.getByRole('link', { name: 'Ler em português' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // The URL changes as the navigation starts; the cookie comes with its answer, as the page's language does
    // (a whole document load, which on this 2-core machine under the full suite has taken over 7 s once).
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR', { timeout: 15_000 });
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('pt');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } });

    test('a first visit to / answers at once with the way to English on top; a deep link never moves; a chosen language is kept', async ({ page, context }) => {
      const response = await page.goto('/');
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${E2E_ORIGIN}/`);
      const suggestion = page.getByRole('region', { name: 'Language' });
      await expectNoAxeViolations(page);
      await suggestion.getByRole('link', { name: 'Read it in English' }).click();
      await expect(page).toHaveURL(/\/en$/);
      // The choice is kept: "/" now goes to /en.
      await page.goto('/');
      await expect(page).toHaveURL(/\/en$/);
      await context.clearCookies();
      await page.goto('/about-us');
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await context.addCookies([{ name: 'lang', value: 'pt', url: E2E_ORIGIN }]);
      await page.goto('/');
      await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
      await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
    });
  });
});

test.describe('before the app JavaScript', () => {
  // Blocking the app's scripts must not be undone by the service worker serving them from its cache.
  test.use({ serviceWorkers: 'block' });
  test('colour mode: chosen in the header, drawn by the server before any JavaScript runs', async ({ page, context }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Escuro' })).toHaveAttribute('aria-pressed', 'true');
    expect((await context.cookies()).find((c) => c.name === 'color-mode')?.value).toBe('dark');
    // Without any of the app's modules, the page comes dark from the server (the cookie): no flash.
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(45, 45, 45)');
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', '#2d2d2d');
    await page.unroute('**/assets/**/*.js');
    await page.reload();
    await page.getByRole('button', { name: 'Claro' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(250, 250, 249)');
    // Back to the system's mode: the cookie goes, and both theme colours are offered by media query.
    await page.getByRole('button', { name: 'Sistema' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');
    expect((await context.cookies()).find((c) => c.name === 'color-mode')).toBeUndefined();
    await page.reload();
    await expect(page.locator('meta[name=theme-color]')).toHaveCount(2);
  });
});

test.describe('system colour mode', () => {
  test.use({ colorScheme: 'dark' });
  test('follows the system until a mode is chosen, without JavaScript', async ({ page }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'system');
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(45, 45, 45)');
    await expect(page.locator('meta[name=theme-color][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#2d2d2d');
  });
});

test.describe('cookie consent', () => {
  test('only necessary: the banner goes, the choice is stored and can be changed on the privacy page', async ({ page, context }) => {
    await page.goto('/roadmap');
    const banner = page.getByRole('region', { name: 'Cookies e privacidade' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Somente necessários' }).click();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('necessary');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Cookies e privacidade' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Preferências de cookies' }).click();
    await expect(page.getByTestId('consent-current')).toContainText('somente os necessários');
    await page.getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(page.getByTestId('consent-current')).toContainText('todos os cookies');
    expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('all');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('accept all works as a plain form and returns to the page', async ({ page, context }) => {
      await page.goto('/en/faq');
      await page.getByRole('region', { name: 'Cookies and privacy' }).getByRole('button', { name: 'Accept all' }).click();
      await expect(page).toHaveURL(/\/en\/faq$/);
      await expect(page.getByRole('region', { name: 'Cookies and privacy' })).toHaveCount(0);
      expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('all');
    });
  });
});

test('navigation keeps the page (no full reload) and scrolls to the top; back restores the position', async ({ page }) => {
  await page.goto('/faq');
  await appReady(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  // Click without Playwright scrolling the link into view first, so the position stays 1200.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Perspectivas' })
    .evaluate((link) => (link as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await page.goBack();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});

test.describe('a page that fails in the browser', () => {
  // Requests must reach page.route, not the service worker's cache.
  test.use({ serviceWorkers: 'block' });
  for (const loads of [true, false]) {
    test(
      loads ? 'shows the error page, whose code loads only then' : 'without the error page’s code (offline): a plain sentence and the way home',
      async ({ page }) => {
        const errorPageCode = /\/assets\/error-page-content-[\w-]+\.js$/;
        const asked: string[] = [];
        page.on('request', (request) => {
          if (errorPageCode.test(request.url())) asked.push(request.url());
        });
        if (!loads) await page.route(errorPageCode, (route) => route.abort('internetdisconnected'));
        await page.goto('/catalog');
        await appReady(page);
        // A page that works loads none of it.
        expect(asked).toEqual([]);
        // A chunk that does not load first reloads the page (a new build may have replaced it), once a minute at most: this tab just did.
        if (!loads) await page.evaluate(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())));
        await page.route(/\/book\/[^/]+\.data/, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
        await page.locator('main a[href^="/book/"]').first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Voltar para o início' })).toBeVisible();
        if (loads) await expect(page.getByText('Erro 500')).toBeVisible();
        else await expect(page.getByText('Você está sem conexão.', { exact: false }).last()).toBeVisible();
        expect(asked.length).toBeGreaterThan(0);
      },
    );
  }
});

test('the offline indicator appears when the connection drops', async ({ page, context }) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Sistema' }).waitFor();
  await whileOffline(context, () => expect(page.getByText('Você está sem conexão.', { exact: false })).toBeVisible());
  await expect(page.getByText('Conexão restabelecida.')).toBeVisible();
});

test('the web app manifest and service worker are served', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['64x64', '120x120', '144x144', '152x152', '192x192', '384x384', '512x512']),
  );
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('a slow navigation shows the progress bar after 200 ms, and it goes when the page arrives', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Sistema' }).waitFor();
  let release: () => void = () => {};
  await page.route('**/roadmap.data*', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Perspectivas' }).click();
  await expect(page.getByTestId('progress-bar')).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/roadmap$/);
  await expect(page.getByTestId('progress-bar')).toHaveCount(0);
});

test('links prefetch on intent, but not when the browser asks to save data', async ({ browser }) => {
  const normal = await browser.newPage();
  await normal.goto('/contact');
  await normal.getByRole('button', { name: 'Sistema' }).waitFor();
  await normal.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Quem somos' }).hover();
  await expect(normal.locator('link[rel=prefetch][href^="/about-us.data"]')).toHaveCount(1);
  await normal.close();

  const saving = await browser.newPage();
  await saving.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  // The page's timers run on a clock we move: past the hover's prefetch delay without sleeping.
  await saving.clock.install();
  await saving.goto('/contact');
  await saving.getByRole('button', { name: 'Sistema' }).waitFor();
  await saving.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Quem somos' }).hover();
  await saving.clock.runFor(1000);
  await expect(saving.locator('link[rel=prefetch]')).toHaveCount(0);
  await saving.close();
});

test('one newsletter region per page (the home page has its own, the footer then leaves it out), and the cookie link says where it goes', async ({ page }) => {
  for (const [path, name] of [
    ['/', 'Assine a newsletter'],
    ['/faq', 'Assine a newsletter'],
    ['/en', 'Subscribe to the newsletter'],
    ['/en/newsletter', 'Subscribe to the newsletter'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('region', { name })).toHaveCount(1);
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Saiba mais sobre os cookies' })).toHaveAttribute('href', '/privacy#cookies');
});

test('a link changes the page with a transition, and without one for those who asked for less motion', async ({ page }) => {
  // Counts the transitions the page starts (the API React Router calls for a link's transition).
  await page.addInitScript(() => {
    const start = Document.prototype.startViewTransition;
    const counted = window as typeof window & { transitions: number };
    counted.transitions = 0;
    Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<typeof start>) {
      counted.transitions++;
      return start.apply(this, args);
    };
  });
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/faq');
    await appReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quem somos' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as typeof window & { transitions: number }).transitions), reducedMotion).toBe(reducedMotion === 'reduce' ? 0 : 1);
  }
});
