/**
 * A journal's Atom feed (/journal/{slug}/feed.xml, /en/…): its newest articles, those of
 * published issues, in the path's language. Feed readers and aggregators follow a journal here.
 */
import { and, desc, eq } from 'drizzle-orm';
import { localizePath, type Locale } from '#app/i18n/locales.ts';
import { translator } from '#app/i18n/messages.ts';
import { renderAtom } from '#app/lib/atom.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, journalIssues } from '#app/lib/db/schema.ts';
import { pick, pickList } from '#app/lib/localized.ts';
import { fullName } from '#app/features/scholarly/api.ts';
import { findJournal } from './journals.server.ts';
import { journalHeadMessages } from './head-messages.ts';
import { journalMessages } from './messages.ts';
import { currentPress } from '#app/lib/press/press.ts';

export const JOURNAL_FEED_SIZE = 30;
export const journalFeedPath = (slug: string, locale: Locale) => localizePath(`/journal/${slug}/feed.xml`, locale);

/** The feed's XML, or null when there is no such published journal. */
export async function journalFeed(db: Db, slug: string, locale: Locale, appUrl: string, now = new Date()): Promise<string | null> {
  const journal = await findJournal(db, slug);
  if (!journal) return null;
  const rows = await db
    .select({
      id: articles.id,
      titlePt: articles.titlePt,
      titleEn: articles.titleEn,
      abstractPt: articles.abstractPt,
      abstractEn: articles.abstractEn,
      keywordsPt: articles.keywordsPt,
      keywordsEn: articles.keywordsEn,
      contributors: articles.contributors,
      volume: journalIssues.volume,
      number: journalIssues.number,
      year: journalIssues.year,
      publishedOn: journalIssues.publishedOn,
    })
    .from(articles)
    .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
    .where(and(eq(journalIssues.journalId, journal.id), eq(journalIssues.status, 'published')))
    .orderBy(desc(journalIssues.year), desc(journalIssues.volume), desc(journalIssues.number), articles.position)
    .limit(JOURNAL_FEED_SIZE);
  const t = translator(journalMessages, locale);
  const head = translator(journalHeadMessages, locale);
  const name = pick(journal, 'title', locale);
  const host = new URL(appUrl).hostname;
  const page = (path: string) => appUrl + encodeURI(localizePath(path, locale));
  return renderAtom(
    {
      locale,
      selfUrl: appUrl + journalFeedPath(slug, locale),
      alternateUrl: page(`/journal/${slug}`),
      title: name,
      subtitle: head('feedSubtitle', { journal: name }),
      iconUrl: `${appUrl}/icons/icon-192.png`,
      author: currentPress().name,
      entries: rows.map((a) => {
        const authors = a.contributors.filter((c) => c.role === 'author').map(fullName);
        const issue = t('issueLabel', { volume: String(a.volume), number: String(a.number), year: String(a.year) });
        // A date from the issue (the article has none of its own): its publication day, else 1 January of its year.
        const date = a.publishedOn ?? `${a.year}-01-01`;
        return {
          id: `tag:${host},${date}:article-${a.id}-${locale}`,
          title: pick(a, 'title', locale),
          url: page(`/journal/${slug}/article/${a.id}`),
          published: date,
          updated: new Date(`${date}T00:00:00Z`),
          authors: authors.length ? authors : [name],
          categories: pickList(a, locale),
          summary: pick(a, 'abstract', locale) || head('feedEntrySummary', { issue, journal: name }),
        };
      }),
    },
    now,
  );
}
