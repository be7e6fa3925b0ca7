import { describe, expect, it } from 'vitest';
import { checkBudgets, KB, lazyLeaks, pageScripts, type RouteManifest, type ViteManifest } from './js-budget.ts';

// A build in miniature: the root and a site layout, a home page and a book page; the book page's
// component fetches its language's table as it runs.
const manifest: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/framework.js', '/assets/chrome.js'] },
    site: { id: 'site', parentId: 'root', module: '/assets/site.js', imports: ['/assets/chrome.js'] },
    home: { id: 'home', parentId: 'site', index: true, module: '/assets/home.js' },
    'home-en': { id: 'home-en', parentId: 'site', path: 'en', module: '/assets/home.js' },
    book: { id: 'book', parentId: 'site', path: 'book/:slug', module: '/assets/book.js', imports: ['/assets/cite.js'] },
    'book-en': { id: 'book-en', parentId: 'site', path: 'en/book/:slug', module: '/assets/book.js', imports: ['/assets/cite.js'] },
    admin: { id: 'admin', parentId: 'root', path: 'admin', module: '/assets/admin.js' },
    'not-found': { id: 'not-found', parentId: 'site', path: '*', module: '/assets/not-found.js' },
  },
};
const vite: ViteManifest = {
  '_chrome.js': { file: 'assets/chrome.js', dynamicImports: ['_chrome-pt.js', '_chrome-en.js', 'app/error-page.tsx'] },
  '_chrome-pt.js': { file: 'assets/chrome-pt.js', name: 'chrome-pt' },
  '_chrome-en.js': { file: 'assets/chrome-en.js', name: 'chrome-en' },
  'app/error-page.tsx': { file: 'assets/error-page.js' },
  'app/routes/book.tsx': { file: 'assets/book.js', dynamicImports: ['app/book-messages.ts?messages=pt', 'app/book-messages.ts?messages=en'] },
  'app/book-messages.ts?messages=pt': { file: 'assets/book-pt.js' },
  'app/book-messages.ts?messages=en': { file: 'assets/book-en.js' },
  'app/routes/admin.tsx': { file: 'assets/admin.js', dynamicImports: ['app/admin-heavy.ts'] },
  'app/admin-heavy.ts': { file: 'assets/admin-heavy.js' },
};
const sizes: Record<string, number> = {
  '/assets/entry.js': 1 * KB,
  '/assets/framework.js': 100 * KB,
  '/assets/root.js': 1 * KB,
  '/assets/chrome.js': 9 * KB,
  '/assets/chrome-pt.js': 1 * KB,
  '/assets/chrome-en.js': 1 * KB,
  '/assets/error-page.js': 5 * KB,
  '/assets/site.js': 1 * KB,
  '/assets/home.js': 2 * KB,
  '/assets/book.js': 3 * KB,
  '/assets/cite.js': 1 * KB,
  '/assets/book-pt.js': 1 * KB,
  '/assets/book-en.js': 1 * KB,
  '/assets/admin.js': 5 * KB,
  '/assets/admin-heavy.js': 50 * KB,
  '/assets/not-found.js': 1 * KB,
};
const size = (file: string) => sizes[file] ?? Number.NaN;

describe('the JavaScript budget of each page, from the build manifests', () => {
  it('counts the entry, every matched route with its imports, and the language table the page fetches at once', () => {
    expect(pageScripts(manifest, vite, '/book/a-book').sort()).toEqual(
      [
        '/assets/book-pt.js',
        '/assets/book.js',
        '/assets/chrome.js',
        '/assets/chrome-pt.js',
        '/assets/cite.js',
        '/assets/entry.js',
        '/assets/framework.js',
        '/assets/root.js',
        '/assets/site.js',
      ].sort(),
    );
    expect(pageScripts(manifest, vite, '/en/book/a-book')).toContain('/assets/book-en.js');
    expect(pageScripts(manifest, vite, '/en/book/a-book')).not.toContain('/assets/book-pt.js');
    expect(pageScripts(manifest, vite, '/en/book/a-book')).toContain('/assets/chrome-en.js');
    // The error page loads when a page fails, not before.
    expect(pageScripts(manifest, vite, '/book/a-book')).not.toContain('/assets/error-page.js');
    // What a page imports later (an admin's heavy module) is not part of its first load.
    expect(pageScripts(manifest, vite, '/admin')).not.toContain('/assets/admin-heavy.js');
  });

  it('passes pages within their budget', () => {
    const results = checkBudgets(manifest, vite, { '/': 120 * KB, '/book/a-book': 120 * KB }, size);
    expect(results.map((r) => [r.page, r.bytes / KB, r.over])).toEqual([
      ['/', 115, false],
      ['/book/a-book', 118, false],
    ]);
  });

  it('fails a page when a chunk it loads grows past its budget (a planted over-budget chunk)', () => {
    const planted = (file: string) => (file === '/assets/cite.js' ? 4 * KB : size(file));
    const results = checkBudgets(manifest, vite, { '/': 120 * KB, '/book/a-book': 120 * KB }, planted);
    expect(results.filter((r) => r.over).map((r) => [r.page, r.bytes / KB])).toEqual([['/book/a-book', 121]]);
  });

  it('refuses an address no route matches instead of measuring nothing', () => {
    expect(() => checkBudgets(manifest, vite, { '/nowhere/at/all': 120 * KB }, size)).toThrow(/no route matches/);
  });

  it('refuses an address only the not-found page matches (a page that moved would be measured as the 404)', () => {
    expect(() => checkBudgets(manifest, vite, { '/read/a-book/1': 160 * KB }, size)).toThrow(/but the not-found page/);
    expect(checkBudgets(manifest, vite, { '/book/a-book': 120 * KB }, size)).toHaveLength(1);
  });

  it('tells a module meant to load when used from one folded into the first load', () => {
    // The admin's heavy module: a dynamic import's chunk of its own, not loaded at once.
    const heavy = { ...vite, 'app/admin-heavy.ts': { file: 'assets/admin-heavy.js', isDynamicEntry: true } };
    expect(lazyLeaks(manifest, heavy, { '/admin': ['app/admin-heavy.ts'] })).toEqual([]);
    // Imported statically: no chunk of its own (folded into the route's), or its chunk among the first scripts.
    expect(lazyLeaks(manifest, vite, { '/admin': ['app/admin-heavy.ts'] })).toEqual([
      '/admin: app/admin-heavy.ts is no chunk of its own (imported statically?)',
    ]);
    const eager = { ...heavy, 'app/admin-heavy.ts': { file: 'assets/admin.js', isDynamicEntry: true } };
    expect(lazyLeaks(manifest, eager, { '/admin': ['app/admin-heavy.ts'] })).toEqual([
      "/admin: app/admin-heavy.ts (/assets/admin.js) is in the page's first load",
    ]);
  });
});
