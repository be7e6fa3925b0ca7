/**
 * The one journey that waits for real time to pass (an order expires after ORDER_EXPIRY_MINUTES,
 * one minute in the browser tests). A file of its own, run in a worker of its own (the "waiting"
 * project in playwright.config.ts), so its wait overlaps the other journeys instead of holding
 * one of their two workers.
 */
import { expect, test } from '@playwright/test';
import { newReader, waitForMail } from './support.ts';
import { addToCart, fillBrazilianAddress, fillIdentification, placeWithTestProvider, words } from './store-support.ts';

test('an unpaid order expires: the buyer is told, and its copies go back in stock', async ({ page }) => {
  // Orders expire after one minute in the browser tests (ORDER_EXPIRY_MINUTES in playwright.config.ts).
  test.setTimeout(150_000);
  const main = page.getByRole('main');
  const { email } = await newReader(page);
  await addToCart(page, 'pt', 'periferias-em-movimento-impresso', 4);
  await page.goto('/product/periferias-em-movimento-impresso');
  await expect(main.getByText('Em estoque')).toBeVisible();
  await page.goto('/checkout');
  await main.getByRole('link', { name: words.pt.next, exact: true }).click();
  await fillIdentification(page, 'pt', 'cpf');
  await fillBrazilianAddress(page, 'pt');
  const number = await placeWithTestProvider(page, 'pt');
  // Four of nine copies are held for the order.
  await page.goto('/product/periferias-em-movimento-impresso');
  await expect(main.getByText('Últimos 5 exemplares')).toBeVisible();
  await page.goto(`/orders/${number}`);
  await expect(main.getByRole('region', { name: 'Situação' }).getByText(words.pt.placed, { exact: true })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(main.getByRole('region', { name: 'Situação' }).getByText(words.pt.expired, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [3000] });
  await expect(main.getByRole('button', { name: words.pt.payNow })).toHaveCount(0);
  await waitForMail(email, new RegExp(`Pedido ${number}: ${words.pt.expired}`));
  await page.goto('/product/periferias-em-movimento-impresso');
  await expect(main.getByText('Em estoque')).toBeVisible();
});
