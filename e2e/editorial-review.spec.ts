/**
 * The reviewer's side of peer review, in both languages: a reviewer without an account opens the
 * invitation's link, creates the account and writes and sends the review with the keyboard only;
 * another declines with a reason (on a phone); an expired, a used and an altered link each say so.
 * Anonymity on the way: the pages, the file names and the file's bytes name no author. Axe in
 * light and dark on the invitation and the review pages.
 *
 * The submissions and invitations are written before the server starts, with links this journey
 * knows (scripts/e2e-seed.ts, run by playwright.config.ts's webServer command).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { journeyTokens, reviewMessages, SECRET_AUTHOR } from '../app/features/editorial/testing.server.ts';
import { appReady, expectNoAxeViolationsLightAndDark } from './support.ts';

type Locale = 'pt' | 'en';
const at = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`);
const secrets = Object.values(SECRET_AUTHOR);

/** Tab (forwards) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the field.');
}

async function expectNoSecrets(page: Page) {
  const html = await page.content();
  for (const secret of secrets) expect(html).not.toContain(secret);
}

for (const locale of ['pt', 'en'] as const) {
  const t = reviewMessages[locale];
  const tokens = journeyTokens(locale);

  test(`a reviewer without an account accepts, creates the account and sends the review with the keyboard only (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const opened = await page.goto(at(locale, `/review/invitation/${tokens.fresh}`));
    expect(opened?.status()).toBe(200);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: t.invitationTitle })).toBeVisible();
    await expectNoSecrets(page);
    await expectNoAxeViolationsLightAndDark(page);

    // Accept with nothing typed: the browser's check says what is missing, focus on the first.
    const name = page.getByLabel(t.name, { exact: true });
    await tabTo(page, page.getByRole('button', { name: t.acceptCreate }));
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await page.keyboard.type('Clara');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(t.lastName)).toBeFocused();
    await page.keyboard.type('Moura');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(t.password)).toBeFocused();
    await page.keyboard.type('parecer-com-senha-longa');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.acceptCreate })).toBeFocused();
    await page.keyboard.press('Enter');

    // Signed in, on the review.
    await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/en' : ''}/review/\\d+$`));
    await appReady(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/JRN-\d{4}-900\d/);
    await expectNoSecrets(page);

    // The files: only the anonymised copy, by its safe name; its bytes name nobody.
    const files = page.getByRole('region', { name: t.filesSection }).getByRole('link');
    await expect(files).toHaveCount(1);
    await expect(files).toHaveText(/^JRN-\d{4}-900\d-r1-anonymised\.pdf$/);
    const download = await page.request.get((await files.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/filename="JRN-\d{4}-900\d-r1-anonymised\.pdf"/);
    const bytes = (await download.body()).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    for (const secret of secrets) expect(bytes).not.toContain(secret);
    await expectNoAxeViolationsLightAndDark(page);
    // The review is written on a phone: nothing wider than its 390 pixels.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Send with nothing written: the messages, focus on the first field.
    await tabTo(page, page.getByRole('button', { name: t.submitReview }));
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(t.competingInterests)).toBeFocused();
    await page.keyboard.type(t.none);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(t.recommendation)).toBeFocused();
    // The closed list moves by the arrow keys: the empty choice, then accept, then minor revisions.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel(t.recommendation)).toHaveValue('minor');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(t.commentsForAuthors)).toBeFocused();
    await page.keyboard.type('A clear study; section 2 needs its sources.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Confidential: a sound piece.');
    await tabTo(page, page.getByRole('button', { name: t.submitReview }));
    await page.keyboard.press('Enter');

    await expect(page.getByText(t.sent)).toBeVisible();
    await expect(page.getByRole('button', { name: t.submitReview })).toHaveCount(0);
    await expect(page.getByText('A clear study; section 2 needs its sources.')).toBeVisible();
    await expectNoSecrets(page);

    // My reviews lists it as sent.
    await page.goto(at(locale, '/review'));
    await expect(page.getByRole('region', { name: t.past }).getByRole('link', { name: /JRN-\d{4}-900\d/ })).toBeVisible();
  });

  test(`another reviewer declines with a reason on a phone, and the link is then spent (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const url = at(locale, `/review/invitation/${tokens.decline}`);
    await page.goto(url);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: t.invitationTitle })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel(new RegExp(`^${t.reason}`)).fill(locale === 'pt' ? 'Estou de licença até março.' : 'I am on leave until March.');
    await page.getByLabel(new RegExp(`^${t.suggestedReviewer}`)).fill('Rui Lima, rui.lima@ipe.test');
    await page.getByRole('button', { name: t.declineButton }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.declinedTitle })).toBeVisible();
    await expect(page.getByText(t.declinedText)).toBeVisible();
    const again = await page.goto(url);
    expect(again?.status()).toBe(409);
    await expect(page.getByRole('heading', { level: 1, name: t['closed.used.title'] })).toBeVisible();
  });

  test(`an expired, a used and an altered link each say so, never a server error (${locale})`, async ({ page }) => {
    const cases = [
      { token: tokens.expired, status: 410, title: t['closed.expired.title'] },
      { token: tokens.used, status: 409, title: t['closed.used.title'] },
      { token: `${tokens.fresh.slice(0, -1)}0`, status: 404, title: t['closed.invalid.title'] },
    ];
    for (const c of cases) {
      const response = await page.goto(at(locale, `/review/invitation/${c.token}`));
      expect(response?.status()).toBe(c.status);
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    }
    await appReady(page);
    await expectNoAxeViolationsLightAndDark(page);
  });
}
