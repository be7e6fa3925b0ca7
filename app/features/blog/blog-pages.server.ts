/** The data of the blog's list pages: /blog (and search), a category's page, a tag's page. */
import { translator } from '#app/i18n/messages.ts';
import type { Locale } from '#app/i18n/locales.ts';
import { categoryPath } from './paths.ts';
import type { Db } from '#app/lib/db/client.server.ts';
import { findCategory, listCategories, listPosts } from './blog.server.ts';
import { blogHeadMessages } from './head-messages.ts';
import { blogMessages } from './messages.ts';
import { pageNumber } from './post-rules.ts';
import { notFound } from '#app/lib/app-error.ts';

export type BlogIndexResult = { kind: 'page'; data: NonNullable<Awaited<ReturnType<typeof indexData>>> } | { kind: 'redirect'; to: string };

type Category = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

async function indexData(db: Db, locale: Locale, where: { category?: string; tag?: string }, category: Category | null, search: URLSearchParams, now: Date) {
  const t = translator(blogMessages, locale);
  const head = translator(blogHeadMessages, locale);
  const q = (search.get('q') ?? '').trim().slice(0, 200);
  const tag = where.tag ? where.tag.trim().toLocaleLowerCase('pt-BR').slice(0, 60) : null;
  const list = await listPosts(
    db,
    locale,
    { q, category: category ? where.category : undefined, tag: tag ?? undefined },
    pageNumber(search.get('page'), 10_000),
    now,
  );
  if (!list) return null;
  const categoryName = category ? (locale === 'pt' ? category.namePt : category.nameEn) : null;
  return {
    locale,
    list,
    q,
    tag,
    categories: await listCategories(db, locale, now),
    category: category && categoryName ? { slug: where.category!, name: categoryName } : null,
    /** The same list in the other language (a category has a slug in each). */
    alternates: category ? { pt: categoryPath('pt', category.slugPt), en: categoryPath('en', category.slugEn) } : null,
    title: categoryName ?? (tag ? head('tagTitle', { tag }) : t('blog')),
    description: categoryName ? head('categoryDescription', { name: categoryName }) : tag ? head('tagDescription', { tag }) : head('blogDescription'),
    /** Search results and later pages are not for search engines. */
    noindex: Boolean(q) || list.page > 1,
  };
}

export async function blogIndexPage(
  db: Db,
  locale: Locale,
  where: { category?: string; tag?: string },
  search: URLSearchParams,
  now: Date,
): Promise<BlogIndexResult> {
  const here = where.category ? await findCategory(db, locale, where.category) : null;
  if (where.category && !here) {
    // The language switch keeps the other language's slug: go to this language's.
    const there = await findCategory(db, locale === 'pt' ? 'en' : 'pt', where.category);
    if (!there) throw notFound();
    return { kind: 'redirect', to: categoryPath(locale, locale === 'pt' ? there.slugPt : there.slugEn) };
  }
  const data = await indexData(db, locale, where, here, search, now);
  if (!data) throw notFound();
  return { kind: 'page', data };
}
