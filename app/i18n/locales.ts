export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'pt';
/** Where a message is missing in a locale, this one is used. */
export const fallbackLocale: Locale = 'en';

/**
 * `iso`: the tag the site's pages and Intl's formats use ('pt-BR', 'en-US'). `lang`: the language
 * of a text in this locale, English with no region (an EPUB's or a subtitle's language, Stripe's
 * checkout, whose locales have no 'en-US').
 */
export const localeInfo: Record<Locale, { iso: string; lang: string; prefix: string; name: string }> = {
  pt: { iso: 'pt-BR', lang: 'pt-BR', prefix: '', name: 'Português' },
  en: { iso: 'en-US', lang: 'en', prefix: '/en', name: 'English' },
};

export function isLocale(value: unknown): value is Locale {
  return value === 'pt' || value === 'en';
}

export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt';
}

/** '/en/about-us' → '/about-us'; '/en' → '/'. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === 'pt') return pathname;
  return pathname.slice(3) || '/';
}

/** A locale-neutral path ('/about-us', '/') in the given locale. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localeInfo[locale].prefix;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The same page in another locale, keeping the query string and hash. */
export function switchLocale(pathWithSearch: string, to: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithSearch);
  const [, pathname = '/', rest = ''] = match ?? [];
  return localizePath(stripLocale(pathname), to) + rest;
}

/** Picks a supported locale from an Accept-Language header, or null when none is acceptable. */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}
