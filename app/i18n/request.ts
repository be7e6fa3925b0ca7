import { localeFromPath, type Locale } from './locales.ts';

/** The locale of the page a request is for (from its path, never from a cookie). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}
