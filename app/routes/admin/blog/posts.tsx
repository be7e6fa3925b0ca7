import type { Route } from './+types/posts';
import { PostList, blogAdminMessages, blogDone } from '#app/features/blog/api.ts';
import { listStoriesForAdmin } from '#app/features/blog/api.server.ts';
import { translator } from '#app/i18n/messages.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { requireAdmin } from '#app/lib/auth/guards.server.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';

/** /admin/blog: every story (drafts and scheduled too) with its versions in both languages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const t = translator(blogAdminMessages, requestLocale(request));
  return { title: t('posts'), done: blogDone(request.url), stories: await listStoriesForAdmin(db(), new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? 'Admin', noindex: true });

export default function BlogPostsPage({ loaderData }: Route.ComponentProps) {
  return <PostList stories={loaderData.stories} done={loaderData.done} />;
}
