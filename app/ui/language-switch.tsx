import { useLocation } from 'react-router';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { localeInfo, switchLocale } from '#app/i18n/locales.ts';
import { shellMessages } from '#app/i18n/shell-messages.ts';

/**
 * Goes to the same page in the other language through /language/{locale}, which stores the
 * choice in the `lang` cookie. A full page load: the document's language changes.
 */
export function LanguageSwitch() {
  const t = useT(shellMessages);
  const locale = useLocale();
  const location = useLocation();
  const other = locale === 'pt' ? 'en' : 'pt';
  const next = switchLocale(location.pathname + location.search + location.hash, other);
  return (
    <a
      href={`/language/${other}?next=${encodeURIComponent(next)}`}
      hrefLang={localeInfo[other].iso}
      lang={localeInfo[other].iso}
      className="inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4 hover:underline"
    >
      {t('switchTo')}
    </a>
  );
}
