/**
 * Analytics' rule of what it counts: the site's public pages. A person's or the staff's pages (under
 * the admin and signed-in layouts, and /account), resources, the not-found page and a page whose
 * address carries a secret (a reset link's token, a certificate's code…) are never counted.
 */
import { routeAt } from '#app/lib/page-routes.server.ts';
import { carriesSecret } from '#app/lib/secret-links.ts';

/** Layouts whose pages are a person's or the staff's, never counted as the site's public pages. */
const PRIVATE_LAYOUTS = new Set(['admin', 'signed-in']);
const base = (id: string) => id.replace(/___(pt|en)$/, '');

/** The id of the public page at this address, or null: a resource, a private page, no page at all, or a secret in the address. */
export function publicPageAt(pathname: string, search = ''): string | null {
  if (/^\/(en\/)?account(\/|$)/.test(pathname)) return null;
  const route = routeAt(pathname);
  if (!route?.page || base(route.id) === 'not-found') return null;
  if ([...route.layouts, route.id].some((id) => PRIVATE_LAYOUTS.has(base(id)))) return null;
  return carriesSecret(route.params, search) ? null : route.id;
}
