import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import { createTestDatabase, type TestDatabase } from '#app/lib/db/test-database.server.ts';
import { insertMetadataFixtures, type MetadataFixtures } from './metadata-test-fixtures.ts';
import { excludedFromSitemap, renderSitemap, robotsTxt, sitemapEntries, staticSitemapPaths, type SitemapEntry } from './sitemap.server.ts';
import { isWellFormedXml, xpath } from './xml-test-helpers.ts';

let database: TestDatabase;
let f: MetadataFixtures;
let entries: SitemapEntry[];
const appUrl = 'https://editoraipe.example';
const ns = { s: 'http://www.sitemaps.org/schemas/sitemap/0.9', x: 'http://www.w3.org/1999/xhtml' };

beforeAll(async () => {
  database = await createTestDatabase();
  f = await insertMetadataFixtures(database.db);
  entries = await sitemapEntries(database.db);
});
afterAll(() => database.dispose());

const lastmodOf = (path: string) => entries.find((e) => e.path === path)?.lastmod;

describe('sitemap entries', () => {
  it('every published work, product, journal page, issue, article, proceedings volume and paper', () => {
    const paths = entries.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/catalog',
        '/catalog/books',
        '/catalog/ebooks',
        '/catalog/journals',
        '/catalog/proceedings',
        '/book/design-de-servicos',
        '/book/learning-by-design',
        '/product/design-de-servicos-ebook',
        '/product/design-de-servicos-impresso',
        '/journal/rds',
        '/journal/rds/about',
        '/journal/rds/archive',
        '/journal/rds/guidelines',
        '/journal/rds/submission',
        `/journal/rds/issue/${f.issue.published}`,
        `/journal/rds/article/${f.article.published}`,
        '/proceedings/anais-simposio-2024',
        `/proceedings/anais-simposio-2024/paper/${f.part.paper}`,
      ]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves out drafts: works, their formats and chapters, draft issues and journals', () => {
    const all = entries.map((e) => e.path).join('\n');
    expect(all).not.toContain('rascunho');
    expect(all).not.toContain(`/issue/${f.issue.draft}`);
    expect(all).not.toContain(`/article/${f.article.inDraftIssue}`);
    expect(all).not.toContain(`/article/${f.article.inDraftJournal}`);
    expect(all).not.toMatch(/^\/book\/anais/m); // proceedings are not books
  });

  it('lastmod is the day the work (or the format, or the newest issue) last changed', () => {
    expect(lastmodOf('/book/design-de-servicos')).toBe('2024-06-01');
    expect(lastmodOf('/product/design-de-servicos-ebook')).toBe('2024-06-05'); // the format changed later
    expect(lastmodOf('/product/design-de-servicos-impresso')).toBe('2024-06-01'); // the work changed later
    expect(lastmodOf('/journal/rds')).toBe('2025-07-01');
    expect(lastmodOf(`/journal/rds/issue/${f.issue.published}`)).toBe('2025-07-01');
    expect(lastmodOf('/catalog')).toBe('2025-07-01');
    expect(lastmodOf('/catalog/books')).toBe('2025-03-20');
    expect(lastmodOf('/catalog/ebooks')).toBe('2024-06-01');
    expect(lastmodOf('/about-us')).toBeUndefined();
  });

  it('lists every public page of app/routes.ts without a dynamic segment, and only those', () => {
    type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };
    const flatten = (list: Entry[], prefix = ''): { path: string; file: string; id: string }[] =>
      list.flatMap((e) => {
        const path = e.path === undefined ? prefix : `${prefix}/${e.path}`;
        const own = e.id && !e.children && (e.index || e.path !== undefined) ? [{ path: e.index ? prefix || '/' : path || '/', file: e.file, id: e.id }] : [];
        return [...own, ...flatten(e.children ?? [], path)];
      });
    const pages = flatten(routes as Entry[])
      .filter((r) => r.id.endsWith('___pt') && !r.file.includes('routes/resources/') && !/[:*]/.test(r.path))
      .map((r) => r.path);
    expect(pages.length).toBeGreaterThan(5);
    const missing = pages.filter((p) => !staticSitemapPaths.includes(p) && !excludedFromSitemap(p));
    expect(missing, 'add these pages to staticSitemapPaths or excludedFromSitemap').toEqual([]);
    expect(
      staticSitemapPaths.filter((p) => !pages.includes(p)),
      'listed but not in app/routes.ts',
    ).toEqual([]);
  });
});

describe('sitemap.xml', () => {
  it('is well-formed: each page in both languages with hreflang alternates and lastmod', async () => {
    const xml = renderSitemap(entries, appUrl, null)!;
    expect(await isWellFormedXml(database.db, xml)).toBe(true);
    const locs = await xpath(database.db, xml, '/s:urlset/s:url/s:loc/text()', ns);
    // Every page in both languages but the collection's page, which is in Portuguese only (its English address is noindex).
    expect(locs).toHaveLength(entries.length * 2 - 1);
    expect(locs).toEqual(
      expect.arrayContaining([
        'https://editoraipe.example/',
        'https://editoraipe.example/en',
        'https://editoraipe.example/en/book/design-de-servicos',
        'https://editoraipe.example/fundamentals',
      ]),
    );
    expect(locs).not.toContain('https://editoraipe.example/en/fundamentals');
    const alternates = await xpath(database.db, xml, "/s:urlset/s:url[s:loc='https://editoraipe.example/en/book/design-de-servicos']/x:link/@hreflang", ns);
    expect(alternates).toEqual(['pt-BR', 'en-US', 'x-default']);
    const hrefs = await xpath(database.db, xml, "/s:urlset/s:url[s:loc='https://editoraipe.example/en/book/design-de-servicos']/x:link/@href", ns);
    expect(hrefs).toEqual([
      'https://editoraipe.example/book/design-de-servicos',
      'https://editoraipe.example/en/book/design-de-servicos',
      'https://editoraipe.example/book/design-de-servicos',
    ]);
    expect(await xpath(database.db, xml, "/s:urlset/s:url[s:loc='https://editoraipe.example/book/design-de-servicos']/s:lastmod/text()", ns)).toEqual([
      '2024-06-01',
    ]);
  });

  it('escapes what XML needs escaped, and encodes what a URL needs encoded', async () => {
    expect(await isWellFormedXml(database.db, '<a><b></a>')).toBe(false); // the checker itself can fail
    const xml = renderSitemap([{ path: '/book/a&b' }, { path: '/book/ação' }], appUrl, null)!;
    expect(await isWellFormedXml(database.db, xml)).toBe(true);
    expect(xml).toContain('<loc>https://editoraipe.example/book/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://editoraipe.example/en/book/a%C3%A7%C3%A3o</loc>');
  });

  it('past the per-file limit: an index of pages; unknown pages are refused', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ path: `/book/b${i}`, lastmod: `2025-01-0${i + 1}` }));
    const index = renderSitemap(many, appUrl, null, 4)!;
    expect(await isWellFormedXml(database.db, index)).toBe(true);
    expect(await xpath(database.db, index, '/s:sitemapindex/s:sitemap/s:loc/text()', ns)).toEqual([
      'https://editoraipe.example/sitemap.xml?page=1',
      'https://editoraipe.example/sitemap.xml?page=2',
      'https://editoraipe.example/sitemap.xml?page=3',
    ]);
    const last = renderSitemap(many, appUrl, '3', 4)!;
    expect(await xpath(database.db, last, '/s:urlset/s:url/s:loc/text()', ns)).toEqual([
      'https://editoraipe.example/book/b4',
      'https://editoraipe.example/en/book/b4',
    ]);
    expect(renderSitemap(many, appUrl, '4', 4)).toBeNull();
    expect(renderSitemap(many, appUrl, '0', 4)).toBeNull();
    expect(renderSitemap(many, appUrl, 'x', 4)).toBeNull();
    expect(renderSitemap(many, appUrl, '1')).toContain('<urlset'); // one file: page 1 is the whole sitemap
  });
});

it('robots.txt names the sitemap by its full address and keeps crawlers out of private pages', () => {
  const robots = robotsTxt(appUrl);
  expect(robots).toContain('Sitemap: https://editoraipe.example/sitemap.xml\n');
  for (const path of ['/admin', '/account', '/en/admin', '/en/account', '/cite/']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots.startsWith('User-agent: *\n')).toBe(true);
});
