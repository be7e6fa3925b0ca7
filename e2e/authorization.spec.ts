/**
 * The authorization matrix: every route of app/routes.ts (so new pages are covered as they are
 * added) × {visitor, user, author, admin}, for GET and for POST. What a route requires is read
 * from the guard layout it sits under; the test checks the server enforces it.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { journeyTokens } from '../app/features/editorial/testing.server.ts';
import { SECRET_PARAMS } from '../app/lib/secret-links.ts';
import { E2E_ORIGIN } from '../playwright.config.ts';
import { ADMIN, allRoutes, appReady, asAdmin, newReader, signInByPost } from './support.ts';

type Role = 'visitor' | 'user' | 'author' | 'admin';

/** A real address for a route pattern: known values where a segment must be one, else one that matches nothing. */
const samples: Record<string, string> = {
  token: 'not-a-real-token',
  id: 'no-such-id',
  provider: 'google',
  locale: 'en',
  section: 'books',
  file: 'epub',
  format: 'bib',
  kind: 'book',
};
const concrete = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? `no-such-${name}`).replace('*', 'no-such-page');

/**
 * Real addresses where a made-up one only finds nothing: the submission wizard's every step on
 * the demo journal (a post with nothing in it is refused with its messages, never a 500); a
 * reviewer's real (expired) invitation link, and reviews and their files that exist but are no
 * role's here, and an accessible version's file that is another reader's (scripts/e2e-seed.ts writes
 * them before the server starts).
 */
const realAddresses = (route: { path: string }) => {
  if (route.path.includes('/journal/:slug/submit/:step?'))
    return ['', '/files', '/metadata', '/declarations', '/fee', '/done'].map((step) =>
      route.path.replace(':slug', DEMO_JOURNAL_OPEN_CALL).replace('/:step?', step),
    );
  if (route.path.endsWith('review/invitation/:token')) return [route.path.replace(':token', journeyTokens('pt').expired)];
  if (route.path.endsWith('review/:id') || route.path.endsWith('review/:id/files/:fileId')) return [route.path.replace(':id', '1').replace(':fileId', '1')];
  // Someone else's accessible version, answered with a file (scripts/e2e-seed.ts).
  if (route.path.endsWith('/account/accessible-versions/:id/file')) return [route.path.replace(':id', '1')];
  return [];
};
/** Someone else's review and its files: not found for every role (admins included: editors use their workspace). */
const othersReview = (url: string) => /^(\/en)?\/review\/1(\/files\/1)?$/.test(url);

// Sign-out sorted last (a POST to it ends the session the rest of the matrix needs).
const all = allRoutes()
  .flatMap((route) => [{ ...route, url: concrete(route.path) }, ...realAddresses(route).map((url) => ({ ...route, url }))])
  .sort((a, b) => Number(a.id.includes('logout')) - Number(b.id.includes('logout')));

async function contextFor(browser: Browser, role: Role): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'admin') {
    // A session of its own: the matrix ends it (its last POST signs out), the shared one must last.
    await signInByPost(page, ADMIN.email, ADMIN.password);
  } else if (role !== 'visitor') {
    const { email } = await newReader(page);
    if (role === 'author') {
      // An administrator gives the author role through the admin page.
      const admin = await (await browser.newContext()).newPage();
      await asAdmin(admin);
      await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      await admin.getByRole('link', { name: 'Leitora Teste' }).click();
      await admin.getByRole('checkbox', { name: 'Autor', exact: true }).check();
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await expect(admin.getByText('Alterações salvas.')).toBeVisible();
    }
  }
  return context.request;
}

/**
 * One request, checked against what the route requires of this role; returns what is wrong with the answer.
 */
async function check(request: APIRequestContext, role: Role, route: (typeof all)[number], method: 'GET' | 'POST'): Promise<string[]> {
  const failures: string[] = [];
  const response =
    method === 'GET'
      ? await request.get(route.url, { maxRedirects: 0 })
      : await request.post(route.url, { maxRedirects: 0, form: {}, headers: { Origin: E2E_ORIGIN } });
  const status = response.status();
  const location = response.headers()['location'] ?? '';
  const body = status === 200 || status >= 400 ? await response.text() : '';
  const where = `${role} ${method} ${route.url} (${route.id}) → ${status} ${location}`;
  if (status >= 500) failures.push(`server error: ${where}`);
  const signedIn = role !== 'visitor';
  const mayAdmin = role === 'admin';
  if (route.access === 'signed-in' && !signedIn && !(status === 302 && location.includes('/login?redirect='))) failures.push(`not sent to sign in: ${where}`);
  if (route.access === 'admin' && !mayAdmin) {
    const refused = signedIn ? status === 403 : status === 302 && location.includes('/login?redirect=');
    if (!refused) failures.push(`admin route not refused: ${where}`);
    if (body.includes(ADMIN.email)) failures.push(`admin data in a refusal: ${where}`);
  }
  // 405: a route that only takes posts (the blog's live preview).
  if (route.access === 'admin' && mayAdmin && method === 'GET' && ![200, 404, 405].includes(status)) failures.push(`admin cannot open: ${where}`);
  if (route.access === 'guest' && method === 'GET' && signedIn && status !== 302) failures.push(`signed-in not sent on: ${where}`);
  if (route.access !== 'admin' && !mayAdmin && body.includes('admin@ipe.test')) failures.push(`admin e-mail shown: ${where}`);
  // A file route takes no posts (405).
  if (signedIn && othersReview(route.url) && status !== 404 && !(method === 'POST' && status === 405)) failures.push(`someone else's review not 404: ${where}`);
  // An accessible version's file is its reader's alone: any other signed-in account, admins included, finds nothing (a post: 405).
  if (signedIn && route.path.endsWith('/account/accessible-versions/:id/file') && !(status === 404 || (method === 'POST' && status === 405)))
    failures.push(`an accessible version's file not 404: ${where}`);
  // The editors' desk and workspaces: for editorial roles only (none of these roles holds one), else not found, never forbidden
  // (a post to a page that takes none: 405).
  if (route.id.startsWith('editorial') && signedIn && !mayAdmin && !(status === 404 || (method === 'POST' && status === 405)))
    failures.push(`editorial page not hidden: ${where}`);
  return failures;
}

/** Requests in flight at once for one role: the server answers them side by side, as it does its visitors. */
const CONCURRENCY = 4;

test('the matrix covers every route, the editorial ones included', () => {
  expect(all.length).toBeGreaterThan(40);
  const paths = new Set(all.map((route) => route.path));
  for (const path of [
    '/editorial',
    '/editorial/:number',
    '/editorial/export.csv',
    '/editorial/figures',
    '/review',
    '/review/:id',
    '/review/invitation/:token',
    '/account/submissions/:number/revise',
    '/journal/:slug/submit/:step?',
    '/accessible-version/request',
    '/account/accessible-versions',
    '/account/accessible-versions/:id/file',
    '/admin/accessible-versions',
    '/admin/accessible-versions/:id',
  ])
    for (const locale of ['', '/en']) expect(paths, `${locale}${path}`).toContain(`${locale}${path}`);
  // Sign-out comes last, whatever else is added.
  expect(all.findIndex((route) => route.id.includes('logout'))).toBe(all.length - all.filter((route) => route.id.includes('logout')).length);
});

// One test per role, so that the workers share the matrix (about 600 requests each).
for (const role of ['visitor', 'user', 'author', 'admin'] as const) {
  test(`every route × ${role}: allowed ones answer, the others redirect to sign-in or answer 403, without admin data`, async ({ browser }) => {
    test.setTimeout(180_000);
    const request = await contextFor(browser, role);
    const started = Date.now();
    const jobs = all.flatMap((route) => (['GET', 'POST'] as const).map((method) => ({ route, method })));
    // Sign out last: a POST to it ends the session the rest of the matrix needs.
    const last = jobs.filter((job) => job.route.id.includes('logout'));
    const queue = jobs.filter((job) => !job.route.id.includes('logout'));
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) failures.push(...(await check(request, role, job.route, job.method)));
      }),
    );
    for (const job of last) failures.push(...(await check(request, role, job.route, job.method)));
    console.log(`${role}: ${jobs.length} requests in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });
}

// Every page whose address carries a secret (a reset or invitation link, a newsletter's or digest's
// link, a test payment, a certificate; app/lib/secret-links.ts), in both languages: a visitor who
// allowed analytics opens it and no page view leaves the browser. A public page in the same visit
// does send one, so the check cannot pass by sending nothing at all. (Pages behind sign-in send a
// visitor to the sign-in page first; the server refuses to count them in any case.)
test('no page whose address carries a secret sends a page view, whatever route is added', async ({ browser, baseURL }) => {
  const secretPages = all.filter(
    (route) => route.file.endsWith('.tsx') && route.access !== 'signed-in' && SECRET_PARAMS.some((name) => new RegExp(`:${name}\\b`).test(route.path)),
  );
  expect(secretPages.map((route) => route.id.replace(/___(pt|en)$/, ''))).toEqual(
    expect.arrayContaining(['account-reset-password', 'newsletter-confirm', 'newsletter-unsubscribe', 'courses-certificate']),
  );
  const context = await browser.newContext();
  await context.addCookies([{ name: 'consent', value: 'all', url: baseURL! }]);
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/page-view' && beacons.push(JSON.parse(request.postData() ?? '{}').p)));
  for (const route of secretPages) {
    await page.goto(route.url);
    await appReady(page);
  }
  await page.goto('/about-us');
  await appReady(page);
  await expect.poll(() => beacons).toEqual(['/about-us']);
  await context.close();
});
