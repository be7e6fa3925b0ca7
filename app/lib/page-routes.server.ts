/**
 * The app's routes, as the server build lists them (server/app.ts hands them over at start): for
 * what must know what an address is without rendering it. The page-view counter ignores anything
 * but a public page; the logs keep a secret link's shape, not its secret (lib/secret-links.ts).
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { carriesSecret, isSecretQueryParam, SECRET_PARAMS } from './secret-links.ts';

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
  const privateRoute = (route: BuildRoute | undefined): boolean =>
    Boolean(route && (PRIVATE_LAYOUTS.has(base(route.id)) || privateRoute(route.parentId ? routes[route.parentId] : undefined)));
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
  pages.clear();
  for (const route of all) if (route.module.default && !privateRoute(route) && base(route.id) !== 'not-found') pages.add(route.id);
  secretRoutes = [...new Set(all.map(fullPath))].flatMap((path) => secretRoute(path) ?? []);
}

/**
 * The id of the public page at this address, or null: a resource, a private page, no page at all,
 * or a page whose address carries a secret (a reset link's token, a certificate's code…).
 */
export function publicPageAt(pathname: string, search = ''): string | null {
  if (/^\/(en\/)?account(\/|$)/.test(pathname)) return null;
  const leaf = matchRoutes(tree, pathname)?.at(-1);
  return leaf && pages.has(leaf.route.id!) && !carriesSecret(leaf.params, search) ? leaf.route.id! : null;
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
