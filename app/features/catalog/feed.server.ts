/**
 * The Atom feed of new releases (RFC 4287): the newest published books and proceedings, one feed
 * per language (/feed.xml, /en/feed.xml).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { publications } from '#app/lib/db/schema.ts';
import { creditedNames, fullName } from '#app/features/scholarly/api.ts';
import { feedEntryMessages } from './feed-entry-messages.ts';
import { feedMessages } from './feed-messages.ts';
import { pick, pickList } from '#app/lib/localized.ts';
import { renderAtom } from '#app/lib/atom.ts';
import { currentPress } from '#app/lib/press/press.ts';
import { workDescriptionColumns, workNameColumns } from './work-columns.ts';
import { utcDay } from '#app/lib/utc-days.ts';

export interface FeedEntry {
  id: number;
  type: 'book' | 'proceedings';
  slug: string;
  title: string;
  summary: string;
  authors: string[];
  keywords: string[];
  /** The work's publication date (YYYY-MM-DD), when set. */
  published?: string;
  updated: Date;
  created: Date;
}

export const FEED_SIZE = 20;

export async function latestReleases(db: Db, locale: Locale, limit = FEED_SIZE): Promise<FeedEntry[]> {
  const rows = await db
    .select({
      ...workNameColumns,
      ...workDescriptionColumns,
      publishedOn: publications.publishedOn,
      updatedAt: publications.updatedAt,
      createdAt: publications.createdAt,
    })
    .from(publications)
    .where(and(eq(publications.status, 'published'), inArray(publications.type, ['book', 'proceedings'])))
    .orderBy(sql`${publications.publishedOn} desc nulls last`, desc(publications.id))
    .limit(limit);
  const t = translator(feedEntryMessages, locale);
  return rows.map((row) => {
    const title = pick(row, 'title', locale);
    const subtitle = pick(row, 'subtitle', locale);
    const authors = creditedNames(row.contributors).map(fullName);
    const type = row.type as FeedEntry['type'];
    // Every entry has a summary: the abstract, or who the work is by.
    const fallback = authors.length ? t(`summary.${type}`, { authors: authors.join(', ') }) : t(`summaryAnonymous.${type}`);
    return {
      id: row.id,
      type,
      slug: row.slug,
      title: subtitle ? `${title}: ${subtitle}` : title,
      summary: pick(row, 'abstract', locale) || fallback,
      authors,
      keywords: pickList(row, locale),
      published: row.publishedOn ?? undefined,
      updated: row.updatedAt,
      created: row.createdAt,
    };
  });
}

export const feedPath = (locale: Locale) => localizePath('/feed.xml', locale);

export function renderAtomFeed(entries: FeedEntry[], locale: Locale, appUrl: string, now = new Date()): string {
  const t = translator(feedMessages, locale);
  const host = new URL(appUrl).hostname;
  const page = (path: string) => appUrl + encodeURI(localizePath(path, locale));
  return renderAtom(
    {
      locale,
      selfUrl: appUrl + feedPath(locale),
      alternateUrl: page('/catalog'),
      title: t('title'),
      subtitle: t('subtitle'),
      iconUrl: `${appUrl}/icons/icon-192.png`,
      author: currentPress().name,
      entries: entries.map((e) => ({
        // A tag URI stays the same when the slug or the site's address changes.
        id: `tag:${host},${utcDay(e.created)}:publication-${e.id}-${locale}`,
        title: e.title,
        url: page(e.type === 'book' ? `/book/${e.slug}` : `/proceedings/${e.slug}`),
        published: e.published,
        updated: e.updated,
        authors: e.authors,
        categories: e.keywords,
        summary: e.summary,
      })),
    },
    now,
  );
}
