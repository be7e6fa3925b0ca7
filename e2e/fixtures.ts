/**
 * The journeys' `test` (every spec imports it from here): one page per worker, kept from journey to
 * journey and put back between them by public means: the last document unloaded (its beacons leave
 * with its own cookies), the origin's storage and the cookies cleared, the colour scheme and the
 * viewport set back, the listeners a journey added taken off. The HTTP cache is kept, as a returning
 * visitor's browser keeps it: a journey that counts what a page fetches counts what came over the
 * network (e2e/read-aloud.spec.ts: the dyslexia-friendly font). Playwright's reuseContext reset the
 * same state by loading about:blank, every origin visited again under request interception and the
 * HTTP cache emptied: 0.4 s of CPU per journey more (decision 0049).
 *
 * A journey that leaves state no reset can take back (an init script, a route, an exposed
 * function, a clock, permissions, the network cut) marks its page spent: the next journey gets a
 * new context. So does one with other context options (test.use: JavaScript off, a locale…).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

type Kept = { context: BrowserContext; page: Page; options: string; spent: boolean; listeners: [object, string, (...args: never[]) => void][] };

/** Calls whose effect outlives the document: after one, the context is not handed on. */
const ON_PAGE_OR_CONTEXT = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const SPENDING = {
  page: ON_PAGE_OR_CONTEXT,
  context: [...ON_PAGE_OR_CONTEXT, 'setHTTPCredentials', 'grantPermissions', 'setGeolocation', 'setOffline'],
  clock: ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
};
const LISTENING = ['on', 'once', 'addListener', 'prependListener'] as const;

/** Wraps an object's methods in place: `before` runs first, with the call's arguments. */
function intercept(target: object, names: readonly string[], before: (name: string, args: unknown[]) => void) {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      before(name, args);
      return original(...args);
    };
  }
}

async function keep(context: BrowserContext, options: string): Promise<Kept> {
  const page = context.pages()[0] ?? (await context.newPage());
  const kept: Kept = { context, page, options, spent: process.env.E2E_FRESH_CONTEXTS === '1', listeners: [] };
  const spend = () => (kept.spent = true);
  intercept(page, SPENDING.page, spend);
  intercept(context, SPENDING.context, spend);
  intercept(context.clock, SPENDING.clock, spend);
  for (const emitter of [page, context])
    intercept(emitter, LISTENING, (_, [event, listener]) => kept.listeners.push([emitter, event as string, listener as (...args: never[]) => void]));
  return kept;
}

/** Back to how a new context starts; false when something could not be put back. */
async function reset(
  kept: Kept,
  defaults: {
    origin: string;
    viewport: { width: number; height: number } | null;
    colorScheme: 'light' | 'dark' | 'no-preference' | null;
    reducedMotion: 'reduce' | 'no-preference' | null;
  },
): Promise<boolean> {
  const { origin, viewport, colorScheme, reducedMotion } = defaults;
  const { context, page } = kept;
  if (kept.spent || page.isClosed()) return false;
  for (const [emitter, event, listener] of kept.listeners.splice(0)) (emitter as Page).off(event as 'load', listener as () => void);
  for (const other of context.pages()) if (other !== page) await other.close();
  // Leaving the last document first: what it sends as it goes (a page view, reading progress) carries its own session.
  await page.goto(`${origin}/healthz`);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const database of await indexedDB.databases()) if (database.name) indexedDB.deleteDatabase(database.name);
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await context.clearCookies();
  await page.emulateMedia({ media: 'screen', colorScheme, reducedMotion, forcedColors: 'none', contrast: 'no-preference' });
  if (viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(viewport)) await page.setViewportSize(viewport);
  await page.mouse.move(0, 0);
  return true;
}

export const test = base.extend<object, { keptPage: { current: Kept | null } }>({
  keptPage: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const holder: { current: Kept | null } = { current: null };
      await use(holder);
      await holder.current?.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, keptPage, baseURL, javaScriptEnabled, viewport, colorScheme, locale, serviceWorkers, extraHTTPHeaders, reducedMotion }, use) => {
    // The options a journey may change with test.use; a new context takes them all from the test's settings.
    const options = JSON.stringify({ javaScriptEnabled, viewport, colorScheme, locale, serviceWorkers, extraHTTPHeaders, reducedMotion });
    let kept = keptPage.current;
    if (kept && kept.options !== options) {
      await kept.context.close();
      kept = null;
    }
    kept ??= await keep(await browser.newContext(), options);
    keptPage.current = kept;
    await use(kept.context);
    if (!(await reset(kept, { origin: baseURL!, viewport, colorScheme, reducedMotion }).catch(() => false))) {
      keptPage.current = null;
      await kept.context.close().catch(() => {});
    }
  },
  page: async ({ context, keptPage }, use) => {
    await use(keptPage.current?.context === context ? keptPage.current.page : await context.newPage());
  },
});
