/**
 * What React Router's ServerRouter is given of the app's 330 routes to draw one page.
 *
 * For every page it draws, ServerRouter turns each route of the manifest into route objects (twice:
 * server routes, then data routes), and <Scripts> matches each parent path of the address ("/",
 * "/en", "/en/book"…) against every route again, for the routes the browser starts with (lazy route
 * discovery): together about a sixth of a signed-in page's server time (issue 56). A page needs only
 * the routes it matched and those of its parent paths, which is exactly the manifest <Scripts> sends
 * the browser. So ServerRouter gets a context holding only those, and the parent paths' matches,
 * which depend on the path alone, are kept in a bounded map per route table.
 */
import type { EntryContext } from 'react-router';

type HandlerContext = EntryContext['staticHandlerContext'];
type Match = HandlerContext['_match'];

/** Addresses whose matches are kept per route table; the oldest goes first. */
const KEPT = 2_000;
/** One remembering matcher per route table (React Router makes one table per build). */
const remembering = new WeakMap<Match, Match>();

function remembered(match: Match): Match {
  const known = remembering.get(match);
  if (known) return known;
  const table = new Map<string, ReturnType<Match>>();
  const keeping: Match = (location, ...rest) => {
    if (typeof location !== 'string' || rest.length) return match(location, ...rest);
    if (table.has(location)) return table.get(location)!;
    const found = match(location);
    if (table.size >= KEPT) table.delete(table.keys().next().value!);
    table.set(location, found);
    return found;
  };
  remembering.set(match, keeping);
  return keeping;
}

/** "/en/book/memoria" → "/", "/en", "/en/book": the parent paths whose routes the browser is sent (as React Router's getPartialManifest lists them). */
export function parentPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
}

/** The context for ServerRouter: the routes this page matched and those of its parent paths, with the parent paths' matches kept. */
export function initialRouteContext(context: EntryContext): EntryContext {
  const handler = context.staticHandlerContext;
  const match = remembered(handler._match);
  const ids = new Set(handler.matches.map((m) => m.route.id));
  for (const path of parentPaths(handler.location.pathname)) for (const m of match(path) ?? []) ids.add(m.route.id);
  const routes: EntryContext['manifest']['routes'] = {};
  for (const id of ids) routes[id] = context.manifest.routes[id];
  return { ...context, manifest: { ...context.manifest, routes }, staticHandlerContext: { ...handler, _match: match } };
}
