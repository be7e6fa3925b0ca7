/**
 * The authorization matrix: every route of app/routes.ts (so new pages are covered as they are
 * added) × {visitor, user, author, admin, and the editorial roles: an editor and an assistant
 * editor of one demo journal, a series editor of an open call, a reviewer with an assignment},
 * for GET and for POST. What a route requires is read from the guard layout it sits under; the
 * test checks the server enforces it. Then, over HTTP with each role's cookies, the editorial
 * scopes: another journal's workspace, files and desk filter, a decision by an assistant editor,
 * another reviewer's assignment and another author's submission.
 */
import { type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_JOURNAL_OPEN_CALL } from '../app/features/catalog/testing.server.ts';
import { journeyTokens, MATRIX } from '../app/features/editorial/testing.server.ts';
import { SECRET_PARAMS } from '../app/lib/secret-links.ts';
import { E2E_ORIGIN, READER_PASSWORD } from '../playwright.config.ts';
import { ADMIN, allRoutes, appReady, asAdmin, cookieHeader, newReader, signInByPost } from './support.ts';

type Role = 'visitor' | 'user' | 'author' | 'admin' | EditorialRole;
/** The editorial roles (scripts/e2e-seed.ts seeds them in journal A, the demo journal whose call is closed). */
type EditorialRole = 'editor' | 'assistant-editor' | 'series-editor' | 'reviewer';
const EDITORIAL_PEOPLE: Record<EditorialRole, string> = {
  editor: MATRIX.people.editor,
  'assistant-editor': MATRIX.people.assistant,
  'series-editor': MATRIX.people.seriesEditor,
  reviewer: MATRIX.people.reviewer,
};
/** Roles held for a journal or a call: they open the desk. */
const SCOPED: readonly Role[] = ['editor', 'assistant-editor', 'series-editor'];
/** Journal B's submission in review (the review journeys', scripts/e2e-seed.ts), and journal A's. */
const journalB = `JRN-${new Date().getUTCFullYear()}-9001`;
const journalA = MATRIX.submissions.inReview;

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
  // A submission whose author no role here is, and the workspaces of journals A and B.
  if (route.path.includes('/account/submissions/:number')) return [route.path.replace(':number', journalA).replace(':fileId', '1')];
  if (route.path.endsWith('/editorial/:number')) return [journalA, journalB].map((number) => route.path.replace(':number', number));
  return [];
};
/** Another author's submission, its revision page and files: not found for every role (none of them wrote it). */
const othersSubmission = (url: string) => new RegExp(`^(/en)?/account/submissions/${journalA}(/revise|/files/1)?$`).test(url);

/**
 * What an editorial page answers a role other than admin: 'open' (a GET answers 200, a post is
 * not refused as not found) or 'hidden' (404, never 403: nothing is learnt; a post to a page that
 * takes none, 405). The desk, its CSV and figures open for whoever holds a scoped role; journal A's
 * workspace for its editor and assistant editor; anything else is hidden.
 */
function editorialAnswer(role: Role, url: string): 'open' | 'hidden' {
  const path = url.replace(/^\/en(?=\/)/, '');
  if (SCOPED.includes(role) && /^\/editorial(\/export\.csv|\/figures)?$/.test(path)) return 'open';
  if ((role === 'editor' || role === 'assistant-editor') && path === `/editorial/${journalA}`) return 'open';
  return 'hidden';
}
/** Someone else's review and its files: not found for every role (admins included: editors use their workspace). */
const othersReview = (url: string) => /^(\/en)?\/review\/1(\/files\/1)?$/.test(url);

// Sign-out sorted last (a POST to it ends the session the rest of the matrix needs).
const all = allRoutes()
  .flatMap((route) => [{ ...route, url: concrete(route.path) }, ...realAddresses(route).map((url) => ({ ...route, url }))])
  .sort((a, b) => Number(a.id.includes('logout')) - Number(b.id.includes('logout')));

/** A session for one of the seeded people, by one post of the sign-in form (no page load). */
async function signedInAs(browser: Browser, email: string): Promise<APIRequestContext> {
  return (await signedInContext(browser, email)).request;
}

async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post('/en/login', {
    form: { email, password: READER_PASSWORD },
    headers: { Origin: E2E_ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  expect(response.headers().location).toBe('/en/account');
  return context;
}

/** A context holding the role's session (none for a visitor). */
async function contextFor(browser: Browser, role: Role): Promise<BrowserContext> {
  if (role in EDITORIAL_PEOPLE) return signedInContext(browser, EDITORIAL_PEOPLE[role as EditorialRole]);
  const context = await browser.newContext();
  const page = await context.newPage();
  if (role === 'admin') {
    // A session of its own: the matrix ends it (its last POST signs out), the shared one must last.
    await signInByPost(page, ADMIN.email, ADMIN.password, 'pt', { open: false });
  } else if (role !== 'visitor') {
    const { email } = await newReader(page, 'pt', { open: false });
    if (role === 'author') {
      // An administrator gives the author role through the admin page.
      const admin = await (await browser.newContext()).newPage();
      await asAdmin(admin);
      await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      await admin.getByRole('link', { name: 'Leitora Teste' }).click();
      await admin.getByRole('checkbox', { name: 'Autor', exact: true }).check();
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await expect(admin.getByText('Alterações salvas.')).toBeVisible();
      await admin.context().close();
    }
  }
  return context;
}

/**
 * One request, checked against what the route requires of this role; returns what is wrong with the answer.
 */
async function check(cookie: string, role: Role, route: (typeof all)[number], method: 'GET' | 'POST'): Promise<string[]> {
  const failures: string[] = [];
  const response = await fetch(`${E2E_ORIGIN}${route.url}`, {
    method,
    redirect: 'manual',
    // Uncompressed: the answer is read here, where inflating 5,600 of them cost more than sending them.
    headers: {
      cookie,
      'accept-encoding': 'identity',
      ...(method === 'POST' ? { origin: E2E_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(method === 'POST' ? { body: '' } : {}),
  });
  const status = response.status;
  const location = response.headers.get('location') ?? '';
  // Read whole either way: the connection goes back to the pool for the next request.
  const text = await response.text();
  const body = status === 200 || status >= 400 ? text : '';
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
  if (signedIn && othersSubmission(route.url) && !(status === 404 || (method === 'POST' && status === 405)))
    failures.push(`another author's submission not 404: ${where}`);
  // The editors' desk and workspaces: for editorial roles in their scope, else not found, never forbidden.
  if (route.id.startsWith('editorial') && signedIn && !mayAdmin) {
    const answer = editorialAnswer(role, route.url);
    if (answer === 'hidden' && !(status === 404 || (method === 'POST' && status === 405))) failures.push(`editorial page not hidden: ${where}`);
    if (answer === 'open' && (method === 'GET' ? status !== 200 : status === 404 || status === 403)) failures.push(`editorial page not open: ${where}`);
  }
  if (route.id.startsWith('editorial') && mayAdmin && method === 'GET' && route.url.includes('JRN-') && status !== 200)
    failures.push(`admin cannot open: ${where}`);
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
    '/editorial/:number/files/:id',
    '/review',
    '/review/:id',
    '/review/:id/files/:fileId',
    '/review/invitation/:token',
    '/account/submissions/:number',
    '/account/submissions/:number/revise',
    '/account/submissions/:number/files/:fileId',
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
for (const role of ['visitor', 'user', 'author', 'admin', 'editor', 'assistant-editor', 'series-editor', 'reviewer'] as const) {
  test(`every route × ${role}: allowed ones answer, the others redirect to sign-in or answer 403, without admin data`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await contextFor(browser, role);
    // The role's cookies, sent as they are with each of its 706 requests through Node's fetch:
    // Playwright's request API traced and piped each one (the spec took 84 CPU-s with it, 52 without).
    const cookie = cookieHeader((await context.storageState()).cookies);
    await context.close();
    const started = Date.now();
    const jobs = all.flatMap((route) => (['GET', 'POST'] as const).map((method) => ({ route, method })));
    // Sign out last: a POST to it ends the session the rest of the matrix needs.
    const last = jobs.filter((job) => job.route.id.includes('logout'));
    const queue = jobs.filter((job) => !job.route.id.includes('logout'));
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) failures.push(...(await check(cookie, role, job.route, job.method)));
      }),
    );
    for (const job of last) failures.push(...(await check(cookie, role, job.route, job.method)));
    console.log(`${role}: ${jobs.length} requests in ${Date.now() - started} ms`);
    expect(failures).toEqual([]);
  });
}

/** The numbers a page links under a prefix (its files, its reviews). */
async function linked(request: APIRequestContext, url: string, prefix: string): Promise<number[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set([...html.matchAll(new RegExp(`href="${escaped}(\\d+)"`, 'g'))].map((m) => Number(m[1])))];
}

// Each editorial role within its scope, over HTTP with its cookies: what the matrix's made-up
// addresses cannot show, with the same request answered 200 to someone in scope (so each 404 can fail).
test('editorial roles stay in their scope: another journal, a decision, another reviewer’s or author’s work', async ({ browser }) => {
  const adminContext = await browser.newContext();
  await asAdmin(await adminContext.newPage());
  const staff = adminContext.request;
  const { people } = MATRIX;
  const [editor, assistant, seriesEditor, reviewer, coReviewer, author] = await Promise.all([
    signedInAs(browser, people.editor),
    signedInAs(browser, people.assistant),
    signedInAs(browser, people.seriesEditor),
    signedInAs(browser, people.reviewer),
    signedInAs(browser, people.coReviewer),
    signedInAs(browser, people.author),
  ]);
  const status = async (request: APIRequestContext, url: string) => (await request.get(url, { maxRedirects: 0 })).status();

  // Journal B's workspace and files (the staff see them), and its desk filter and CSV: not found for journal A's editors.
  const bFiles = await linked(staff, `/en/editorial/${journalB}`, `/en/editorial/${journalB}/files/`);
  const aFiles = await linked(staff, `/en/editorial/${journalA}`, `/en/editorial/${journalA}/files/`);
  expect(bFiles.length).toBeGreaterThan(0);
  expect(aFiles.length).toBeGreaterThan(0);
  const journals = async (request: APIRequestContext) =>
    [...(await (await request.get('/en/editorial')).text()).matchAll(/value="(journal:\d+)"/g)].map((m) => m[1]!);
  const editorsOwn = await journals(editor);
  expect(editorsOwn).toHaveLength(1);
  const journalBKeys = (await journals(staff)).filter((key) => !editorsOwn.includes(key));
  expect(journalBKeys.length).toBeGreaterThan(0);
  for (const request of [editor, assistant]) {
    expect(await status(request, `/en/editorial/${journalA}`)).toBe(200);
    expect(await status(request, `/en/editorial/${journalA}/files/${aFiles[0]}`)).toBe(200);
    expect(await status(request, `/en/editorial/${journalB}`)).toBe(404);
    for (const id of bFiles) expect(await status(request, `/en/editorial/${journalB}/files/${id}`)).toBe(404);
    expect(await status(request, `/en/editorial?scope=${editorsOwn[0]}`)).toBe(200);
    for (const key of journalBKeys) {
      expect(await status(request, `/en/editorial?scope=${key}`)).toBe(404);
      expect(await status(request, `/en/editorial/export.csv?scope=${key}`)).toBe(404);
    }
    // The unfiltered CSV lists journal A's submissions and none of journal B's.
    const csv = await (await request.get('/en/editorial/export.csv')).text();
    expect(csv).toContain(journalA);
    expect(csv).not.toContain(journalB);
  }
  // A series editor of a book call: the desk, but neither journal's workspaces or files.
  expect(await status(seriesEditor, '/en/editorial')).toBe(200);
  for (const url of [`/en/editorial/${journalA}`, `/en/editorial/${journalB}`, `/en/editorial/${journalA}/files/${aFiles[0]}`])
    expect(await status(seriesEditor, url), url).toBe(404);

  // The assistant editor prepares decisions; the server refuses one (403) and nothing changes, where the editor's post reaches the decision's checks.
  const decide = (request: APIRequestContext, letter: string) =>
    request.post(`/en/editorial/${journalA}`, {
      form: { intent: 'decide', decision: 'accept', letter },
      headers: { Origin: E2E_ORIGIN },
      maxRedirects: 0,
    });
  expect((await decide(assistant, 'Dear author, your manuscript is accepted.')).status()).toBe(403);
  expect((await decide(editor, '')).status()).toBe(400);
  const row = (await (await editor.get(`/en/editorial/export.csv?q=${journalA}`)).text()).split('\r\n').find((line) => line.startsWith(journalA));
  expect(row).toContain(',In review,');

  // A reviewer opens their assignment and its files, never the other reviewer's of the same manuscript (whom the staff's seed made just before).
  const [own] = await linked(reviewer, '/en/review', '/en/review/');
  expect(own).toBeGreaterThan(1);
  const ownFiles = await linked(reviewer, `/en/review/${own}`, `/en/review/${own}/files/`);
  expect(ownFiles.length).toBeGreaterThan(0);
  expect(await status(reviewer, `/en/review/${own}/files/${ownFiles[0]}`)).toBe(200);
  expect(await status(coReviewer, `/en/review/${own! - 1}`)).toBe(200);
  expect(await status(reviewer, `/en/review/${own! - 1}`)).toBe(404);
  expect(await status(reviewer, `/en/review/${own! - 1}/files/${ownFiles[0]}`)).toBe(404);
  expect(await status(coReviewer, `/en/review/${own}`)).toBe(404);
  // Nor the workspace, the desk, nor any admin page.
  for (const url of ['/en/editorial', `/en/editorial/${journalA}`]) expect(await status(reviewer, url), url).toBe(404);

  // An author opens their own submission, never another's: its page, revision page and files.
  expect(await status(author, `/en/account/submissions/${MATRIX.submissions.own}`)).toBe(200);
  for (const url of [
    `/en/account/submissions/${journalA}`,
    `/en/account/submissions/${journalA}/revise`,
    ...aFiles.map((id) => `/en/account/submissions/${journalA}/files/${id}`),
  ])
    expect(await status(author, url), url).toBe(404);
  await adminContext.close();
});

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
