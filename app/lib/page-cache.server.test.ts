import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  changesPublicPages,
  gzippedWithNonce,
  isCacheable,
  PageCache,
  pageCacheKey,
  responseEtag,
  revalidated,
  storablePage,
  withNonce,
  type PageRequest,
} from './page-cache.server.ts';

const get = (path: string, cookie?: string, acceptLanguage?: string): PageRequest => ({
  method: 'GET',
  path: path.split('?')[0]!,
  url: path,
  cookie,
  acceptLanguage,
});

describe('pageCacheKey', () => {
  it('keys anonymous pages by address, language, cookie choice and colour mode', () => {
    expect(pageCacheKey(get('/catalog?q=design'))).toBe(pageCacheKey(get('/catalog?q=design')));
    expect(pageCacheKey(get('/catalog?q=design'))).not.toBe(pageCacheKey(get('/catalog?q=ipe')));
    expect(pageCacheKey(get('/catalog'))).not.toBe(pageCacheKey(get('/catalog', 'consent=necessary')));
    expect(pageCacheKey(get('/catalog', 'consent=all; lang=en'))).toBe(pageCacheKey(get('/catalog', 'lang=en; consent=all')));
    // The server draws a chosen colour mode into the page (root.tsx), so each mode is a page of its own.
    const modes = ['', 'color-mode=dark', 'color-mode=light'].map((cookie) => pageCacheKey(get('/catalog', cookie || undefined)));
    expect(modes.every((key) => key !== null)).toBe(true);
    expect(new Set(modes).size).toBe(3);
  });

  it('never keys a request with a session, a cart or any other cookie', () => {
    expect(pageCacheKey(get('/catalog', 'ipe.session_token=abc'))).toBeNull();
    expect(pageCacheKey(get('/catalog', 'consent=all; cart=123'))).toBeNull();
    expect(pageCacheKey(get('/catalog', 'something=else'))).toBeNull();
  });

  it('never keys a request that names a cookie twice: the page and the key could read different values', () => {
    // The attack: a page without the banner, in dark mode, stored for every visitor without cookies.
    expect(pageCacheKey(get('/', 'consent=all; consent=; color-mode=dark; color-mode='))).toBeNull();
    // And a page built for "all" served to people who chose "necessary".
    expect(pageCacheKey(get('/catalog', 'consent=all; consent=necessary'))).toBeNull();
    expect(pageCacheKey(get('/catalog', 'lang=en; lang=pt'))).toBeNull();
  });

  it('reads a cookie it cannot decode as absent, as the page does', () => {
    expect(pageCacheKey(get('/catalog', 'consent=%E0%A4%A'))).toBe(pageCacheKey(get('/catalog')));
  });

  it('never keys personal areas, other methods or what is not a page', () => {
    for (const path of [
      '/account',
      '/en/account/library',
      '/orders/4',
      '/checkout',
      '/admin/orders',
      '/en/admin',
      '/_ipx/w_100/x.jpg',
      '/api/auth/session',
      '/healthz',
      '/login',
      '/en/register',
      '/recover/abc',
      '/newsletter/confirm/abc',
      '/en/newsletter/unsubscribe/abc',
      '/pay/test/1',
    ]) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    expect(pageCacheKey({ ...get('/catalog'), method: 'POST' })).toBeNull();
  });

  it('matches the exclusions as the router matches paths: decoded, in any case, with repeated slashes', () => {
    for (const path of ['/%72ecover', '/%72ecover/abc', '/Recover', '/EN/Account', '/en/%61ccount/library', '//login', '/%2Fadmin', '/%E0%A4%A']) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
  });

  it('keys the home page by the browser language only while no language was chosen (the first visit may go to /en)', () => {
    expect(pageCacheKey(get('/', undefined, 'en-US,en;q=0.9'))).not.toBe(pageCacheKey(get('/', undefined, 'pt-BR')));
    expect(pageCacheKey(get('/', 'lang=pt', 'en-US'))).toBe(pageCacheKey(get('/', 'lang=pt', 'pt-BR')));
    expect(pageCacheKey(get('/catalog', undefined, 'en-US'))).toBe(pageCacheKey(get('/catalog', undefined, 'pt-BR')));
  });
});

describe('isCacheable', () => {
  it('keeps whole HTML pages that set no cookie and do not forbid it', () => {
    expect(isCacheable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isCacheable(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isCacheable(302, { 'content-type': 'text/html' })).toBe(false);
    expect(isCacheable(200, { 'content-type': 'application/json' })).toBe(false);
    expect(isCacheable(200, { 'content-type': 'text/html', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isCacheable(200, { 'content-type': 'text/html', 'cache-control': 'private, no-store' })).toBe(false);
    expect(isCacheable(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache' })).toBe(true);
  });
});

describe('nonces', () => {
  it('a stored page answers with each response’s own nonce, never the one it was made with', () => {
    const html = '<script nonce="Tm9uY2Ux">a()</script><link nonce="Tm9uY2Ux">';
    const stored = { ...storablePage(html, 'Tm9uY2Ux', {}), storedAt: 0 };
    expect(Buffer.concat(stored.parts).toString()).not.toContain('Tm9uY2Ux');
    expect(withNonce(stored, 'U2Vjb25k').toString()).toBe('<script nonce="U2Vjb25k">a()</script><link nonce="U2Vjb25k">');
    expect(stored.etag).toBe(storablePage(html.replaceAll('Tm9uY2Ux', 'T3RoZXI='), 'T3RoZXI=', {}).etag);
    expect(stored.etag).not.toBe(storablePage(html.replace('a()', 'b()'), 'Tm9uY2Ux', {}).etag);
  });
});

describe('gzip from the stored parts', () => {
  // A page like ours: nonces in the head and at the end, accents, a large body past deflate's 32 KB window.
  const nonce = 'cGFnZS1ub25jZS0xMjM0NQ==';
  const body = Array.from({ length: 3000 }, (_, i) => `<p id="p${i}">Publicação nº ${i} — ${randomBytes(6).toString('hex')}</p>`).join('');
  const pages = {
    'nonces inside': `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script><link rel="modulepreload" nonce="${nonce}"></head><body>${body}<script nonce="${nonce}">b()</script></body></html>`,
    'nonce first and last': `${nonce}<p>ção</p>${nonce}`,
    'no nonce': '<p>Sem nonce: ção</p>',
    // A page with a NUL byte in it (never ours) is deflated without the parts before as dictionary.
    'a NUL byte': `<p>a\u0000b</p><script nonce="${nonce}">a()</script><p>a\u0000b</p>`,
    empty: '',
  };

  it.each(Object.entries(pages))('reads back, when gunzipped, as the page with the response’s nonce (%s)', (_, html) => {
    const stored = storablePage(html, nonce, {});
    // Nonces as ours are (24 characters), and one of another length (then gzipped afresh).
    for (const fresh of ['U2Vjb25kTm9uY2UxMjM0NQ==', 'q+3/zZ9Xy1AbCdEfGhIjKw==', 'c2hvcnQ=']) {
      const expected = html.replaceAll(nonce, fresh);
      expect(zlib.gunzipSync(gzippedWithNonce(stored, fresh)).toString('utf8')).toBe(expected);
      expect(withNonce(stored, fresh).toString('utf8')).toBe(expected);
    }
  });

  it('is about as small as gzip of the whole page: each part refers back to the parts before it', () => {
    // The data after the last nonce repeats the body's words, as React Router's does.
    // (Within deflate's window of 32 KB, as a page's main content and its data are.)
    const content = body.slice(0, 20_000);
    const html = `<head><script nonce="${nonce}">a()</script></head><body>${content}<script nonce="${nonce}">${JSON.stringify(content)}</script></body>`;
    const spliced = gzippedWithNonce(storablePage(html, nonce, {}), nonce).length;
    expect(spliced).toBeLessThan(zlib.gzipSync(html, { level: 6 }).length * 1.03);
  });
});

describe('revalidation', () => {
  it('a 304 gives back the nonce of the copy the client holds, for this version of the page only', () => {
    const page = { ...storablePage('<script nonce="bm9uY2Ux">a()</script>', 'bm9uY2Ux', {}), storedAt: 0 };
    const nonce = 'q+3/zZ9Xy1AbCdEfGhIjKw==';
    expect(revalidated(page, responseEtag(page, nonce))).toBe(nonce);
    const changed = { ...storablePage('<script nonce="bm9uY2Ux">b()</script>', 'bm9uY2Ux', {}), storedAt: 0 };
    expect(revalidated(changed, responseEtag(page, nonce))).toBeNull();
    expect(revalidated(page, undefined)).toBeNull();
    expect(revalidated(page, `W/"${page.etag}.abc"; rm -rf`)).toBeNull();
  });
});

describe('PageCache', () => {
  it('forgets the least recently used pages past its size, and pages past their time', () => {
    let now = 0;
    const cache = new PageCache(2000, 1000, () => now);
    const page = (text: string) => storablePage(text.padEnd(400, '.'), '', {});
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.set('c', page('c'));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', page('d'));
    cache.set('e', page('e'));
    cache.set('f', page('f'));
    expect(cache.usedBytes).toBeLessThanOrEqual(2000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('changesPublicPages', () => {
  const session = 'consent=all; ipe.session_token=abc.def';
  it('is a write that succeeded by someone signed in, or by a payment provider', () => {
    expect(changesPublicPages({ method: 'POST', path: '/admin/catalog/4', status: 303, cookie: session })).toBe(true);
    expect(changesPublicPages({ method: 'POST', path: '/certificate/ABCDE-12345', status: 200, cookie: `__Secure-ipe.session_token=x` })).toBe(true);
    expect(changesPublicPages({ method: 'POST', path: '/api/webhooks/stripe', status: 200, cookie: undefined })).toBe(true);
    expect(changesPublicPages({ method: 'POST', path: '/admin/catalog/4', status: 400, cookie: session })).toBe(false);
    expect(changesPublicPages({ method: 'GET', path: '/admin/catalog', status: 200, cookie: session })).toBe(false);
  });
  it('is not an anonymous write', () => {
    expect(changesPublicPages({ method: 'POST', path: '/reading-events', status: 204, cookie: undefined })).toBe(false);
    expect(changesPublicPages({ method: 'POST', path: '/newsletter', status: 200, cookie: 'consent=all' })).toBe(false);
  });
});
