/** ServerRouter draws a page from the routes it matched and those of its parent paths (what the browser is sent), not the whole table. */
import { createStaticHandler, type EntryContext, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialRouteContext, parentPaths } from './initial-routes.server.ts';

// The shape of app/routes.ts: a pathless Portuguese layout, an English one holding /en, the admin.
const routes: RouteObject[] = [
  {
    id: 'root',
    path: '',
    children: [
      {
        id: 'site___pt',
        children: [
          { id: 'home___pt', index: true },
          { id: 'book___pt', path: 'book/:slug' },
          { id: 'blog___pt', path: 'blog' },
        ],
      },
      {
        id: 'site___en',
        path: 'en',
        children: [
          { id: 'home___en', index: true },
          { id: 'book___en', path: 'book/:slug' },
          { id: 'blog___en', path: 'blog' },
        ],
      },
      { id: 'admin___pt', path: 'admin', children: [{ id: 'admin-dashboard___pt', index: true }] },
    ],
  },
];
const manifestRoutes = (list: RouteObject[], parentId?: string): [string, object][] =>
  list.flatMap((r) => [[r.id!, { id: r.id, parentId, path: r.path, index: r.index }] as [string, object], ...manifestRoutes(r.children ?? [], r.id)]);

async function contextAt(pathname: string, countMatches: (path: string) => void) {
  const handler = createStaticHandler(routes);
  const result = await handler.query(new Request(`http://localhost${pathname}`));
  if (result instanceof Response) throw new Error('no page');
  const match = result._match;
  result._match = ((location: string) => {
    countMatches(location);
    return match(location);
  }) as typeof match;
  return { staticHandlerContext: result, manifest: { routes: Object.fromEntries(manifestRoutes(routes)) } } as unknown as EntryContext;
}

describe('the routes a page is drawn with', () => {
  it('are the parent paths React Router sends the browser: "/" and each one above the address', () => {
    expect(parentPaths('/')).toEqual(['/']);
    expect(parentPaths('/en')).toEqual(['/']);
    expect(parentPaths('/en/book/memoria')).toEqual(['/', '/en', '/en/book']);
    expect(parentPaths('/book/memoria/')).toEqual(['/', '/book']);
  });

  it('hold the matched routes and those of the parent paths, nothing else', async () => {
    const context = initialRouteContext(await contextAt('/en/book/memoria', () => {}));
    expect(Object.keys(context.manifest.routes).sort()).toEqual(['book___en', 'home___en', 'home___pt', 'root', 'site___en', 'site___pt']);
    expect(context.manifest.routes.book___en).toMatchObject({ path: 'book/:slug', parentId: 'site___en' });
    const admin = initialRouteContext(await contextAt('/admin', () => {}));
    expect(Object.keys(admin.manifest.routes).sort()).toEqual(['admin-dashboard___pt', 'admin___pt', 'home___pt', 'root', 'site___pt']);
  });

  it('match a parent path against the table once, then keep its answer', async () => {
    const asked: string[] = [];
    const first = initialRouteContext(await contextAt('/en/blog', (path) => asked.push(path)));
    expect(asked).toEqual(['/', '/en']);
    const again = first.staticHandlerContext._match('/en');
    expect(again?.map((m) => m.route.id)).toEqual(['root', 'site___en', 'home___en']);
    expect(asked).toEqual(['/', '/en']);
  });
});
