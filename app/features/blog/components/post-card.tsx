import { localeInfo, localizePath, type Locale } from '#app/i18n/locales.ts';
import { useLocale, useT } from '#app/i18n/messages.ts';
import { Image } from '#app/ui/image.tsx';
import { Link } from '#app/ui/link.tsx';
import type { PostCard as Card } from '../blog.server.ts';
import { blogMessages } from '../messages.ts';

/**
 * A link to a page in `locale`: in the page's language a client-side link; in the other one a
 * full page load (the document's language changes), marked with hreflang.
 */
export function OtherLanguageAwareLink({ locale, path, className, children }: { locale: Locale; path: string; className?: string; children: React.ReactNode }) {
  const current = useLocale();
  if (locale === current)
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={localizePath(path, locale)} hrefLang={localeInfo[locale].iso} className={className}>
      {children}
    </a>
  );
}

/** "Ana", "Ana e Bia", "Ana, Bia e Caio". */
export function joinNames(names: string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;
}

/** The line under a title: date, reading time, authors. */
export function PostByline({ post }: { post: Pick<Card, 'publishedAt' | 'publishedLabel' | 'readingMinutes' | 'authors'> }) {
  const t = useT(blogMessages);
  return (
    <p className="text-sm text-muted">
      <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
      {' · '}
      {t('readingTime', { minutes: post.readingMinutes })}
      {post.authors.length ? (
        <>
          {' · '}
          {t('by', { names: joinNames(post.authors, t('and')) })}
        </>
      ) : null}
    </p>
  );
}

/** A post in a list: its cover, categories, title (a link), excerpt and byline. */
/** `priority`: the card is at the top of the list, so its picture may be the largest thing on the screen. */
export function PostCard({ post, headingLevel = 2, priority = false }: { post: Card; headingLevel?: 2 | 3; priority?: boolean }) {
  const t = useT(blogMessages);
  const locale = useLocale();
  const elsewhere = post.locale !== locale;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface">
      {post.cover ? (
        <Image
          src={post.cover.src}
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="aspect-[40/21] w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-x-3 text-sm font-medium text-brand">
          {post.categories.map((c) => (
            <span key={c.slug}>{c.name}</span>
          ))}
          {elsewhere ? <span className="rounded bg-brand-soft px-2 text-ink">{t('inOtherLanguage')}</span> : null}
        </p>
        <Heading className="font-serif text-xl font-semibold" lang={elsewhere ? localeInfo[post.locale as Locale].iso : undefined}>
          <OtherLanguageAwareLink locale={post.locale as Locale} path={`/blog/${post.slug}`} className="underline-offset-4 hover:underline">
            {post.title}
          </OtherLanguageAwareLink>
        </Heading>
        <p className="text-ink" lang={elsewhere ? localeInfo[post.locale as Locale].iso : undefined}>
          {post.excerpt}
        </p>
        <div className="mt-auto">
          <PostByline post={post} />
        </div>
      </div>
    </article>
  );
}
