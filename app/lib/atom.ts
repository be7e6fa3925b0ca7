/** An Atom feed (RFC 4287), written from plain data: the catalog's releases, a journal's articles. */
import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { escapeXml } from './xml.ts';

export interface AtomEntry {
  /** A tag URI or another permanent id. */
  id: string;
  title: string;
  url: string;
  /** YYYY-MM-DD. */
  published?: string;
  updated: Date;
  authors: string[];
  categories: string[];
  summary: string;
}

export interface AtomFeed {
  locale: Locale;
  /** The feed's own address (also its id). */
  selfUrl: string;
  alternateUrl: string;
  title: string;
  subtitle: string;
  iconUrl: string;
  /** Who stands in where an entry credits nobody (Atom requires an author). */
  author: string;
  entries: AtomEntry[];
}

export function renderAtom(feed: AtomFeed, now = new Date()): string {
  const updated = feed.entries.reduce<Date | undefined>((max, e) => (!max || e.updated > max ? e.updated : max), undefined) ?? now;
  const items = feed.entries.map((e) =>
    [
      '  <entry>',
      `    <id>${escapeXml(e.id)}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>`,
      e.published ? `    <published>${e.published}T00:00:00Z</published>` : '',
      `    <updated>${e.updated.toISOString()}</updated>`,
      ...e.authors.map((name) => `    <author><name>${escapeXml(name)}</name></author>`),
      ...e.categories.map((k) => `    <category term="${escapeXml(k)}"/>`),
      e.summary ? `    <summary type="text">${escapeXml(e.summary)}</summary>` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeInfo[feed.locale].iso}">`,
    `  <id>${escapeXml(feed.selfUrl)}</id>`,
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    `  <subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    `  <icon>${escapeXml(feed.iconUrl)}</icon>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
