/**
 * What a page view says (the browser's beacon and the server's check share these rules): the
 * canonical path with only the query parameters that name content, the host of another site the
 * visitor came from, the browser's language and a coarse class of device. Nothing else.
 */

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Query parameters that name what a page shows (a catalog section, a subject, a category); a search's words are not kept. */
export const CONTENT_PARAMS = ['type', 'subject', 'collection', 'category'] as const;

/** By the screen's width in CSS pixels. */
export function deviceClass(width: number): Device {
  return width < 768 ? 'phone' : width < 1200 ? 'tablet' : 'desktop';
}

/** The path as the site names it: no trailing slash, only content parameters, in a fixed order. */
export function canonicalPath(pathname: string, search: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const params = new URLSearchParams(search);
  const kept = CONTENT_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value && /^[\w-]{1,80}$/.test(value) ? [`${name}=${value}`] : [];
  });
  return kept.length ? `${path}?${kept.join('&')}` : path;
}

/** The primary language subtag (pt, en, es…), or '' for anything else. */
export function languageOf(tag: string | null | undefined): string {
  const primary = (tag ?? '').split('-')[0]!.toLowerCase();
  return /^[a-z]{2,3}$/.test(primary) ? primary : '';
}

/** Another site's host name from a referrer, or '' (none, ours, or not a web address). */
export function referrerHost(referrer: string, ownHost: string): string {
  const url = URL.parse(referrer);
  if (!url || !['http:', 'https:'].includes(url.protocol)) return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return host ===
    ownHost
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/:\d+$/, '') || host.length > 120
    ? ''
    : host;
}

/** The beacon's body: p the canonical path (canonicalPath), r referrer host, l language, d device. */
export interface PageViewBeacon {
  p: string;
  r: string;
  l: string;
  d: Device;
}
