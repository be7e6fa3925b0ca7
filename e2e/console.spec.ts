/**
 * No console errors and no failed requests: one address of every route in the sitemap, in both
 * languages, and every signed-in and staff page without parameters, each loaded until the app
 * has hydrated (a hydration mismatch, React #418, is a console error). The routes of the pages
 * e2e/pages.spec.ts checks are watched there, as it loads them.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, asAdmin, inLocale, newReader, pageRoutes, pages as pagesOfPagesSpec, sitemapSample, watchForProblems } from './support.ts';
import { addToCart, fillIdentification } from './store-support.ts';

async function visitAll(page: Page, paths: string[], problems = watchForProblems(page)) {
  for (const path of paths) {
    await page.goto(path);
    await appReady(page);
  }
  // Requests started by the last page (images, prefetches) have answered.
  await page.waitForLoadState('networkidle');
  expect(problems, `${paths.length} pages`).toEqual([]);
}

for (const locale of ['pt', 'en'] as const) {
  test(`every route of the sitemap loads without a console error or a failed request (${locale})`, async ({ page }) => {
    expect((await sitemapSample(page.request, locale)).length).toBeGreaterThan(20);
    // The routes of e2e/pages.spec.ts's pages are loaded and watched there, in both languages.
    const sample = await sitemapSample(
      page.request,
      locale,
      pagesOfPagesSpec.map((p) => inLocale(locale, p)),
    );
    expect(sample.length).toBeGreaterThan(0);
    await visitAll(page, sample);
  });
}

const withoutParameters = (access: 'signed-in' | 'admin', locale: 'pt' | 'en') =>
  pageRoutes.filter((route) => route.access === access && !route.path.includes(':') && route.id.endsWith(`___${locale}`)).map((route) => route.path);

const isEditorial = (path: string) => /^(\/en)?\/editorial(\/|$)/.test(path);

test('signed-in pages in both languages, and the checkout with a book in the cart, load without a console error or a failed request', async ({ page }) => {
  // Every signed-in page twice over, then a checkout: it reached its last page at 46 s on a busy run.
  test.setTimeout(90_000);
  const problems = watchForProblems(page);
  await newReader(page, 'pt', { open: false });
  // The thank-you page needs an order (e2e/store.spec.ts); without one it is a 404.
  // The editors' desk is for editorial roles (a reader gets its 404): the staff's journey opens it.
  const paths = [...withoutParameters('signed-in', 'pt'), ...withoutParameters('signed-in', 'en')].filter(
    (path) => !path.endsWith('/done') && !isEditorial(path),
  );
  expect(paths).toContain('/en/account');
  await visitAll(page, paths, problems);
  // The checkout's steps with something to buy: the delivery step once logged a hydration error.
  await addToCart(page, 'pt', 'design-de-servicos-na-pratica-impresso');
  await page.goto('/checkout/identification');
  await appReady(page);
  await fillIdentification(page, 'pt', 'cpf');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await appReady(page);
  const main = page.getByRole('main');
  await main.getByLabel('CEP').fill('01310-200');
  await main.getByLabel('Endereço').fill('Avenida Paulista');
  await main.getByLabel('Número').fill('1578');
  await main.getByLabel('Bairro').fill('Bela Vista');
  await main.getByLabel('Cidade').fill('São Paulo');
  await main.getByLabel('Estado').selectOption('SP');
  await main.getByRole('button', { name: 'Calcular o frete' }).click();
  await expect(main.getByRole('radio', { name: /PAC/ })).toBeVisible();
  // The step loaded afresh, with its delivery options, is rendered by the server and hydrated in both languages.
  for (const path of ['/checkout/shipping', '/en/checkout/shipping']) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole('main').getByRole('radio', { name: /PAC/ })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('staff pages in both languages load without a console error or a failed request', async ({ page }) => {
  test.setTimeout(90_000);
  await asAdmin(page);
  // The administrator may open every journal's desk too.
  const desk = [...withoutParameters('signed-in', 'pt'), ...withoutParameters('signed-in', 'en')].filter((path) => isEditorial(path) && !path.endsWith('.csv'));
  const paths = [...withoutParameters('admin', 'pt'), ...withoutParameters('admin', 'en'), ...desk];
  expect(paths).toContain('/en/admin/orders');
  expect(paths).toContain('/en/editorial');
  await visitAll(page, paths);
});
