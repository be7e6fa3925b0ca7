/**
 * The cookie banner's two buttons, with JavaScript, on English pages: the choice is kept and the
 * page stays the English page it was (its text and its `lang`), with no banner.
 */
import { expect, test } from './fixtures.ts';
import { appReady } from './support.ts';

for (const [button, value] of [
  ['Only necessary', 'necessary'],
  ['Accept all', 'all'],
] as const) {
  for (const path of ['/en', '/en/book/design-de-servicos-na-pratica']) {
    test(`"${button}" on ${path} keeps the page English`, async ({ page }) => {
      await page.goto(path);
      await appReady(page);
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      const before = (await page.getByRole('main').innerText()).slice(0, 400);
      const banner = page.locator('section[aria-labelledby="consent-title"]');
      await banner.getByRole('button', { name: button }).click();
      await expect(banner).toHaveCount(0);
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe(value);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // Nothing Portuguese crept in: the same text as before the click, and no "also in English" suggestion.
      await expect(page.getByText('This site is also in English')).toHaveCount(0);
      expect((await page.getByRole('main').innerText()).slice(0, 400)).toBe(before);
    });
  }
}
