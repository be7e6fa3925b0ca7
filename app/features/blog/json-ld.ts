import type { MetaDescriptor } from 'react-router';
import { localeInfo, type Locale } from '#app/i18n/locales.ts';
import { jsonLdMeta } from '#app/lib/page-meta.ts';
import type { PostPage } from './blog.server.ts';
import { currentPress } from '#app/lib/press/press.ts';

/** schema.org BlogPosting for a post page (search engines' article results). */
export function blogPostingJsonLd(post: PostPage, url: string, image: string | undefined): MetaDescriptor {
  return jsonLdMeta({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    inLanguage: localeInfo[post.locale as Locale].iso,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    url,
    mainEntityOfPage: url,
    ...(image ? { image } : {}),
    author: post.authors.map((name) => ({ '@type': 'Person', name })),
    keywords: post.tags.join(', '),
    articleSection: post.categories.map((c) => c.name),
    publisher: { '@type': 'Organization', name: currentPress().name, ...(currentPress().logo ? { logo: currentPress().logo } : {}) },
  });
}
