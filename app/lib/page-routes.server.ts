/**
 * The app's public pages, as the server build lists them (server/app.ts hands them over at start):
 * for what must know whether an address is one of the site's pages without rendering it (the
 * page-view counter ignores anything else).
 */
import { matchRoutes, type RouteObject } from 'react-router';

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { default?: unknown };
}

/** Layouts whose pages are a person's or the staff's, never counted as the site's public pages. */
const PRIVATE_LAYOUTS = new Set(['admin', 'signed-in']);
const base = (id: string) => id.replace(/___(pt|en)$/, '');

let tree: RouteObject[] = [];
const pages = new Set<string>();

export function rememberPageRoutes(routes: Record<string, BuildRoute | undefined>): void {
  const all = Object.values(routes).filter((route): route is BuildRoute => Boolean(route));
  const privateRoute = (route: BuildRoute | undefined): boolean => Boolean(route && (PRIVATE_LAYOUTS.has(base(route.id)) || privateRoute(route.parentId ? routes[route.parentId] : undefined)));
  const children = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: route.index ? undefined : children(route.id) }) as RouteObject);
  tree = children(undefined);
  pages.clear();
  for (const route of all) if (route.module.default && !privateRoute(route) && base(route.id) !== 'not-found') pages.add(route.id);
}

/** The id of the public page at this path, or null (a resource, a private page, or no page at all). */
export function publicPageAt(pathname: string): string | null {
  if (/^\/(en\/)?account(\/|$)/.test(pathname)) return null;
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  return leaf && pages.has(leaf) ? leaf : null;
}
