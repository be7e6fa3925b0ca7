/** What the server knows of an address without rendering it: which route it is, and how the log may keep it (its secrets named, not written). */
import { beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl, rememberPageRoutes, routeAt } from './page-routes.server.ts';

const page = { module: { default: () => null } };
beforeAll(() => {
  rememberPageRoutes({
    root: { id: 'root', path: '', ...page },
    site___pt: { id: 'site___pt', parentId: 'root', ...page },
    book___pt: { id: 'book___pt', parentId: 'site___pt', path: 'book/:slug?', ...page },
    recover___pt: { id: 'recover___pt', parentId: 'site___pt', path: 'recover', ...page },
    reset___pt: { id: 'reset___pt', parentId: 'site___pt', path: 'recover/:token', ...page },
    // The English layout holds the /en prefix (app/routes.ts).
    site___en: { id: 'site___en', parentId: 'root', path: 'en', ...page },
    reset___en: { id: 'reset___en', parentId: 'site___en', path: 'recover/:token', ...page },
    pay___pt: { id: 'pay___pt', parentId: 'site___pt', path: 'pay/test/:ref', ...page },
    admin___pt: { id: 'admin___pt', parentId: 'root', path: 'admin', ...page },
    'admin-course___pt': { id: 'admin-course___pt', parentId: 'admin___pt', path: 'courses/:id', ...page },
    'certificate-pdf': { id: 'certificate-pdf', parentId: 'root', path: 'certificate/:code/pdf', module: {} },
  });
});

describe('the route at an address', () => {
  it('is the matched route with its layouts and parameters, or null', () => {
    expect(routeAt('/en/recover/abc')).toEqual({ id: 'reset___en', page: true, layouts: ['root', 'site___en'], params: { token: 'abc' } });
    expect(routeAt('/certificate/C0D3/pdf')).toMatchObject({ id: 'certificate-pdf', page: false, layouts: ['root'] });
    expect(routeAt('/admin/courses/3')).toMatchObject({ id: 'admin-course___pt', layouts: ['root', 'admin___pt'] });
  });
});

describe('an address in the log', () => {
  it('keeps the shape of a secret link, never its secret', () => {
    expect(redactedUrl('/recover/NWABz7Qk2pL9')).toBe('/recover/:token');
    expect(redactedUrl('/en/recover/NWABz7Qk2pL9/?x=1')).toBe('/en/recover/:token/?x=1');
    expect(redactedUrl('/pay/test/r3f')).toBe('/pay/test/:ref');
    expect(redactedUrl('/certificate/C0D3/pdf?lang=en')).toBe('/certificate/:code/pdf?lang=en');
    expect(redactedUrl('http://localhost:3000/recover/NWABz7Qk2pL9')).toBe('http://localhost:3000/recover/:token');
    // The auth library's mail links and sign-in callbacks, signed downloads: their query's secrets.
    expect(redactedUrl('/api/auth/verify-email?token=eyJhbGci.x.y&callbackURL=%2Faccount')).toBe('/api/auth/verify-email?token=:token&callbackURL=/account');
    expect(redactedUrl('/api/auth/callback/google?code=4%2F0Ab&state=s7')).toBe('/api/auth/callback/google?code=:code&state=:state');
    expect(redactedUrl('/account/library/memoria/epub?expires=1&signature=abc')).toBe('/account/library/memoria/epub?expires=1&signature=:signature');
    // A page that sends a signed-out visitor to sign in carries its address along.
    expect(redactedUrl('/login?redirect=%2Fen%2Frecover%2FNWABz7Qk2pL9%3Fx%3D1')).toBe('/login?redirect=/en/recover/:token%3Fx%3D1');
  });

  it('keeps every other address as it came', () => {
    for (const url of [
      '/',
      '/book/memoria',
      '/recover',
      '/admin/courses/12',
      '/catalog?q=design&page=2',
      '/login?redirect=%2Fbook%2Fmemoria',
      '/no/such/page',
      '/assets/x.js',
    ])
      expect(redactedUrl(url)).toBe(url);
  });
});
