/**
 * The kept page (e2e/fixtures.ts): what one journey leaves, the next journey of the worker does not
 * find. The two run in order in one worker.
 */
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

/** What the first journey's console listener heard: it must hear nothing in the second. */
const heard: string[] = [];

test('a journey leaves storage, a cookie, a dark scheme, a phone’s viewport and a listener behind', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('left', 'behind');
    sessionStorage.setItem('left', 'behind');
  });
  await context.addCookies([{ name: 'left', value: 'behind', url: page.url() }]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  page.on('console', (message) => heard.push(message.text()));
});

test('the next journey in the worker finds none of it, on the same page', async ({ page, context }) => {
  await page.goto('/catalog');
  // The same page (its history goes on), unless E2E_FRESH_CONTEXTS asked for a new context each.
  if (process.env.E2E_FRESH_CONTEXTS !== '1') expect(await page.evaluate(() => history.length)).toBeGreaterThan(2);
  expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')])).toEqual([null, null]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('left');
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  await Promise.all([page.waitForEvent('console'), page.evaluate(() => console.log('said in the second journey'))]);
  expect(heard).not.toContain('said in the second journey');
});
