/**
 * The site on a phone (390 × 844) and a small one (320 px): a one-row header with a menu that
 * works by keyboard, a catalog whose first results are on the first screen, nothing that scrolls
 * sideways, and screenshots of the main pages attached to the report.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN, LONG_EMAIL, READER_PASSWORD } from '../playwright.config.ts';
import { addToCart, fillIdentification, placeWithTestProvider } from './store-support.ts';
import { appReady, asAdmin, newReader, readerReady, signInByPost } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

const PHONE = { width: 390, height: 844 };

/** The cookie choice made, so the banner does not cover what is measured. */
async function consented(page: Page) {
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_ORIGIN }]);
}

const menuButton = (page: Page) => page.locator('header summary').filter({ hasText: /^(Menu)$/ });

for (const locale of ['pt', 'en'] as const) {
  const pt = locale === 'pt';
  test(`a phone's header is one row; the menu opens and closes by keyboard and holds the page still (${locale})`, async ({ page }) => {
    await consented(page);
    await page.goto(pt ? '/faq' : '/en/faq');
    await appReady(page);
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(64);
    const navigation = page.getByRole('navigation', { name: pt ? 'Navegação principal' : 'Main navigation' });
    await expect(navigation).toBeHidden();

    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(navigation).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/overflow-hidden/);
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: pt ? 'Catálogo' : 'Catalog' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveClass(/overflow-hidden/);

    // The language and colour switches live in the menu; a link followed closes it.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: pt ? 'Modo de cor' : 'Colour mode' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(pt ? /\/blog$/ : /\/en\/blog$/);
    await expect(navigation).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/overflow-hidden/);

    // Search opens under the header with the field focused, and goes to the catalog.
    await banner
      .locator('summary')
      .filter({ hasText: pt ? 'Buscar' : 'Search' })
      .click();
    const search = banner.getByRole('searchbox', { name: pt ? 'Buscar no catálogo' : 'Search the catalog' });
    await expect(search).toBeFocused();
    await search.fill('design');
    await search.press('Enter');
    await expect(page).toHaveURL(pt ? /\/catalog\?q=design$/ : /\/en\/catalog\?q=design$/);
  });
}

test('on a phone the first catalog results are on the first screen; filters open from "Filtros (n)" and, like the sort, apply at once', async ({ page }) => {
  await consented(page);
  await page.goto('/catalog');
  await appReady(page);
  const main = page.getByRole('main');
  const results = main.locator('section[aria-labelledby=results-summary] > ul > li');
  expect((await results.first().boundingBox())!.y).toBeLessThan(PHONE.height);
  const filters = main.getByRole('complementary', { name: 'Filtros' });
  await expect(filters).toBeHidden();
  await main.locator('summary').filter({ hasText: 'Filtros (0)' }).click();
  await expect(filters).toBeVisible();
  await filters.getByRole('link', { name: /^Livro/ }).click();
  await expect(page).toHaveURL(/\/catalog\?type=book$/);
  await expect(main.locator('summary').filter({ hasText: 'Filtros (1)' })).toBeVisible();
  await expect(filters).toBeHidden();
  await main.getByLabel('Ordenar por').selectOption('title');
  await expect(page).toHaveURL(/\/catalog\?q=&sort=title&type=book$/);
  await expect(main.getByLabel('Ordenar por')).toHaveValue('title');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu, the search and the filters still open, and the sort applies with the button', async ({ page }) => {
    await consented(page);
    await page.goto('/en/catalog');
    await menuButton(page).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const main = page.getByRole('main');
    await main.locator('summary').filter({ hasText: 'Filters (0)' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(main.getByRole('complementary', { name: 'Filters' })).toBeVisible();
    await main.getByLabel('Sort by').selectOption('title');
    await main.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/catalog\?q=&sort=title$/);
  });
});

/** Nothing wider than the screen: WCAG 1.4.10 (320 CSS px is 1280 px at 400 % zoom). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // The widest elements without child elements that reach past the screen's edge, to name in the message.
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.children.length === 0 && element.getBoundingClientRect().right > client + 1)
      .sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${(element.textContent ?? '').trim().slice(0, 60)}`);
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
  expect(widths.scroll, `${page.url()} is ${widths.scroll}px wide at ${widths.client}px: ${widths.wide.join(' · ')}`).toBeLessThanOrEqual(widths.client);
}

test('at 320 px no page scrolls sideways: public, signed-in, reader and staff pages', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await consented(page);
  const visit = async (target: Page, path: string) => {
    const response = await target.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expectNoSidewaysScroll(target);
  };
  for (const path of [
    '/',
    '/catalog',
    '/book/design-de-servicos-na-pratica',
    '/product/design-de-servicos-na-pratica-impresso',
    '/journal/revista-ipe-design-sociedade',
    '/proceedings/anais-sbds-2024',
    '/blog',
    '/course/fundamentos-de-design-de-servicos',
    '/publish',
    '/contact',
    '/checkout',
    '/en/login',
    '/register',
  ]) {
    await visit(page, path);
  }
  await page.goto('/book/moby-dick/read/chapter-001');
  await readerReady(page);
  await expectNoSidewaysScroll(page);

  await newReader(page, 'pt', { open: false });
  for (const path of ['/account', '/orders', '/en/account', '/account/library', '/account/accessible-versions']) await visit(page, path);

  const staff = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'pt-BR' });
  const admin = await staff.newPage();
  await consented(admin);
  await asAdmin(admin);
  for (const path of [
    '/admin',
    '/admin/orders',
    '/admin/catalog',
    '/admin/users',
    '/admin/submissions',
    '/admin/open-calls',
    '/admin/coupons',
    '/admin/blog',
    '/admin/courses',
    '/admin/reading',
    '/admin/crossref',
    '/admin/press',
    '/admin/counter',
    '/admin/analytics',
    '/admin/users/enrol',
    '/admin/accessible-versions',
  ]) {
    await visit(admin, path);
  }
  await staff.close();
});

test('at 320 px a 60-character e-mail and a long DOI wrap: account, checkout, orders, book page and staff lists', async ({ page, browser }) => {
  test.setTimeout(120_000);
  expect(LONG_EMAIL).toHaveLength(60);
  await page.setViewportSize({ width: 320, height: 640 });
  await consented(page);
  const fits = async (target: Page, path: string | null, text: string | RegExp) => {
    if (path) expect((await target.goto(path))?.status(), path).toBeLessThan(400);
    await expect(target.getByRole('main').getByText(text).first()).toBeVisible();
    await expectNoSidewaysScroll(target);
  };
  // A DOI of 58 characters with no hyphen: the book page, in both languages.
  const doi = /historiadodesign\.2022\.modernismograficonobrasil/;
  await fits(page, '/book/modernismo-grafico-no-brasil', doi);
  await fits(page, '/en/book/modernismo-grafico-no-brasil', doi);

  await signInByPost(page, LONG_EMAIL, READER_PASSWORD, 'en');
  await fits(page, null, LONG_EMAIL);
  await fits(page, '/account', LONG_EMAIL);
  // The buyer's lines at the last step and on the order, and the list of orders.
  await addToCart(page, 'en', 'modernismo-grafico-no-brasil-ebook');
  await page.goto('/en/checkout/identification');
  await fillIdentification(page, 'en', 'foreign');
  await expect(page).toHaveURL(/\/en\/checkout\/finishing$/);
  await fits(page, null, LONG_EMAIL);
  const number = await placeWithTestProvider(page, 'en');
  await fits(page, `/en/orders/${number}`, LONG_EMAIL);
  await fits(page, '/en/orders', new RegExp(`\\b${number}\\b`));

  const staff = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: 'pt-BR' });
  const admin = await staff.newPage();
  await consented(admin);
  await asAdmin(admin);
  await fits(admin, `/admin/users?q=${LONG_EMAIL.slice(0, 20)}`, LONG_EMAIL);
  await fits(admin, `/admin/orders?q=${number}`, LONG_EMAIL);
  await fits(admin, `/admin/orders/${number}`, LONG_EMAIL);
  await staff.close();
});

test('screenshots at 390 px: home, catalog, book, reader, checkout and account, each a whole page 390 px wide', async ({ page }, testInfo) => {
  await consented(page);
  // Kept as files in the test's output folder (test-results/playwright/phone-screenshots-…/) and listed in the report.
  const shoot = async (name: string) => {
    const path = testInfo.outputPath(`${name}-390.png`);
    const image = await page.screenshot({ path, fullPage: true });
    // A PNG's width and height sit in its IHDR chunk: the page is as wide as the phone, and has content below the fold.
    expect(image.readUInt32BE(16), `${name}: width`).toBe(PHONE.width);
    expect(image.readUInt32BE(20), `${name}: height`).toBeGreaterThanOrEqual(PHONE.height / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: nothing wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('main')).toBeVisible();
    await testInfo.attach(`${name} at 390 px`, { path, contentType: 'image/png' });
  };
  for (const [name, path] of [
    ['home', '/'],
    ['catalog', '/catalog'],
    ['book', '/book/design-de-servicos-na-pratica'],
    ['checkout', '/checkout'],
  ] as const) {
    await page.goto(path);
    await shoot(name);
  }
  await page.goto('/book/moby-dick/read/chapter-001');
  await readerReady(page);
  await shoot('reader');
  await newReader(page);
  await shoot('account');
});
