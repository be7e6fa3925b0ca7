/**
 * What the journal pages read: a published journal, its published issues and their articles.
 * Drafts (an unpublished journal or issue) do not exist for readers; an article or issue is only
 * found through the journal it belongs to, so an id from another journal gives null (a 404).
 */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#app/lib/db/client.server.ts';
import { articles, journalIssues, journals, publications } from '#app/lib/db/schema.ts';
import { workDescriptionColumns, workTitleColumns } from '#app/features/catalog/api.server.ts';

type Reader = Pick<Db, 'select'>;

const { publicationId: _publicationId, ...journalDetails } = getTableColumns(journals);

const journalColumns = {
  ...workTitleColumns,
  ...workDescriptionColumns,
  language: publications.language,
  cover: publications.cover,
  coverWidth: publications.coverWidth,
  coverHeight: publications.coverHeight,
  license: publications.license,
  openAccess: publications.openAccess,
  ...journalDetails,
};

const issueColumns = {
  id: journalIssues.id,
  journalId: journalIssues.journalId,
  volume: journalIssues.volume,
  number: journalIssues.number,
  year: journalIssues.year,
  titlePt: journalIssues.titlePt,
  titleEn: journalIssues.titleEn,
  cover: journalIssues.cover,
  publishedOn: journalIssues.publishedOn,
};

/** Newest first: by year, volume and number; the publication date breaks ties. */
const newestFirst = [desc(journalIssues.year), desc(journalIssues.volume), desc(journalIssues.number), desc(journalIssues.publishedOn), desc(journalIssues.id)];

const published = (journalId: number) => and(eq(journalIssues.journalId, journalId), eq(journalIssues.status, 'published'));

export async function findJournal(db: Reader, slug: string) {
  const [journal] = await db
    .select(journalColumns)
    .from(publications)
    .innerJoin(journals, eq(journals.publicationId, publications.id))
    .where(and(eq(publications.type, 'journal'), eq(publications.slug, slug), eq(publications.status, 'published')))
    .limit(1);
  return journal ?? null;
}
export type Journal = NonNullable<Awaited<ReturnType<typeof findJournal>>>;

/** Every published issue, newest first, with how many articles it has. */
export function listIssues(db: Reader, journalId: number) {
  return db
    .select({ ...issueColumns, articleCount: sql<number>`(select count(*) from articles a where a.issue_id = journal_issues.id)::int` })
    .from(journalIssues)
    .where(published(journalId))
    .orderBy(...newestFirst);
}
export type IssueListItem = Awaited<ReturnType<typeof listIssues>>[number];

/** The current issue: the latest published one (null before the first is out). */
export async function findCurrentIssue(db: Reader, journalId: number) {
  const [issue] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(published(journalId))
    .orderBy(...newestFirst)
    .limit(1);
  return issue ?? null;
}
export type Issue = NonNullable<Awaited<ReturnType<typeof findCurrentIssue>>>;

export async function findIssue(db: Reader, journalId: number, issueId: number): Promise<Issue | null> {
  const [issue] = await db
    .select(issueColumns)
    .from(journalIssues)
    .where(and(eq(journalIssues.id, issueId), published(journalId)))
    .limit(1);
  return issue ?? null;
}

/** An issue's table of contents, in printed order. */
export function listArticles(db: Reader, issueId: number) {
  return db.select(articleListColumns).from(articles).where(eq(articles.issueId, issueId)).orderBy(asc(articles.position), asc(articles.id));
}
export type Article = Awaited<ReturnType<typeof listArticles>>[number];

/** Lists leave the full texts (and translations) out (a page shows one); hasFullText tells whether there is one. */
const { fullText: _fullText, fullTextTranslation: _fullTextTranslation, ...articleColumns } = getTableColumns(articles);
const articleListColumns = { ...articleColumns, hasFullText: sql<boolean>`${articles.fullText} is not null` };

/** An article of a published issue of this journal, with its issue. */
export async function findArticle(
  db: Reader,
  journalId: number,
  articleId: number,
): Promise<{ article: Article & { fullText: string | null; fullTextTranslation: string | null }; issue: Issue } | null> {
  const [row] = await db
    .select({ article: { ...articleListColumns, fullText: articles.fullText, fullTextTranslation: articles.fullTextTranslation }, issue: issueColumns })
    .from(articles)
    .innerJoin(journalIssues, eq(journalIssues.id, articles.issueId))
    .where(and(eq(articles.id, articleId), published(journalId)))
    .limit(1);
  return row ?? null;
}

/** An issue with its articles, or null. */
export async function issueWithArticles(db: Reader, issue: Issue | null): Promise<{ issue: Issue; articles: Article[] } | null> {
  if (!issue) return null;
  return { issue, articles: await listArticles(db, issue.id) };
}
