/**
 * An unpaid order expires at its deadline (ORDER_EXPIRY_MINUTES, 48 hours). The journey does not
 * wait for it: the test controls (TEST_CONTROLS=on in playwright.config.ts) bring the order's
 * deadline and the job queued for it to now, and the job runner expires it as at its time.
 */
import { expect, test } from './fixtures.ts';
import { newReader, waitForMail } from './support.ts';
import { addToCart, fillBrazilianAddress, fillIdentification, placeWithTestProvider, words } from './store-support.ts';

test('an unpaid order expires: the buyer is told, and its copies go back in stock', async ({ page }) => {
  // A whole checkout, as the store's journeys (e2e/store.spec.ts).
  test.setTimeout(90_000);
  const main = page.getByRole('main');
  const { email } = await newReader(page, 'pt', { open: false });
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
  const deadline = await page.request.post(`/__test/orders/${number}/deadline-now`);
  expect(deadline.status(), 'the deadline brought to now').toBe(204);
  await expect(async () => {
    await page.reload();
    await expect(main.getByRole('region', { name: 'Situação' }).getByText(words.pt.expired, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000, intervals: [500] });
  await expect(main.getByRole('button', { name: words.pt.payNow })).toHaveCount(0);
  await waitForMail(email, new RegExp(`Pedido ${number}: ${words.pt.expired}`));
  await page.goto('/product/periferias-em-movimento-impresso');
  await expect(main.getByText('Em estoque')).toBeVisible();
});
