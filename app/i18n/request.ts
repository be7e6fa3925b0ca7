import { localeFromPath, type Locale } from './locales.ts';

/**
 * The path of the page a request is for. A route data request names its page with `.data`
 * (`/en.data` is `/en`; the home page's is `/_root.data`), and reading that suffix as part of the
 * path would make `/en` a Portuguese page whenever the router revalidates it.
 */
export function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.replace(/\.data$/, '');
}

/** The locale of the page a request is for (from its path, never from a cookie). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(pagePath(new URL(request.url).pathname));
}
