/**
 * What the blog's public pages read. A list shows every story once: in the page's language when
 * it has a visible version there, otherwise in the other language (marked as such). Drafts and
 * scheduled posts never show.
 */
import { and, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '#app/i18n/format.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { postPath } from './paths.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { blogCategories, blogPosts, blogSlugRedirects, blogStories, blogStoryCategories, publications } from '#app/lib/db/schema.ts';
import { POSTS_PER_PAGE } from './post-rules.ts';
import { notFound } from '#app/lib/app-error.ts';

type Executor = Pick<Db, 'execute'>;

const other = (locale: Locale): Locale => (locale === 'pt' ? 'en' : 'pt');

/** Visible: published, and its time has come. */
const visible = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

/** The story has no visible version in `locale` (so its other version stands in). */
const noVersionIn = (locale: Locale, now: Date) => sql`not exists (
  select 1 from blog_posts t where t.story_id = ${blogPosts.storyId} and t.locale = ${locale}
    and t.status = 'published' and t.published_at <= ${now.toISOString()}::timestamptz)`;

/** Every story once, for a page in `locale`. */
const onceEach = (locale: Locale, now: Date) => and(visible(now), sql`(${blogPosts.locale} = ${locale} or ${noVersionIn(locale, now)})`);

const tsquery = (q: string) =>
  sql`(case when ${blogPosts.locale} = 'pt' then websearch_to_tsquery('ipe_pt', ${q}) else websearch_to_tsquery('ipe_en', ${q}) end)`;

export interface PostCard {
  id: number;
  storyId: number;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  /** The day it was published, in the page's language: written here, so the browser makes no Intl date format. */
  publishedLabel: string;
  readingMinutes: number;
  cover: { src: string; width: number; height: number } | null;
  coverAlt: string;
  authors: string[];
  categories: { slug: string; name: string }[];
}

const cardColumns = {
  id: blogPosts.id,
  storyId: blogPosts.storyId,
  locale: blogPosts.locale,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  publishedAt: blogPosts.publishedAt,
  readingMinutes: blogPosts.readingMinutes,
  coverAlt: blogPosts.coverAlt,
  cover: blogStories.cover,
  coverWidth: blogStories.coverWidth,
  coverHeight: blogStories.coverHeight,
  authors: blogStories.authors,
};

interface CardRow {
  id: number;
  storyId: number;
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date | null;
  readingMinutes: number;
  coverAlt: string;
  cover: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
  authors: string[];
}

/** Categories of these stories, named in `locale`. */
async function categoriesOf(db: Db, storyIds: number[], locale: Locale): Promise<Map<number, { slug: string; name: string }[]>> {
  const byStory = new Map<number, { slug: string; name: string }[]>();
  if (!storyIds.length) return byStory;
  const rows = await db
    .select({
      storyId: blogStoryCategories.storyId,
      slugPt: blogCategories.slugPt,
      slugEn: blogCategories.slugEn,
      namePt: blogCategories.namePt,
      nameEn: blogCategories.nameEn,
    })
    .from(blogStoryCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogStoryCategories.categoryId))
    .where(inArray(blogStoryCategories.storyId, storyIds))
    .orderBy(blogCategories.position, blogCategories.id);
  for (const row of rows) {
    const list = byStory.get(row.storyId) ?? [];
    list.push(locale === 'pt' ? { slug: row.slugPt, name: row.namePt } : { slug: row.slugEn, name: row.nameEn });
    byStory.set(row.storyId, list);
  }
  return byStory;
}

async function toCards(db: Db, rows: CardRow[], locale: Locale): Promise<PostCard[]> {
  const categories = await categoriesOf(db, [...new Set(rows.map((r) => r.storyId))], locale);
  return rows.map((r) => ({
    id: r.id,
    storyId: r.storyId,
    locale: r.locale,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    publishedAt: r.publishedAt!.toISOString(),
    publishedLabel: formatDate(r.publishedAt!, locale),
    readingMinutes: r.readingMinutes,
    cover: r.cover && r.coverWidth && r.coverHeight ? { src: `/${r.cover}`, width: r.coverWidth, height: r.coverHeight } : null,
    coverAlt: r.coverAlt,
    authors: r.authors,
    categories: categories.get(r.storyId) ?? [],
  }));
}

export interface PostFilters {
  q?: string;
  /** A category's slug in the page's language. */
  category?: string;
  tag?: string;
}

export interface PostList {
  posts: PostCard[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the list, newest first (by relevance when searching). */
export async function listPosts(db: Db, locale: Locale, filters: PostFilters, page: number, now: Date): Promise<PostList | null> {
  const where: SQL[] = [onceEach(locale, now)!];
  if (filters.category) {
    const [category] = await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(locale === 'pt' ? blogCategories.slugPt : blogCategories.slugEn, filters.category));
    if (!category) return null;
    where.push(sql`exists (select 1 from blog_story_categories c where c.story_id = ${blogPosts.storyId} and c.category_id = ${category.id})`);
  }
  if (filters.tag) where.push(sql`${filters.tag} = any(${blogPosts.tags})`);
  const q = filters.q?.trim();
  if (q) where.push(sql`${blogPosts.search} @@ ${tsquery(q)}`);
  const condition = and(...where);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(blogPosts).where(condition)) as [{ total: number }];
  const pages = Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogStories, eq(blogStories.id, blogPosts.storyId))
    .where(condition)
    .orderBy(...(q ? [desc(sql`ts_rank(${blogPosts.search}, ${tsquery(q)})`)] : []), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(POSTS_PER_PAGE)
    .offset((current - 1) * POSTS_PER_PAGE);
  return { posts: await toCards(db, rows, locale), total, page: current, pages };
}

/** The categories with how many stories each shows in `locale`. */
export async function listCategories(db: Db, locale: Locale, now: Date) {
  const rows = await db
    .select({
      slug: locale === 'pt' ? blogCategories.slugPt : blogCategories.slugEn,
      name: locale === 'pt' ? blogCategories.namePt : blogCategories.nameEn,
      posts: sql<number>`(select count(*)::int from blog_posts p join blog_story_categories c on c.story_id = p.story_id
        where c.category_id = blog_categories.id and p.status = 'published' and p.published_at <= ${now.toISOString()}::timestamptz
          and (p.locale = ${locale} or not exists (select 1 from blog_posts t where t.story_id = p.story_id and t.locale = ${locale}
            and t.status = 'published' and t.published_at <= ${now.toISOString()}::timestamptz)))`,
    })
    .from(blogCategories)
    .orderBy(blogCategories.position, blogCategories.id);
  return rows;
}

/** A category's names and slugs in both languages (for its page's other-language link). */
export async function findCategory(db: Db, locale: Locale, slug: string) {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(eq(locale === 'pt' ? blogCategories.slugPt : blogCategories.slugEn, slug));
  return row ?? null;
}

export interface PostPage extends PostCard {
  html: string;
  tags: string[];
  updatedAt: string;
  /** The same story in the other language, when it shows there. */
  translation: { locale: Locale; slug: string; title: string } | null;
  related: PostCard[];
  books: { slug: string; title: string; cover: { src: string; width: number; height: number } | null }[];
}

export type PostLookup =
  | { kind: 'post'; post: PostPage }
  | { kind: 'redirect'; to: string }
  /** The address is a post in the other language, with no version in this one. */
  | { kind: 'other-language'; post: { locale: Locale; slug: string; title: string } };

/**
 * /blog/{slug} in `locale`: the post; a former address or the other language's address of a
 * story that has a version here → a redirect to it; a story only in the other language → says so.
 */
export async function findPost(db: Db, locale: Locale, slug: string, now: Date): Promise<PostLookup> {
  const [row] = await db
    .select({ ...cardColumns, html: blogPosts.html, tags: blogPosts.tags, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .innerJoin(blogStories, eq(blogStories.id, blogPosts.storyId))
    .where(and(eq(blogPosts.locale, locale), eq(blogPosts.slug, slug), visible(now)));
  if (row) return { kind: 'post', post: await postPage(db, row, locale, now) };

  const [moved] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.locale, locale), eq(blogSlugRedirects.slug, slug), eq(blogPosts.locale, locale), visible(now)));
  if (moved) return { kind: 'redirect', to: postPath(locale, moved.slug) };

  // The language switch keeps the slug: find the story by the other language's address.
  const elsewhere = other(locale);
  const [there] = await db
    .select({ storyId: blogPosts.storyId, slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, elsewhere), eq(blogPosts.slug, slug), visible(now)));
  if (!there) throw notFound();
  const [here] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.storyId, there.storyId), eq(blogPosts.locale, locale), visible(now)));
  if (here) return { kind: 'redirect', to: postPath(locale, here.slug) };
  return { kind: 'other-language', post: { locale: elsewhere, slug: there.slug, title: there.title } };
}

async function postPage(db: Db, row: CardRow & { html: string; tags: string[]; updatedAt: Date }, locale: Locale, now: Date): Promise<PostPage> {
  const [card] = await toCards(db, [row], locale);
  const [translation] = await db
    .select({ locale: blogPosts.locale, slug: blogPosts.slug, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.storyId, row.storyId), ne(blogPosts.locale, row.locale), visible(now)));
  return {
    ...card!,
    html: row.html,
    tags: row.tags,
    updatedAt: row.updatedAt.toISOString(),
    translation: translation ?? null,
    related: await relatedPosts(db, row, locale, now),
    books: await relatedBooks(db, row.authors, row.tags, locale),
  };
}

/** Up to three other stories sharing a category or a tag, most shared first, then newest. */
async function relatedPosts(db: Db, post: { storyId: number; tags: string[] }, locale: Locale, now: Date): Promise<PostCard[]> {
  const shared = sql<number>`(
    (select count(*) from blog_story_categories a join blog_story_categories b on b.category_id = a.category_id
      where a.story_id = ${post.storyId} and b.story_id = ${blogPosts.storyId})
    + cardinality(array(select unnest(${blogPosts.tags}) intersect select unnest(${sql.param(post.tags)}::text[]))))`;
  const rows = await db
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogStories, eq(blogStories.id, blogPosts.storyId))
    .where(and(onceEach(locale, now), ne(blogPosts.storyId, post.storyId), sql`${shared} > 0`))
    .orderBy(desc(shared), desc(blogPosts.publishedAt))
    .limit(3);
  return toCards(db, rows, locale);
}

/** Books by the post's authors (as the catalog credits them), else books whose keywords are its tags; at most four. */
async function relatedBooks(db: Db, authors: string[], tags: string[], locale: Locale): Promise<PostPage['books']> {
  const names = authors.map((name) => name.trim().toLowerCase()).filter(Boolean);
  const byAuthor = names.length
    ? sql`exists (select 1 from jsonb_array_elements(${publications.contributors}) x
        where lower(trim(coalesce(x->>'given', '') || ' ' || (x->>'family'))) = any(${sql.param(names)}::text[]))`
    : sql`false`;
  const byTag = tags.length ? sql`(${publications.keywordsPt} || ${publications.keywordsEn}) && ${sql.param(tags)}::text[]` : sql`false`;
  const rows = await db
    .select({
      slug: publications.slug,
      titlePt: publications.titlePt,
      titleEn: publications.titleEn,
      cover: publications.cover,
      coverWidth: publications.coverWidth,
      coverHeight: publications.coverHeight,
    })
    .from(publications)
    .where(and(eq(publications.status, 'published'), eq(publications.type, 'book'), sql`(${byAuthor} or ${byTag})`))
    .orderBy(desc(sql`(${byAuthor})::int`), desc(publications.publishedOn), publications.id)
    .limit(4);
  return rows.map((r) => ({
    slug: r.slug,
    title: (locale === 'pt' ? r.titlePt || r.titleEn : r.titleEn || r.titlePt) ?? '',
    cover: r.cover && r.coverWidth && r.coverHeight ? { src: `/${r.cover}`, width: r.coverWidth, height: r.coverHeight } : null,
  }));
}

/** The newest posts written in `locale` (for its feed), optionally of one category. */
export async function feedPosts(db: Db, locale: Locale, now: Date, categoryId?: number, limit = 20) {
  const rows = await db
    .select({ ...cardColumns, html: blogPosts.html, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .innerJoin(blogStories, eq(blogStories.id, blogPosts.storyId))
    .where(
      and(
        eq(blogPosts.locale, locale),
        visible(now),
        categoryId === undefined
          ? undefined
          : sql`exists (select 1 from blog_story_categories c where c.story_id = ${blogPosts.storyId} and c.category_id = ${categoryId})`,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows;
}

/** Every story with a visible post, and its address in each language (the sitemap's entries). */
export async function sitemapPosts(db: Db, now: Date) {
  const rows = await db
    .select({ storyId: blogPosts.storyId, locale: blogPosts.locale, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(visible(now))
    .orderBy(blogPosts.storyId, blogPosts.locale);
  const byStory = new Map<number, typeof rows>();
  for (const row of rows) byStory.set(row.storyId, [...(byStory.get(row.storyId) ?? []), row]);
  // One entry per story: its address in each language it shows in.
  return [...byStory.values()].map((versions) => ({
    path: postPath((versions.find((v) => v.locale === 'pt') ?? versions[0]!).locale, (versions.find((v) => v.locale === 'pt') ?? versions[0]!).slug),
    lastmod: versions
      .reduce((max, v) => (v.updatedAt > max ? v.updatedAt : max), versions[0]!.updatedAt)
      .toISOString()
      .slice(0, 10),
    addresses: Object.fromEntries(versions.map((v) => [v.locale, postPath(v.locale, v.slug)])) as Partial<Record<Locale, string>>,
  }));
}

/** The search vector of one post, in its language's configuration (title, then excerpt and tags, then text). */
export async function refreshPostSearch(db: Executor, postId: number): Promise<void> {
  await db.execute(sql`
    update blog_posts set search =
      setweight(to_tsvector((case when locale = 'pt' then 'ipe_pt' else 'ipe_en' end)::regconfig, title), 'A')
      || setweight(to_tsvector((case when locale = 'pt' then 'ipe_pt' else 'ipe_en' end)::regconfig, excerpt || ' ' || array_to_string(tags, ' ')), 'B')
      || setweight(to_tsvector((case when locale = 'pt' then 'ipe_pt' else 'ipe_en' end)::regconfig, body), 'C')
    where id = ${postId}`);
}
