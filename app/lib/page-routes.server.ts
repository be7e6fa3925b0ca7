/**
 * The app's routes, as the server build lists them (server/app.ts hands them over at start): for
 * what must know what an address is without rendering it. The logs keep a secret link's shape, not
 * its secret (lib/secret-links.ts); a feature asks which route an address is (analytics counts
 * only public pages: features/analytics/public-pages.server.ts).
 */
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { isSecretQueryParam, SECRET_PARAMS } from './secret-links.ts';

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { default?: unknown };
}

let tree: RouteObject[] = [];
const byId = new Map<string, BuildRoute>();
/** Each route whose address holds a secret: a pattern of its full path, the secrets' names in order. */
let secretRoutes: { pattern: RegExp; names: string[] }[] = [];

const SECRET_SEGMENT = new RegExp(`^:(${SECRET_PARAMS.join('|')})(\\?)?$`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function secretRoute(fullPath: string): { pattern: RegExp; names: string[] } | null {
  const names: string[] = [];
  const source = fullPath
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const secret = SECRET_SEGMENT.exec(part);
      if (secret) names.push(secret[1]!);
      const segment = secret ? '/([^/]+)' : part === '*' ? '/.*' : part.startsWith(':') ? '/[^/]+' : `/${escape(part.replace(/\?$/, ''))}`;
      return part.endsWith('?') || part === '*' ? `(?:${segment})?` : segment;
    })
    .join('');
  return names.length ? { pattern: new RegExp(`^${source}/?$`, 'id'), names } : null;
}

export function rememberPageRoutes(routes: Record<string, BuildRoute | undefined>): void {
  const all = Object.values(routes).filter((route): route is BuildRoute => Boolean(route));
  const fullPath = (route: BuildRoute | undefined): string =>
    route ? [fullPath(route.parentId ? routes[route.parentId] : undefined), route.path].filter(Boolean).join('/') : '';
  const children = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: route.index ? undefined : children(route.id),
          }) as RouteObject,
      );
  tree = children(undefined);
  byId.clear();
  for (const route of all) byId.set(route.id, route);
  secretRoutes = [...new Set(all.map(fullPath))].flatMap((path) => secretRoute(path) ?? []);
}

/** The route an address leads to: its id, whether it draws a page, its layouts' ids (outermost first) and its parameters; or null. */
export interface RouteAt {
  id: string;
  page: boolean;
  layouts: string[];
  params: Params;
}

export function routeAt(pathname: string): RouteAt | null {
  const leaf = matchRoutes(tree, pathname)?.at(-1);
  const route = leaf && byId.get(leaf.route.id!);
  if (!leaf || !route) return null;
  const layouts: string[] = [];
  for (let parent = route.parentId ? byId.get(route.parentId) : undefined; parent; parent = parent.parentId ? byId.get(parent.parentId) : undefined)
    layouts.unshift(parent.id);
  return { id: route.id, page: Boolean(route.module.default), layouts, params: leaf.params };
}

/**
 * The address as a log may keep it: each secret segment and query value replaced by its name
 * (`/en/recover/:token`), in an address carried in the query too (`/login?redirect=/groups/join/:code`).
 * It runs for every request: a few patterns are tried, not the router's whole table.
 */
export function redactedUrl(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const at = rest.search(/[?#]/);
  let path = at < 0 ? rest : rest.slice(0, at);
  const search = at < 0 ? '' : rest.slice(at).replace(/#.*$/, '');
  for (const { pattern, names } of secretRoutes) {
    const found = pattern.exec(path);
    if (!found?.indices) continue;
    // From the last secret to the first, so earlier positions stay right.
    for (let i = names.length; i >= 1; i--) {
      const span = found.indices[i];
      if (span) path = `${path.slice(0, span[0])}:${names[i - 1]}${path.slice(span[1])}`;
    }
    break;
  }
  return origin + path + redactedQuery(search);
}

function redactedQuery(search: string): string {
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [name, value] of [...params]) {
    const kept = isSecretQueryParam(name) ? `:${name}` : value.startsWith('/') && !value.startsWith('//') ? redactedUrl(value) : value;
    if (kept === value) continue;
    params.set(name, kept);
    changed = true;
  }
  return changed ? `?${params.toString().replace(/%3A/g, ':').replace(/%2F/g, '/')}` : search;
}
