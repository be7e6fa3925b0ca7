import { expect, test } from './fixtures.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { appReady, COLOUR_RULES, darkMode, expectNoAxeViolations, inLocale, pages, watchForProblems } from './support.ts';

const DESK = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

/**
 * Each page in both languages, on a desk and on a phone, in light and dark. axe runs with all its
 * rules once per language in light (Portuguese on a desk, English at 390 px: the structure
 * changes with the width), then with the colour rules, the only ones a mode changes, at the other
 * width in dark. So every page is checked in each of the four width × mode pairs, and with every
 * rule at both widths; the two languages share their styles, so a pair need not be seen in both.
 * Each loads without a console error or a failed request, hydrated (for e2e/console.spec.ts, which
 * leaves these routes to this file).
 */
for (const p of pages) {
  test(`${p} answers in both languages with one h1, its language, canonical and alternates, passes axe on a desk and a phone, light and dark, and logs no error`, async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    for (const locale of ['pt', 'en'] as const) {
      const url = inLocale(locale, p);
      await page.setViewportSize(locale === 'pt' ? DESK : PHONE);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(url);
      await appReady(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'pt' ? 'pt-BR' : 'en-US');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Editora Ipê/);
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical).toBe(`${E2E_ORIGIN}${url}`);
      await expect(page.locator('link[rel=alternate][hreflang=pt-BR]')).toHaveAttribute('href', `${E2E_ORIGIN}${p}`);
      await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute('href', `${E2E_ORIGIN}${p}`);
      if (p === '/fundamentals') {
        // In Portuguese only: the Portuguese page is its one alternate, from either address.
        await expect(page.locator('link[rel=alternate][hreflang=en-US]')).toHaveCount(0);
      } else {
        await expect(page.locator('link[rel=alternate][hreflang=en-US]')).toHaveAttribute('href', `${E2E_ORIGIN}${inLocale('en', p)}`);
      }
      await expectNoAxeViolations(page);
      // The other width in dark: the colour rules only (the structure is the same in either mode).
      await page.setViewportSize(locale === 'pt' ? PHONE : DESK);
      await darkMode(page);
      await expectNoAxeViolations(page, COLOUR_RULES);
      await darkMode(page, false);
    }
    // Requests the last page started (images, prefetches) have answered.
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('an unknown address shows the 404 page with a link home, in both languages', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página não foi encontrada');
  await expect(page).toHaveTitle(/Esta página não foi encontrada/);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  // The error page's code came before hydration: the page hydrates as drawn (the 404 itself is the one error logged).
  await appReady(page);
  expect(errors.filter((text) => !/404/.test(text))).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);

  response = await page.goto('/en/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
});

test('the English fundamentals page says it is only in Portuguese and links there', async ({ page }) => {
  await page.goto('/en/fundamentals');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Portuguese/);
  await page.getByRole('link', { name: 'Read the page in Portuguese' }).click();
  await expect(page).toHaveURL(/\/fundamentals$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('the style guide is not indexed', async ({ page }) => {
  await page.goto('/safelistcss');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
});
