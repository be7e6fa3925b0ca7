import { localeFromPath, localeInfo, localizePath, stripLocale, type Locale } from '#app/i18n/locales.ts';

/**
 * Canonical URL and hreflang alternates (pt-BR, en-US, x-default) for the page at `pathname`;
 * `onlyIn`: the page exists in that language only, which is then its one alternate and the default.
 */
export function LocaleLinks({ appUrl, pathname, alternates = true, onlyIn }: { appUrl: string; pathname: string; alternates?: boolean; onlyIn?: Locale }) {
  const neutral = stripLocale(pathname);
  const canonical = appUrl + localizePath(neutral, localeFromPath(pathname));
  if (onlyIn) {
    const original = appUrl + localizePath(neutral, onlyIn);
    return (
      <>
        <link rel="canonical" href={canonical} />
        <link rel="alternate" hrefLang={localeInfo[onlyIn].iso} href={original} />
        <link rel="alternate" hrefLang="x-default" href={original} />
      </>
    );
  }
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates ? (
        <>
          <link rel="alternate" hrefLang={localeInfo.pt.iso} href={appUrl + localizePath(neutral, 'pt')} />
          <link rel="alternate" hrefLang={localeInfo.en.iso} href={appUrl + localizePath(neutral, 'en')} />
          <link rel="alternate" hrefLang="x-default" href={appUrl + localizePath(neutral, 'pt')} />
        </>
      ) : null}
    </>
  );
}
