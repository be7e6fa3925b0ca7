import { redirect } from 'react-router';
import type { Route } from './+types/category';
import { blogIndexPage } from '#app/features/blog/api.server.ts';
import { alternateLinks, BlogIndex } from '#app/features/blog/api.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { localizePath } from '#app/i18n/locales.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { currentPress } from '#app/lib/press/press.ts';

/** A category has a slug in each language: the alternates come from the page, not the path. */
export const handle: RouteHandle = { noAlternates: true };

/** /blog/category/{slug}: a category's posts. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await blogIndexPage(db(), requestLocale(request), { category: params.slug }, new URL(request.url).searchParams, new Date());
  if (result.kind === 'redirect') throw redirect(result.to, 301);
  return result.data;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [
        ...pageMeta(loaderData),
        ...alternateLinks(matches, loaderData.alternates),
        // The category's own feed, beside the blog's (root.tsx).
        ...(loaderData.category
          ? [
              {
                tagName: 'link',
                rel: 'alternate',
                type: 'application/atom+xml',
                title: `Blog · ${loaderData.category.name} · ${currentPress().name}`,
                href: localizePath(`/blog/category/${loaderData.category.slug}/feed.xml`, loaderData.locale),
              } as const,
            ]
          : []),
      ]
    : [];

export default function BlogCategoryRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndex {...loaderData} />;
}
