/**
 * Anonymous reading records: an administrator opens the list of books read and a book's report,
 * in Portuguese and in English; both pass axe-core. A beacon from our own page reaches the route
 * (the cross-origin guard lets it through; the route itself refuses an unknown chapter).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { asAdmin, expectNoAxeViolations, inLocale } from './support.ts';

/** The id of a work, from the admin catalog's list. */
async function someWorkId(page: Page): Promise<string> {
  await page.goto('/admin/catalog');
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/admin/catalog/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const id = hrefs.map((href) => /^\/admin\/catalog\/(\d+)$/.exec(href)?.[1]).find(Boolean);
  expect(id, 'a work in the admin catalog').toBeTruthy();
  return id!;
}

test('sendBeacon from our own page reaches /reading-events with its Origin', async ({ page }) => {
  await page.goto('/');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/reading-events');
  const queued = await page.evaluate(() =>
    navigator.sendBeacon('/reading-events', new URLSearchParams({ p: '1', c: 'no-such-chapter', k: 'open', id: '0123456789abcdef0123456789abcdef' })),
  );
  expect(queued).toBe(true);
  const response = await answer;
  // 400 from the route (no such chapter), not 403 from the cross-origin guard.
  expect(response.status()).toBe(400);
  expect((await response.request().allHeaders())['origin']).toBe(new URL(page.url()).origin);
});

for (const locale of ['pt', 'en'] as const) {
  test(`an admin opens the reading records and a book's report (${locale}); both pass axe`, async ({ page }) => {
    const text =
      locale === 'pt'
        ? {
            list: 'Registros de leitura',
            days: 'Leitores por dia — últimos 30 dias',
            ninety: 'Últimos 90 dias',
            daysNinety: 'Leitores por dia — últimos 90 dias',
            chapters: /^Capítulos — /,
          }
        : {
            list: 'Reading records',
            days: 'Readers per day — last 30 days',
            ninety: 'Last 90 days',
            daysNinety: 'Readers per day — last 90 days',
            chapters: /^Chapters — /,
          };
    await asAdmin(page);
    const id = await someWorkId(page);

    await page.goto(inLocale(locale, '/admin/reading'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.list);
    await expectNoAxeViolations(page);

    await page.goto(inLocale(locale, `/admin/reading/${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${text.list}: `);
    await expect(page.getByRole('table', { name: text.days })).toBeVisible();
    await expect(page.getByRole('table', { name: text.chapters })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: text.ninety }).click();
    await expect(page.getByRole('link', { name: text.ninety })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: text.daysNinety })).toBeVisible();
    await expect(page.getByRole('table', { name: text.daysNinety }).getByRole('row')).toHaveCount(91);
    await expectNoAxeViolations(page);
  });
}

test('the author view of a report is 404 for a work not linked to the account, even for an admin', async ({ page }) => {
  await asAdmin(page);
  const id = await someWorkId(page);
  // The admin is not linked to the work as an author: the author's view does not exist for them.
  const response = await page.goto(`/account/reading/${id}`);
  expect(response?.status()).toBe(404);
});
