/**
 * The site's own page views: a visitor counted once a day by a hash nobody can make again the next
 * day; nothing counted without consent, for a bot, an excluded host or an address that is not a
 * public page; closed days summed, raw views deleted after 30 days, the dashboard the same before
 * and after.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '#app/lib/config.server.ts';
import { analyticsSalts, pageViewDays, pageViewMonths, pageViews } from '#app/lib/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { rememberPageRoutes } from '#app/lib/page-routes.server.ts';
import { barChart, lineChart } from './charts.server.ts';
import { analyticsDashboard } from './dashboard.server.ts';
import { parsePeriod } from './period.ts';
import { countPageView, daySecret, parseBeacon, prunePageViews, summarizePageViewDays, visitorHash } from './page-views.server.ts';

let database: TestDatabase;
const page = { module: { default: () => null } };
beforeAll(async () => {
  database = await createTestDatabase();
  // The build's routes as server/app.ts hands them over: public pages, a private area, a resource, the not-found page.
  rememberPageRoutes({
    root: { id: 'root', ...page },
    site___pt: { id: 'site___pt', parentId: 'root', ...page },
    home___pt: { id: 'home___pt', parentId: 'site___pt', index: true, ...page },
    book___pt: { id: 'book___pt', parentId: 'site___pt', path: 'book/:slug', ...page },
    catalog___pt: { id: 'catalog___pt', parentId: 'site___pt', path: 'catalog', ...page },
    'signed-in___pt': { id: 'signed-in___pt', parentId: 'site___pt', ...page },
    orders___pt: { id: 'orders___pt', parentId: 'signed-in___pt', path: 'orders', ...page },
    'not-found___pt': { id: 'not-found___pt', parentId: 'site___pt', path: '*', ...page },
    admin___pt: { id: 'admin___pt', parentId: 'root', path: 'admin', ...page },
    'admin-users___pt': { id: 'admin-users___pt', parentId: 'admin___pt', path: 'users', ...page },
    sitemap: { id: 'sitemap', parentId: 'root', path: 'sitemap.xml', module: {} },
  });
});
afterAll(() => database.dispose());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Safari/537.36';
const view = (p: string, q = '') => parseBeacon(JSON.stringify({ p: `${p}${q}`, r: '', l: 'pt-BR', d: 'desktop' }))!;
const visit = (p: string, options: Partial<Parameters<typeof countPageView>[2]> = {}, q = '') =>
  countPageView(database.db, view(p, q), { host: 'editora.example', ip: '203.0.113.9', userAgent: browser, consent: 'all', ...options });

describe('counting a page view', () => {
  it('the same browser on two pages is one visitor that day, two page views; the path is the canonical one', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(await visit('/book/memoria', { now })).toBe('counted');
    expect(await visit('/catalog', { now }, '?q=palavras+da+busca&subject=design')).toBe('counted');
    expect(await visit('/catalog', { now, ip: '198.51.100.1' })).toBe('counted');
    const rows = await database.db.select().from(pageViews).where(eq(pageViews.day, '2026-11-20'));
    expect(rows.map((r) => r.path).sort()).toEqual(['/book/memoria', '/catalog', '/catalog?subject=design']);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(2);
    // Neither the address nor the browser is kept: only the hash's first bytes.
    expect(JSON.stringify(rows, (_, v) => (typeof v === 'bigint' ? String(v) : v))).not.toMatch(/203\.0\.113|Chrome/);
  });

  it('tomorrow’s secret makes yesterday’s hash useless, and yesterday’s secret is gone', async () => {
    const today = await daySecret(database.db, '2026-11-21');
    const tomorrow = await daySecret(database.db, '2026-11-22');
    expect(tomorrow).not.toBe(today);
    expect(visitorHash(today, 'editora.example', '203.0.113.9', browser)).not.toBe(visitorHash(tomorrow, 'editora.example', '203.0.113.9', browser));
    expect(visitorHash(tomorrow, 'editora.example', '203.0.113.9', browser)).toBe(visitorHash(tomorrow, 'editora.example', '203.0.113.9', browser));
    expect((await database.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((r) => r.day)).toEqual(['2026-11-22']);
  });

  it('nothing is counted without consent, for a bot, on an excluded host, or off the public pages', async () => {
    vi.stubEnv('ANALYTICS_EXCLUDED_HOSTS', 'staging.editora.example, localhost');
    forgetConfig();
    const before = (await database.db.select().from(pageViews)).length;
    expect(await visit('/catalog', { consent: 'necessary' })).toBe('ignored');
    expect(await visit('/catalog', { consent: null })).toBe('ignored');
    expect(await visit('/catalog', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe('ignored');
    expect(await visit('/catalog', { userAgent: `${browser} HeadlessChrome/150` })).toBe('ignored');
    expect(await visit('/catalog', { host: 'staging.editora.example' })).toBe('ignored');
    for (const path of ['/admin/users', '/orders', '/account/library', '/sitemap.xml', '/no/such/page', '/%E0%A4%A'])
      expect(await visit(path), path).toBe('ignored');
    expect((await database.db.select().from(pageViews)).length).toBe(before);
    expect(parseBeacon('{"p":"catalog","r":"","l":"pt","d":"desktop"}')).toBeNull();
    expect(parseBeacon('{"p":"//evil.example/x","r":"","l":"pt","d":"desktop"}')).toBeNull();
    expect(parseBeacon('{"p":"/catalog","r":"","l":"pt","d":"watch"}')).toBeNull();
    expect(parseBeacon('not json')).toBeNull();
    vi.stubEnv('ANALYTICS_EXCLUDED_HOSTS', undefined);
    forgetConfig();
  });

  it('an address that sends too many waits', async () => {
    let outcome: Awaited<ReturnType<typeof visit>> = 'counted';
    for (let i = 0; i < 121 && outcome === 'counted'; i++) outcome = await visit('/catalog', { ip: '192.0.2.77' });
    expect(outcome).toMatchObject({ retryAfter: expect.any(Number) });
  });
});

describe('keeping page views', () => {
  it('a closed day is summed; the dashboard shows the same before and after; raw views go after 30 days', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    // A view in October too: once summed, a whole month is read from the monthly sums.
    expect(await visit('/book/memoria', { now: new Date('2026-10-15T12:00:00Z') })).toBe('counted');
    const { current, previous } = parsePeriod(new URLSearchParams('from=2026-09-20&to=2026-11-20'), now);
    const before = await analyticsDashboard(database.db, current, previous, 'pt');
    expect(before.totals.views[0]).toBe(4);
    expect(before.totals.visits[0]).toBe(3);
    expect(before.ranked.page.map((r) => [r.label, r.views])).toEqual([
      ['/book/memoria', 2],
      ['/catalog', 1],
      ['/catalog?subject=design', 1],
    ]);
    expect(await summarizePageViewDays(database.db, new Date('2026-11-22T01:00:00Z'))).toBe(4);
    expect(
      await database.db.select({ month: pageViewMonths.month, views: pageViewMonths.views }).from(pageViewMonths).where(eq(pageViewMonths.dimension, 'total')),
    ).toEqual([
      { month: '2026-10-01', views: 1 },
      { month: '2026-11-01', views: 3 },
    ]);
    expect(await summarizePageViewDays(database.db, new Date('2026-11-22T01:00:00Z'))).toBe(0);
    const totals = await database.db.select().from(pageViewDays).where(eq(pageViewDays.dimension, 'total'));
    expect(totals).toMatchObject([
      { day: '2026-10-15', views: 1, visitors: 1 },
      { day: '2026-11-20', views: 3, visitors: 2 },
    ]);
    const after = await analyticsDashboard(database.db, current, previous, 'pt');
    expect(after.totals).toEqual(before.totals);
    expect(after.ranked).toEqual(before.ranked);
    expect(await prunePageViews(database.db, new Date('2026-12-25T00:00:00Z'))).toBe(4);
    expect(
      await database.db.execute(sql`select 1 from page_views where day = '2026-11-20'`).then((r) => (r as unknown as { rows: unknown[] }).rows),
    ).toHaveLength(0);
    expect((await analyticsDashboard(database.db, current, previous, 'pt')).totals).toEqual(before.totals);
  });
});

describe('charts drawn on the server', () => {
  it('have a title and a description, and escape every text', () => {
    const line = lineChart({
      id: 'c',
      title: 'Visitas <por> dia',
      description: 'De 1 a 2 & mais',
      labels: ['1 nov', '2 nov'],
      series: [{ name: 'Visitas', values: [1, 3] }],
    });
    expect(line).toContain('role="img"');
    expect(line).toContain('aria-labelledby="c-title c-desc"');
    expect(line).toContain('<title id="c-title">Visitas &lt;por&gt; dia</title>');
    expect(line).toContain('<desc id="c-desc">De 1 a 2 &amp; mais</desc>');
    const bars = barChart({ id: 'b', title: 'Páginas', description: 'd', items: [{ label: '/book/<x>', value: 2 }] });
    expect(bars).toContain('/book/&lt;x&gt;');
    expect(bars).not.toContain('<x>');
  });
});
