import { localeFromPath, localeInfo, localizePath, stripLocale } from '#app/i18n/locales.ts';

/** Canonical URL and hreflang alternates (pt-BR, en-US, x-default) for the page at `pathname`. */
export function LocaleLinks({ appUrl, pathname, alternates = true }: { appUrl: string; pathname: string; alternates?: boolean }) {
  const neutral = stripLocale(pathname);
  const canonical = appUrl + localizePath(neutral, localeFromPath(pathname));
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
