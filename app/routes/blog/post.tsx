import { redirect } from 'react-router';
import type { Route } from './+types/post';
import { alternateLinks, blogPostingJsonLd, postPath, OtherLanguagePost, PostPage } from '#app/features/blog/api.ts';
import { findPost } from '#app/features/blog/api.server.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { ipxUrl } from '#app/ui/image.tsx';

/** A post's translation has its own address: the alternates come from the post. */
export const handle: RouteHandle = { noAlternates: true };

/** /blog/{slug}: a post; a former or other-language address redirects; a post only in the other language says so. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const found = await findPost(db(), locale, params.slug, new Date());
  if (found.kind === 'redirect') throw redirect(found.to, 301);
  return { locale, ...found };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  if (loaderData.kind === 'other-language') return pageMeta({ title: loaderData.post.title, noindex: true });
  const { post } = loaderData;
  const appUrl = (matches.find((m) => m?.id === 'root')?.loaderData as { appUrl?: string } | undefined)?.appUrl ?? '';
  const image = post.cover ? appUrl + ipxUrl(post.cover.src, { w: 1200, f: 'jpeg' }) : undefined;
  const paths = {
    [post.locale]: postPath(post.locale, post.slug),
    ...(post.translation ? { [post.translation.locale]: postPath(post.translation.locale, post.translation.slug) } : {}),
  };
  return [
    ...pageMeta({ title: post.title, description: post.excerpt, image, type: 'article' }),
    { property: 'article:published_time', content: post.publishedAt },
    ...alternateLinks(matches, paths),
    blogPostingJsonLd(post, appUrl + paths[post.locale]!, image),
  ];
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'post' ? <PostPage post={loaderData.post} /> : <OtherLanguagePost post={loaderData.post} />;
}
