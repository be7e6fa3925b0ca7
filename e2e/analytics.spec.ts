/**
 * The site's own page views (issue 43), on a server of its own so the dashboard shows exactly this
 * journey's views: a visitor who allowed analytics loads a page and moves through three more inside
 * the app, and the dashboard shows the four canonical paths; with only necessary cookies nothing is
 * sent; an excluded host is not counted; a reset link is never counted, by the browser or the
 * server; the counting writes no cookie and no storage.
 */
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { origin, startOwnServers, type OwnServers } from './own-servers.ts';
import { E2E_PORT } from '../playwright.config.ts';
import { appReady, COLOUR_RULES, expectNoAxeViolations, signIn } from './support.ts';

// Beside the shared test server's port, so that suites on other ports run side by side.
const PORT = E2E_PORT + 32;
const site = origin(PORT);
const ADMIN = { email: 'estatisticas@ipe.test', password: 'senha das estatisticas 2026' };
// A browser that does not call itself headless (the counter ignores those, as it does bots).
const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
let servers: OwnServers;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  servers = await startOwnServers('analytics', [PORT], { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ANALYTICS_EXCLUDED_HOSTS: '127.0.0.1' });
});
test.afterAll(async () => {
  await servers?.stop();
});

async function visitor(browser: Browser, consent: 'all' | 'necessary', host = 'localhost') {
  const context = await browser.newContext({ baseURL: `http://${host}:${PORT}`, userAgent, locale: 'pt-BR' });
  await context.addCookies([{ name: 'consent', value: consent, url: `http://${host}:${PORT}` }]);
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/page-view' && beacons.push(request.postData() ?? '')));
  return { context, page, beacons };
}

/** A footer link, followed inside the app (no document load). */
async function follow(page: Page, name: string, path: string) {
  await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const storage = (page: Page) => page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

test('four page views of a visitor who allowed analytics are on the dashboard with their canonical paths; nothing else is counted or kept', async ({
  browser,
}) => {
  const { context, page, beacons } = await visitor(browser, 'all');
  const cookiesBefore = (await context.cookies()).map((c) => c.name);
  await page.goto('/catalog?q=segredo+de+pesquisa&type=book');
  await appReady(page);
  const storageBefore = await storage(page);
  await follow(page, 'Quem somos', '/about-us');
  await follow(page, 'Perguntas frequentes', '/faq');
  await follow(page, 'Perspectivas', '/roadmap');
  await expect.poll(() => beacons.length).toBe(4);
  // The search's words never leave the browser in a beacon; only the content parameter does.
  expect(beacons[0]).not.toContain('segredo');
  expect((await context.cookies()).map((c) => c.name)).toEqual(cookiesBefore);
  expect(await storage(page)).toEqual(storageBefore);
  await context.close();

  // Only necessary cookies: nothing is sent.
  const necessary = await visitor(browser, 'necessary');
  await necessary.page.goto('/faq');
  await appReady(necessary.page);
  await follow(necessary.page, 'Quem somos', '/about-us');
  await necessary.page.waitForLoadState('networkidle');
  expect(necessary.beacons).toEqual([]);
  await necessary.context.close();

  // An excluded host: the beacon goes out, the server counts nothing.
  const staging = await visitor(browser, 'all', '127.0.0.1');
  const answered = staging.page.waitForResponse((response) => new URL(response.url()).pathname === '/page-view');
  await staging.page.goto('/contact');
  expect((await answered).status()).toBe(204);
  await staging.context.close();

  // A reset link (its token signs in whoever holds it): the browser sends nothing, and the server
  // refuses a forged beacon for it.
  const reset = await visitor(browser, 'all');
  const resetPath = '/en/recover/NWABz7Qk2pL9xV4mR8tYc3';
  await reset.page.goto(resetPath);
  await appReady(reset.page);
  await reset.page.waitForLoadState('networkidle');
  expect(reset.beacons).toEqual([]);
  const forged = await reset.context.request.post('/page-view', {
    data: JSON.stringify({ p: resetPath, r: '', l: 'en', d: 'desktop' }),
    headers: { 'Content-Type': 'text/plain', 'User-Agent': userAgent },
  });
  expect(forged.status()).toBe(204);
  await reset.context.close();

  // The dashboard, in both languages: four page views, one visit, the canonical paths.
  const admin = await (await browser.newContext({ baseURL: site })).newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/account$/);
  for (const locale of ['pt', 'en'] as const) {
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.emulateMedia({ colorScheme: 'light' });
    const main = admin.getByRole('main');
    const views = main.getByRole('listitem').filter({ hasText: locale === 'pt' ? 'Páginas vistas' : 'Page views' });
    // A beacon is counted once the server has written it: the dashboard may be read a moment before.
    await expect(async () => {
      await admin.goto(locale === 'pt' ? '/admin/analytics' : '/en/admin/analytics');
      await appReady(admin);
      await expect(views).toContainText('4', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(
      main
        .getByRole('listitem')
        .filter({ hasText: locale === 'pt' ? 'Visitas' : 'Visits' })
        .first(),
    ).toContainText('1');
    const pages = main.getByRole('region', { name: locale === 'pt' ? 'Páginas mais vistas' : 'Most viewed pages' }).first();
    for (const path of ['/catalog?type=book', '/about-us', '/faq', '/roadmap'])
      await expect(pages.getByRole('rowheader', { name: path, exact: true })).toBeVisible();
    await expect(pages.getByRole('rowheader', { name: '/contact' })).toHaveCount(0);
    await expect(pages.getByRole('rowheader', { name: /recover/ })).toHaveCount(0);
    // Each chart is an image with its title and description.
    await expect(main.getByRole('img', { name: locale === 'pt' ? 'Visitas e páginas vistas por dia' : 'Visits and page views per day' })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(admin, COLOUR_RULES);
  }
  // A chart's figures as CSV.
  const csv = await admin.request.get('/en/admin/analytics/export/page?days=7');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text).toContain('Page,Page views,Visits');
  expect(text).toContain('/catalog?type=book,1,1');
  expect(text).not.toContain('recover');
});
