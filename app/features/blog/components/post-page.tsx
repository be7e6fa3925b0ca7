import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { useT } from '#app/i18n/messages.ts';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import type { PostPage as Post } from '../blog.server.ts';
import { blogMessages } from '../messages.ts';
import { OtherLanguageAwareLink, PostByline, PostCard } from './post-card.tsx';

/** One post: title, byline, cover, the text, its categories and tags, the translation, related posts and books. */
export function PostPage({ post }: { post: Post }) {
  const t = useT(blogMessages);
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link to="/blog" className="text-brand underline">
          {t('blog')}
        </Link>
        {post.categories.length ? ' · ' : null}
        {post.categories.map((c, i) => (
          <span key={c.slug}>
            {i ? ', ' : null}
            <Link to={`/blog/category/${c.slug}`} className="text-brand underline">
              {c.name}
            </Link>
          </span>
        ))}
      </nav>
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl leading-tight font-semibold">{post.title}</h1>
        <p className="mt-3 text-xl text-muted">{post.excerpt}</p>
        <div className="mt-3">
          <PostByline post={post} />
        </div>
        {post.translation ? (
          <p className="mt-2 text-sm">
            {t('translation')}{' '}
            <OtherLanguageAwareLink locale={post.translation.locale as Locale} path={`/blog/${post.translation.slug}`} className="text-brand underline">
              <span lang={localeInfo[post.translation.locale as Locale].iso}>{post.translation.title}</span>
            </OtherLanguageAwareLink>
          </p>
        ) : null}
      </header>
      {post.cover ? (
        <Image
          src={post.cover.src}
          alt={post.coverAlt}
          width={post.cover.width}
          height={post.cover.height}
          sizes="(min-width: 1152px) 72rem, 100vw"
          priority
          className="mt-6 aspect-[40/21] w-full max-w-4xl rounded-lg object-cover"
        />
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,42rem)_16rem] lg:justify-between">
        {/* Allowlisted when saved (features/fulltext/convert.server.ts markdownToSafeHtml). */}
        <div className="prose-text blog-body min-w-0" dangerouslySetInnerHTML={{ __html: post.html }} />
        <aside className="space-y-6">
          {post.tags.length ? (
            <section aria-labelledby="tags-title">
              <h2 id="tags-title" className="font-semibold">
                {t('tags')}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/blog/tag/${encodeURIComponent(tag)}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm hover:bg-brand-soft"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {post.books.length ? (
            <section aria-labelledby="books-title">
              <h2 id="books-title" className="font-semibold">
                {t('relatedBooks')}
              </h2>
              <ul className="mt-2 space-y-3">
                {post.books.map((book) => (
                  <li key={book.slug} className="flex items-center gap-3">
                    {book.cover ? (
                      <Image
                        src={book.cover.src}
                        alt=""
                        width={book.cover.width}
                        height={book.cover.height}
                        sizes="3rem"
                        className="w-12 rounded-sm shadow-sm"
                      />
                    ) : null}
                    <Link to={`/book/${book.slug}`} className="text-brand underline">
                      {book.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
      {post.related.length ? (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="font-serif text-2xl font-semibold">
            {t('relatedPosts')}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <PostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </article>
  );
}

/** A post's address in a language it has no version in: says so and links to the original. */
export function OtherLanguagePost({ post }: { post: { locale: Locale; slug: string; title: string } }) {
  const t = useT(blogMessages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-serif text-4xl font-semibold">{t('onlyInOther')}</h1>
      <p className="mt-3 text-lg">{t('onlyInOtherLead', { title: post.title })}</p>
      <p className="mt-4">
        <OtherLanguageAwareLink locale={post.locale} path={`/blog/${post.slug}`} className="inline-flex min-h-11 items-center text-brand underline">
          {t('readInOther')}
        </OtherLanguageAwareLink>
      </p>
      <p className="mt-2">
        <Link to="/blog" className="inline-flex min-h-11 items-center text-brand underline">
          {t('seeAll')}
        </Link>
      </p>
    </div>
  );
}
