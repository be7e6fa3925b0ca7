import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { feedMessages } from '../feed-messages.ts';

/** `<link rel="alternate">` to the new-releases feed in the page's language (for the document head). */
export function FeedLink() {
  const locale = useLocale();
  const t = useT(feedMessages);
  return <link rel="alternate" type="application/atom+xml" href={localizePath('/feed.xml', locale)} title={t('title')} />;
}
