import { Form } from 'react-router';
import { localizePath } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Button } from '#app/ui/button.tsx';
import { Link } from '#app/ui/link.tsx';
import { Pager } from '#app/ui/pager.tsx';
import type { PostList } from '../blog.server.ts';
import { blogMessages } from '../messages.ts';
import { PostCard } from './post-card.tsx';

export interface BlogIndexProps {
  list: PostList;
  categories: { slug: string; name: string; posts: number }[];
  /** The category or tag this page lists, if any. */
  category: { slug: string; name: string } | null;
  tag: string | null;
  q: string;
  title: string;
  description: string;
}

/** /blog, a category's or a tag's page, and search results: the posts, the categories, a pager. */
export function BlogIndex({ list, categories, category, tag, q, title, description }: BlogIndexProps) {
  const t = useT(blogMessages);
  const locale = useLocale();
  const base = category ? `/blog/category/${category.slug}` : tag ? `/blog/tag/${encodeURIComponent(tag)}` : '/blog';
  const href = (page: number) => {
    const params = new URLSearchParams();
    if (q) params.set('q', q);
    if (page > 1) params.set('page', String(page));
    const search = params.toString();
    return search ? `${base}?${search}` : base;
  };
  const feed = category ? `/blog/category/${category.slug}/feed.xml` : '/blog/feed.xml';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      {category || tag ? (
        <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
          <Link to="/blog" className="text-brand underline">
            {t('blog')}
          </Link>
        </nav>
      ) : null}
      <h1 className="font-serif text-4xl font-semibold">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{description}</p>

      <Form noValidate method="get" action={localizePath(base, locale)} role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-md">
          <label htmlFor="blog-search" className="font-medium">
            {t('searchLabel')}
          </label>
          <input
            id="blog-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            placeholder={t('searchPlaceholder')}
            className="min-h-11 rounded-md border border-line bg-surface px-3 text-base"
          />
        </div>
        <Button type="submit">{t('searchButton')}</Button>
      </Form>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_16rem]">
        <section aria-labelledby="posts-title" className="min-w-0">
          <h2 id="posts-title" className="sr-only">
            {t('postsTitle')}
          </h2>
          {q ? (
            <p role="status" className="mb-4 font-medium">
              {t('results', { count: list.total, q })}
            </p>
          ) : null}
          {list.posts.length ? (
            <div className="grid gap-6 sm:grid-cols-2">
              {/* The first row is on screen when the page opens: its pictures load at once. */}
              {list.posts.map((post, i) => (
                <PostCard key={post.id} post={post} headingLevel={3} priority={i < 2} />
              ))}
            </div>
          ) : (
            <div className="rounded-lg border border-line bg-surface p-6">
              <p>{q ? t('emptySearch') : t('empty')}</p>
              {q || category || tag ? (
                <p className="mt-2">
                  <Link to="/blog" className="text-brand underline">
                    {t('seeAll')}
                  </Link>
                </p>
              ) : null}
            </div>
          )}
          <Pager
            page={list.page}
            hasNext={list.page < list.pages}
            href={href}
            labels={{
              navigation: t('pagination'),
              previous: t('previous'),
              next: t('next'),
              position: t('pagePosition', { page: list.page, pages: list.pages }),
            }}
          />
        </section>
        <aside className="space-y-6">
          <nav aria-labelledby="categories-title">
            <h2 id="categories-title" className="font-semibold">
              {t('categories')}
            </h2>
            <ul className="mt-2 space-y-1">
              <li>
                <Link
                  to="/blog"
                  aria-current={!category && !tag ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center text-brand underline aria-[current=page]:font-semibold"
                >
                  {t('allPosts')}
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/blog/category/${c.slug}`}
                    aria-current={category?.slug === c.slug ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center text-brand underline aria-[current=page]:font-semibold"
                  >
                    {t('categoryCount', { name: c.name, count: c.posts })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            <a href={localizePath(feed, locale)} type="application/atom+xml" className="inline-flex min-h-11 items-center text-brand underline">
              {category ? t('categoryFeed') : t('feed')}
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
