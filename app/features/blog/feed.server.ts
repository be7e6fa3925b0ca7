/**
 * The blog's Atom feeds (RFC 4287), one per language and one per category and language: the
 * newest posts written in that language, with their whole text.
 */
import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { escapeXml } from '#app/lib/xml.ts';
import { feedPosts, findCategory } from './blog.server.ts';
import { blogHeadMessages } from './head-messages.ts';
import { blogMessages } from './messages.ts';
import { categoryPath, postPath } from './paths.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { utcDay } from '#app/lib/utc-days.ts';

/** The feed's XML, or null for an unknown category. */
export async function blogFeed(db: Db, locale: Locale, appUrl: string, categorySlug: string | undefined, now: Date): Promise<string | null> {
  const t = translator(blogMessages, locale);
  const head = translator(blogHeadMessages, locale);
  const category = categorySlug ? await findCategory(db, locale, categorySlug) : null;
  if (categorySlug && !category) return null;
  const posts = await feedPosts(db, locale, now, category?.id);
  const page = category ? categoryPath(locale, categorySlug!) : locale === 'pt' ? '/blog' : '/en/blog';
  const self = `${page}/feed.xml`;
  const press = currentPress().name;
  const title = category ? `${t('blog')} · ${locale === 'pt' ? category.namePt : category.nameEn} · ${press}` : `${t('blog')} · ${press}`;
  const host = new URL(appUrl).hostname;
  const updated = posts.reduce<Date>((max, p) => (p.updatedAt > max ? p.updatedAt : max), posts[0]?.updatedAt ?? now);
  const entries = posts.map((p) =>
    [
      '  <entry>',
      // A tag URI stays the same when the slug or the site's address changes.
      `    <id>tag:${escapeXml(host)},${utcDay(p.publishedAt!)}:blog-post-${p.id}</id>`,
      `    <title type="text">${escapeXml(p.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(appUrl + encodeURI(postPath(p.locale, p.slug)))}"/>`,
      `    <published>${p.publishedAt!.toISOString()}</published>`,
      `    <updated>${p.updatedAt.toISOString()}</updated>`,
      ...p.authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      p.excerpt ? `    <summary type="text">${escapeXml(p.excerpt)}</summary>` : '',
      `    <content type="html">${escapeXml(p.html)}</content>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeInfo[locale].iso}">`,
    `  <id>${escapeXml(appUrl + self)}</id>`,
    `  <title type="text">${escapeXml(title)}</title>`,
    `  <subtitle type="text">${escapeXml(head('blogDescription'))}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(appUrl + self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(appUrl + page)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(press)}</name></author>`,
    `  <icon>${escapeXml(`${appUrl}/icons/icon-192.png`)}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
