import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { useLocale } from '#app/i18n/messages.ts';
import { localizePath } from '#app/i18n/locales.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

// One subscription and snapshot function for every link: stable, so React subscribes each link
// once (a new function per render made it subscribe again on every render).
function subscribeToConnection(notify: () => void) {
  connection()?.addEventListener?.('change', notify);
  return () => connection()?.removeEventListener?.('change', notify);
}

function prefetchAllowedNow(): boolean {
  const c = connection();
  return !(c?.saveData || c?.effectiveType === 'slow-2g' || c?.effectiveType === '2g');
}

const prefetchAllowedOnServer = () => true;

/** Prefetching costs data: skip it on 2g and when the person asked to save data. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribeToConnection, prefetchAllowedNow, prefetchAllowedOnServer);
}

/**
 * A page transition only for those who have not asked for less motion: with the preference its
 * animations are off (app.css), and the browser would still draw both pages to animate nothing (a
 * third of a navigation's work). Read at render: the choice is not in the markup, so the server's
 * answer (none there) cannot disagree with the page's.
 */
const viewTransition = () => typeof matchMedia === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches;

type LinkProps = Omit<ComponentProps<typeof RouterLink>, 'to'> & {
  /** A locale-neutral path ('/about-us'); the current locale's prefix is added. */
  to: string;
};

/** An internal link in the current language, with prefetch on intent and a page transition (unless motion is reduced). */
export function Link({ to, prefetch, ...props }: LinkProps) {
  const locale = useLocale();
  const allowed = usePrefetchAllowed();
  return <RouterLink to={localizePath(to, locale)} prefetch={allowed ? (prefetch ?? 'intent') : 'none'} viewTransition={viewTransition()} {...props} />;
}

type NavLinkProps = Omit<ComponentProps<typeof RouterNavLink>, 'to'> & { to: string };

export function NavLink({ to, prefetch, ...props }: NavLinkProps) {
  const locale = useLocale();
  const allowed = usePrefetchAllowed();
  return <RouterNavLink to={localizePath(to, locale)} prefetch={allowed ? (prefetch ?? 'intent') : 'none'} viewTransition={viewTransition()} {...props} />;
}
