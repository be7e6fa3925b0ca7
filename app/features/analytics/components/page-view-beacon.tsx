import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { carriesSecret } from '#app/lib/secret-links.ts';
import { canonicalPath, deviceClass, referrerHost, type PageViewBeacon } from '../page-view.ts';

/**
 * Sends one page view for the first page and for each navigation inside the app, only while the
 * visitor's consent allows analytics (the server checks it again), and never for a page whose address
 * carries a secret (a reset link, an invitation: lib/secret-links.ts). Keeps nothing in the browser: no
 * cookie, no storage. Do-not-track is not a reason to skip (the specification's choice): nothing
 * here follows a person.
 */
export function PageViewBeacon({ consent }: { consent: string | null | undefined }) {
  const { pathname, search } = useLocation();
  const secret = carriesSecret(useMatches().at(-1)?.params ?? {}, search);
  const first = useRef(true);
  useEffect(() => {
    if (consent !== 'all' || secret) return;
    const beacon: PageViewBeacon = {
      // The canonical path: a search's words and other parameters never leave the browser.
      p: canonicalPath(pathname, search),
      // Where the visitor came from is said once, with the first page.
      r: first.current ? referrerHost(document.referrer, location.host) : '',
      l: navigator.language,
      d: deviceClass(screen.width),
    };
    first.current = false;
    const body = JSON.stringify(beacon);
    // A string is sent as text/plain: no preflight, and it outlives a page being left.
    if (!navigator.sendBeacon?.('/page-view', body)) void fetch('/page-view', { method: 'POST', body, keepalive: true }).catch(() => undefined);
  }, [consent, pathname, search, secret]);
  return null;
}
