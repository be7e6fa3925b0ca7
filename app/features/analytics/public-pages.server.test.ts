/** Analytics counts the site's public pages only: not a private layout's, not a resource, not an address with a secret. */
import { beforeAll, describe, expect, it } from 'vitest';
import { rememberPageRoutes } from '#app/lib/page-routes.server.ts';
import { carriesSecret } from '#app/lib/secret-links.ts';
import { publicPageAt } from './public-pages.server.ts';

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

describe('a public page', () => {
  it('is one of the site’s pages, with no secret in its address', () => {
    expect(publicPageAt('/book/memoria')).toBe('book___pt');
    expect(publicPageAt('/recover')).toBe('recover___pt');
    expect(publicPageAt('/recover/NWABz7Qk2pL9')).toBeNull();
    expect(publicPageAt('/en/recover/NWABz7Qk2pL9')).toBeNull();
    expect(publicPageAt('/pay/test/abc')).toBeNull();
    expect(publicPageAt('/book/memoria', '?token=abc')).toBeNull();
    expect(publicPageAt('/book/memoria', '?type=book')).toBe('book___pt');
  });

  it('is none under the admin layout, a resource, or /account', () => {
    expect(publicPageAt('/admin/courses/3')).toBeNull();
    expect(publicPageAt('/certificate/C0D3/pdf')).toBeNull();
    expect(publicPageAt('/account')).toBeNull();
    expect(publicPageAt('/no/such/page')).toBeNull();
  });

  it('carries a secret by a route parameter or a query parameter of that name', () => {
    expect(carriesSecret({ token: 'x' })).toBe(true);
    expect(carriesSecret({ slug: 'x', code: 'y' })).toBe(true);
    expect(carriesSecret({ slug: 'x' }, '?subject=design&Signature=abc')).toBe(true);
    expect(carriesSecret({ slug: 'x' }, '?subject=design')).toBe(false);
  });
});
