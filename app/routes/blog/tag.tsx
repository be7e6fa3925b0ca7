import type { Route } from './+types/tag';
import { blogIndexPage } from '#app/features/blog/api.server.ts';
import { BlogIndex } from '#app/features/blog/api.ts';
import type { RouteHandle } from '#app/features/shell/api.ts';
import { requestLocale } from '#app/i18n/request.ts';
import { db } from '#app/lib/db/db.server.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { notFound } from '#app/lib/app-error.ts';

/** Tags are words of one language: a tag's page has no other-language version. */
export const handle: RouteHandle = { noAlternates: true };

/** /blog/tag/{tag}: the posts with a tag. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const result = await blogIndexPage(db(), requestLocale(request), { tag: params.tag }, new URL(request.url).searchParams, new Date());
  if (result.kind !== 'page') throw notFound();
  return result.data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData) : []);

export default function BlogTagRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndex {...loaderData} />;
}
