import { useLocation } from 'react-router';
import { localizePath, stripLocale } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { feedMessages } from '../feed-messages.ts';

/**
 * `<link rel="alternate">` to the feed of the page's section, in its language (for the document
 * head): the blog's pages announce the blog's feed (a category page adds its own), every other page
 * the new releases, so a feed reader pointed at a page subscribes to what that page lists.
 */
export function FeedLink() {
  const locale = useLocale();
  const t = useT(feedMessages);
  const blog = /^\/blog(\/|$)/.test(stripLocale(useLocation().pathname));
  return blog ? (
    <link rel="alternate" type="application/atom+xml" href={localizePath('/blog/feed.xml', locale)} title={t('blogTitle')} />
  ) : (
    <link rel="alternate" type="application/atom+xml" href={localizePath('/feed.xml', locale)} title={t('title')} />
  );
}
